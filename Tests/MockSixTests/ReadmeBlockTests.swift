import Foundation
import Testing

/// Checks that every `swift` and `text` block of README.md appears verbatim in a test.
///
/// A block is looked up in the test files whose names contain `Readme`, in every test target,
/// unless the line before it names another file (`<!-- tested by Tests/…/File.swift -->`) or says
/// why it cannot run (`<!-- not run: … -->`). Blocks are compared as `DocumentationBlockTests`
/// compares the catalogs' blocks.
@Suite struct ReadmeBlockTests {
  typealias Catalogs = DocumentationBlockTests

  /// The test files of every test target whose names contain `Readme`.
  static let readmeTests = Catalogs.files(in: "Tests") { !$0.contains(".") }.flatMap {
    Catalogs.files(in: $0) { $0.contains("Readme") && $0.hasSuffix(".swift") }
  }

  /// The README's `swift` and `text` blocks; its `sh` blocks are commands `.ci/run` runs.
  static func checkedBlocks() throws -> [Catalogs.Block] {
    try Catalogs.blocks(in: "README.md").filter { ["swift", "text"].contains($0.language) }
  }

  @Test func theReadmeHasBlocksAndTests() throws {
    #expect(try Self.checkedBlocks().count >= 8)
    #expect(Self.readmeTests.contains("Tests/CarExampleTests/ReadmeOverviewTests.swift"))
    #expect(Self.readmeTests.contains("Tests/MockSixMatchersTests/ReadmeTests.swift"))
  }

  @Test func everyBlockIsRunVerbatim() throws {
    for block in try Self.checkedBlocks() {
      var sources = Self.readmeTests
      if let marker = block.marker {
        if marker.hasPrefix("not run:") { continue }
        let path = marker.dropFirst("tested by ".count).prefix { $0 != " " }
        sources = [String(path)]
      }
      let found = try sources.contains { try Catalogs.contains(Catalogs.read($0), block.lines) }
      #expect(found, "README.md:\(block.line): a \(block.language) block is not in \(sources)")
    }
  }
}
