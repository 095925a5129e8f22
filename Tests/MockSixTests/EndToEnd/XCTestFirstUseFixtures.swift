import Dispatch
import Foundation
import MockSix
import XCTest

// Fixtures of `XCTestEndToEndTests.aLateFailureNamesTheTestInWhichMockSixWasFirstUsed`, run alone
// in a child process, so that MockSix is first used inside the first test; in a normal run they
// skip.

/// MockSix's first use is in the first test: a mock of that test, called from another thread
/// after the test ended, fails the test that runs then, naming the first.
final class XCTestFirstUseFixtures: XCTestCase {
  /// Lets the other thread call once the second test runs, and tells it that the call is done.
  static let secondTestRuns = DispatchSemaphore(value: 0)
  static let lateCallDone = DispatchSemaphore(value: 0)

  func test1MockSixIsFirstUsedHere() throws {
    try XCTSkipUnless(TestBinary.runsFixtures, "runs in XCTestEndToEndTests' child process")
    let foobar = MockFoobar()
    foobar.stub(.doThis, andReturn: "oops")  // first-use stub line
    // NB: The other thread calls the mock only after this test has ended.
    nonisolated(unsafe) let mock = foobar
    Thread {
      Self.secondTestRuns.wait()
      _ = mock.doThis("late", 1)
      Self.lateCallDone.signal()
    }.start()
  }

  func test2ALateCallFailsThisTestNamingTheFirst() throws {
    try XCTSkipUnless(TestBinary.runsFixtures, "runs in XCTestEndToEndTests' child process")
    Self.secondTestRuns.signal()
    Self.lateCallDone.wait()
  }
}
