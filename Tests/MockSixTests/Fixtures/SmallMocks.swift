import MockSix

/// A mock for stubbing by arguments: a greeting with an optional name.
final class MockGreeter: Mock, Sendable {
  enum Methods: Int {
    case greet, count, setVolume, register, next, load, fetch
  }
  typealias MockMethod = Methods

  init() {}

  func greet(_ name: String?, _ times: Int) -> String {
    registerInvocation(for: .greet, args: name, times, andReturn: "default")
  }

  func count() -> Int {
    registerInvocation(for: .count, andReturn: 0)
  }

  func setVolume(_ volume: Double) {
    registerInvocation(for: .setVolume, args: volume)
  }

  func register(_ animal: Animal?) -> Bool {
    registerInvocation(for: .register, args: animal, andReturn: false)
  }

  func next() -> Int {
    registerInvocation(for: .next, andReturn: -1)
  }

  func load(_ path: String) throws -> String {
    try registerThrowingInvocation(for: .load, args: path, andReturn: "default")
  }

  func fetch(_ id: Int) async throws -> String {
    try await registerAsyncThrowingInvocation(for: .fetch, args: id, andReturn: "default")
  }
}

/// A class hierarchy for `instance(of:)` and `identical(to:)`.
class Animal {
  let name: String
  init(name: String) { self.name = name }
}

final class Dog: Animal {}

/// Three mock classes of the same shape, for identity tests.
final class MockCounterA: Mock, Sendable {
  enum Methods: Int, CaseIterable { case tick }
  typealias MockMethod = Methods
  func tick(_ value: Int) -> Int { registerInvocation(for: .tick, args: value, andReturn: 0) }
}

final class MockCounterB: Mock, Sendable {
  enum Methods: Int, CaseIterable { case tick }
  typealias MockMethod = Methods
  func tick(_ value: Int) -> Int { registerInvocation(for: .tick, args: value, andReturn: 0) }
}

final class MockCounterC: Mock, Sendable {
  enum Methods: Int, CaseIterable { case tick }
  typealias MockMethod = Methods
  func tick(_ value: Int) -> Int { registerInvocation(for: .tick, args: value, andReturn: 0) }
}

/// A value-type mock: its identity is the `lock()` it stores.
struct MockClock: Mock {
  let mockSixLock = lock()

  enum Methods: Int { case now, advance }
  typealias MockMethod = Methods

  func now() -> Double {
    registerInvocation(for: .now, andReturn: 0)
  }

  func advance(by seconds: Double) {
    registerInvocation(for: .advance, args: seconds)
  }
}
