/// The first stage: every symbol of the graphs read, and the relationships the generator follows.
///
/// The index holds the module being mocked and the graphs of modules it depends on, so that a
/// parent protocol, a superclass or a result type declared in another module is found by its
/// precise identifier.
struct SymbolIndex {
  /// A symbol and the module whose graph declares it.
  struct Entry {
    let symbol: SymbolGraph.Symbol
    let module: String
  }

  /// The module whose protocols are mocked.
  let mainModule: String
  /// Every symbol of every graph, by precise identifier.
  let entries: [String: Entry]
  /// The requirements and associated types of each protocol, in declaration order.
  let requirements: [String: [String]]
  /// The identifiers of optional (`@objc`) requirements.
  let optionalRequirements: Set<String>
  /// The protocols and classes that each protocol inherits from.
  let parents: [String: [SymbolGraph.Relationship]]
  /// The protocols that each type (not protocol) conforms to.
  let conformances: [String: [SymbolGraph.Relationship]]
  /// The members of each type: cases, initializers, nested types and typealiases.
  let members: [String: [String]]
  /// The type that each member belongs to.
  let parentOfMember: [String: String]
  /// The requirements that a child protocol restates, each with the requirement restating it.
  let overriddenBy: [String: String]
  /// The requirements that each requirement restates.
  let overrides: [String: [String]]
  /// The modules that declare a top-level type of each name.
  let topLevelTypes: [String: Set<String>]
  /// The requirements that an unconstrained protocol extension implements by default.
  let defaultImplemented: Set<String>
  /// The `@_spi` groups of the SPI declarations whose source says them.
  let spiGroups: [String: [String]]
  /// The protocol of each requirement and associated type.
  let protocolOfRequirement: [String: String]
  /// Whether the main module isolates its declarations to the main actor by default.
  var mainActorByDefault = false
  /// Whether mocks leave requirements with a default implementation to it, unwritten.
  var keepsDefaultImplementations = false
  /// The top-level types the test target's own files declare, by name.
  var testTargetNames: [String: TestTargetNames.Declaration] = [:]

  /// Indexes the graph of the module to mock and the graphs of the modules it depends on.
  ///
  /// 1. Every symbol by precise identifier, and the modules that declare each top-level name.
  /// 2. The relationships between the symbols, in tables by kind.
  /// 3. Requirements, members and parents in a stable order, declaration order where known.
  ///
  /// - Parameters:
  ///   - main: The graph of the module to mock.
  ///   - dependencies: The graphs of other modules.
  ///   - excerpts: Graphs of a few symbols of a module (``FoundationParents``), read after the
  ///     others: their names do not make the module's names known, since most are not there.
  init(main: SymbolGraph, dependencies: [SymbolGraph] = [], excerpts: [SymbolGraph] = []) {
    mainModule = main.module.name
    let graphs = [main] + (dependencies + excerpts).filter { $0.module.name != main.module.name }
    // 1. Symbols.
    let (entries, topLevelTypes) = Self.entries(of: graphs, excerpts: excerpts.count)
    self.entries = entries
    self.topLevelTypes = topLevelTypes
    // 2. Relationships.
    var tables = RelationshipTables()
    for graph in graphs {
      for relationship in graph.relationships { tables.add(relationship, entries: entries) }
    }
    // 3. Order.
    func ordered(_ ids: [String]) -> [String] {
      Array(Set(ids)).map { (Self.orderKey(entries[$0]?.symbol, $0), $0) }
        .sorted { $0.0 < $1.0 }.map(\.1)
    }
    requirements = tables.requirements.mapValues(ordered)
    members = tables.members.mapValues(ordered)
    parents = tables.parents.mapValues { list in
      list.sorted { ($0.targetFallback ?? $0.target) < ($1.targetFallback ?? $1.target) }
    }
    conformances = tables.conformances
    parentOfMember = tables.parentOfMember
    optionalRequirements = tables.optionalRequirements
    overriddenBy = tables.overriddenBy
    overrides = tables.overrides
    defaultImplemented = tables.defaultImplemented
    spiGroups = SPIGroups.groups(of: graphs.flatMap { $0.symbols.filter { $0.spi == true } })
    var protocolOfRequirement: [String: String] = [:]
    for (protocolID, requirements) in tables.requirements {
      for requirement in requirements { protocolOfRequirement[requirement] = protocolID }
    }
    self.protocolOfRequirement = protocolOfRequirement
  }

  /// The relationships of the graphs by kind, as they are read, before they are ordered.
  private struct RelationshipTables {
    var requirements: [String: [String]] = [:]
    var optionalRequirements: Set<String> = []
    var parents: [String: [SymbolGraph.Relationship]] = [:]
    var conformances: [String: [SymbolGraph.Relationship]] = [:]
    var members: [String: [String]] = [:]
    var parentOfMember: [String: String] = [:]
    var overriddenBy: [String: String] = [:]
    var overrides: [String: [String]] = [:]
    var defaultImplemented: Set<String> = []

    /// Adds a relationship to the table of its kind; other kinds are not followed.
    mutating func add(_ relationship: SymbolGraph.Relationship, entries: [String: Entry]) {
      switch relationship.kind {
      case "requirementOf", "optionalRequirementOf":
        requirements[relationship.target, default: []].append(relationship.source)
        if relationship.kind == "optionalRequirementOf" {
          optionalRequirements.insert(relationship.source)
        }
      case "conformsTo", "inheritsFrom":
        let kind = entries[relationship.source]?.symbol.kind.identifier
        if kind == SymbolKind.protocolKind {
          parents[relationship.source, default: []].append(relationship)
        } else if kind != nil {
          conformances[relationship.source, default: []].append(relationship)
        }
      case "memberOf":
        members[relationship.target, default: []].append(relationship.source)
        parentOfMember[relationship.source] = relationship.target
      case "overrides":
        overriddenBy[relationship.target] = relationship.source
        overrides[relationship.source, default: []].append(relationship.target)
      case "defaultImplementationOf":
        // NB: A default of a constrained extension (`where InboundIn: Equatable`) may not
        //     apply to a mock.
        if let source = entries[relationship.source]?.symbol,
          source.swiftGenerics?.constraints?.isEmpty ?? true
        {
          defaultImplemented.insert(relationship.target)
        }
      default:
        break
      }
    }
  }

  /// Every symbol of the graphs by precise identifier, the first graph's where two declare one,
  /// and the modules that declare a top-level type of each name.
  private static func entries(
    of graphs: [SymbolGraph], excerpts: Int
  ) -> (entries: [String: Entry], topLevelTypes: [String: Set<String>]) {
    var entries: [String: Entry] = [:]
    var topLevelTypes: [String: Set<String>] = [:]
    for (position, graph) in graphs.enumerated() {
      let module = ModuleNames.publicName(of: graph.module.name)
      let isExcerpt = position >= graphs.count - excerpts
      for symbol in graph.symbols where entries[symbol.identifier.precise] == nil {
        entries[symbol.identifier.precise] = Entry(symbol: symbol, module: graph.module.name)
        if !isExcerpt, symbol.pathComponents.count == 1, SymbolKind.isType(symbol.kind.identifier) {
          topLevelTypes[symbol.pathComponents[0], default: []].insert(module)
        }
      }
    }
    return (entries, topLevelTypes)
  }

  /// A sort key that keeps declaration order and is stable without locations.
  static func orderKey(_ symbol: SymbolGraph.Symbol?, _ id: String) -> String {
    guard let symbol, let location = symbol.location else { return "~" + id }
    let line = String(location.position.line)
    let column = String(location.position.character)
    return location.uri + ":" + String(repeating: "0", count: max(0, 8 - line.count)) + line
      + ":" + String(repeating: "0", count: max(0, 6 - column.count)) + column + ":" + id
  }

  /// The symbol with a precise identifier, from any graph read.
  func symbol(_ id: String) -> SymbolGraph.Symbol? {
    entries[id]?.symbol
  }

  /// The public name of the module that declares a symbol: from its graph, else its identifier.
  func module(of id: String) -> String? {
    if let entry = entries[id] { return ModuleNames.publicName(of: entry.module) }
    return ModuleNames.module(ofPreciseIdentifier: id).map(ModuleNames.publicName(of:))
  }

  /// The path of a type, such as `["Outer", "Inner"]`, from its graph, else its identifier.
  func path(of id: String) -> [String]? {
    if let symbol = entries[id]?.symbol, !symbol.pathComponents.isEmpty {
      return symbol.pathComponents
    }
    return ModuleNames.path(ofPreciseIdentifier: id)
  }

  /// Whether a symbol is an associated type, or a typealias declared in a protocol.
  ///
  /// A mock names these as its own members, never by the protocol's name.
  func isProtocolMemberType(_ id: String) -> Bool {
    guard let symbol = symbol(id) else { return false }
    if symbol.kind.identifier == SymbolKind.associatedType { return true }
    guard symbol.kind.identifier == SymbolKind.typeAlias, let parent = parentOfMember[id] else {
      return false
    }
    return self.symbol(parent)?.kind.identifier == SymbolKind.protocolKind
  }

  /// The protocols that the main module declares, sorted by qualified name.
  var mainProtocols: [SymbolGraph.Symbol] {
    entries.values
      .filter { $0.module == mainModule && $0.symbol.kind.identifier == SymbolKind.protocolKind }
      .map { (Self.qualifiedName(of: $0.symbol), $0.symbol) }
      .sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The name of a declaration with the types it is nested in, such as `Outer.Inner`.
  static func qualifiedName(of symbol: SymbolGraph.Symbol) -> String {
    symbol.pathComponents.isEmpty
      ? symbol.names.title : symbol.pathComponents.joined(separator: ".")
  }

  /// Whether a type conforms to a protocol, directly or through the protocols it conforms to.
  ///
  /// - Parameters:
  ///   - id: The precise identifier of a struct, enum, class or protocol.
  ///   - target: The precise identifier of the protocol, such as `s:Se` for `Decodable`.
  func conforms(_ id: String, to target: String) -> Bool {
    var visited: Set<String> = []
    var pending = [id]
    while let next = pending.popLast() {
      guard visited.insert(next).inserted else { continue }
      if next == target { return true }
      for relationship in (conformances[next] ?? []) + (parents[next] ?? []) {
        pending.append(relationship.target)
      }
    }
    return false
  }
}

/// The symbol kind identifiers that the generator tells apart.
enum SymbolKind {
  static let protocolKind = "swift.protocol"
  static let associatedType = "swift.associatedtype"
  static let typeAlias = "swift.typealias"
  static let operatorKind = "swift.func.op"
  static let enumCase = "swift.enum.case"
  static let initializer = "swift.init"

  /// Whether a kind declares a type that can be named in a type position.
  static func isType(_ kind: String) -> Bool {
    switch kind {
    case "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
      "swift.actor":
      return true
    default:
      return false
    }
  }
}
