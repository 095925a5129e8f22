// GettingStarted.md, Overview: the mock and the test, verbatim.

import MockSix
import MockSixMatchers
import Testing

protocol UserStore {
  func user(id: Int) -> String
  func save(_ name: String) throws
}

final class MockUserStore: UserStore, Mock, Sendable {
  enum Methods: Int {
    case user, save
  }
  typealias MockMethod = Methods

  func user(id: Int) -> String {
    registerInvocation(for: .user, args: id, andReturn: "")
  }
  func save(_ name: String) throws {
    try registerThrowingInvocation(for: .save, args: name)
  }
}

@Test func greetsTheUser() throws {
  let store = MockUserStore()
  store.stub(.user, andReturn: "Ann")

  #expect(store.user(id: 7) == "Ann")
  try store.save("Bo")

  expect(store).to(receive(.user, times: 1, with: [theValue(7)]))
  expect(store).to(receive(.save, with: [theValue("Bo")]))
  #expect(store.invocations.count == 2)
}
