import Foundation
import MockSixGenerator
import Testing

/// A graph that names things Swift cannot read gives skipped protocols with warnings, never
/// a file that does not compile.
@Suite struct DamagedGraphTests {
  private func graph() throws -> SymbolGraph {
    try SymbolGraphLoader.decode(Data(fixtureSymbolGraphJSON.utf8))
  }

  /// Renames the symbol titled `title` to `name`, in its names, path and declaration.
  private func rename(_ title: String, to name: String, in graph: inout SymbolGraph) throws {
    let position = try #require(graph.symbols.firstIndex { $0.names.title == title })
    graph.symbols[position].names.title = name
    graph.symbols[position].pathComponents[graph.symbols[position].pathComponents.count - 1] =
      name
    for fragment in graph.symbols[position].declarationFragments.indices
    where graph.symbols[position].declarationFragments[fragment].kind == "identifier" {
      graph.symbols[position].declarationFragments[fragment].spelling = name
    }
  }

  @Test(arguments: ["(", "_", "", "2fast"]) func aProtocolNameThatIsNoSwiftNameIsSkipped(
    name: String
  ) throws {
    var graph = try graph()
    try rename("Cache", to: name, in: &graph)
    let rendered = try MockRenderer().render(graph)
    let skip = try #require(rendered.diagnostics.first { $0.protocolName == name })
    #expect(skip.description.contains("names that are not Swift names (protocol name `\(name)`)"))
    #expect(!rendered.source.contains("Mock\(name):"))
    #expect(!rendered.source.contains("class Mock\(name) "))
    #expect(rendered.mockNames == ["MockEngine", "MockIntCache", "MockShape"])
  }

  @Test func aMemberNameThatIsNoSwiftNameSkipsItsProtocol() throws {
    var graph = try graph()
    try rename("start()", to: "", in: &graph)
    let rendered = try MockRenderer().render(graph)
    #expect(rendered.diagnostics.contains { $0.protocolName == "EngineProtocol" })
    #expect(!rendered.source.contains("func () {"))
    #expect(!rendered.source.contains("case \n"))
    #expect(rendered.mockNames == ["MockCache", "MockIntCache", "MockShape"])
  }

  @Test func twoProtocolsOfOneNameGiveOneMock() throws {
    var graph = try graph()
    try rename("IntCache", to: "Cache", in: &graph)
    let rendered = try MockRenderer().render(graph)
    #expect(rendered.mockNames.filter { $0 == "MockCache" }.count == 1)
    #expect(
      rendered.diagnostics.contains {
        $0.description.contains("another protocol of the graph has the same name")
      })
  }
}
