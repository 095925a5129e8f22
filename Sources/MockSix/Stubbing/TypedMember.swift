/// The ID of a mocked member together with the error it throws, its argument types and its result
/// type.
///
/// The generator declares one per member of a mock, so that a stub's error is checked too: a
/// method declared `throws(StoreError)` has a `TypedMember` whose `Failure` is `StoreError`, a
/// method that does not throw has `Never`, and one declared `throws` has `any Error`:
///
/// ```swift
/// extension TypedMember where M == MockStore {
///   static var save: TypedMember<MockStore, StoreError, String, Int, Bool> { .init(._save) }
/// }
///
/// store.stub(.save, throwing: .full)  // a StoreError, inferred and checked
/// ```
///
/// ``TypedMethod`` is the same type with `any Error` for `Failure`, the spelling of typed IDs
/// written by hand. Typed IDs need macOS 14, iOS 17, tvOS 17 or watchOS 10 (a type generic over a
/// parameter pack); the registrations, and so the mock, keep the package's floor.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public struct TypedMember<M: Mock, Failure: Error, each A, R>
where M.MockMethod.RawValue == Int {
  /// The mock's own ID of the member, which the untyped API takes.
  public let method: M.MockMethod

  /// Creates the typed ID of a member from the mock's own ID.
  ///
  /// - Parameter method: The ID of the member in the mock's `MockMethod` enum.
  @inlinable
  public init(_ method: M.MockMethod) {
    self.method = method
  }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension TypedMember: Sendable where M.MockMethod: Sendable {}
