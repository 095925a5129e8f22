/// A mock written by `mocksix-gen`, whose members the compiler checks through typed IDs only.
///
/// A generated mock names each member with a typed ID (a ``TypedMember``) and keeps the case of
/// `Methods` it stands for behind an underscore, so that `.save` names only the typed ID:
///
/// ```swift
/// final class MockStore: Store, GeneratedMock, Sendable {
///   enum Methods: Int {
///     case _save
///   }
///   typealias MockMethod = Methods
///
///   let _mockSixLog: _MockLog? = _MockLog()
///
///   func save(_ name: String) -> Bool {
///     registerInvocation(._save, args: name)
///   }
/// }
///
/// extension TypedMember where M == MockStore {
///   static var save: TypedMember<MockStore, Never, String, Bool> { .init(._save) }
/// }
/// ```
///
/// So every stub and check of `.save` is checked by the compiler, in MockSix's spelling
/// (`andReturn:`, a trailing closure) as in the typed one (`returning:`), and what cannot be
/// checked, such as a closure over `[Any?]` or verifiers in an array, does not compile. The
/// untyped case stays reachable by its name, `._save`, for the run-time spelling. Messages name
/// the member without the underscore. The mock logs its calls itself, in its `_mockSixLog`
/// (not API), and the store reads them from there.
public protocol GeneratedMock: Mock {}
