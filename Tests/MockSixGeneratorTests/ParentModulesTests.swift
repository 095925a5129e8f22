import Testing

@testable import MockSixGenerator

/// Checks which modules a tool that extracts graphs itself extracts besides the mocked module's:
/// those that declare its protocols' parents.
@Suite struct ParentModulesTests {
  @Test func theModulesOfParentsOutsideTheGraphAreExtracted() {
    var graph = TinyGraph()
    let manager = graph.addProtocol("Manager")
    graph.refine(manager, "s:7RuleKit10RuleSourceP", fallback: "RuleKit.RuleSource")
    graph.refine(manager, "s:7NIOCore7ChannelC", fallback: "NIOCore.Channel", kind: "inheritsFrom")
    graph.refine(manager, "s:s8SendableP", fallback: "Swift.Sendable")
    #expect(SymbolGraphLoader.parentModules(of: graph.graph) == ["NIOCore", "RuleKit"])
  }

  @Test func parentsInTheGraphAndConformancesOfTypesAreNot() {
    var graph = TinyGraph()
    let base = graph.addProtocol("Base")
    graph.addProtocol("Child", refining: [base])
    let session = graph.addClass("Session")
    graph.refine(
      session, "s:10Foundation16NSObjectProtocolP", fallback: "Foundation.NSObjectProtocol")
    #expect(SymbolGraphLoader.parentModules(of: graph.graph).isEmpty)
  }
}
