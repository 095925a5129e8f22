import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the mocks of protocols that refine Foundation's `ContiguousBytes`, `ProgressReporting`
/// and `FileManagerDelegate`, whose requirements are in no graph read (swift-crypto's `Digest`,
/// Mastodon's `StatusPublisher`, Mockingbird's `OpaqueFileManagerDelegate`; all were skipped).
@Suite struct FoundationParentsTests {
  private func rendered() throws -> RenderedMocks {
    try renderedMocks(ofGraph: Self.graphJSON)
  }

  @Test func theBuiltInGraphDecodes() throws {
    let graph = try #require(FoundationParents.graph)
    #expect(graph.symbols.count == 23)
  }

  @Test func aContiguousBytesMockWritesWithUnsafeBytes() throws {
    let rendered = try rendered()
    #expect(rendered.diagnostics.isEmpty)
    #expect(
      rendered.source.contains("\nfinal class MockDigest: Digest, GeneratedMock, Sendable {\n"))
    #expect(
      rendered.source.contains(
        "  func withUnsafeBytes<R1>(_ body: (UnsafeRawBufferPointer) throws -> R1) rethrows -> R1 {\n"
          + "    registerInvocation(for: .withUnsafeBytes, args: \"<non-escaping closure>\")\n"))
  }

  @Test func aProgressReportingMockIsAnNSObjectWithProgress() throws {
    let source = try rendered().source
    #expect(source.contains("\nfinal class MockUploading: NSObject, Uploading, GeneratedMock {\n"))
    #expect(
      source.contains(
        "  var progress: Progress {\n"
          + "    registerInvocation(._progress_get, function: #function + \".get\")\n"))
  }

  @Test func aFileManagerDelegateMockWritesItsMethods() throws {
    let source = try rendered().source
    #expect(source.contains("\nfinal class MockCopying: Copying, GeneratedMock, Sendable {\n"))
    #expect(
      source.contains(
        "  func fileManager(_ fileManager: FileManager, shouldRemoveItemAt URL: URL) -> Bool {\n"))
  }

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal` for:
  //   import Foundation
  //   protocol Digest: ContiguousBytes { var size: Int { get } }
  //   protocol Uploading: ProgressReporting {}
  //   protocol Copying: FileManagerDelegate {}
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R6DigestP","interfaceLanguage":"swift"},"pathComponents":["Digest"],"names":{"title":"Digest","navigator":[{"kind":"identifier","spelling":"Digest"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Digest"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Digest"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"ContiguousBytes","preciseIdentifier":"s:20FoundationEssentials15ContiguousBytesP"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.property","displayName":"Instance Property"},"identifier":{"precise":"s:1R6DigestP4sizeSivp","interfaceLanguage":"swift"},"pathComponents":["Digest","size"],"names":{"title":"size","subHeading":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"size"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"declarationFragments":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"size"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":" { "},{"kind":"keyword","spelling":"get"},{"kind":"text","spelling":" }"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R9UploadingP","interfaceLanguage":"swift"},"pathComponents":["Uploading"],"names":{"title":"Uploading","navigator":[{"kind":"identifier","spelling":"Uploading"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Uploading"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Uploading"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"ProgressReporting","preciseIdentifier":"s:10Foundation17ProgressReportingP"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R7CopyingP","interfaceLanguage":"swift"},"pathComponents":["Copying"],"names":{"title":"Copying","navigator":[{"kind":"identifier","spelling":"Copying"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Copying"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Copying"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"FileManagerDelegate","preciseIdentifier":"s:20FoundationEssentials19FileManagerDelegateP"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"conformsTo","source":"s:1R6DigestP","target":"s:20FoundationEssentials15ContiguousBytesP","targetFallback":"FoundationEssentials.ContiguousBytes"},
    {"kind":"requirementOf","source":"s:1R6DigestP4sizeSivp","target":"s:1R6DigestP"},
    {"kind":"conformsTo","source":"s:1R9UploadingP","target":"s:10Foundation17ProgressReportingP","targetFallback":"Foundation.ProgressReporting"},
    {"kind":"conformsTo","source":"s:1R9UploadingP","target":"s:10Foundation16NSObjectProtocolP","targetFallback":"Foundation.NSObjectProtocol"},
    {"kind":"conformsTo","source":"s:1R7CopyingP","target":"s:20FoundationEssentials19FileManagerDelegateP","targetFallback":"FoundationEssentials.FileManagerDelegate"},
    {"kind":"conformsTo","source":"s:1R7CopyingP","target":"s:s8SendableP","targetFallback":"Swift.Sendable"},
    {"kind":"conformsTo","source":"s:1R7CopyingP","target":"s:s16SendableMetatypeP","targetFallback":"Swift.SendableMetatype"}
    ]}
    """#
}
