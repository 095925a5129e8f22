import Foundation
import MockSixMatchers
import Testing

// The README's migration advice for mocks kept in globals and statics, which Swift 6 mode
// requires to be `Sendable`. These declarations are the README's, verbatim.

protocol Logger {
  func log(_ message: String)
}

protocol Clock {
  static func now() -> Double
}

final class MockLogger: Logger, Mock, Sendable {
  enum Methods: Int {
    case log
  }
  typealias MockMethod = Methods

  func log(_ message: String) {
    registerInvocation(for: .log, args: message)
  }
}

let logger = MockLogger()

final class MockClock: NSObject, Clock, Mock, Sendable {
  enum Methods: Int {
    case now
  }
  typealias MockMethod = Methods

  static let classMock = MockClock()

  static func now() -> Double {
    classMock.registerInvocation(for: .now, andReturn: 0)
  }
}

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

let timer = MockTimer()

/// The globals above compile in Swift 6 mode and work as mocks; a mock per test needs nothing.
@Suite struct SwiftSixGlobalMockTests {
  let perTestLogger = MockLogger()

  @Test func aGlobalClassMock() {
    logger.resetMock()
    logger.log("hello")
    expect(logger).to(receive(.log, times: 1, with: [theValue("hello")]))
  }

  @Test func aStaticMockForStaticRequirements() {
    MockClock.classMock.resetMock()
    MockClock.classMock.stub(.now, andReturn: 42.0)
    #expect(MockClock.now() == 42)
    expect(MockClock.classMock).to(receive(.now, times: 1))
  }

  @Test func aGlobalStructMock() {
    timer.resetMock()
    timer.start()
    expect(timer).to(receive(.start, times: 1))
  }

  @Test func aMockPerTest() {
    perTestLogger.log("fresh")
    expect(perTestLogger).to(receive(.log, times: 1))
  }
}
