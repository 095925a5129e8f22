/// Tells from a module's symbol graph whether the module isolates its declarations to the main
/// actor by default, as `.defaultIsolation(MainActor.self)` does.
///
/// The graph of such a module prints `@MainActor` on each member of its types and protocols but
/// not on most protocols themselves, so the protocols read as nonisolated. The module is taken
/// to be main-actor isolated by default when every member that default isolation reaches is
/// printed `@MainActor` (or `nonisolated`), and at least one is.
enum DefaultIsolationReader {
  /// The member kinds whose isolation the default decides.
  private static let memberKinds: Set<String> = [
    "swift.method", "swift.property", "swift.subscript", "swift.type.method",
    "swift.type.property", "swift.type.subscript",
  ]

  /// The container kinds whose members the default reaches.
  private static let containerKinds: Set<String> = [
    "swift.protocol", "swift.struct", "swift.class", "swift.enum",
  ]

  /// Whether the module of a graph isolates its declarations to the main actor by default.
  static func isMainActor(_ graph: SymbolGraph) -> Bool {
    var symbols: [String: SymbolGraph.Symbol] = [:]
    for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
    var actorProtocols: Set<String> = []
    var containerOf: [String: String] = [:]
    for relationship in graph.relationships {
      switch relationship.kind {
      case "requirementOf", "optionalRequirementOf", "memberOf":
        containerOf[relationship.source] = relationship.target
      case "conformsTo" where ["s:ScA", "s:11Distributed0A5ActorP"].contains(relationship.target):
        actorProtocols.insert(relationship.source)
      default:
        break
      }
    }
    var isolatedMembers = 0
    for symbol in graph.symbols where memberKinds.contains(symbol.kind.identifier) {
      guard let containerID = containerOf[symbol.identifier.precise],
        let container = symbols[containerID],
        containerKinds.contains(container.kind.identifier), !actorProtocols.contains(containerID),
        !container.declarationFragments.contains(where: isIsolationWord)
      else { continue }
      if symbol.declarationFragments.contains(where: isMainActor) {
        isolatedMembers += 1
      } else if !symbol.declarationFragments.contains(where: isNonisolated) {
        return false
      }
    }
    return isolatedMembers > 0
  }

  /// Whether a protocol's declaration opts out of the default isolation with `nonisolated`.
  static func isNonisolated(_ symbol: SymbolGraph.Symbol) -> Bool {
    symbol.declarationFragments.contains(where: isNonisolated)
  }

  private static func isMainActor(_ fragment: SymbolGraph.Fragment) -> Bool {
    fragment.kind == "attribute" && fragment.preciseIdentifier == "s:ScM"
  }

  private static func isNonisolated(_ fragment: SymbolGraph.Fragment) -> Bool {
    (fragment.kind == "keyword" || fragment.kind == "attribute")
      && fragment.spelling == "nonisolated"
  }

  /// Whether a container's declaration states its own isolation: an actor, a global actor (any
  /// attribute naming a type), or `nonisolated`.
  private static func isIsolationWord(_ fragment: SymbolGraph.Fragment) -> Bool {
    isNonisolated(fragment) || fragment.kind == "keyword" && fragment.spelling == "actor"
      || fragment.kind == "attribute" && fragment.preciseIdentifier != nil
  }
}
