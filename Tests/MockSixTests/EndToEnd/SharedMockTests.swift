import Foundation
import Testing

/// A mock that two tests use is named in a warning to each test that did not use it first, side
/// by side or one after the other, parameterized cases included, and to the owner once it uses the
/// mock after another test did: child runs of this binary's fixtures, read back.
@Suite struct SharedMockTests {
  @Test func aMockSharedSideBySideIsWarnedOfNamingBothTestsAndTheFix() throws {
    let run = try TestBinary.run([
      "--testing-library", "swift-testing", "--filter", "SideBySideFixtures",
    ])
    let owner = try line(of: "@Test func theOwner()")
    let visitor = try line(of: "@Test func theVisitor()")
    let warnings = run.output.split(separator: "\n").filter { $0.contains("recorded a warning") }
    #expect(warnings.count == 2, "\(run.output)")
    #expect(
      warnings.contains {
        $0.contains("Test theVisitor() recorded a warning at SharedMockFixtures.swift:\(visitor)")
      },
      "\(run.output)")
    #expect(
      warnings.contains {
        $0.contains("Test theOwner() recorded a warning at SharedMockFixtures.swift:\(owner)")
      },
      "\(run.output)")
    // NB: Each message is a string of its own, typed: as one `#expect` argument, the
    //     concatenation took up to 100 ms to type-check under load.
    let sharedBefore: String =
      "MockService is shared with another test: theOwner() (SharedMockFixtures.swift:\(owner)) "
      + "used it first, beside this test or before it, so this test sees its calls and stubs"
    #expect(run.output.contains(sharedBefore), "\(run.output)")
    let sharedBeside: String =
      "MockService is shared by tests that run side by side: theOwner() "
      + "(SharedMockFixtures.swift:\(owner)) used it first, and again after theVisitor() "
      + "(SharedMockFixtures.swift:\(visitor)) did, so each sees the other's calls and stubs"
    #expect(run.output.contains(sharedBeside), "\(run.output)")
    #expect(
      run.output.contains("give each test its own mock (a property of the suite is made anew"),
      "\(run.output)")
    #expect(run.output.contains("with .serialized"), "\(run.output)")
    #expect(run.status == 0, "a warning fails no test: \(run.output)")
  }

  @Test func testsThatShareAMockOneAfterTheOtherAreWarnedToo() throws {
    let run = try TestBinary.run([
      "--testing-library", "swift-testing", "--filter", "OneAfterTheOtherFixtures",
    ])
    let first = try line(of: "@Test func first()")
    let second = try line(of: "@Test func second()")
    let warnings = run.output.split(separator: "\n").filter { $0.contains("recorded a warning") }
    #expect(run.output.contains("Test run with 2 tests"), "\(run.output)")
    #expect(warnings.count == 1, "\(run.output)")
    #expect(
      warnings.first?.contains(
        "Test second() recorded a warning at SharedMockFixtures.swift:\(second)") == true,
      "\(run.output)")
    #expect(
      run.output.contains(
        "MockService is shared with another test: first() (SharedMockFixtures.swift:\(first)) "
          + "used it first"),
      "\(run.output)")
    #expect(run.output.contains("or call resetMock() on it where each test begins"))
    #expect(run.status == 0, "\(run.output)")
  }

  @Test func everyLaterCaseOfAParameterizedTestIsWarnedBeforeItsCountFails() throws {
    let run = try TestBinary.run([
      "--testing-library", "swift-testing", "--filter", "ParameterizedFixtures",
    ])
    let test = try line(of: "func eachCaseCountsItsCall(index: Int)")
    let lines = run.output.split(separator: "\n")
    let warnings = lines.filter {
      $0.contains("Test eachCaseCountsItsCall(index:) recorded a warning with 1 argument index")
        && $0.contains("at SharedMockFixtures.swift:\(test)")
    }
    let countFailures = lines.filter { $0.contains("Expectation failed") }
    // NB: Case 1 owns the mock; each of the 24 after it sees the calls before it, every time.
    #expect(warnings.count == 24, "\(run.output)")
    #expect(countFailures.count == 24, "\(run.output)")
    #expect(
      run.output.contains(
        "MockService is shared with another test: a case of eachCaseCountsItsCall(index:) "
          + "(SharedMockFixtures.swift:\(test)) used it first"),
      "\(run.output)")
    for (warning, failure) in zip(
      lines.indices.filter { lines[$0].contains("recorded a warning") },
      lines.indices.filter { lines[$0].contains("Expectation failed") })
    {
      #expect(warning < failure, "each case is warned before its count fails")
    }
  }

  /// The line of the fixture file that contains `text`, counted from 1.
  private func line(of text: String) throws -> Int {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("SharedMockFixtures.swift")
    let lines = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    return try #require(lines.firstIndex { $0.contains(text) }) + 1
  }
}
