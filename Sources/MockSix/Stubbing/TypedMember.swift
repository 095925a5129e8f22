/// The ID of a mocked member together with the error it throws, its arguments and its result type.
///
/// The generator declares one per member of a mock, so that every stub, read and verification of
/// the member is checked by the compiler. `Arguments` is the member's argument types as one
/// type: `Void` for none, the type itself for one, a tuple for more. `Failure` is `Never` for a
/// member that does not throw, the `E` of `throws(E)`, or `any Error`:
///
/// ```swift
/// extension TypedMember where M == MockStore {
///   static var save: TypedMember<MockStore, StoreError, (String, Int), Bool> { .init(._save) }
/// }
///
/// store.stub(.save, andReturn: true)
/// store.stub(.save) { name, count in count > 0 }
/// store.stub(.save, andThrow: .full)  // a StoreError, inferred and checked
/// ```
///
/// ``TypedMethod`` is the same type with `any Error` for `Failure`, the spelling of typed IDs
/// written by hand. A typed ID is a plain generic type, so it works at the package's floor.
///
/// The ID of a generic member names its type arguments, and keeps its stubs, reads and
/// verifications apart from those of other type arguments:
///
/// ```swift
/// extension TypedMember where M == MockRepository {
///   static func load<T>(_ type: T.Type) -> TypedMember<MockRepository, any Error, T.Type, T> {
///     .init(._load, typeArguments: T.self)
///   }
/// }
///
/// repository.stub(.load(User.self), andReturn: user)
/// repository.stub(.load([Article].self), andReturn: articles)
/// ```
public struct TypedMember<M: Mock, Failure: Error, Arguments, R>
where M.MockMethod.RawValue == Int {
  /// The mock's own ID of the member, which the untyped API takes.
  public let method: M.MockMethod

  /// The type arguments of a generic member's calls that this ID stands for; `nil` for every call.
  @usableFromInline
  package let typeArguments: ObjectIdentifier?

  /// Creates the typed ID of a member from the mock's own ID.
  ///
  /// - Parameter method: The ID of the member in the mock's `MockMethod` enum.
  @inlinable
  public init(_ method: M.MockMethod) {
    self.method = method
    typeArguments = nil
  }

  /// Creates the typed ID of a generic member's calls with the given type arguments.
  ///
  /// The mock's method registers its calls with the same type arguments
  /// (`registerInvocation(_:typeArguments:…)`), so that a stub, a read or a verification of this
  /// ID concerns only those calls. For several type parameters, pass a tuple of them:
  /// `typeArguments: (Key, Value).self`.
  ///
  /// - Parameters:
  ///   - method: The ID of the member in the mock's `MockMethod` enum.
  ///   - typeArguments: The member's type arguments, as one type.
  @inlinable
  public init(_ method: M.MockMethod, typeArguments: Any.Type) {
    self.method = method
    self.typeArguments = ObjectIdentifier(typeArguments)
  }
}

extension TypedMember: Sendable where M.MockMethod: Sendable {}
