import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the mock of a protocol whose requirement passes `Self` as a generic argument, as
/// FluentKit's `ModelAlias` does, which Swift cannot check without the associated types' witnesses
/// named.
@Suite struct SelfAsGenericArgumentTests {
  private func source() throws -> String {
    try renderedMocks(ofGraph: Self.graphJSON).source
  }

  @Test func aMockPassedAsAGenericArgumentNamesItsGenericParametersAgain() throws {
    let alias = try mockClass("MockModelAlias", in: source())
    #expect(
      alias.contains("  typealias MockMethod = _MockModelAliasMethods\n  typealias Model = Model\n")
    )
    #expect(alias.contains("-> AliasedField<MockModelAlias, Field> where"))
  }

  @Test func otherGenericMocksDoNot() throws {
    let source = try source()
    #expect(!(try mockClass("MockPlain", in: source)).contains("typealias Item"))
    #expect(!(try mockClass("MockAliasableProperty", in: source)).contains("typealias Model"))
  }

  @Test func selfIsFoundAsAGenericArgumentOnly() {
    let field =
      TypeReference(
        name: "AliasedField", id: "s:1R12AliasedFieldC"
      ).fragments
      + [Fragment(kind: "text", spelling: "<"), Fragment(kind: "typeIdentifier", spelling: "Self")]
      + [Fragment(kind: "text", spelling: ">?")]
    #expect(TypeReference(field).passesSelfAsGenericArgument)
    let member =
      [Fragment(kind: "typeIdentifier", spelling: "Self")]
      + [Fragment(kind: "text", spelling: ".")]
      + [Fragment(kind: "typeIdentifier", spelling: "Item")]
    #expect(!TypeReference(member).passesSelfAsGenericArgument)
    #expect(
      !TypeReference([Fragment(kind: "typeIdentifier", spelling: "Self")])
        .passesSelfAsGenericArgument)
  }

  // The graph of `swift-symbolgraph-extract -minimum-access-level internal
  // -skip-synthesized-members` for:
  //   protocol AliasableModel {}
  //   protocol AliasableProperty {
  //     associatedtype Model: AliasableModel
  //   }
  //   final class AliasedField<Alias, Field>
  //   where Alias: ModelAlias, Field: AliasableProperty, Alias.Model == Field.Model {}
  //   @dynamicMemberLookup
  //   protocol ModelAlias {
  //     associatedtype Model: AliasableModel
  //     subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>) -> AliasedField<Self, Field>
  //     where Field: AliasableProperty, Field.Model == Model { get }
  //   }
  //   protocol Plain {
  //     associatedtype Item
  //     func item() -> Item
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0}},"module":{"name":"R","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R14AliasableModelP","interfaceLanguage":"swift"},"pathComponents":["AliasableModel"],"names":{"title":"AliasableModel"},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"AliasableModel"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R17AliasablePropertyP","interfaceLanguage":"swift"},"pathComponents":["AliasableProperty"],"names":{"title":"AliasableProperty"},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"AliasableProperty"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.associatedtype","displayName":"Associated Type"},"identifier":{"precise":"s:1R17AliasablePropertyP5ModelQa","interfaceLanguage":"swift"},"pathComponents":["AliasableProperty","Model"],"names":{"title":"Model"},"declarationFragments":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Model"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"AliasableModel","preciseIdentifier":"s:1R14AliasableModelP"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.class","displayName":"Class"},"identifier":{"precise":"s:1R12AliasedFieldC","interfaceLanguage":"swift"},"pathComponents":["AliasedField"],"names":{"title":"AliasedField"},"swiftGenerics":{"parameters":[{"name":"Alias","index":0,"depth":0},{"name":"Field","index":1,"depth":0}],"constraints":[{"kind":"conformance","lhs":"Alias","rhs":"ModelAlias","rhsPrecise":"s:1R10ModelAliasP"},{"kind":"conformance","lhs":"Field","rhs":"AliasableProperty","rhsPrecise":"s:1R17AliasablePropertyP"},{"kind":"sameType","lhs":"Alias.Model","rhs":"Field.Model"}]},"declarationFragments":[{"kind":"keyword","spelling":"final"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"AliasedField"},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"Alias"},{"kind":"text","spelling":", "},{"kind":"genericParameter","spelling":"Field"},{"kind":"text","spelling":"> "},{"kind":"keyword","spelling":"where"},{"kind":"text","spelling":" "},{"kind":"typeIdentifier","spelling":"Alias"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"ModelAlias","preciseIdentifier":"s:1R10ModelAliasP"},{"kind":"text","spelling":", "},{"kind":"typeIdentifier","spelling":"Field"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"AliasableProperty","preciseIdentifier":"s:1R17AliasablePropertyP"},{"kind":"text","spelling":", "},{"kind":"typeIdentifier","spelling":"Alias"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Model","preciseIdentifier":"s:1R10ModelAliasP0A0Qa"},{"kind":"text","spelling":" == "},{"kind":"typeIdentifier","spelling":"Field"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Model","preciseIdentifier":"s:1R17AliasablePropertyP5ModelQa"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.init","displayName":"Initializer"},"identifier":{"precise":"s:1R12AliasedFieldCACyxq_Gycfc","interfaceLanguage":"swift"},"pathComponents":["AliasedField","init()"],"names":{"title":"init()"},"functionSignature":{},"swiftGenerics":{"parameters":[{"name":"Alias","index":0,"depth":0},{"name":"Field","index":1,"depth":0}],"constraints":[{"kind":"conformance","lhs":"Alias","rhs":"ModelAlias","rhsPrecise":"s:1R10ModelAliasP"},{"kind":"conformance","lhs":"Field","rhs":"AliasableProperty","rhsPrecise":"s:1R17AliasablePropertyP"},{"kind":"sameType","lhs":"Alias.Model","rhs":"Field.Model"}]},"declarationFragments":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R10ModelAliasP","interfaceLanguage":"swift"},"pathComponents":["ModelAlias"],"names":{"title":"ModelAlias"},"declarationFragments":[{"kind":"attribute","spelling":"@dynamicMemberLookup"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"ModelAlias"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.associatedtype","displayName":"Associated Type"},"identifier":{"precise":"s:1R10ModelAliasP0A0Qa","interfaceLanguage":"swift"},"pathComponents":["ModelAlias","Model"],"names":{"title":"Model"},"declarationFragments":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Model"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"AliasableModel","preciseIdentifier":"s:1R14AliasableModelP"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.subscript","displayName":"Instance Subscript"},"identifier":{"precise":"s:1R10ModelAliasP13dynamicMemberAA12AliasedFieldCyxqd__Gs7KeyPathCy0A0Qzqd__G_tcAA17AliasablePropertyRd__AJQyd__AKRSluip","interfaceLanguage":"swift"},"pathComponents":["ModelAlias","subscript(dynamicMember:)"],"names":{"title":"subscript(dynamicMember:)"},"functionSignature":{"parameters":[{"name":"dynamicMember","internalName":"keyPath","declarationFragments":[{"kind":"identifier","spelling":"keyPath"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"KeyPath","preciseIdentifier":"s:s7KeyPathC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Model","preciseIdentifier":"s:1R10ModelAliasP0A0Qa"},{"kind":"text","spelling":", "},{"kind":"typeIdentifier","spelling":"Field"},{"kind":"text","spelling":">"}]}],"returns":[{"kind":"typeIdentifier","spelling":"AliasedField","preciseIdentifier":"s:1R12AliasedFieldC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":", "},{"kind":"typeIdentifier","spelling":"Field"},{"kind":"text","spelling":">"}]},"swiftGenerics":{"parameters":[{"name":"Field","index":0,"depth":1}],"constraints":[{"kind":"conformance","lhs":"Field","rhs":"AliasableProperty","rhsPrecise":"s:1R17AliasablePropertyP"},{"kind":"sameType","lhs":"Self.Model","rhs":"Field.Model"}]},"declarationFragments":[{"kind":"keyword","spelling":"subscript"},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"Field"},{"kind":"text","spelling":">("},{"kind":"externalParam","spelling":"dynamicMember"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"keyPath"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"KeyPath","preciseIdentifier":"s:s7KeyPathC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Model","preciseIdentifier":"s:1R10ModelAliasP0A0Qa"},{"kind":"text","spelling":", "},{"kind":"typeIdentifier","spelling":"Field"},{"kind":"text","spelling":">) -> "},{"kind":"typeIdentifier","spelling":"AliasedField","preciseIdentifier":"s:1R12AliasedFieldC"},{"kind":"text","spelling":"<"},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":", "},{"kind":"typeIdentifier","spelling":"Field"},{"kind":"text","spelling":"> "},{"kind":"keyword","spelling":"where"},{"kind":"text","spelling":" "},{"kind":"typeIdentifier","spelling":"Field"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"AliasableProperty","preciseIdentifier":"s:1R17AliasablePropertyP"},{"kind":"text","spelling":", "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Model","preciseIdentifier":"s:1R10ModelAliasP0A0Qa"},{"kind":"text","spelling":" == "},{"kind":"typeIdentifier","spelling":"Field"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Model","preciseIdentifier":"s:1R17AliasablePropertyP5ModelQa"},{"kind":"text","spelling":" { "},{"kind":"keyword","spelling":"get"},{"kind":"text","spelling":" }"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1R5PlainP","interfaceLanguage":"swift"},"pathComponents":["Plain"],"names":{"title":"Plain"},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Plain"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.associatedtype","displayName":"Associated Type"},"identifier":{"precise":"s:1R5PlainP4ItemQa","interfaceLanguage":"swift"},"pathComponents":["Plain","Item"],"names":{"title":"Item"},"declarationFragments":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Item"}],"accessLevel":"internal"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1R5PlainP4item4ItemQzyF","interfaceLanguage":"swift"},"pathComponents":["Plain","item()"],"names":{"title":"item()"},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Item","preciseIdentifier":"s:1R5PlainP4ItemQa"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"item"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Item","preciseIdentifier":"s:1R5PlainP4ItemQa"}],"accessLevel":"internal"}
    ],
    "relationships":[
    {"kind":"requirementOf","source":"s:1R17AliasablePropertyP5ModelQa","target":"s:1R17AliasablePropertyP"},
    {"kind":"memberOf","source":"s:1R12AliasedFieldCACyxq_Gycfc","target":"s:1R12AliasedFieldC"},
    {"kind":"requirementOf","source":"s:1R10ModelAliasP0A0Qa","target":"s:1R10ModelAliasP"},
    {"kind":"requirementOf","source":"s:1R10ModelAliasP13dynamicMemberAA12AliasedFieldCyxqd__Gs7KeyPathCy0A0Qzqd__G_tcAA17AliasablePropertyRd__AJQyd__AKRSluip","target":"s:1R10ModelAliasP"},
    {"kind":"requirementOf","source":"s:1R5PlainP4ItemQa","target":"s:1R5PlainP"},
    {"kind":"requirementOf","source":"s:1R5PlainP4item4ItemQzyF","target":"s:1R5PlainP"}
    ]}
    """#
}
