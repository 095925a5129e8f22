import MockSixMatchers
import Testing

// What the README's migration section advises for mocks kept in globals and statics: in Swift 6
// mode, `let dummy = MockDummy()` at file scope needs a `Sendable` mock. A `final class` mock
// without stored properties is one: its calls and stubs live in MockSix's store, behind a lock.

final class MockLogger: Mock, Sendable {
  enum Methods: Int {
    case log
  }
  typealias MockMethod = Methods

  func log(_ message: String) {
    registerInvocation(for: .log, args: message)
  }
}

let sharedLogger = MockLogger()

// A mock for a protocol with static requirements forwards them to one shared instance.
protocol Clock {
  static func now() -> Double
}

final class MockClock: Clock, Mock, Sendable {
  enum Methods: Int {
    case now
  }
  typealias MockMethod = Methods

  static let classMock = MockClock()

  static func now() -> Double {
    classMock.registerInvocation(for: .now, andReturn: 0)
  }
}

// A struct mock is `Sendable` without saying so, as long as it is not `public`.
struct MockTimer: Mock {
  enum Methods: Int {
    case start
  }
  typealias MockMethod = Methods

  let mockSixLock = lock()

  func start() {
    registerInvocation(for: .start)
  }
}

let sharedTimer = MockTimer()

/// The globals above compile in Swift 6 mode and work as mocks.
@Suite struct SwiftSixGlobalMockTests {
  @Test func aGlobalClassMock() {
    sharedLogger.resetMock()
    sharedLogger.log("hello")
    expect(sharedLogger).to(receive(.log, times: 1, with: [theValue("hello")]))
  }

  @Test func aStaticMockForStaticRequirements() {
    MockClock.classMock.resetMock()
    MockClock.classMock.stub(.now, andReturn: 42.0)
    #expect(MockClock.now() == 42)
    expect(MockClock.classMock).to(receive(.now, times: 1))
  }

  @Test func aGlobalStructMock() {
    sharedTimer.resetMock()
    sharedTimer.start()
    expect(sharedTimer).to(receive(.start, times: 1))
  }
}
