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
  }
}
