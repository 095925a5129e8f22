import Foundation
import MockSix
import Testing

/// A user type with its own default.
struct User: Equatable, MockDefault {
  var id: Int
  var name: String

  static var mockDefault: User { User(id: 0, name: "nobody") }
}

/// A mock whose methods take their result from `MockDefault` or `setDefault(_:)`.
final class MockDirectory: Mock, Sendable {
  enum Methods: Int {
    case user, otherUser, flag, text, number, real, list, table, members, optional, data
    case character, explicit, throwingUser, asyncUser
  }
  typealias MockMethod = Methods

  func user(_ id: Int) -> User { registerInvocation(for: .user, args: id) }
  func otherUser() -> User { registerInvocation(for: .otherUser) }
  func flag() -> Bool { registerInvocation(for: .flag) }
  func text() -> String { registerInvocation(for: .text) }
  func number() -> Int { registerInvocation(for: .number) }
  func real() -> Double { registerInvocation(for: .real) }
  func list() -> [String] { registerInvocation(for: .list) }
  func table() -> [String: Int] { registerInvocation(for: .table) }
  func members() -> Set<Int> { registerInvocation(for: .members) }
  func optional() -> User? { registerInvocation(for: .optional) }
  func data() -> Data { registerInvocation(for: .data) }
  func character() -> Character { registerInvocation(for: .character) }
  func explicit() -> Int { registerInvocation(for: .explicit, andReturn: 17) }
  func throwingUser() throws -> User { try registerThrowingInvocation(for: .throwingUser) }
  func asyncUser() async -> User { await registerAsyncInvocation(for: .asyncUser) }
}

/// `MockDefault` and `setDefault(_:)`: results of unstubbed calls.
@Suite struct DefaultsTests {
  let directory = MockDirectory()

  @Test func builtInDefaults() {
    #expect(directory.flag() == false)
    #expect(directory.text() == "")
    #expect(directory.number() == 0)
    #expect(directory.real() == 0)
    #expect(directory.list() == [])
    #expect(directory.table() == [:])
    #expect(directory.members() == [])
    #expect(directory.optional() == nil)
    #expect(directory.data() == Data())
    #expect(directory.character() == " ")
  }

  @Test func builtInDefaultValues() {
    #expect(Int8.mockDefault == 0 && Int16.mockDefault == 0 && Int32.mockDefault == 0)
    #expect(Int64.mockDefault == 0 && UInt.mockDefault == 0 && UInt8.mockDefault == 0)
    #expect(UInt16.mockDefault == 0 && UInt32.mockDefault == 0 && UInt64.mockDefault == 0)
    #expect(Float.mockDefault == 0)
    #expect(Substring.mockDefault == "")
    #expect(ContiguousArray<Int>.mockDefault.isEmpty)
    #expect(Int?.mockDefault == nil)
  }

  @Test func userTypeConformingToMockDefault() async throws {
    #expect(directory.user(1) == User(id: 0, name: "nobody"))
    #expect(try directory.throwingUser() == User(id: 0, name: "nobody"))
    #expect(await directory.asyncUser() == User(id: 0, name: "nobody"))
  }

  @Test func setDefaultOverridesTheTypeDefaultForThisMockOnly() async throws {
    let guest = User(id: 7, name: "Guest")
    directory.setDefault(guest)
    #expect(directory.user(1) == guest)
    #expect(directory.otherUser() == guest)
    #expect(try directory.throwingUser() == guest)
    #expect(await directory.asyncUser() == guest)
    #expect(MockDirectory().user(1) == User.mockDefault)
  }

  @Test func setDefaultOverridesTheDefaultWrittenInTheMock() {
    directory.setDefault(3)
    #expect(directory.explicit() == 3)
    #expect(directory.number() == 3)
    #expect(directory.real() == 0, "only results of exactly the default's type change")
  }

  @Test func setDefaultForAnExplicitType() {
    directory.setDefault(User(id: 1, name: "a"), for: User.self)
    directory.setDefault(Optional(User(id: 2, name: "b")), for: User?.self)
    #expect(directory.user(0).id == 1)
    #expect(directory.optional()?.id == 2)
  }

  @Test func stubsComeBeforeDefaults() {
    directory.setDefault(User(id: 7, name: "Guest"))
    directory.stub(.user, andReturn: User(id: 1, name: "Ann"))
    directory.stub(.otherUser, when: { _ in true }, andReturn: User(id: 2, name: "Bob"))
    #expect(directory.user(1).name == "Ann")
    #expect(directory.otherUser().name == "Bob")
    directory.unstub(.user)
    #expect(directory.user(1).name == "Guest")
  }

  @Test func conditionalStubThatDoesNotMatchFallsToTheDefault() {
    directory.setDefault(User(id: 7, name: "Guest"))
    directory.stub(.user, with: [theValue(1)], andReturn: User(id: 1, name: "Ann"))
    #expect(directory.user(1).name == "Ann")
    #expect(directory.user(2).name == "Guest")
  }

  @Test func resetMockForgetsDefaults() {
    directory.setDefault(User(id: 7, name: "Guest"))
    directory.resetMock()
    #expect(directory.user(1) == User.mockDefault)
  }
}
