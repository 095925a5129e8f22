/// The ID of a mocked method together with its argument types and its result type.
///
/// A mock declares one typed ID per method in an extension constrained to the mock, beside its
/// `MockMethod` enum, so that `.save` also names the typed ID:
///
/// ```swift
/// extension TypedMethod where M == MockStore {
///   static var save: TypedMethod<MockStore, String, Int, Bool> { .init(.save) }
/// }
///
/// store.stub(.save, returning: true)  // a Bool, checked by the compiler
/// store.stub(.save) { name, count in count > 0 }  // (String, Int) -> Bool, inferred
/// ```
///
/// Forward the method to a typed registration, such as
/// `registerInvocation(_:function:args:andReturn:)`, passing its case, so that its arguments keep
/// their types. A `TypedMethod` is a ``TypedMember`` whose calls may throw any error; generated
/// mocks spell the error too (`Never`, or the `E` of `throws(E)`), so that `throwing:` is checked.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public typealias TypedMethod<M: Mock, each A, R> = TypedMember<M, any Error, repeat each A, R>
where M.MockMethod.RawValue == Int
