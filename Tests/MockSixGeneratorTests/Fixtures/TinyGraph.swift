@testable import MockSixGenerator

/// A small symbol graph of the module `Tiny`, built in code, for tests of one modeling pass.
///
/// ```swift
/// var graph = TinyGraph()
/// let base = graph.addProtocol("Base")
/// let child = graph.addProtocol("Child", refining: [base])
/// let family = ProtocolFamily(of: graph.symbol(child), in: graph.index)
/// ```
struct TinyGraph {
  /// The graph built so far.
  var graph = SymbolGraph(module: SymbolGraph.Module(name: "Tiny"), symbols: [], relationships: [])

  /// The index of the graph built so far.
  var index: SymbolIndex { SymbolIndex(main: graph) }

  /// Adds a protocol, with extra fragments after its name, and returns its identifier.
  @discardableResult
  mutating func addProtocol(
    _ name: String, refining parents: [String] = [], accessLevel: String = "public",
    fragments: [SymbolGraph.Fragment] = []
  ) -> String {
    let id = "s:4Tiny\(name.count)\(name)P"
    graph.symbols.append(
      SymbolGraph.Symbol(
        kind: "swift.protocol", precise: id, pathComponents: [name], title: name,
        declarationFragments: [
          SymbolGraph.Fragment(kind: "keyword", spelling: "protocol"),
          SymbolGraph.Fragment(kind: "text", spelling: " "),
          SymbolGraph.Fragment(kind: "identifier", spelling: name),
        ] + fragments, accessLevel: accessLevel,
        location: SymbolGraph.Location(uri: "file:///Tiny.swift", line: graph.symbols.count + 1)))
    for parent in parents {
      refine(id, parent)
    }
    return id
  }

  /// Adds a class and returns its identifier.
  @discardableResult
  mutating func addClass(_ name: String) -> String {
    let id = "s:4Tiny\(name.count)\(name)C"
    graph.symbols.append(
      SymbolGraph.Symbol(
        kind: "swift.class", precise: id, pathComponents: [name], title: name,
        declarationFragments: [
          SymbolGraph.Fragment(kind: "keyword", spelling: "class"),
          SymbolGraph.Fragment(kind: "text", spelling: " "),
          SymbolGraph.Fragment(kind: "identifier", spelling: name),
        ]))
    return id
  }

  /// Adds a member of a type, such as a typealias, and returns its identifier.
  @discardableResult
  mutating func addMember(_ name: String, kind: String, of parent: String) -> String {
    let id = "\(parent)\(name.count)\(name)"
    graph.symbols.append(
      SymbolGraph.Symbol(
        kind: kind, precise: id, pathComponents: [name], title: name,
        declarationFragments: [SymbolGraph.Fragment(kind: "identifier", spelling: name)]))
    graph.relationships.append(
      SymbolGraph.Relationship(kind: "memberOf", source: id, target: parent))
    return id
  }

  /// Makes a protocol refine a parent, given by identifier, which may be in no graph.
  mutating func refine(
    _ child: String, _ parent: String, fallback: String? = nil, kind: String = "conformsTo"
  ) {
    graph.relationships.append(
      SymbolGraph.Relationship(kind: kind, source: child, target: parent, targetFallback: fallback))
  }

  /// The symbol with an identifier.
  func symbol(_ id: String) -> SymbolGraph.Symbol {
    graph.symbols.first { $0.identifier.precise == id }
      ?? SymbolGraph.Symbol(
        kind: "swift.protocol", precise: id, pathComponents: [], title: "<missing \(id)>",
        declarationFragments: [])
  }
}
