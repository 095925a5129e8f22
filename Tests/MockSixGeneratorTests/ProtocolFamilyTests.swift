import Testing

@testable import MockSixGenerator

/// Checks the walk of a protocol and the protocols it refines, and what its parents ask of a mock.
@Suite struct ProtocolFamilyTests {
  @Test func parentsComeFirstAndEachProtocolOnce() {
    var graph = TinyGraph()
    let root = graph.addProtocol("Root")
    let left = graph.addProtocol("Left", refining: [root])
    let right = graph.addProtocol("Right", refining: [root])
    let child = graph.addProtocol("Child", refining: [right, left])
    let family = ProtocolFamily(of: graph.symbol(child), in: graph.index)
    // NB: The index sorts a protocol's parents by identifier, so Left is walked before Right.
    #expect(family.symbols.map(\.names.title) == ["Root", "Left", "Right", "Child"])
    #expect(family.protocolSymbol.names.title == "Child")
    #expect(family.problems.isEmpty)
  }

  @Test func standardParentsAreRecordedOnce() {
    var graph = TinyGraph()
    let base = graph.addProtocol("Base")
    graph.refine(base, "s:SH", fallback: "Swift.Hashable")
    graph.refine(base, "s:s23CustomStringConvertibleP", fallback: "Swift.CustomStringConvertible")
    let child = graph.addProtocol("Child", refining: [base])
    graph.refine(child, "s:SQ", fallback: "Swift.Equatable")
    graph.refine(child, "s:ST", fallback: "Swift.Sequence")
    graph.refine(child, "s:s12IdentifiableP", fallback: "Swift.Identifiable")
    let family = ProtocolFamily(of: graph.symbol(child), in: graph.index)
    #expect(family.standardConformances == [.equatable, .hashable])
    #expect(family.standardProperties == ["description"])
    #expect(family.standardParents == [.sequence])
    #expect(family.refinesIdentifiable)
    #expect(!family.isActor)
    #expect(family.superclass == nil)
  }

  @Test func anActorParentMakesAnActorFamily() {
    var graph = TinyGraph()
    let service = graph.addProtocol("Service")
    graph.refine(service, "s:ScA", fallback: "_Concurrency.Actor")
    let family = ProtocolFamily(of: graph.symbol(service), in: graph.index)
    #expect(family.isActor)
    #expect(family.standardConformances.isEmpty)
  }

  @Test func aClassParentIsTheSuperclassWithItsArguments() {
    var graph = TinyGraph()
    let base = graph.addClass("Base")
    let view = graph.addProtocol(
      "View",
      fragments: [
        SymbolGraph.Fragment(kind: "text", spelling: ": "),
        SymbolGraph.Fragment(kind: "typeIdentifier", spelling: "Base", preciseIdentifier: base),
        SymbolGraph.Fragment(kind: "text", spelling: "<"),
        SymbolGraph.Fragment(kind: "typeIdentifier", spelling: "Bool", preciseIdentifier: "s:Sb"),
        SymbolGraph.Fragment(kind: "text", spelling: ">"),
      ])
    graph.refine(view, base, kind: "inheritsFrom")
    let family = ProtocolFamily(of: graph.symbol(view), in: graph.index)
    #expect(family.superclass?.id == base)
    #expect(family.superclass?.name == "Base")
    #expect(family.superclassArguments.text == "<Bool>")
  }

  @Test func nsObjectProtocolMakesNSObjectTheSuperclassUnlessAClassIsGiven() {
    var graph = TinyGraph()
    let plain = graph.addProtocol("Plain")
    graph.refine(plain, "c:objc(pl)NSObject", fallback: "ObjectiveC.NSObjectProtocol")
    let family = ProtocolFamily(of: graph.symbol(plain), in: graph.index)
    #expect(family.superclass?.id == ProtocolModeler.nsObjectID)
    #expect(family.superclass?.name == "NSObject")

    let unread = graph.addProtocol("Unread")
    graph.refine(unread, "s:3Dep4BaseC", fallback: "Dep.Base", kind: "inheritsFrom")
    let unreadFamily = ProtocolFamily(of: graph.symbol(unread), in: graph.index)
    #expect(unreadFamily.superclass?.id == "s:3Dep4BaseC")
    #expect(unreadFamily.superclass?.name == "Dep.Base")
  }

  @Test func aParentInNoGraphIsAProblemThatSaysWhy() {
    var graph = TinyGraph()
    let manager = graph.addProtocol("Manager")
    graph.refine(manager, "s:3Dep10RuleSourceP", fallback: "Dep.RuleSource")
    graph.refine(manager, "s:s9SomethingP", fallback: "Swift.Something")
    let family = ProtocolFamily(of: graph.symbol(manager), in: graph.index)
    #expect(
      family.problems == [
        "Manager refines Dep.RuleSource, whose requirements are not in the symbol graphs read; "
          + "pass its module's graph with --symbol-graph (generate-mocks extracts it from the "
          + "build, and says above why it could not), or write this mock by hand",
        "Manager refines Swift.Something, which a mock cannot conform to by itself; write this "
          + "mock by hand",
      ])
    #expect(family.symbols.map(\.names.title) == ["Manager"])
  }

  @Test func publicNamesHideFoundationsInnerModules() {
    #expect(
      ProtocolFamily.publicName("FoundationEssentials.LocalizedError")
        == "Foundation.LocalizedError")
    #expect(ProtocolFamily.publicName("Plain") == "Plain")
  }
}
