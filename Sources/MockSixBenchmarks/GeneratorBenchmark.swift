import Foundation
import MockSixGenerator

/// Times mocksix-gen on a synthetic module of 1,000 protocols and prints one line.
///
/// The symbol graph JSON is built in memory first; the timed part is decoding it and rendering
/// the mocks, the best of several runs.
///
/// - Returns: The best time in seconds, for a caller that checks it against the target.
@discardableResult
func runGeneratorBenchmark() -> Double {
  let protocolCount = 1_000
  let data: Data
  do {
    data = try withUnreadKeys(
      JSONEncoder().encode(syntheticSymbolGraph(protocolCount: protocolCount)))
  } catch {
    print("generator: cannot build the benchmark symbol graph: \(error)")
    return .infinity
  }
  let clock = ContinuousClock()
  var best = Duration.seconds(1_000)
  var mockCount = 0
  for _ in 0..<5 {
    let elapsed = clock.measure {
      do {
        let graph = try SymbolGraphLoader.decode(data)
        mockCount = try MockRenderer().render(graph).mockNames.count
      } catch {
        print("generator: rendering failed: \(error)")
      }
    }
    best = min(best, elapsed)
  }
  let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
  guard mockCount == protocolCount else {
    print("generator: expected \(protocolCount) mocks, got \(mockCount)")
    return .infinity
  }
  print(
    "generator: \(protocolCount) protocols in \(String(format: "%.3f", seconds)) s (target < 1 s)")
  return seconds
}

/// Builds the symbol graph of a module with `protocolCount` protocols of varied members.
private func syntheticSymbolGraph(protocolCount: Int) -> SymbolGraph {
  typealias Fragment = SymbolGraph.Fragment
  func keyword(_ text: String) -> Fragment { Fragment(kind: "keyword", spelling: text) }
  func plain(_ text: String) -> Fragment { Fragment(kind: "text", spelling: text) }
  func name(_ text: String) -> Fragment { Fragment(kind: "identifier", spelling: text) }
  let standardIDs = [
    "Int": "s:Si", "String": "s:SS", "Double": "s:Sd", "Bool": "s:Sb",
    "Sendable": "s:s8SendableP",
  ]
  func type(_ text: String) -> Fragment {
    Fragment(kind: "typeIdentifier", spelling: text, preciseIdentifier: standardIDs[text])
  }

  func parameter(_ label: String, _ typeName: String) -> SymbolGraph.FunctionSignature.Parameter {
    SymbolGraph.FunctionSignature.Parameter(
      name: label, declarationFragments: [name(label), plain(": "), type(typeName)])
  }

  var symbols: [SymbolGraph.Symbol] = []
  var relationships: [SymbolGraph.Relationship] = []
  for index in 0..<protocolCount {
    let protocolName = "Service\(index)"
    let protocolID = "s:9Benchmark\(protocolName)P"
    symbols.append(
      SymbolGraph.Symbol(
        kind: "swift.protocol", precise: protocolID, pathComponents: [protocolName],
        title: protocolName,
        declarationFragments: [keyword("protocol"), plain(" "), name(protocolName)]))
    var members: [SymbolGraph.Symbol] = []
    func member(
      _ kind: String, _ title: String, _ fragments: [Fragment],
      signature: SymbolGraph.FunctionSignature? = nil, generics: SymbolGraph.Generics? = nil
    ) {
      members.append(
        SymbolGraph.Symbol(
          kind: kind, precise: "\(protocolID)\(members.count)",
          pathComponents: [protocolName, title],
          title: title, declarationFragments: fragments,
          location: SymbolGraph.Location(
            uri: "file:///Benchmark.swift", line: index * 20 + members.count),
          functionSignature: signature, swiftGenerics: generics))
    }
    member(
      "swift.method", "fetch(id:)",
      [
        keyword("func"), plain(" "), name("fetch"), plain("("),
        Fragment(kind: "externalParam", spelling: "id"),
        plain(": "), type("Int"), plain(") "), keyword("async"), plain(" "), keyword("throws"),
        plain(" -> "), type("String"),
      ],
      signature: .init(parameters: [parameter("id", "Int")], returns: [type("String")]))
    member(
      "swift.method", "update(_:with:)",
      [
        keyword("func"), plain(" "), name("update"), plain("("),
        Fragment(kind: "externalParam", spelling: "_"), plain(" "),
        Fragment(kind: "internalParam", spelling: "value"), plain(": "), type("Int"),
        plain(", "), Fragment(kind: "externalParam", spelling: "with"), plain(" "),
        Fragment(kind: "internalParam", spelling: "other"), plain(": "), type("String"),
        plain(")"),
      ],
      signature: .init(
        parameters: [parameter("value", "Int"), parameter("other", "String")],
        returns: [plain("()")]))
    member(
      "swift.method", "update(_:)",
      [
        keyword("func"), plain(" "), name("update"), plain("("),
        Fragment(kind: "externalParam", spelling: "_"), plain(" "),
        Fragment(kind: "internalParam", spelling: "value"), plain(": "), type("Double"),
        plain(") -> "), type("Bool"),
      ],
      signature: .init(parameters: [parameter("value", "Double")], returns: [type("Bool")]))
    member(
      "swift.property", "count",
      [
        keyword("var"), plain(" "), name("count"), plain(": "), type("Int"), plain(" { "),
        keyword("get"), plain(" "), keyword("set"), plain(" }"),
      ])
    member(
      "swift.property", "name",
      [
        keyword("var"), plain(" "), name("name"), plain(": "), type("String"), plain(" { "),
        keyword("get"), plain(" "), keyword("throws"), plain(" }"),
      ])
    member(
      "swift.subscript", "subscript(_:)",
      [
        keyword("subscript"), plain("("), Fragment(kind: "internalParam", spelling: "index"),
        plain(": "), type("Int"), plain(") -> "), type("String"), plain(" { "), keyword("get"),
        plain(" }"),
      ],
      signature: .init(parameters: [parameter("index", "Int")], returns: [type("String")]))
    member(
      "swift.method", "map(_:)",
      [
        keyword("func"), plain(" "), name("map"), plain("<"),
        Fragment(kind: "genericParameter", spelling: "T"), plain(">("),
        Fragment(kind: "externalParam", spelling: "_"), plain(" "),
        Fragment(kind: "internalParam", spelling: "transform"), plain(": "),
        Fragment(kind: "attribute", spelling: "@escaping "), plain("("), type("Int"),
        plain(") -> "), Fragment(kind: "typeIdentifier", spelling: "T"), plain(") -> ["),
        Fragment(kind: "typeIdentifier", spelling: "T"), plain("] "), keyword("where"),
        plain(" "), Fragment(kind: "typeIdentifier", spelling: "T"), plain(" : "),
        type("Sendable"),
      ],
      signature: .init(
        parameters: [
          SymbolGraph.FunctionSignature.Parameter(
            name: "transform",
            declarationFragments: [
              name("transform"), plain(": ("), type("Int"), plain(") -> "),
              Fragment(kind: "typeIdentifier", spelling: "T"),
            ])
        ],
        returns: [plain("["), Fragment(kind: "typeIdentifier", spelling: "T"), plain("]")]),
      generics: .init(parameters: [SymbolGraph.GenericParameter(name: "T", index: 0, depth: 1)]))
    if index.isMultiple(of: 2) {
      member(
        "swift.type.method", "make()",
        [
          keyword("static"), plain(" "), keyword("func"), plain(" "), name("make"), plain("() -> "),
          Fragment(kind: "typeIdentifier", spelling: "Self"),
        ],
        signature: .init(returns: [Fragment(kind: "typeIdentifier", spelling: "Self")]))
    }
    for member in members {
      symbols.append(member)
      relationships.append(
        SymbolGraph.Relationship(
          kind: "requirementOf", source: member.identifier.precise, target: protocolID))
    }
    if index > 0 && index.isMultiple(of: 5) {
      relationships.append(
        SymbolGraph.Relationship(
          kind: "conformsTo", source: protocolID, target: "s:9BenchmarkService\(index - 1)P"))
    }
  }
  return SymbolGraph(
    module: SymbolGraph.Module(name: "Benchmark"), symbols: symbols, relationships: relationships)
}

/// Adds the keys that real symbol graphs carry and the generator skips, such as doc comments.
private func withUnreadKeys(_ data: Data) throws -> Data {
  guard var root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
    let symbols = root["symbols"] as? [[String: Any]]
  else { return data }
  root["symbols"] = symbols.map { symbol in
    var symbol = symbol
    let fragments = symbol["declarationFragments"] ?? []
    symbol["docComment"] = [
      "lines": [["text": "Does one thing of the benchmark's protocols, documented in one line."]]
    ]
    if var names = symbol["names"] as? [String: Any] {
      names["subHeading"] = fragments
      symbol["names"] = names
    }
    return symbol
  }
  return try JSONSerialization.data(withJSONObject: root)
}
