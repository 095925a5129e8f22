import Foundation
import Testing

/// XCTest's reporting path, end to end: a child run of this binary's XCTest fixtures, read back.
///
/// Linux's XCTest has no `XCTExpectFailure`, so a failure that reaches XCTest can only be seen
/// from outside the run: in what it prints and how it exits.
@Suite struct XCTestEndToEndTests {
  private static let fixtures = "XCTestEndToEndFixtures.swift"

  /// The line of the fixtures file that ends with `// <marker>`.
  private func line(of marker: String) throws -> Int {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(Self.fixtures)
    let lines = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.hasSuffix("// \(marker)") })
    return index + 1
  }

  @Test func aFailureFromAnotherThreadAfterItsTestEndedFailsTheRunningTestNamingItsOwn() throws {
    let run = try TestBinary.run(["MockSixTests.XCTestEndToEndFixtures"])
    let stubLine = try line(of: "wrong-stub line")
    let failures = run.output.split(separator: "\n").filter { $0.contains(": error: ") }
    try #require(failures.count == 2, "\(run.output)")
    #expect(
      failures[0].contains(
        "\(Self.fixtures):\(stubLine): error: XCTestEndToEndFixtures."
          + "test1AWrongStubFailsThisTestAtTheStubLine : failed - expected "
          + "MockFoobar.doThis(_:_:) to be stubbed with Array<Int>, got a stub returning String"),
      "\(run.output)")
    #expect(
      failures[1].contains(
        "\(Self.fixtures):\(stubLine): error: XCTestEndToEndFixtures."
          + "test2ALateCallFromAnotherThreadFailsThisTestNamingTheFirst : failed - "),
      "\(run.output)")
    #expect(
      run.output.contains(
        "Raised by a mock of XCTestEndToEndFixtures.test1AWrongStubFailsThisTestAtTheStubLine "
          + "after that test ended"),
      "\(run.output)")
    #expect(run.output.contains("Executed 2 tests, with 2 failures"), "\(run.output)")
    #expect(run.status != 0)
  }

  @Test func aLateFailureNamesTheTestInWhichMockSixWasFirstUsed() throws {
    let run = try TestBinary.run(["MockSixTests.XCTestFirstUseFixtures"])
    #expect(
      run.output.contains(
        "error: XCTestFirstUseFixtures.test2ALateCallFailsThisTestNamingTheFirst : failed - "),
      "\(run.output)")
    #expect(
      run.output.contains(
        "Raised by a mock of XCTestFirstUseFixtures.test1MockSixIsFirstUsedHere after that test "
          + "ended"),
      "\(run.output)")
    #expect(run.status != 0)
  }

  @Test func aFailureBetweenTwoTestsFailsTheNextToStart() throws {
    let run = try TestBinary.run([
      "MockSixTests.XCTestEndToEndBetweenFixtures,MockSixTests.XCTestEndToEndNextFixtures"
    ])
    let stubLine = try line(of: "between-stub line")
    #expect(
      run.output.contains(
        "\(Self.fixtures):\(stubLine): error: XCTestEndToEndNextFixtures.testTheNextTest : "
          + "failed - "),
      "\(run.output)")
    #expect(
      run.output.contains(
        "Raised by a mock of XCTestEndToEndBetweenFixtures.testAMockMisusedAfterThisTest after "
          + "that test ended"),
      "\(run.output)")
    #expect(run.status != 0)
  }

  @Test func aFailureAfterTheLastTestFailsTheRun() throws {
    let run = try TestBinary.run(["MockSixTests.XCTestEndToEndBetweenFixtures"])
    let stubLine = try line(of: "between-stub line")
    #expect(run.output.contains("Executed 1 test, with 0 failures"), "\(run.output)")
    #expect(
      run.output.contains(
        "\(Self.fixtures):\(stubLine): error: MockSix: expected MockFoobar.doThis(_:_:) to be "
          + "stubbed with Array<Int>, got a stub returning Double"),
      "\(run.output)")
    #expect(
      run.output.contains(
        "Raised by a mock of XCTestEndToEndBetweenFixtures.testAMockMisusedAfterThisTest after "
          + "the last test ended; the run fails."),
      "\(run.output)")
    #expect(run.status != 0)
  }
}
