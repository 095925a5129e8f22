import Testing

@testable import MockSixGenerator

/// Checks that a protocol with generic arguments, used as a type without `any` in a module built
/// in Swift 5 mode, is written with `any` in its mock.
@Suite struct BareExistentialTests {
  private func source() throws -> String {
    try renderedMocks(ofGraph: Self.graphJSON).source
  }

  @Test func aPropertyOfAConstrainedProtocolIsWrittenWithAny() throws {
    // NB: Written as the graph has it, "use of protocol 'Store' as a type must be written
    //     'any Store'" warned in the mock (Mockingbird's GenericClassReferencer, from
    //     `swiftc -emit-symbol-graph`).
    let source = try source()
    #expect(source.contains("  var store: any Store<String> {\n"))
    #expect(
      source.contains(
        "static var store_get: TypedMember<MockShelf, Never, Void, any Store<String>>"))
  }

  @Test func anOptionalOneIsWrittenWithAnyInParentheses() throws {
    let source = try source()
    #expect(source.contains("  func find(_ store: (any Store<Int>)?) -> (any Store<Int>)! {\n"))
  }

  // The graph of `swiftc -swift-version 5 -emit-symbol-graph -symbol-graph-minimum-access-level
  // internal` for:
  //   protocol Store<Value> {
  //     associatedtype Value
  //   }
  //
  //   protocol Shelf {
  //     var store: Store<String> { get }
  //     func find(_ store: Store<Int>?) -> Store<Int>!
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"S","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1S5StoreP","interfaceLanguage":"swift"},"pathComponents":["Store"],"names":{"title":"Store","navigator":[{"kind":"identifier","spelling":"Store"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Store"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Store"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Value","preciseIdentifier":"s:1S5StoreP5ValueQa"},{"kind":"text","spelling":">"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.associatedtype","displayName":"Associated Type"},"identifier":{"precise":"s:1S5StoreP5ValueQa","interfaceLanguage":"swift"},"pathComponents":["Store","Value"],"names":{"title":"Value","subHeading":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Value"}]},"declarationFragments":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Value"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1S5ShelfP","interfaceLanguage":"swift"},"pathComponents":["Shelf"],"names":{"title":"Shelf","navigator":[{"kind":"identifier","spelling":"Shelf"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Shelf"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Shelf"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.property","displayName":"Instance Property"},"identifier":{"precise":"s:1S5ShelfP5storeAA5Store_pSS5ValueRts_XPvp","interfaceLanguage":"swift"},"pathComponents":["Shelf","store"],"names":{"title":"store","subHeading":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"store"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Store","preciseIdentifier":"s:1S5StoreP"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"},{"kind":"text","spelling":">"}]},"declarationFragments":[{"kind":"keyword","spelling":"var"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"store"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Store","preciseIdentifier":"s:1S5StoreP"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"},{"kind":"text","spelling":"> { "},{"kind":"keyword","spelling":"get"},{"kind":"text","spelling":" }"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1S5ShelfP4findyAA5Store_pSi5ValueRts_XPSgAHF","interfaceLanguage":"swift"},"pathComponents":["Shelf","find(_:)"],"names":{"title":"find(_:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"find"},{"kind":"text","spelling":"("},{"kind":"typeIdentifier","spelling":"Store","preciseIdentifier":"s:1S5StoreP"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">?) -> "},{"kind":"typeIdentifier","spelling":"Store","preciseIdentifier":"s:1S5StoreP"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">!"}]},"functionSignature":{"parameters":[{"name":"store","declarationFragments":[{"kind":"identifier","spelling":"store"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Store","preciseIdentifier":"s:1S5StoreP"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">?"}]}],"returns":[{"kind":"text","spelling":"(any "},{"kind":"typeIdentifier","spelling":"Store","preciseIdentifier":"s:1S5StoreP"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">)?"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"find"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"store"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Store","preciseIdentifier":"s:1S5StoreP"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">?) -> "},{"kind":"typeIdentifier","spelling":"Store","preciseIdentifier":"s:1S5StoreP"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"},{"kind":"text","spelling":">!"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"requirementOf","source":"s:1S5StoreP5ValueQa","target":"s:1S5StoreP"},
    {"kind":"requirementOf","source":"s:1S5ShelfP5storeAA5Store_pSS5ValueRts_XPvp","target":"s:1S5ShelfP"},
    {"kind":"requirementOf","source":"s:1S5ShelfP4findyAA5Store_pSi5ValueRts_XPSgAHF","target":"s:1S5ShelfP"}
    ]}
    """#
}
