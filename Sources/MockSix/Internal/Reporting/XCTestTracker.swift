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

  /// The name of the XCTest test case running now, as XCTest prints it; `nil` when none runs
  /// or when it is not known (on Apple platforms).
  static var currentTestName: String? {
    #if canImport(Darwin)
      nil
    #else
      observer.currentTestName
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

    // NB: XCTest calls the observer on the thread that runs the tests; `NSObject` is not
    //     `Sendable`, but the observer's only state is locked.
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

      /// The state, and the failures sent to XCTest before the first test event, which are not
      /// yet known to have been seen.
      private struct Tracking {
        var state = State.unknown
        var currentTestName: String?
        var unconfirmed: [RecordedFailure] = []
        var exitHandlerInstalled = false
      }

      private let tracking = Locked(Tracking())

      var state: State {
        tracking.withLock { $0.state }
      }

      var currentTestName: String? {
        tracking.withLock { $0.currentTestName }
      }

      /// Keeps a failure sent to XCTest while no test event has been seen.
      func keepIfUncertain(_ failure: RecordedFailure) {
        let install = tracking.withLock { tracking -> Bool in
          guard case .unknown = tracking.state else { return false }
          tracking.unconfirmed.append(failure)
          defer { tracking.exitHandlerInstalled = true }
          return !tracking.exitHandlerInstalled
        }
        if install { atexit { XCTestTracker.observer.writeUnconfirmed() } }
      }

      /// Writes the kept failures, which XCTest dropped, to standard error.
      func writeUnconfirmed() {
        let failures = tracking.withLock { tracking in
          defer { tracking.unconfirmed = [] }
          return tracking.unconfirmed
        }
        for failure in failures {
          writeToStandardError(failure.message, at: failure.location)
        }
      }

      func testCaseWillStart(_ testCase: XCTestCase) {
        // NB: Failures sent before the first test started were made outside any test.
        writeUnconfirmed()
        let name = testCase.name
        tracking.withLock { tracking in
          tracking.currentTestName = name
          if case .running(let count) = tracking.state {
            tracking.state = .running(count + 1)
          } else {
            tracking.state = .running(1)
          }
        }
      }

      func testCaseDidFinish(_ testCase: XCTestCase) {
        tracking.withLock { tracking in
          // NB: Failures sent before this first event were made in the test that just ended.
          tracking.unconfirmed = []
          tracking.currentTestName = nil
          if case .running(let count) = tracking.state {
            tracking.state = .running(max(0, count - 1))
          } else {
            tracking.state = .running(0)
          }
        }
      }

      func testBundleDidFinish(_ testBundle: Bundle) {
        writeUnconfirmed()
        tracking.withLock { $0.state = .finished }
      }
    }
  #endif
}
