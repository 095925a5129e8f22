import MockSix

/// A loader that answers through completion handlers, as callback-based APIs do.
protocol Loader {
  func load(id: Int, completion: @escaping @Sendable (Result<String, ServiceError>) -> Void)
  func refresh(_ done: (@Sendable () -> Void)?)
  func count() -> Int
}

/// A hand-written mock of `Loader`.
final class MockLoader: Loader, Mock, Sendable {
  enum Methods: Int {
    case load, refresh, count
  }
  typealias MockMethod = Methods

  func load(id: Int, completion: @escaping @Sendable (Result<String, ServiceError>) -> Void) {
    registerInvocation(for: .load, args: id, completion)
  }

  func refresh(_ done: (@Sendable () -> Void)?) {
    registerInvocation(for: .refresh, args: done)
  }

  func count() -> Int {
    registerInvocation(for: .count, andReturn: 0)
  }
}
