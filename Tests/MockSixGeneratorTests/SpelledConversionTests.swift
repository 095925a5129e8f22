import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the conversions the mocks spell where Swift would warn or fail without them.
@Suite struct SpelledConversionTests {
  private func source() throws -> String {
    try renderedMocks(ofGraph: Self.graphJSON).source
  }

  @Test func aSetterKeepsAnOptionalOfAnOptionalAsAnyOptional() throws {
    // NB: Without `as Any?`, Swift warns that `Bool??` is implicitly coerced to `Any?`.
    let source = try source()
    #expect(source.contains("_mockSixKeep(newValue as Any?, setThrough: ._flag_set)"))
    #expect(
      source.contains("_mockSixKeep(newValue as Any?, setThrough: ._subscript_set, keys: key)"))
  }

  @Test func aClosureForATypealiasOfASendableFunctionTypeHasItsType() throws {
    // NB: `{ _ in }` alone is not `@Sendable`, and the registration does not convert it.
    #expect(try source().contains("andReturn: { _ in } as MockHandler.Responder)"))
  }

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal` for:
  //   protocol Settings {
  //     var flag: Bool?? { get set }
  //     subscript(key: String) -> Int?? { get set }
  //   }
  //   protocol Handler {
  //     typealias Responder = @Sendable (Int) async throws -> Void
  //     var responder: Responder { get }
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R8SettingsP","interfaceLanguage":"swift"},"pathComponents":["Settings"],"names":{"title":"Settings","navigator":[{"kind":"identifier","spelling":"Settings"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Settings"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Settings"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.property","displayName":"Instance Property"},"identifier":{"precise":"s:1R8SettingsP4flagSbSgSgvp","interfaceLanguage":"swift"},"pathComponents":["Settings","flag"],"names":{"title":"flag","subHeading":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"flag"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Bool","preciseIdentifier":"s:Sb"},{"kind":"text","spelling":"??"}]},"declarationFragments":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"flag"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Bool","preciseIdentifier":"s:Sb"},{"kind":"text","spelling":"?? { "},{"kind":"keyword","spelling":"get"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"set"},{"kind":"text","spelling":" }"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.subscript","displayName":"Instance Subscript"},"identifier":{"precise":"s:1R8SettingsPySiSgSgSScip","interfaceLanguage":"swift"},"pathComponents":["Settings","subscript(_:)"],"names":{"title":"subscript(_:)","subHeading":[{"kind":"keyword","spelling":"subscript"},{"kind":"text","spelling":"("},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":"??"}]},"functionSignature":{"parameters":[{"name":"key","declarationFragments":[{"kind":"identifier","spelling":"key"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":"??"}]},"declarationFragments":[{"kind":"keyword","spelling":"subscript"},{"kind":"text","spelling":"("},{"kind":"internalParam","spelling":"key"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":"?? { "},{"kind":"keyword","spelling":"get"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"set"},{"kind":"text","spelling":" }"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R7HandlerP","interfaceLanguage":"swift"},"pathComponents":["Handler"],"names":{"title":"Handler","navigator":[{"kind":"identifier","spelling":"Handler"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Handler"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Handler"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.typealias","displayName":"Type Alias"},"identifier":{"precise":"s:1R7HandlerP9Respondera","interfaceLanguage":"swift"},"pathComponents":["Handler","Responder"],"names":{"title":"Handler.Responder","navigator":[{"kind":"identifier","spelling":"Responder"}],"subHeading":[{"kind":"keyword","spelling":"typealias"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Responder"}]},"declarationFragments":[{"kind":"keyword","spelling":"typealias"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Responder"},{"kind":"text","spelling":" = "},{"kind":"attribute","spelling":"@Sendable"},{"kind":"text","spelling":" ("},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") "},{"kind":"keyword","spelling":"async"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"throws"},{"kind":"text","spelling":" -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.property","displayName":"Instance Property"},"identifier":{"precise":"s:1R7HandlerP9responderyySiYaYbKcvp","interfaceLanguage":"swift"},"pathComponents":["Handler","responder"],"names":{"title":"responder","subHeading":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"responder"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Responder","preciseIdentifier":"s:1R7HandlerP9Respondera"}]},"declarationFragments":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"responder"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Responder","preciseIdentifier":"s:1R7HandlerP9Respondera"},{"kind":"text","spelling":" { "},{"kind":"keyword","spelling":"get"},{"kind":"text","spelling":" }"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"requirementOf","source":"s:1R8SettingsP4flagSbSgSgvp","target":"s:1R8SettingsP"},
    {"kind":"requirementOf","source":"s:1R8SettingsPySiSgSgSScip","target":"s:1R8SettingsP"},
    {"kind":"memberOf","source":"s:1R7HandlerP9Respondera","target":"s:1R7HandlerP"},
    {"kind":"requirementOf","source":"s:1R7HandlerP9responderyySiYaYbKcvp","target":"s:1R7HandlerP"}
    ]}
    """#
}
