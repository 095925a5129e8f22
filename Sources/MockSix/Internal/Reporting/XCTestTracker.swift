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

  /// Whether `isRunningTest` comes from observed test events rather than a guess.
  ///
  /// When it is a guess, a failure sent to XCTest is also written to standard error, since
  /// XCTest drops failures made outside its tests.
  static var isCertain: Bool {
    #if canImport(Darwin)
      true
    #else
      if case .unknown = observer.state { false } else { true }
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

      private let current = Locked(State.unknown)

      var state: State {
        current.withLock { $0 }
      }

      func testCaseWillStart(_ testCase: XCTestCase) {
        current.withLock { current in
          if case .running(let count) = current {
            current = .running(count + 1)
          } else {
            current = .running(1)
          }
        }
      }

      func testCaseDidFinish(_ testCase: XCTestCase) {
        current.withLock { current in
          if case .running(let count) = current {
            current = .running(max(0, count - 1))
          } else {
            current = .running(0)
          }
        }
      }

      func testBundleDidFinish(_ testBundle: Bundle) {
        current.withLock { $0 = .finished }
      }
    }
  #endif
}
