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
/// their types. Typed IDs need macOS 14, iOS 17, tvOS 17 or watchOS 10 (a type generic over a
/// parameter pack); the registrations, and so the mock, keep the package's floor.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct TypedMethod<M: Mock, each A, R> where M.MockMethod.RawValue == Int {
  /// The mock's own ID of the method, which the untyped API takes.
  public let method: M.MockMethod

  /// Creates the typed ID of a method from the mock's own ID.
  ///
  /// - Parameter method: The ID of the method in the mock's `MockMethod` enum.
  @inlinable
  public init(_ method: M.MockMethod) {
    self.method = method
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TypedMethod: Sendable where M.MockMethod: Sendable {}
