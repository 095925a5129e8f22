/// A protocol and the protocols it refines, parents first, with what its parents ask of the mock.
///
/// ```swift
/// let family = ProtocolFamily(of: intCache, in: index)
/// family.symbols.map(\.names.title)  // ["Cache", "IntCache"]
/// ```
///
/// Each parent is one of three things: a protocol of the graphs read, which is walked in turn; a
/// class, which the mock subclasses; or a standard protocol (`Actor`, `Hashable`, `Sequence`, …),
/// which ``ProtocolModeler/standard(_:)`` says how to meet. A parent that is none of these is a
/// problem: the mock cannot meet requirements it cannot read.
struct ProtocolFamily {
  /// The protocol that is mocked.
  let protocolSymbol: SymbolGraph.Symbol
  /// The protocol and the protocols it refines, parents first and the protocol itself last.
  private(set) var symbols: [SymbolGraph.Symbol] = []
  /// The class that a protocol of the family requires, which the mock subclasses.
  private(set) var superclass: (id: String, name: String)?
  /// The generic arguments that the declaration gives the superclass, such as `<Bool>`.
  private(set) var superclassArguments: [Fragment] = []
  /// Whether a protocol of the family refines `Actor`.
  private(set) var isActor = false
  /// Whether a protocol of the family refines `Identifiable`.
  private(set) var refinesIdentifiable = false
  /// Standard protocols whose members the mock writes by itself, such as `Hashable`'s.
  private(set) var standardConformances: [StandardConformance] = []
  /// Properties of standard protocols, such as `CustomStringConvertible`'s `description`.
  private(set) var standardProperties: [String] = []
  /// Standard protocols whose requirements the mock writes as its own members, such as `Sequence`.
  private(set) var standardParents: [StandardParent] = []
  /// Parents that no mock can meet, each with why.
  private(set) var problems: [String] = []

  /// Walks a protocol and, parents first, the protocols it refines.
  ///
  /// - Parameters:
  ///   - symbol: The protocol to mock.
  ///   - index: The graphs read, where its parents are found.
  init(of symbol: SymbolGraph.Symbol, in index: SymbolIndex) {
    protocolSymbol = symbol
    var visited: Set<String> = []
    visit(symbol, in: index, visited: &visited)
  }

  /// Visits the parents of a protocol not yet visited, then adds the protocol itself.
  private mutating func visit(
    _ protocolSymbol: SymbolGraph.Symbol, in index: SymbolIndex, visited: inout Set<String>
  ) {
    guard visited.insert(protocolSymbol.identifier.precise).inserted else { return }
    for relationship in index.parents[protocolSymbol.identifier.precise] ?? [] {
      // NB: A standard protocol is handled by the table even when its module's graph is read.
      if let standard = ProtocolModeler.standard(relationship) {
        if relationship.target == "s:s12IdentifiableP" { refinesIdentifiable = true }
        adopt(standard)
      } else if let parent = index.symbol(relationship.target) {
        if parent.kind.identifier == SymbolKind.protocolKind {
          visit(parent, in: index, visited: &visited)
        } else if parent.kind.identifier == "swift.class" {
          superclass = (relationship.target, parent.names.title)
          superclassArguments = Self.genericArguments(
            of: relationship.target, in: protocolSymbol.declarationFragments)
        }
      } else {
        adoptUnread(relationship, of: protocolSymbol)
      }
    }
    symbols.append(protocolSymbol)
  }

  /// Records what a standard parent asks of the mock.
  private mutating func adopt(_ standard: ProtocolModeler.Standard) {
    switch standard {
    case .nothing:
      break
    case .actor:
      isActor = true
    case .nsObject:
      if superclass == nil { superclass = (ProtocolModeler.nsObjectID, "NSObject") }
    case .members(let conformances):
      for conformance in conformances where !standardConformances.contains(conformance) {
        standardConformances.append(conformance)
      }
    case .property(let name):
      if !standardProperties.contains(name) { standardProperties.append(name) }
    case .parent(let parent):
      if !standardParents.contains(parent) { standardParents.append(parent) }
    }
  }

  /// Records a parent that is in no graph read: a superclass by its name, else a problem.
  private mutating func adoptUnread(
    _ relationship: SymbolGraph.Relationship, of protocolSymbol: SymbolGraph.Symbol
  ) {
    if relationship.kind == "inheritsFrom" {
      superclass = (relationship.target, relationship.targetFallback ?? relationship.target)
      return
    }
    let name = Self.publicName(relationship.targetFallback ?? relationship.target)
    if name.hasPrefix("Swift.") {
      problems.append(
        "\(protocolSymbol.names.title) refines \(name), which a mock cannot conform to "
          + "by itself; write this mock by hand")
    } else {
      problems.append(
        "\(protocolSymbol.names.title) refines \(name), whose requirements are not in "
          + "the symbol graphs read; pass its module's graph with --symbol-graph "
          + "(generate-mocks extracts it from the build, and says above why it could not), or "
          + "write this mock by hand")
    }
  }

  /// The public module name in a qualified name such as `FoundationEssentials.LocalizedError`.
  static func publicName(_ qualified: String) -> String {
    guard let dot = qualified.firstIndex(of: ".") else { return qualified }
    return ModuleNames.publicName(of: String(qualified[..<dot])) + qualified[dot...]
  }

  /// The generic arguments that a declaration gives a type, such as `<Bool>` in `P: Base<Bool>`.
  static func genericArguments(of id: String, in declaration: [Fragment]) -> [Fragment] {
    let reader = FragmentReader(declaration)
    guard let position = reader.findFragment(where: { $0.preciseIdentifier == id }) else {
      return []
    }
    var open = position + 1
    while reader.character(at: open) == " " { open += 1 }
    guard reader.character(at: open) == "<", let end = reader.indexAfterClosing(open) else {
      return []
    }
    return reader.fragments(open..<end)
  }
}
