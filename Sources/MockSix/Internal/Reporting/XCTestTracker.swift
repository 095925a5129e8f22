internal import Foundation
internal import XCTest

/// Tells whether an XCTest test is running, so that failures outside one go to standard error.
///
/// XCTest drops an `XCTFail` made outside a test without a word. An observer learns when tests
/// start and finish; until it has seen its first event (it is installed when MockSix is first
/// used, which is usually inside a test), a process that XCTest launched counts as testing.
enum XCTestTracker {
  /// Whether XCTest is running tests: a test case runs, or the bundle is between two cases.
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
  /// A failure raised by a mock of a test that has ended (on another thread, in a task the test
  /// did not wait for) names that test, `ownedBy`, and is reported in the test running now, or,
  /// between two tests, in the next one to start; after the last test, it is written to standard
  /// error and the run fails. XCTest itself would drop it, or blame the running test silently.
  ///
  /// While the observer has seen no test event yet, the failure may have been made outside any
  /// test, where XCTest drops it. It is then kept: dropped once the running test finishes
  /// (XCTest printed it), written to standard error if a test starts first or the tests end
  /// (XCTest dropped it).
  static func fail(_ message: String, at location: FailureLocation?, ownedBy owner: String?) {
    #if canImport(Darwin)
      failRunningTest(message, at: location)
    #else
      observer.fail(
        RecordedFailure(message: message, location: location, destination: .xcTest),
        ownedBy: owner)
    #endif
  }

  /// The name of the XCTest test case a mock first used now belongs to: the running one, or, in
  /// the test during which MockSix was first used, a stand-in for that test, whose name the
  /// observer learns when it finishes (`testName(of:)`).
  static var owningTestName: String? {
    currentTestName ?? (isWaitingForFirstEvent ? firstTest : nil)
  }

  /// The name of a mock's XCTest test case, as `owningTestName` gave it: the stand-in for the
  /// test during which MockSix was first used is that test's name once it has finished.
  static func testName(of owner: String?) -> String? {
    guard owner == firstTest else { return owner }
    #if canImport(Darwin)
      return nil
    #else
      return observer.firstTestName
    #endif
  }

  /// Stands for the test during which MockSix was first used, until its name is known.
  fileprivate static let firstTest = "\u{1}the test in which MockSix was first used"

  /// The name of the XCTest test case running now, as XCTest prints it; `nil` when none runs
  /// or when it is not known (on Apple platforms, or in the test during which MockSix was
  /// first used).
  static var currentTestName: String? {
    #if canImport(Darwin)
      nil
    #else
      observer.currentTestName
    #endif
  }

  /// Whether this is an XCTest run in which the observer has seen no test event yet: MockSix was
  /// first used inside the test that runs now, if any.
  static var isWaitingForFirstEvent: Bool {
    #if canImport(Darwin)
      false
    #else
      if case .unknown = observer.state { isXCTestRun } else { false }
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

  /// Whether this process runs XCTest's tests, rather than only Swift Testing's, which a test
  /// binary on Linux runs in a second process (`--testing-library swift-testing`).
  private static let isXCTestRun: Bool = {
    let arguments = ProcessInfo.processInfo.arguments
    let library = arguments.firstIndex(of: "--testing-library").flatMap {
      arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
    }
    return isTestProcess && library != "swift-testing"
  }()

  /// Records `message` in the running XCTest test, at `location` when there is one.
  private static func failRunningTest(_ message: String, at location: FailureLocation?) {
    if let location {
      XCTFail(message, file: location.filePath, line: location.line)
    } else {
      XCTFail(message)
    }
  }

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
        /// How many test cases run (more than one only when a test runs others), `0`
        /// between two.
        case running(Int)
        case finished

        var isRunningTest: Bool {
          switch self {
          case .unknown: XCTestTracker.isTestProcess
          case .running: true
          case .finished: false
          }
        }
      }

      /// A failure raised between two test cases, with the test that owns its mock.
      private struct LateFailure {
        var failure: RecordedFailure
        var owner: String?
      }

      /// What to do with a failure, decided under the lock and done after it.
      private enum Decision {
        case failRunningTest(String, keptUncertain: Bool)
        case keepForNextTest
        case writeToStandardError
      }

      /// The state, and the failures not yet reported or not yet known to have been seen.
      private struct Tracking {
        var state = State.unknown
        var currentTestName: String?
        /// Failures sent to XCTest before the first test event, which XCTest may have dropped.
        var unconfirmed: [RecordedFailure] = []
        /// Failures raised between two test cases, for the next one to start.
        var late: [LateFailure] = []
        var exitHandlerInstalled = false
        /// The test during which MockSix was first used: the first to finish while the state was
        /// unknown.
        var firstTestName: String?
      }

      private let tracking = Locked(Tracking())

      var state: State {
        tracking.withLock { $0.state }
      }

      var currentTestName: String? {
        tracking.withLock { $0.currentTestName }
      }

      /// Reports `failure` in the running test case, keeps it for the next one, or writes it out.
      func fail(_ failure: RecordedFailure, ownedBy owner: String?) {
        let (decision, installsExitHandler) = tracking.withLock { tracking -> (Decision, Bool) in
          let decision: Decision
          switch tracking.state {
          case .unknown:
            tracking.unconfirmed.append(failure)
            decision = .failRunningTest(failure.message, keptUncertain: true)
          case .running(let count) where count > 0:
            decision = .failRunningTest(
              Self.attributed(
                failure.message, to: Self.name(of: owner, in: tracking),
                reportedIn: tracking.currentTestName),
              keptUncertain: false)
          case .running:
            tracking.late.append(
              LateFailure(failure: failure, owner: Self.name(of: owner, in: tracking)))
            decision = .keepForNextTest
          case .finished:
            decision = .writeToStandardError
          }
          guard case .failRunningTest(_, keptUncertain: true) = decision else {
            return (decision, false)
          }
          defer { tracking.exitHandlerInstalled = true }
          return (decision, !tracking.exitHandlerInstalled)
        }
        if installsExitHandler { atexit { XCTestTracker.observer.writeUnconfirmed() } }
        switch decision {
        case .failRunningTest(let message, _):
          XCTestTracker.failRunningTest(message, at: failure.location)
        case .keepForNextTest:
          break
        case .writeToStandardError:
          writeToStandardError(failure.message, at: failure.location)
        }
      }

      /// The name of a mock's test, the stand-in for the first test resolved (`testName(of:)`).
      private static func name(of owner: String?, in tracking: Tracking) -> String? {
        owner == XCTestTracker.firstTest ? tracking.firstTestName : owner
      }

      /// The name of the test during which MockSix was first used, once it has finished.
      var firstTestName: String? {
        tracking.withLock { $0.firstTestName }
      }

      /// `message`, naming the test that owns the mock when that test is not `current`.
      private static func attributed(
        _ message: String, to owner: String?, reportedIn current: String?
      ) -> String {
        guard let owner, owner != current else { return message }
        let running = current.map { "\($0), the test running now" } ?? "the test running now"
        return message + "\n\n  Raised by a mock of \(owner) after that test ended (on another "
          + "thread, or in work it did not wait for); reported in \(running). Wait for that "
          + "work before the test returns."
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
        let late = tracking.withLock { tracking -> [LateFailure] in
          tracking.currentTestName = name
          if case .running(let count) = tracking.state {
            tracking.state = .running(count + 1)
          } else {
            tracking.state = .running(1)
          }
          defer { tracking.late = [] }
          return tracking.late
        }
        // NB: XCTest has started the case's run, so a failure now is the new case's.
        for late in late {
          XCTestTracker.failRunningTest(
            Self.attributed(late.failure.message, to: late.owner, reportedIn: name),
            at: late.failure.location)
        }
      }

      func testCaseDidFinish(_ testCase: XCTestCase) {
        let name = testCase.name
        tracking.withLock { tracking in
          // NB: Failures sent before this first event were made in the test that just ended,
          //     which is the test during which MockSix was first used.
          if case .unknown = tracking.state { tracking.firstTestName = name }
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
        let late = tracking.withLock { tracking -> [LateFailure] in
          tracking.state = .finished
          defer { tracking.late = [] }
          return tracking.late
        }
        guard !late.isEmpty else { return }
        // NB: No test is left to fail, and XCTest has counted its failures: the run fails here.
        for late in late {
          writeToStandardError(
            late.failure.message + "\n\n  Raised by a mock of \(late.owner ?? "an XCTest test") "
              + "after the last test ended; the run fails.",
            at: late.failure.location)
        }
        exit(EXIT_FAILURE)
      }
    }
  #endif
}
