import Foundation
import Testing

@testable import MockSixGenerator

/// Checks the text of the spies that keep their real object other than as an existential: a
/// generic mock's closures and a subclass's forwarding to its superclass; and that mocks written
/// without spies get none of it.
@Suite struct SpyFormTextTests {
  private func source(spies: Bool) throws -> String {
    var renderer = MockRenderer()
    renderer.makesSpies = spies
    return try renderer.render(SymbolGraphLoader.decode(Data(Self.graphJSON.utf8))).source
  }

  @Test func aGenericMockKeepsACallOfTheRealObjectForEachForwardedMember() throws {
    let pile = try mockClass("MockPile", in: source(spies: true))
    #expect(pile.contains("  let _mockSixReal: _RealObject<_MockSixReal>\n"))
    #expect(
      pile.contains(
        "  init<Real: Pile>(forwardingTo real: Real) where Real.Item == Item {\n"
          + "    _mockSixReal = _RealObject(_MockSixReal(real))\n  }\n"))
    #expect(pile.contains("    let _push: (Item) -> Int\n"))
    #expect(pile.contains("    let _peek: () async throws -> Item?\n"))
    #expect(pile.contains("      _push = { mockSixBox.real.push($0) }\n"))
    #expect(pile.contains("      _peek = { try await mockSixBox.real.peek() }\n"))
    #expect(
      pile.contains(
        "  if _mockSixReal.real != nil { return registerInvocation(._push, args: item, "
          + "forwardingTo: { self._mockSixReal.real!._push(item) }) }\n"))
    // NB: A closure is not generic, so the generic member answers as a mock's does.
    #expect(!pile.contains("let _first"))
    #expect(!pile.contains("mockSixBox.real.first"))
  }

  @Test func aSubclassMockCallsItsSuperclassInitializerAndMayForwardToTheSuperclass() throws {
    let drawn = try mockClass("MockDrawn", in: source(spies: true))
    #expect(
      drawn.contains(
        "  convenience init(forwardingTo real: any Drawn) {\n    self.init()\n"
          + "    _mockSixReal = real\n  }\n"))
    #expect(
      drawn.contains(
        "  convenience init(forwardingTo target: SpyTarget) {\n    self.init()\n"
          + "    _mockSixForwardsToSuperclass = true\n  }\n"))
    #expect(
      drawn.contains(
        "  if _mockSixForwardsToSuperclass { return registerInvocation(._draw, "
          + "forwardingTo: { super.draw() }) }\n"))
    // NB: `Base` does not implement `size()`, which only a real object answers.
    #expect(drawn.contains("forwardingTo: { self._mockSixReal!.size() }"))
    #expect(drawn.components(separatedBy: "_mockSixForwardsToSuperclass {").count == 2)
  }

  @Test func mocksWithoutSpiesGetNoneOfIt() throws {
    let source = try source(spies: false)
    for text in ["_mockSixReal", "_MockSixReal", "_MockSixBox", "SpyTarget", "forwardingTo"] {
      #expect(!source.contains(text))
    }
  }

  // The graph of `swiftc -emit-symbol-graph -symbol-graph-minimum-access-level public` for:
  //   public protocol Pile {
  //     associatedtype Item
  //     mutating func push(_ item: Item) -> Int
  //     func peek() async throws -> Item?
  //     func first<T>(of type: T.Type) -> T?
  //   }
  //   open class Base {
  //     public init() {}
  //     open func draw() -> String { "" }
  //   }
  //   public protocol Drawn: Base {
  //     func draw() -> String
  //     func size() -> Int
  //   }
  private static let graphJSON = #"""
    {"metadata":{"formatVersion":{"major":0,"minor":6,"patch":0},"generator":"Swift version 6.3.1 (swift-6.3.1-RELEASE)"},"module":{"name":"S","platform":{"architecture":"x86_64","environment":"gnu","vendor":"unknown","operatingSystem":{"name":"linux"}}},
    "symbols":[
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1S4PileP","interfaceLanguage":"swift"},"pathComponents":["Pile"],"names":{"title":"Pile","navigator":[{"kind":"identifier","spelling":"Pile"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Pile"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Pile"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.associatedtype","displayName":"Associated Type"},"identifier":{"precise":"s:1S4PileP4ItemQa","interfaceLanguage":"swift"},"pathComponents":["Pile","Item"],"names":{"title":"Item","subHeading":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Item"}]},"declarationFragments":[{"kind":"keyword","spelling":"associatedtype"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Item"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1S4PileP4pushySi4ItemQzF","interfaceLanguage":"swift"},"pathComponents":["Pile","push(_:)"],"names":{"title":"push(_:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"push"},{"kind":"text","spelling":"("},{"kind":"typeIdentifier","spelling":"Item","preciseIdentifier":"s:1S4PileP4ItemQa"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"functionSignature":{"parameters":[{"name":"item","declarationFragments":[{"kind":"identifier","spelling":"item"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Item","preciseIdentifier":"s:1S4PileP4ItemQa"}]}],"returns":[{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"declarationFragments":[{"kind":"keyword","spelling":"mutating"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"push"},{"kind":"text","spelling":"("},{"kind":"externalParam","spelling":"_"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"item"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"Item","preciseIdentifier":"s:1S4PileP4ItemQa"},{"kind":"text","spelling":") -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1S4PileP4peek4ItemQzSgyYaKF","interfaceLanguage":"swift"},"pathComponents":["Pile","peek()"],"names":{"title":"peek()","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"peek"},{"kind":"text","spelling":"() "},{"kind":"keyword","spelling":"async"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"throws"},{"kind":"text","spelling":" -> "},{"kind":"typeIdentifier","spelling":"Item","preciseIdentifier":"s:1S4PileP4ItemQa"},{"kind":"text","spelling":"?"}]},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Self"},{"kind":"text","spelling":"."},{"kind":"typeIdentifier","spelling":"Item","preciseIdentifier":"s:1S4PileP4ItemQa"},{"kind":"text","spelling":"?"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"peek"},{"kind":"text","spelling":"() "},{"kind":"keyword","spelling":"async"},{"kind":"text","spelling":" "},{"kind":"keyword","spelling":"throws"},{"kind":"text","spelling":" -> "},{"kind":"typeIdentifier","spelling":"Item","preciseIdentifier":"s:1S4PileP4ItemQa"},{"kind":"text","spelling":"?"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1S4PileP5first2ofqd__Sgqd__m_tlF","interfaceLanguage":"swift"},"pathComponents":["Pile","first(of:)"],"names":{"title":"first(of:)","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"first"},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"T"},{"kind":"text","spelling":">("},{"kind":"externalParam","spelling":"of"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"T","preciseIdentifier":"s:1S4PileP5first2ofqd__Sgqd__m_tlF1TL_qd__mfp"},{"kind":"text","spelling":".Type) -> "},{"kind":"typeIdentifier","spelling":"T","preciseIdentifier":"s:1S4PileP5first2ofqd__Sgqd__m_tlF1TL_qd__mfp"},{"kind":"text","spelling":"?"}]},"functionSignature":{"parameters":[{"name":"of","internalName":"type","declarationFragments":[{"kind":"identifier","spelling":"type"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"T","preciseIdentifier":"s:1S4PileP5first2ofqd__Sgqd__m_tlF1TL_qd__mfp"},{"kind":"text","spelling":".Type"}]}],"returns":[{"kind":"typeIdentifier","spelling":"T"},{"kind":"text","spelling":"?"}]},"swiftGenerics":{"parameters":[{"name":"T","index":0,"depth":1}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"first"},{"kind":"text","spelling":"<"},{"kind":"genericParameter","spelling":"T"},{"kind":"text","spelling":">("},{"kind":"externalParam","spelling":"of"},{"kind":"text","spelling":" "},{"kind":"internalParam","spelling":"type"},{"kind":"text","spelling":": "},{"kind":"typeIdentifier","spelling":"T","preciseIdentifier":"s:1S4PileP5first2ofqd__Sgqd__m_tlF1TL_qd__mfp"},{"kind":"text","spelling":".Type) -> "},{"kind":"typeIdentifier","spelling":"T","preciseIdentifier":"s:1S4PileP5first2ofqd__Sgqd__m_tlF1TL_qd__mfp"},{"kind":"text","spelling":"?"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.class","displayName":"Class"},"identifier":{"precise":"s:1S4BaseC","interfaceLanguage":"swift"},"pathComponents":["Base"],"names":{"title":"Base","navigator":[{"kind":"identifier","spelling":"Base"}],"subHeading":[{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Base"}]},"declarationFragments":[{"kind":"keyword","spelling":"class"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Base"}],"accessLevel":"open"},
    {"kind":{"identifier":"swift.init","displayName":"Initializer"},"identifier":{"precise":"s:1S4BaseCACycfc","interfaceLanguage":"swift"},"pathComponents":["Base","init()"],"names":{"title":"init()","subHeading":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}]},"functionSignature":{},"declarationFragments":[{"kind":"keyword","spelling":"init"},{"kind":"text","spelling":"()"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1S4BaseC4drawSSyF","interfaceLanguage":"swift"},"pathComponents":["Base","draw()"],"names":{"title":"draw()","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"draw"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"}]},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"draw"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"}],"accessLevel":"open"},
    {"kind":{"identifier":"swift.protocol","displayName":"Protocol"},"identifier":{"precise":"s:1S5DrawnP","interfaceLanguage":"swift"},"pathComponents":["Drawn"],"names":{"title":"Drawn","navigator":[{"kind":"identifier","spelling":"Drawn"}],"subHeading":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Drawn"}]},"declarationFragments":[{"kind":"keyword","spelling":"protocol"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"Drawn"},{"kind":"text","spelling":" : "},{"kind":"typeIdentifier","spelling":"Base","preciseIdentifier":"s:1S4BaseC"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1S5DrawnP4drawSSyF","interfaceLanguage":"swift"},"pathComponents":["Drawn","draw()"],"names":{"title":"draw()","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"draw"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"}]},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"draw"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"String","preciseIdentifier":"s:SS"}],"accessLevel":"public"},
    {"kind":{"identifier":"swift.method","displayName":"Instance Method"},"identifier":{"precise":"s:1S5DrawnP4sizeSiyF","interfaceLanguage":"swift"},"pathComponents":["Drawn","size()"],"names":{"title":"size()","subHeading":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"size"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"functionSignature":{"returns":[{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}]},"declarationFragments":[{"kind":"keyword","spelling":"func"},{"kind":"text","spelling":" "},{"kind":"identifier","spelling":"size"},{"kind":"text","spelling":"() -> "},{"kind":"typeIdentifier","spelling":"Int","preciseIdentifier":"s:Si"}],"accessLevel":"public"}
    ],
    "relationships":[
    {"kind":"requirementOf","source":"s:1S4PileP4ItemQa","target":"s:1S4PileP"},
    {"kind":"requirementOf","source":"s:1S4PileP4pushySi4ItemQzF","target":"s:1S4PileP"},
    {"kind":"requirementOf","source":"s:1S4PileP4peek4ItemQzSgyYaKF","target":"s:1S4PileP"},
    {"kind":"requirementOf","source":"s:1S4PileP5first2ofqd__Sgqd__m_tlF","target":"s:1S4PileP"},
    {"kind":"memberOf","source":"s:1S4BaseCACycfc","target":"s:1S4BaseC"},
    {"kind":"memberOf","source":"s:1S4BaseC4drawSSyF","target":"s:1S4BaseC"},
    {"kind":"inheritsFrom","source":"s:1S5DrawnP","target":"s:1S4BaseC"},
    {"kind":"requirementOf","source":"s:1S5DrawnP4drawSSyF","target":"s:1S5DrawnP"},
    {"kind":"requirementOf","source":"s:1S5DrawnP4sizeSiyF","target":"s:1S5DrawnP"}
    ]}
    """#
}
