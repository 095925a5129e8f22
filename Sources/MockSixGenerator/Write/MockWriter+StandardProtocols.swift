// The members a mock adds for standard protocols: `==`, `hash(into:)`, `<` and
// `init(from:)`.

extension MockWriter {
  func standardMembers(_ conformance: StandardConformance) -> [String] {
    let nonisolated = isIsolated ? "nonisolated " : ""
    let name = model.mockName
    switch conformance {
    case .equatable:
      if model.standardConformances.contains(.comparable) || inheritsEquatable { return [] }
      return [
        "\(nonisolated)static func == (lhs: \(name), rhs: \(name)) -> Bool {",
        "  lhs === rhs",
        "}",
      ]
    case .hashable:
      if inheritsEquatable { return [] }
      return [
        "\(nonisolated)func hash(into hasher: inout Hasher) {",
        "  hasher.combine(ObjectIdentifier(self))",
        "}",
      ]
    case .comparable:
      var lines: [String] = []
      if !inheritsEquatable {
        lines += [
          "\(nonisolated)static func == (lhs: \(name), rhs: \(name)) -> Bool {",
          "  lhs === rhs",
          "}",
          "",
        ]
      }
      return lines + [
        "\(nonisolated)static func < (lhs: \(name), rhs: \(name)) -> Bool {",
        "  (lhs.mockSixCreationOrder.count, lhs.mockSixCreationOrder)",
        "    < (rhs.mockSixCreationOrder.count, rhs.mockSixCreationOrder)",
        "}",
      ]
    case .decodable:
      let decoder = speller.spell(TypeReference(name: "Decoder", id: "s:s7DecoderP"), in: scope)
      let introducer = model.kind == .actor ? "init" : "convenience init"
      return [
        "/// Makes a fresh mock; the decoder is not read.",
        "\(nonisolated)\(introducer)(from decoder: any \(decoder)) throws {",
        "  self.init()",
        "}",
      ]
    case .encodable:
      return []  // `encode(to:)` is a requirement of the model, logged like any other
    case .serialExecutor:
      return []  // `enqueue(_:)` is a requirement of the model, which runs the job by default
    case .rawRepresentable:
      return []  // `rawValue` is a requirement of the model, which answers the initializer's
    }
  }

  /// Whether the superclass already makes the mock equatable (NSObject does).
  private var inheritsEquatable: Bool {
    guard case .subclass(let superclass) = model.kind else { return false }
    return superclass.fragments.first?.spelling == "NSObject"
  }
}
