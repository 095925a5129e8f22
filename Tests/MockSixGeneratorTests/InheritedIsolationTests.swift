import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the mock of a protocol that refines one isolated to the main actor, in a module built in
/// Swift 5 mode, whose graph shows the child's requirements nonisolated (as they are there).
@Suite struct InheritedIsolationTests {
  private func source() throws -> String {
    try renderedMocks(ofGraph: Self.graphJSON).source
  }

  @Test func aChildsRequirementsAreNonisolatedWhereItsDeclarationIsNotIsolated() throws {
    // NB: Isolated, they did not compile against NetNewsWire's OAuthAuthorizationGranting
    //     ("conformance … crosses into main actor-isolated code").
    let mock = try mockClass("MockPresenter", in: source())
    #expect(mock.contains("\n  nonisolated func present() {\n"))
    #expect(mock.contains("\n  nonisolated static func make(state: String) -> Int {\n"))
    #expect(mock.contains("\n  var title: String {\n"))
  }

  @Test func aNonisolatedStaticMemberRecordsThroughANonisolatedStaticMock() throws {
    let source = try source()
    #expect(
      try mockClass("MockPresenter", in: source).contains(
        "\n  nonisolated static let staticMock = MockPresenter()\n"))
    #expect(!source.contains("\n  static let staticMock"))
  }

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal` for a module built
  // with `-swift-version 5`:
  //   @MainActor protocol Screen { var title: String { get } }
  //   protocol Presenter: Screen {
  //     static func make(state: String) -> Int
  //     func present()
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R6ScreenP","interfaceLanguage":"swift"},"pathComponents":["Screen"],"names":{"title":"Screen","navigator":[{"kind":"identifier","spelling":"Screen"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Screen"}]},"declarationFragments":[{"kind":"attribute","spelling":"@"},{"kind":"attribute","spelling":"MainActor","preciseIdentifier":"s:ScM"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Screen"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.property","displayName":"Instance Property"},"identifier":{"precise":"s:1R6ScreenP5titleSSvp","interfaceLanguage":"swift"},"pathComponents":["Screen","title"],"names":{"title":"title","subHeading":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"title"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"}]},"declarationFragments":[{"kind":"attribute","spelling":"@"},{"kind":"attribute","spelling":"MainActor","preciseIdentifier":"s:ScM"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"title"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"},{"kind":"text","spelling":" { "},{"kind":"keyword","spelling":"get"},{"kind":"text","spelling":" }"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R9PresenterP","interfaceLanguage":"swift"},"pathComponents":["Presenter"],"names":{"title":"Presenter","navigator":[{"kind":"identifier","spelling":"Presenter"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Presenter"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Presenter"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"Screen","preciseIdentifier":"s:1R6ScreenP"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.type.method","displayName":"Type Method"},"identifier":{"precise":"s:1R9PresenterP4make5stateSiSS_tFZ","interfaceLanguage":"swift"},"pathComponents":["Presenter","make(state:)"],"names":{"title":"make(state:)","subHeading":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"make"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"state"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"functionSignature":{"parameters":[{"name":"state","declarationFragments":[{"kind":"identifier","spelling":"state"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"declarationFragments":[{"kind":"keyword","spelling":"static"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"make"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"state"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R9PresenterP7presentyyF","interfaceLanguage":"swift"},"pathComponents":["Presenter","present()"],"names":{"title":"present()","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"present"},{"kind":"text","spelling":"()"}]},"functionSignature":{"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"present"},{"kind":"text","spelling":"()"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"requirementOf","source":"s:1R6ScreenP5titleSSvp","target":"s:1R6ScreenP"},
    {"kind":"conformsTo","source":"s:1R9PresenterP","target":"s:1R6ScreenP"},
    {"kind":"requirementOf","source":"s:1R9PresenterP4make5stateSiSS_tFZ","target":"s:1R9PresenterP"},
    {"kind":"requirementOf","source":"s:1R9PresenterP7presentyyF","target":"s:1R9PresenterP"}
    ]}
    """#
}
