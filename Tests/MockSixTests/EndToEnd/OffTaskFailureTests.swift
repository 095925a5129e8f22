import Foundation
import Testing

/// A failure a mock raises off its test's task, in a suite without the `.mockSix` trait, fails
/// the run and names the test: a child run of this binary's Swift Testing fixtures, read back.
@Suite struct OffTaskFailureTests {
  @Test func aFailureInADetachedTaskWithoutTheTraitFailsTheRunNamingTheTest() throws {
    let run = try TestBinary.run([
      "--testing-library", "swift-testing", "--filter", "OffTaskFailureFixtures",
    ])
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("OffTaskFailureFixtures.swift")
    let lines = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let stubLine = try #require(lines.firstIndex { $0.hasSuffix("// off-task stub line") }) + 1
    #expect(run.status != 0, "\(run.output)")
    #expect(
      run.output.contains("recorded an issue at OffTaskFailureFixtures.swift:\(stubLine)"),
      "\(run.output)")
    #expect(run.output.contains("ServiceError(code: 24)"), "\(run.output)")
    #expect(
      run.output.contains(
        "Raised by a mock of aWrongStubCalledFromADetachedTask() (OffTaskFailureFixtures.swift:10)"
      ),
      "\(run.output)")
    #expect(run.output.contains("add the .mockSix trait"), "\(run.output)")
    // NB: A test that never uses its mocks again cannot hear of it: only the run fails.
    #expect(
      run.output.contains("Test aWrongStubCalledFromADetachedTask() passed"), "\(run.output)")
  }

  @Test func theTestThatOwnsTheMockFailsWhenItUsesTheMockAgain() throws {
    let run = try TestBinary.run([
      "--testing-library", "swift-testing", "--filter",
      "OffTaskFailureFixtures/aWrongStubCalledFromADetachedTaskThenVerified",
    ])
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("OffTaskFailureFixtures.swift")
    let lines = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let stubLine = try #require(lines.firstIndex { $0.hasSuffix("// verified stub line") }) + 1
    #expect(run.status != 0, "\(run.output)")
    // The run fails at once, for no test, …
    #expect(
      run.output.contains("Test «unknown» recorded an issue at OffTaskFailureFixtures.swift"),
      "\(run.output)")
    // … and the test fails too, once it reads the mock's calls.
    #expect(
      run.output.contains(
        "Test aWrongStubCalledFromADetachedTaskThenVerified() recorded an issue at "
          + "OffTaskFailureFixtures.swift:\(stubLine)"),
      "\(run.output)")
    #expect(
      run.output.contains("it also failed the run at once, where Swift Testing could pin it"),
      "\(run.output)")
    #expect(
      run.output.contains("Test aWrongStubCalledFromADetachedTaskThenVerified() failed"),
      "\(run.output)")
    let reports =
      run.output.components(separatedBy: "not to throw, got ServiceError(code: 25)").count - 1
    #expect(reports == 2, "once for the run, once in the test: \(run.output)")
  }
}
