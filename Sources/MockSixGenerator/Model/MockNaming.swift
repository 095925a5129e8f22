/// Chooses the names of the mock types.
enum MockNaming {
  /// The top-level names MockSix and MockSixMatchers declare that a mock's name could take,
  /// which a mock declared in the test target would hide from the tests, and `MockMethod`, the
  /// typealias every mock declares, which would hide the mock's own name inside it (the MCP
  /// swift-sdk's protocol `Method`).
  static let mockSixNames: Set<String> = [
    "MockDefault", "MockExpectation", "MockInvocation", "MockMatchResult", "MockMatcher",
    "MockSixDefaults", "MockSixTrait", "MockMethod",
  ]

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

  /// The mock names of protocols, none of them a name the test target sees already: a mock
  /// named like a type of the module or of a module the file imports (smithy-swift's protocol
  /// `MockAuthSchemeResolver` beside `AuthSchemeResolver`), or like a type of MockSix, is
  /// named `Generated` and its usual name instead, with a note that says why.
  ///
  /// - Parameters:
  ///   - protocols: The protocols to name mocks for.
  ///   - index: The graphs read, whose top-level names the mocks must not take.
  /// - Returns: The names, and a note for each mock named otherwise, by position.
  static func mockNames(
    for protocols: [SymbolGraph.Symbol], avoiding index: SymbolIndex
  ) -> (names: [String], notes: [Int: String]) {
    var names = mockNames(for: protocols)
    var notes: [Int: String] = [:]
    var taken = Set(names)
    for position in names.indices {
      let name = names[position]
      let declarer =
        index.topLevelTypes[name].map { $0.sorted().joined(separator: " and ") }
        ?? (mockSixNames.contains(name) ? "MockSix" : nil)
      guard let declarer else { continue }
      var renamed = "Generated" + name
      var number = 2
      while taken.contains(renamed) || index.topLevelTypes[renamed] != nil {
        renamed = "Generated\(name)\(number)"
        number += 1
      }
      taken.insert(renamed)
      names[position] = renamed
      notes[position] =
        "the mock of \(SymbolIndex.qualifiedName(of: protocols[position])) is named \(renamed), "
        + "as \(declarer) declares \(name)"
    }
    return (names, notes)
  }
}
