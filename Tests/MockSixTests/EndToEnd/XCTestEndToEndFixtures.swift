import Dispatch
import Foundation
import MockSix
import XCTest

// Fixtures of `XCTestEndToEndTests`, which runs them in a child process and reads its output;
// in a normal run they skip. Each class is one scenario; their failures are the point. Each
// class uses MockSix before its first test starts, so that MockSix knows each test's name while
// it runs; XCTestFirstUseFixtures covers the test in which MockSix is first used, whose name it
// learns when that test ends.

/// A wrong stub fails its test at the stub's line; the same mock, called from another thread
/// after its test ended, fails the test that runs then, naming the first.
final class XCTestEndToEndFixtures: XCTestCase {
  override class func setUp() {
    super.setUp()
    if TestBinary.runsFixtures { resetMockSix() }
  }

  /// Lets the other thread call once the second test runs, and tells it that the call is done.
  static let secondTestRuns = DispatchSemaphore(value: 0)
  static let lateCallDone = DispatchSemaphore(value: 0)

  func test1AWrongStubFailsThisTestAtTheStubLine() throws {
    try XCTSkipUnless(TestBinary.runsFixtures, "runs in XCTestEndToEndTests' child process")
    let foobar = MockFoobar()
    foobar.stub(.doThis, andReturn: "oops")  // wrong-stub line
    XCTAssertEqual(foobar.doThis("", 0), [])
    // NB: The other thread calls the mock only after this test has ended.
    nonisolated(unsafe) let mock = foobar
    Thread {
      Self.secondTestRuns.wait()
      _ = mock.doThis("late", 1)
      Self.lateCallDone.signal()
    }.start()
  }

  func test2ALateCallFromAnotherThreadFailsThisTestNamingTheFirst() throws {
    try XCTSkipUnless(TestBinary.runsFixtures, "runs in XCTestEndToEndTests' child process")
    Self.secondTestRuns.signal()
    Self.lateCallDone.wait()
  }
}

/// A mock misused between two tests (here in a class tear-down) fails the next test to start.
final class XCTestEndToEndBetweenFixtures: XCTestCase {
  override class func setUp() {
    super.setUp()
    if TestBinary.runsFixtures { resetMockSix() }
  }

  nonisolated(unsafe) static var mock: MockFoobar?

  override class func tearDown() {
    _ = mock?.doThis("between", 2)
    super.tearDown()
  }

  func testAMockMisusedAfterThisTest() throws {
    try XCTSkipUnless(TestBinary.runsFixtures, "runs in XCTestEndToEndTests' child process")
    let foobar = MockFoobar()
    foobar.stub(.doThis, andReturn: 3.5)  // between-stub line
    Self.mock = foobar
  }
}

/// The next test to start, which the failure raised between two tests fails.
final class XCTestEndToEndNextFixtures: XCTestCase {
  func testTheNextTest() throws {
    try XCTSkipUnless(TestBinary.runsFixtures, "runs in XCTestEndToEndTests' child process")
  }
}
