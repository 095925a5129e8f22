/// Tells global actor attributes, which a mock keeps, from result builders, which it drops.
enum GlobalActors {
  /// Whether an attribute's type is a global actor, such as `MainActor`.
  static func isGlobalActor(_ id: String?, in index: SymbolIndex) -> Bool {
    guard let id else { return false }
    if id == "s:ScM" { return true }
    guard let symbol = index.symbol(id) else { return false }
    return symbol.declarationFragments.contains {
      $0.kind == "attribute" && $0.spelling.hasPrefix("@globalActor")
    }
  }
}
