/// Chooses the names of the mock types.
enum MockNaming {
  /// The mock names of protocols: `Mock` and the name without a trailing `Protocol`.
  ///
  /// Names that would clash keep the suffix, and then join nested names with `_`.
  static func mockNames(for protocols: [SymbolGraph.Symbol]) -> [String] {
    func mockName(_ symbol: SymbolGraph.Symbol, level: Int) -> String {
      let components = SymbolIndex.qualifiedName(of: symbol).split(separator: ".")
      var name = components.joined(separator: level >= 2 ? "_" : "")
      if level == 0 && name.hasSuffix("Protocol") && name.count > "Protocol".count {
        name.removeLast("Protocol".count)
      }
      return "Mock" + name
    }
    var levels = Array(repeating: 0, count: protocols.count)
    while true {
      let names = protocols.indices.map { mockName(protocols[$0], level: levels[$0]) }
      let counts = names.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
      let clashing = protocols.indices.filter { levels[$0] < 2 && (counts[names[$0]] ?? 0) > 1 }
      if clashing.isEmpty { return names }
      for index in clashing { levels[index] += 1 }
    }
  }
}
