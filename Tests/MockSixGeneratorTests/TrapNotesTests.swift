import Foundation
import Testing

@testable import MockSixGenerator

/// Checks which unstubbed members the generator says trap, and which it says may trap.
@Suite struct TrapNotesTests {
  @Test func aClassOrAnEnumWithNoWayToMakeOneTraps() throws {
    let graph = try SymbolGraphLoader.decode(Data(Self.tinyGraphJSON.utf8))
    let rendered = try MockRenderer().render(graph)
    let traps = rendered.unstubbedTraps.map(\.description)
    #expect(traps.count == 2)
    #expect(traps.contains { $0.contains("MockConnecting.session() traps when called unstubbed") })
    #expect(traps.contains { $0.contains("MockConnecting.signal() traps when called unstubbed") })
    #expect(rendered.typeDependentMembers.isEmpty)
  }

  @Test func aClassThatInheritsFromAClassOfAGraphNotReadSaysSo() throws {
    var graph = TinyGraph()
    let gadget = graph.addClass("Gadget")
    graph.refine(gadget, "s:4Dep24BaseC", fallback: "Dep2.Base", kind: "inheritsFrom")
    let maker = graph.addProtocol("Maker")
    let gadgetType = SymbolGraph.Fragment(
      kind: "typeIdentifier", spelling: "Gadget", preciseIdentifier: gadget)
    let method = maker + "6gadget"
    graph.graph.symbols.append(
      SymbolGraph.Symbol(
        kind: "swift.method", precise: method, pathComponents: ["Maker", "gadget()"],
        title: "gadget()",
        declarationFragments: [
          SymbolGraph.Fragment(kind: "keyword", spelling: "func"),
          SymbolGraph.Fragment(kind: "text", spelling: " "),
          SymbolGraph.Fragment(kind: "identifier", spelling: "gadget"),
          SymbolGraph.Fragment(kind: "text", spelling: "() -> "), gadgetType,
        ], functionSignature: SymbolGraph.FunctionSignature(returns: [gadgetType])))
    graph.graph.relationships.append(
      SymbolGraph.Relationship(kind: "requirementOf", source: method, target: maker))
    let traps = try MockRenderer().render(graph.graph).unstubbedTraps.map(\.description)
    #expect(traps.count == 1)
    #expect(
      traps.allSatisfy {
        $0.hasSuffix(
          "note: MockMaker.gadget() traps when called unstubbed: Gadget inherits its initializers "
            + "from Dep2.Base, whose module's symbol graph was not read; stub it, or give the mock "
            + "a default with setDefault(_:)")
      })
  }

  // The graph of `swiftc -emit-symbol-graph`, in one line cut into pieces, for:
  //   public final class Session: Sendable { init() {} }
  //   public enum Signal: Sendable { case level(Session) }
  //   public protocol Connecting {
  //     func session() -> Session
  //     func signal() -> Signal
  //   }
  private static let tinyGraphJSON = [
    "{\"metadata\":{\"formatVersion\":{\"major\":0,\"minor\":6,\"patch\":0},\"generator\":\"Swift version 6.",
    "3.1 (swift-6.3.1-RELEASE)\"},\"module\":{\"name\":\"Tiny\",\"platform\":{\"architecture\":\"x86_64\",\"e",
    "nvironment\":\"gnu\",\"vendor\":\"unknown\",\"operatingSystem\":{\"name\":\"linux\"}}},\"symbols\":[{\"kin",
    "d\":{\"identifier\":\"swift.class\",\"displayName\":\"Class\"},\"identifier\":{\"precise\":\"s:4Tiny7Ses",
    "sionC\",\"interfaceLanguage\":\"swift\"},\"pathComponents\":[\"Session\"],\"names\":{\"title\":\"Session",
    "\",\"navigator\":[{\"kind\":\"identifier\",\"spelling\":\"Session\"}],\"subHeading\":[{\"kind\":\"keyword\"",
    ",\"spelling\":\"class\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"kind\":\"identifier\",\"spelling\":\"Sessi",
    "on\"}]},\"declarationFragments\":[{\"kind\":\"keyword\",\"spelling\":\"final\"},{\"kind\":\"text\",\"spell",
    "ing\":\" \"},{\"kind\":\"keyword\",\"spelling\":\"class\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"kind\":\"id",
    "entifier\",\"spelling\":\"Session\"}],\"accessLevel\":\"public\",\"location\":{\"uri\":\"file://Tiny.swi",
    "ft\",\"position\":{\"line\":0,\"character\":19}}},{\"kind\":{\"identifier\":\"swift.enum\",\"displayName",
    "\":\"Enumeration\"},\"identifier\":{\"precise\":\"s:4Tiny6SignalO\",\"interfaceLanguage\":\"swift\"},\"p",
    "athComponents\":[\"Signal\"],\"names\":{\"title\":\"Signal\",\"navigator\":[{\"kind\":\"identifier\",\"spe",
    "lling\":\"Signal\"}],\"subHeading\":[{\"kind\":\"keyword\",\"spelling\":\"enum\"},{\"kind\":\"text\",\"spell",
    "ing\":\" \"},{\"kind\":\"identifier\",\"spelling\":\"Signal\"}]},\"declarationFragments\":[{\"kind\":\"key",
    "word\",\"spelling\":\"enum\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"kind\":\"identifier\",\"spelling\":\"S",
    "ignal\"}],\"accessLevel\":\"public\",\"location\":{\"uri\":\"file://Tiny.swift\",\"position\":{\"line\":1",
    ",\"character\":12}}},{\"kind\":{\"identifier\":\"swift.enum.case\",\"displayName\":\"Case\"},\"identifi",
    "er\":{\"precise\":\"s:4Tiny6SignalO5levelyAcA7SessionCcACmF\",\"interfaceLanguage\":\"swift\"},\"pat",
    "hComponents\":[\"Signal\",\"level(_:)\"],\"names\":{\"title\":\"Signal.level(_:)\",\"subHeading\":[{\"ki",
    "nd\":\"keyword\",\"spelling\":\"case\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"kind\":\"identifier\",\"spel",
    "ling\":\"level\"},{\"kind\":\"text\",\"spelling\":\"(\"},{\"kind\":\"typeIdentifier\",\"spelling\":\"Session",
    "\",\"preciseIdentifier\":\"s:4Tiny7SessionC\"},{\"kind\":\"text\",\"spelling\":\")\"}]},\"declarationFra",
    "gments\":[{\"kind\":\"keyword\",\"spelling\":\"case\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"kind\":\"iden",
    "tifier\",\"spelling\":\"level\"},{\"kind\":\"text\",\"spelling\":\"(\"},{\"kind\":\"typeIdentifier\",\"spell",
    "ing\":\"Session\",\"preciseIdentifier\":\"s:4Tiny7SessionC\"},{\"kind\":\"text\",\"spelling\":\")\"}],\"ac",
    "cessLevel\":\"public\",\"location\":{\"uri\":\"file://Tiny.swift\",\"position\":{\"line\":1,\"character\"",
    ":36}}},{\"kind\":{\"identifier\":\"swift.protocol\",\"displayName\":\"Protocol\"},\"identifier\":{\"pre",
    "cise\":\"s:4Tiny10ConnectingP\",\"interfaceLanguage\":\"swift\"},\"pathComponents\":[\"Connecting\"],",
    "\"names\":{\"title\":\"Connecting\",\"navigator\":[{\"kind\":\"identifier\",\"spelling\":\"Connecting\"}],",
    "\"subHeading\":[{\"kind\":\"keyword\",\"spelling\":\"protocol\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"ki",
    "nd\":\"identifier\",\"spelling\":\"Connecting\"}]},\"declarationFragments\":[{\"kind\":\"keyword\",\"spe",
    "lling\":\"protocol\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"kind\":\"identifier\",\"spelling\":\"Connect",
    "ing\"}],\"accessLevel\":\"public\",\"location\":{\"uri\":\"file://Tiny.swift\",\"position\":{\"line\":2,\"",
    "character\":16}}},{\"kind\":{\"identifier\":\"swift.method\",\"displayName\":\"Instance Method\"},\"id",
    "entifier\":{\"precise\":\"s:4Tiny10ConnectingP7sessionAA7SessionCyF\",\"interfaceLanguage\":\"swif",
    "t\"},\"pathComponents\":[\"Connecting\",\"session()\"],\"names\":{\"title\":\"session()\",\"subHeading\":",
    "[{\"kind\":\"keyword\",\"spelling\":\"func\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"kind\":\"identifier\",",
    "\"spelling\":\"session\"},{\"kind\":\"text\",\"spelling\":\"() -> \"},{\"kind\":\"typeIdentifier\",\"spelli",
    "ng\":\"Session\",\"preciseIdentifier\":\"s:4Tiny7SessionC\"}]},\"functionSignature\":{\"returns\":[{\"",
    "kind\":\"typeIdentifier\",\"spelling\":\"Session\",\"preciseIdentifier\":\"s:4Tiny7SessionC\"}]},\"dec",
    "larationFragments\":[{\"kind\":\"keyword\",\"spelling\":\"func\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"",
    "kind\":\"identifier\",\"spelling\":\"session\"},{\"kind\":\"text\",\"spelling\":\"() -> \"},{\"kind\":\"type",
    "Identifier\",\"spelling\":\"Session\",\"preciseIdentifier\":\"s:4Tiny7SessionC\"}],\"accessLevel\":\"p",
    "ublic\",\"location\":{\"uri\":\"file://Tiny.swift\",\"position\":{\"line\":3,\"character\":7}}},{\"kind\"",
    ":{\"identifier\":\"swift.method\",\"displayName\":\"Instance Method\"},\"identifier\":{\"precise\":\"s:",
    "4Tiny10ConnectingP6signalAA6SignalOyF\",\"interfaceLanguage\":\"swift\"},\"pathComponents\":[\"Con",
    "necting\",\"signal()\"],\"names\":{\"title\":\"signal()\",\"subHeading\":[{\"kind\":\"keyword\",\"spelling",
    "\":\"func\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"kind\":\"identifier\",\"spelling\":\"signal\"},{\"kind\"",
    ":\"text\",\"spelling\":\"() -> \"},{\"kind\":\"typeIdentifier\",\"spelling\":\"Signal\",\"preciseIdentifi",
    "er\":\"s:4Tiny6SignalO\"}]},\"functionSignature\":{\"returns\":[{\"kind\":\"typeIdentifier\",\"spellin",
    "g\":\"Signal\",\"preciseIdentifier\":\"s:4Tiny6SignalO\"}]},\"declarationFragments\":[{\"kind\":\"keyw",
    "ord\",\"spelling\":\"func\"},{\"kind\":\"text\",\"spelling\":\" \"},{\"kind\":\"identifier\",\"spelling\":\"si",
    "gnal\"},{\"kind\":\"text\",\"spelling\":\"() -> \"},{\"kind\":\"typeIdentifier\",\"spelling\":\"Signal\",\"p",
    "reciseIdentifier\":\"s:4Tiny6SignalO\"}],\"accessLevel\":\"public\",\"location\":{\"uri\":\"file://Tin",
    "y.swift\",\"position\":{\"line\":4,\"character\":7}}}],\"relationships\":[{\"kind\":\"conformsTo\",\"sou",
    "rce\":\"s:4Tiny7SessionC\",\"target\":\"s:s8SendableP\",\"targetFallback\":\"Swift.Sendable\"},{\"kind",
    "\":\"conformsTo\",\"source\":\"s:4Tiny7SessionC\",\"target\":\"s:s16SendableMetatypeP\",\"targetFallba",
    "ck\":\"Swift.SendableMetatype\"},{\"kind\":\"conformsTo\",\"source\":\"s:4Tiny6SignalO\",\"target\":\"s:",
    "s8SendableP\",\"targetFallback\":\"Swift.Sendable\"},{\"kind\":\"conformsTo\",\"source\":\"s:4Tiny6Sig",
    "nalO\",\"target\":\"s:s16SendableMetatypeP\",\"targetFallback\":\"Swift.SendableMetatype\"},{\"kind\"",
    ":\"memberOf\",\"source\":\"s:4Tiny6SignalO5levelyAcA7SessionCcACmF\",\"target\":\"s:4Tiny6SignalO\"}",
    ",{\"kind\":\"requirementOf\",\"source\":\"s:4Tiny10ConnectingP7sessionAA7SessionCyF\",\"target\":\"s:",
    "4Tiny10ConnectingP\"},{\"kind\":\"requirementOf\",\"source\":\"s:4Tiny10ConnectingP6signalAA6Signa",
    "lOyF\",\"target\":\"s:4Tiny10ConnectingP\"}]}",
  ].joined()
}
