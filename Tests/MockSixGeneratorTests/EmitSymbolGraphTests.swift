import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the mocks of a graph that `swiftc -emit-symbol-graph` writes (as an Xcode app's build
/// does), which spells some things unlike `swift-symbolgraph-extract`: a parameter's modifiers
/// and attributes in its signature too, a method's generic parameters with identifiers, the
/// parameter names of function types, and a parameter's type as declared (a typealias).
@Suite struct EmitSymbolGraphTests {
  private func source() throws -> String {
    try renderedMocks(ofGraph: Self.graphJSON).source
  }

  @Test func aParameterHasItsModifiersAndAttributesOnce() throws {
    let source = try source()
    #expect(source.contains("  func load(_ completion: @escaping (Int) -> Void) {\n"))
    #expect(source.contains("  func bump(_ value: inout Int) {\n"))
    #expect(!source.contains("@escaping @escaping"))
    #expect(!source.contains("inout inout"))
    #expect(source.contains("static var load: TypedMember<M, Never, (Int) -> Void, Void>"))
  }

  @Test func aRenamedGenericParameterIsRenamedInTheParameters() throws {
    #expect(try source().contains("  func with<Row1>(_ rows: [Row1]) -> Int {\n"))
  }

  @Test func aFunctionTypeLosesItsParameterNames() throws {
    let source = try source()
    #expect(source.contains("  var transform: (Int) -> Int {\n"))
    #expect(source.contains("andReturn: { _ in 0 } as (Int) -> Int)"))
  }

  @Test func aClosureOfATypealiasedFunctionTypeIsLoggedAsAPlaceholder() throws {
    #expect(
      try source().contains("registerInvocation(for: .request, args: \"<non-escaping closure>\")"))
  }

  @Test func aGenericParameterHasNoIdentifier() throws {
    let json =
      #"{"kind":"typeIdentifier","spelling":"T","preciseIdentifier":"s:1R1PP1fyyqd__lF1TL_qd__mfp"}"#
    let fragment = try JSONDecoder().decode(SymbolGraph.Fragment.self, from: Data(json.utf8))
    #expect(fragment.preciseIdentifier == nil)
    let type = #"{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}"#
    #expect(
      try JSONDecoder().decode(SymbolGraph.Fragment.self, from: Data(type.utf8)).preciseIdentifier
        == "s:Si")
  }

  // The graph of `swiftc -emit-symbol-graph -symbol-graph-minimum-access-level internal` for:
  //   protocol Loader {
  //     typealias Callback = (Bool) -> Void
  //     associatedtype Row
  //     func load(_ completion: @escaping (Int) -> Void)
  //     func bump(_ value: inout Int)
  //     func with<Row>(_ rows: [Row]) -> Int
  //     func request(callback: Callback)
  //     var transform: (_ value: Int) -> Int { get }
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R6LoaderP","interfaceLanguage":"swift"},"pathComponents":["Loader"],"names":{"title":"Loader","navigator":[{"kind":"identifier","spelling":"Loader"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Loader"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Loader"}],"accessLevel":"internal","location":{"uri":"file:///R.swift","position":{"line":0,"character":9}}},
    {"kind":{"identifier":"swift.typealias","displayName":"Type Alias"},"identifier":{"precise":"s:1R6LoaderP8Callbacka","interfaceLanguage":"swift"},"pathComponents":["Loader","Callback"],"names":{"title":"Loader.Callback","navigator":[{"kind":"identifier","spelling":"Callback"}],"subHeading":[{"kind":"keyword","spelling":"typealias"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Callback"}]},"declarationFragments":[{"kind":"keyword","spelling":"typealias"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Callback"},{"kind":"text","spelling":" = ("},{"kind":"typeIdentifier","spelling":"Bool","preciseIdentifier":"s:Sb"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}],"accessLevel":"internal","location":{"uri":"file:///R.swift","position":{"line":1,"character":12}}},
    {"kind":{"identifier":"swift.associatedtype","displayName":"Associated Type"},"identifier":{"precise":"s:1R6LoaderP3RowQa","interfaceLanguage":"swift"},"pathComponents":["Loader","Row"],"names":{"title":"Row","subHeading":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Row"}]},"declarationFragments":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Row"}],"accessLevel":"internal","location":{"uri":"file:///R.swift","position":{"line":2,"character":17}}},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R6LoaderP4loadyyySicF","interfaceLanguage":"swift"},"pathComponents":["Loader","load(_:)"],"names":{"title":"load(_:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"load"},{"kind":"text","spelling":"(("},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}]},"functionSignature":{"parameters":[{"name":"completion","declarationFragments":[{"kind":"identifier","spelling":"completion"},{"kind":"text","spelling":": "},{"kind":"attribute","spelling":"@escaping"},{"kind":"text","spelling":" ("},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"}]}],"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"load"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"completion"},{"kind":"text","spelling":": "},{"kind":"attribute","spelling":"@escaping"},{"kind":"text","spelling":" ("},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Void","preciseIdentifier":"s:s4Voida"},{"kind":"text","spelling":")"}],"accessLevel":"internal","location":{"uri":"file:///R.swift","position":{"line":3,"character":7}}},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R6LoaderP4bumpyySizF","interfaceLanguage":"swift"},"pathComponents":["Loader","bump(_:)"],"names":{"title":"bump(_:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"bump"},{"kind":"text","spelling":"("},{"kind":"keyword","spelling":"inout"},{"kind":"text","spelling":" "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":")"}]},"functionSignature":{"parameters":[{"name":"value","declarationFragments":[{"kind":"identifier","spelling":"value"},{"kind":"text","spelling":": "},{"kind":"keyword","spelling":"inout"},{"kind":"text","spelling":" "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]}],"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"bump"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"value"},{"kind":"text","spelling":": "},{"kind":"keyword","spelling":"inout"},{"kind":"text","spelling":" "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":")"}],"accessLevel":"internal","location":{"uri":"file:///R.swift","position":{"line":4,"character":7}}},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R6LoaderP4withySiSayqd__GlF","interfaceLanguage":"swift"},"pathComponents":["Loader","with(_:)"],"names":{"title":"with(_:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"with"},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"Row"},{"kind":"text","spelling":">(["},{"kind":"typeIdentifier","spelling":"Row","preciseIdentifier":"s:1R6LoaderP4withySiSayqd__GlF3RowL_qd__mfp"},{"kind":"text","spelling":"]) -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"functionSignature":{"parameters":[{"name":"rows","declarationFragments":[{"kind":"identifier","spelling":"rows"},{"kind":"text","spelling":": ["},{"kind":"typeIdentifier","spelling":"Row","preciseIdentifier":"s:1R6LoaderP4withySiSayqd__GlF3RowL_qd__mfp"},{"kind":"text","spelling":"]"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"swiftGenerics":{"parameters":[{"name":"Row","index":0,"depth":1}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"with"},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"Row"},{"kind":"text","spelling":">("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"rows"},{"kind":"text","spelling":": ["},{"kind":"typeIdentifier","spelling":"Row","preciseIdentifier":"s:1R6LoaderP4withySiSayqd__GlF3RowL_qd__mfp"},{"kind":"text","spelling":"]) -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}],"accessLevel":"internal","location":{"uri":"file:///R.swift","position":{"line":5,"character":7}}},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R6LoaderP7request8callbackyySbXE_tF","interfaceLanguage":"swift"},"pathComponents":["Loader","request(callback:)"],"names":{"title":"request(callback:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"request"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"callback"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Callback","preciseIdentifier":"s:1R6LoaderP8Callbacka"},{"kind":"text","spelling":")"}]},"functionSignature":{"parameters":[{"name":"callback","declarationFragments":[{"kind":"identifier","spelling":"callback"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Callback","preciseIdentifier":"s:1R6LoaderP8Callbacka"}]}],"returns":[{"kind":"text","spelling":"()"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"request"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"callback"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Callback","preciseIdentifier":"s:1R6LoaderP8Callbacka"},{"kind":"text","spelling":")"}],"accessLevel":"internal","location":{"uri":"file:///R.swift","position":{"line":6,"character":7}}},
    {"kind":{"identifier":"swift.property","displayName":"Instance Property"},"identifier":{"precise":"s:1R6LoaderP9transformyS2icvp","interfaceLanguage":"swift"},"pathComponents":["Loader","transform"],"names":{"title":"transform","subHeading":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"transform"},{"kind":"text","spelling":": ("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"value"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"declarationFragments":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"transform"},{"kind":"text","spelling":": ("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"value"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":" { "},{"kind":"keyword","spelling":"get"},{"kind":"text","spelling":" }"}],"accessLevel":"internal","location":{"uri":"file:///R.swift","position":{"line":7,"character":6}}}
    ],
    "relationships":[
    {"kind":"memberOf","source":"s:1R6LoaderP8Callbacka","target":"s:1R6LoaderP"},
    {"kind":"requirementOf","source":"s:1R6LoaderP3RowQa","target":"s:1R6LoaderP"},
    {"kind":"requirementOf","source":"s:1R6LoaderP4loadyyySicF","target":"s:1R6LoaderP"},
    {"kind":"requirementOf","source":"s:1R6LoaderP4bumpyySizF","target":"s:1R6LoaderP"},
    {"kind":"requirementOf","source":"s:1R6LoaderP4withySiSayqd__GlF","target":"s:1R6LoaderP"},
    {"kind":"requirementOf","source":"s:1R6LoaderP7request8callbackyySbXE_tF","target":"s:1R6LoaderP"},
    {"kind":"requirementOf","source":"s:1R6LoaderP9transformyS2icvp","target":"s:1R6LoaderP"}
    ]}
    """#
}
