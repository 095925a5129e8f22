internal import Foundation
internal import XCTest

/// Tells whether an XCTest test is running, so that failures outside one go to standard error.
///
/// XCTest drops an `XCTFail` made outside a test without a word. An observer learns when tests
/// start and finish; until it has seen its first event (it is installed when MockSix is first
/// used, which is usually inside a test), a process that XCTest launched counts as testing.
enum XCTestTracker {
  static var isRunningTest: Bool {
    #if canImport(Darwin)
      // NB: Apple's XCTest observation API is main-actor bound; in an XCTest process there,
      //     failures go to XCTest, which attributes them to the running test.
      isTestProcess
    #else
      observer.state.isRunningTest
    #endif
  }

  /// Fails the running XCTest test with `message`, so that the failure is seen exactly once.
  ///
  /// While the observer has seen no test event yet, the failure may have been made outside any
  /// test, where XCTest drops it. It is then kept: dropped once the running test finishes
  /// (XCTest printed it), written to standard error if a test starts first or the tests end
  /// (XCTest dropped it).
  static func fail(_ message: String, at location: FailureLocation?) {
    if let location {
      XCTFail(message, file: location.filePath, line: location.line)
    } else {
      XCTFail(message)
    }
    #if !canImport(Darwin)
      observer.keepIfUncertain(
        RecordedFailure(message: message, location: location, destination: .xcTest))
    #endif
  }

  /// Installs the observer; called when MockSix is first used.
  static func install() {
    #if !canImport(Darwin)
      _ = observer
    #endif
  }

  /// Whether this process was launched to run XCTest tests.
  static let isTestProcess: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["XCTestConfigurationFilePath"] != nil
      || environment["XCTestBundlePath"] != nil || environment["XCTestSessionIdentifier"] != nil
    {
      return true
    }
    return ProcessInfo.processInfo.arguments.first.map {
      $0.hasSuffix(".xctest") || $0.hasSuffix("/xctest")
    } ?? false
  }()

  #if !canImport(Darwin)
    private static let observer: Observer = {
      let observer = Observer()
      XCTestObservationCenter.shared.addTestObserver(observer)
      return observer
    }()

    // NB: XCTest calls the observer on the thread that runs the tests; the state is only reached
    //     through the lock.
    final class Observer: NSObject, XCTestObservation, @unchecked Sendable {
      enum State {
        case unknown
        case running(Int)
        case finished

        var isRunningTest: Bool {
          switch self {
          case .unknown: XCTestTracker.isTestProcess
          case .running(let count): count > 0
          case .finished: false
          }
        }
      }

      private let lock = Lock()
      private var current = State.unknown
      /// Failures sent to XCTest before the first test event, not yet known to be seen.
      private var unconfirmed: [RecordedFailure] = []
      private var exitHandlerInstalled = false

      func keepIfUncertain(_ failure: RecordedFailure) {
        let install = lock.withLock { () -> Bool in
          guard case .unknown = current else { return false }
          unconfirmed.append(failure)
          defer { exitHandlerInstalled = true }
          return !exitHandlerInstalled
        }
        if install { atexit { XCTestTracker.observer.writeUnconfirmed() } }
      }

      /// Writes the failures that XCTest dropped to standard error.
      func writeUnconfirmed() {
        for failure in lock.withLock({ () -> [RecordedFailure] in
          defer { unconfirmed = [] }
          return unconfirmed
        }) {
          writeToStandardError(failure.message, at: failure.location)
        }
      }

      var state: State {
        lock.withLock { current }
      }

      func testCaseWillStart(_ testCase: XCTestCase) {
        // NB: Failures sent before the first test started were made outside any test.
        writeUnconfirmed()
        lock.withLock {
          if case .running(let count) = current {
            current = .running(count + 1)
          } else {
            current = .running(1)
          }
        }
      }

      func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.withLock {
          // NB: Failures sent before this first event were made in the test that just ended.
          unconfirmed = []
          if case .running(let count) = current {
            current = .running(max(0, count - 1))
          } else {
            current = .running(0)
          }
        }
      }

      func testBundleDidFinish(_ testBundle: Bundle) {
        writeUnconfirmed()
        lock.withLock { current = .finished }
      }
    }
  #endif
}
