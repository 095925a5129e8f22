import Foundation
import Testing

@testable import MockSix

/// What an unstubbed call does when MockSix cannot make its result: it throws where it may,
/// else it names the test and a fix that compiles, and traps.
@Suite struct UnmakeableResultTests {
  let mock = MockUnmakeable()

  @Test func aThrowingCallThrowsUnstubbedCallErrorAfterTheReport() async {
    let expected = UnstubbedCallError(
      method: "MockUnmakeable.thrown()", resultType: "MockSixTests.UnmakeablePlacemark")
    let failures = FailureRecorder.recording {
      #expect(throws: expected) { try mock.thrown() }
    }
    #expect(failures.count == 1)
    let text = failures.first?.message ?? ""
    #expect(text.contains("Called by: aThrowingCallThrowsUnstubbedCallErrorAfterTheReport()"))
    #expect(
      text.contains("Mock's line: MockSixTests/MockUnmakeable.swift:\(MockUnmakeable.thrownLine)"))
    #expect(text.contains("The call throws UnstubbedCallError instead of returning."))
    let asyncFailures = await FailureRecorder.recording {
      await #expect(throws: UnstubbedCallError.self) { try await mock.asyncThrown() }
    }
    #expect(asyncFailures.count == 1)
  }

  @Test func theFixFitsTheKindOfType() {
    func message(_ type: Any.Type) -> String {
      unmakeableResultMessage(
        type, mockType: MockUnmakeable.self, function: "f()",
        at: _CallSite(
          fileID: "MockSixTests/Mock.swift", filePath: "/Mock.swift", line: 3, column: 1),
        reason: nil, owner: nil, throwsInstead: false)
    }
    #expect(
      message(UnmakeablePlacemark.self).contains(
        "extension MockSixTests.UnmakeablePlacemark: MockDefault { public static var mockDefault: "
          + "Self { <#value#> } }"))
    #expect(
      message(UnmakeablePlacemark.self).contains(
        "or conform MockSixTests.UnmakeablePlacemark to MockDefault"))
    let tuple = message((place: UnmakeablePlacemark, fromCache: Bool).self)
    #expect(!tuple.contains("conform"))
    #expect(
      tuple.contains(
        "MockSixDefaults.set(for: (place: MockSixTests.UnmakeablePlacemark, fromCache: Bool).self)")
    )
    #expect(
      tuple.contains(
        "mock.setDefault(<#value#> as (place: MockSixTests.UnmakeablePlacemark, fromCache: Bool))"))
    #expect(
      message((any UnmakeableCancellable).self).contains(
        "MockSixDefaults.set(for: (any MockSixTests.UnmakeableCancellable).self) { <#value#> }"))
    #expect(
      message(((Int) -> UnmakeablePlacemark).self).contains(
        "MockSixDefaults.set(for: ((Int) -> MockSixTests.UnmakeablePlacemark).self) { <#value#> }"))
    #expect(
      message(UnmakeableStation.self).contains(
        "MockSixDefaults.set(for: MockSixTests.UnmakeableStation.self) { <#value#> }"))
    let foreign = unmakeableResultMessage(
      UnmakeablePlacemark.self, mockType: MockUnmakeable.self, function: "f()",
      at: _CallSite(fileID: "AppTests/Mock.swift", filePath: "/Mock.swift", line: 3, column: 1),
      reason: nil, owner: nil, throwsInstead: false)
    #expect(
      foreign.contains("extension MockSixTests.UnmakeablePlacemark: @retroactive MockDefault"))
  }

  @Test func aProjectWideDefaultAnswersForATypeYouDoNotOwn() {
    struct Token: ProjectCancellable {}
    MockSixDefaults.set(for: (any ProjectCancellable).self) { Token() }
    defer { MockSixDefaults.remove(for: (any ProjectCancellable).self) }
    let failures = FailureRecorder.recording {
      #expect(mock.project() is Token)
    }
    #expect(failures.isEmpty)
  }

  @Test func theTrapNamesTheTestAndAFixThatCompiles() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MockUnmakeable().placemark()
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("expected a stub or a default for MockUnmakeable.placemark()"))
    // NB: An exit test's body runs in a child process where no test is current, so the trap
    //     says so there; in the test's own process it names the test, as the throwing test
    //     above checks on the same message.
    #expect(output.contains("Called by: no test (called outside any test)"), "\(output)")
    #expect(
      output.contains(
        "Mock's line: MockSixTests/MockUnmakeable.swift:\(MockUnmakeable.placemarkLine)"))
    let fixes = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("extension ") || $0.hasPrefix("mock.setDefault(") }
    try #require(fixes.count == 2, "\(output)")
    let value = #"UnmakeablePlacemark(name: "")"#
    let source = """
      import MockSix
      import MockSixTests

      \(fixes[0].replacingOccurrences(of: "<#value#>", with: value))

      func setUp(_ mock: MockUnmakeable) {
        \(fixes[1].replacingOccurrences(of: "<#value#>", with: value))
      }
      """
    try expectCompiles(source)
  }

  @Test func theTrapOfATupleSuggestsASetDefaultThatCompiles() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MockUnmakeable().pair()
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let fixes = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("MockSixDefaults.set(") || $0.hasPrefix("mock.setDefault(") }
    try #require(fixes.count == 2, "\(output)")
    let value = #"(UnmakeablePlacemark(name: ""), false)"#
    let source = """
      import MockSix
      import MockSixTests

      func setUp(_ mock: MockUnmakeable) {
        \(fixes[0].replacingOccurrences(of: "<#value#>", with: value))
        \(fixes[1].replacingOccurrences(of: "<#value#>", with: value))
      }
      """
    try expectCompiles(source)
  }
}

/// Type-checks `source` against the modules this test binary was built with.
func expectCompiles(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  let modules = binary.deletingLastPathComponent().appendingPathComponent("Modules")
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("mocksix-fix-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let file = directory.appendingPathComponent("Fix.swift")
  try source.write(to: file, atomically: true, encoding: .utf8)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path,
  ]
  let errors = Pipe()
  process.standardError = errors
  try process.run()
  let diagnostics = String(
    decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  #expect(
    process.terminationStatus == 0, "\(source)\n\(diagnostics)", sourceLocation: sourceLocation)
}
