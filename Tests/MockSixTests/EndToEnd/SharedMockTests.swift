import Foundation
import Testing

/// A mock shared by tests that run side by side is named in a warning, once; tests that use it
/// one after the other hear nothing: child runs of this binary's fixtures, read back.
@Suite struct SharedMockTests {
  @Test func aMockSharedSideBySideIsWarnedOfNamingBothTestsAndTheFix() throws {
    let run = try TestBinary.run([
      "--testing-library", "swift-testing", "--filter", "SideBySideFixtures",
    ])
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("SharedMockFixtures.swift")
    let lines = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let owner = try #require(lines.firstIndex { $0.contains("@Test func theOwner()") }) + 1
    let visitor = try #require(lines.firstIndex { $0.contains("@Test func theVisitor()") }) + 1
    let warnings = run.output.split(separator: "\n").filter { $0.contains("recorded a warning") }
    #expect(warnings.count == 1, "\(run.output)")
    #expect(
      warnings.first?.contains(
        "Test theOwner() recorded a warning at SharedMockFixtures.swift:\(owner)") == true,
      "\(run.output)")
    #expect(
      run.output.contains(
        "MockService is shared by tests that run side by side: theOwner() "
          + "(SharedMockFixtures.swift:\(owner)) used it first, and again after theVisitor() "
          + "(SharedMockFixtures.swift:\(visitor)) did, so each sees the other's calls and stubs"),
      "\(run.output)")
    #expect(
      run.output.contains("give each test its own mock (a property of the suite is made anew"),
      "\(run.output)")
    #expect(run.output.contains("with .serialized"), "\(run.output)")
    #expect(run.status == 0, "a warning fails no test: \(run.output)")
  }

  @Test func testsThatShareAMockOneAfterTheOtherHearNothing() throws {
    let run = try TestBinary.run([
      "--testing-library", "swift-testing", "--filter", "OneAfterTheOtherFixtures",
    ])
    #expect(run.output.contains("Test run with 2 tests"), "\(run.output)")
    #expect(!run.output.contains("warning"), "\(run.output)")
    #expect(run.status == 0, "\(run.output)")
  }
}
