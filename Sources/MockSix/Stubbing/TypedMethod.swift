/// The ID of a mocked method together with its arguments and its result type.
///
/// A mock declares one typed ID per method in an extension constrained to the mock, beside its
/// `MockMethod` enum, so that `.save` also names the typed ID:
///
/// ```swift
/// extension TypedMethod where M == MockStore {
///   static var save: TypedMethod<MockStore, (String, Int), Bool> { .init(.save) }
/// }
///
/// store.stub(.save, andReturn: true)  // a Bool, checked by the compiler
/// store.stub(.save) { name, count in count > 0 }  // (String, Int) -> Bool, inferred
/// ```
///
/// `Arguments` is `Void` for a method without arguments, the argument's type for one, and a
/// tuple for more. Forward the method to a typed registration, such as
/// `registerInvocation(_:function:args:andReturn:)`, passing its case, so that its arguments keep
/// their types. A `TypedMethod` is a ``TypedMember`` whose calls may throw any error; generated
/// mocks spell the error too (`Never`, or the `E` of `throws(E)`), so that `andThrow:` is checked.
public typealias TypedMethod<M: Mock, Arguments, R> = TypedMember<M, any Error, Arguments, R>
where M.MockMethod.RawValue == Int
