/// A protocol of the module, with everything the mock of it needs.
struct MockedProtocol {
  var name: String
  var mockName: String
  var isPublic: Bool
  /// The global actor of the protocol, such as `MainActor`.
  var globalActor: String?
  /// Generic parameters of the mock, one per associated type, such as `Key: Hashable`.
  var genericParameters: [String] = []
  /// Associated types fixed by the protocol, such as `Item = Int`.
  var typealiases: [(name: String, type: String)] = []
  /// Requirements on the generic parameters, for the mock's `where` clause.
  var whereRequirements: [String] = []
  var requirements: [Requirement] = []
  /// Members written out for standard protocols, such as `==` for `Equatable`.
  var extraMembers: [[String]] = []
  var availability: [String] = []
  /// Why the protocol cannot be mocked, if it cannot.
  var problems: [String] = []
  /// Modules whose types the mock mentions.
  var modules: Set<String> = []
}

/// Builds ``MockedProtocol`` values from a symbol graph.
struct ProtocolCollector {
  let graph: SymbolGraph
  let symbols: [String: SymbolGraph.Symbol]
  /// Requirement and associated type identifiers of each protocol, in declaration order.
  let members: [String: [String]]
  /// The protocols that each protocol inherits from, by identifier or qualified name.
  let parents: [String: [SymbolGraph.Relationship]]
  let functionTypealiasNames: Set<String>
  /// The identifiers of optional (`@objc`) requirements.
  let optionalRequirements: Set<String>

  init(graph: SymbolGraph) {
    self.graph = graph
    var symbols: [String: SymbolGraph.Symbol] = [:]
    for symbol in graph.symbols { symbols[symbol.identifier.precise] = symbol }
    self.symbols = symbols
    var members: [String: [String]] = [:]
    var parents: [String: [SymbolGraph.Relationship]] = [:]
    var optionalRequirements: Set<String> = []
    for relationship in graph.relationships {
      switch relationship.kind {
      case "requirementOf", "optionalRequirementOf":
        members[relationship.target, default: []].append(relationship.source)
        if relationship.kind == "optionalRequirementOf" {
          optionalRequirements.insert(relationship.source)
        }
      case "conformsTo", "inheritsFrom":
        if symbols[relationship.source]?.kind.identifier == "swift.protocol" {
          parents[relationship.source, default: []].append(relationship)
        }
      default: break
      }
    }
    self.optionalRequirements = optionalRequirements
    for (key, value) in members {
      members[key] = Array(Set(value)).map { (Self.order(symbols[$0], $0), $0) }
        .sorted { $0.0 < $1.0 }.map(\.1)
    }
    for (key, value) in parents {
      parents[key] = value.sorted {
        ($0.targetFallback ?? $0.target) < ($1.targetFallback ?? $1.target)
      }
    }
    self.members = members
    self.parents = parents
    var aliases: Set<String> = []
    for symbol in graph.symbols where symbol.kind.identifier == "swift.typealias" {
      let declaration = text(symbol.declarationFragments)
      guard let equals = declaration.rangeOfText(" = ") else { continue }
      let underlying = String(declaration[equals.upperBound...]).trimmingSpaces()
      if MockParameter(label: "_", name: "x", type: underlying).isNonEscapingClosure {
        aliases.insert(symbol.names.title)
      }
    }
    self.functionTypealiasNames = aliases
  }

  /// A sort key that keeps declaration order and is stable without locations.
  static func order(_ symbol: SymbolGraph.Symbol?, _ id: String) -> String {
    guard let symbol, let location = symbol.location else { return "~" + id }
    let line = String(location.position.line)
    let column = String(location.position.character)
    return location.uri + ":" + String(repeating: "0", count: 8 - line.count) + line + ":"
      + String(repeating: "0", count: 6 - column.count) + column + ":" + id
  }

  /// The protocols of the module, sorted by name.
  var protocolSymbols: [SymbolGraph.Symbol] {
    graph.symbols.filter { $0.kind.identifier == "swift.protocol" }
      .map { (Self.qualifiedName(of: $0), $0) }
      .sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The name of a protocol with the types it is nested in, such as `Outer.Inner`.
  static func qualifiedName(of symbol: SymbolGraph.Symbol) -> String {
    symbol.pathComponents.isEmpty
      ? symbol.names.title : symbol.pathComponents.joined(separator: ".")
  }

  /// The mock names of protocols: `Mock` and the name without a trailing `Protocol`.
  ///
  /// Names that would clash keep the suffix, and then join nested names with `_`.
  static func mockNames(for protocols: [SymbolGraph.Symbol]) -> [String] {
    func mockName(_ symbol: SymbolGraph.Symbol, level: Int) -> String {
      let components = qualifiedName(of: symbol).split(separator: ".")
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
      let clashing = protocols.indices.filter { levels[$0] < 2 && counts[names[$0]]! > 1 }
      if clashing.isEmpty { return names }
      for index in clashing { levels[index] += 1 }
    }
  }

  /// Collects one protocol for mocking.
  func collect(_ symbol: SymbolGraph.Symbol, mockName: String) -> MockedProtocol {
    let name = Self.qualifiedName(of: symbol)
    var mocked = MockedProtocol(
      name: name, mockName: mockName,
      isPublic: symbol.accessLevel == "public" || symbol.accessLevel == "open")
    let parser = RequirementParser(
      mockName: mockName, functionTypealiasNames: functionTypealiasNames)

    // The protocol and the protocols of the module it inherits from, parents first.
    var ordered: [SymbolGraph.Symbol] = []
    var visited: Set<String> = []
    var external: [String] = []
    func visit(_ protocolSymbol: SymbolGraph.Symbol) {
      let id = protocolSymbol.identifier.precise
      guard visited.insert(id).inserted else { return }
      for relationship in parents[id] ?? [] {
        if let parent = symbols[relationship.target] {
          // A class in the module is reported where the declaration is inspected.
          if parent.kind.identifier == "swift.protocol" { visit(parent) }
        } else {
          let qualified = relationship.targetFallback ?? relationship.target
          if !external.contains(qualified) { external.append(qualified) }
        }
      }
      ordered.append(protocolSymbol)
    }
    visit(symbol)

    var associatedTypes: [String] = []
    var seenDeclarations: Set<String> = []
    for protocolSymbol in ordered {
      let declaration = parser.rewritingSelf(protocolSymbol.declarationFragments)
      if let actor = declaration.first(where: {
        $0.kind == "attribute" && $0.preciseIdentifier != nil
      }) {
        mocked.globalActor =
          actor.spelling.hasPrefix("@") ? String(actor.spelling.dropFirst()) : actor.spelling
      }
      mocked.modules.formUnion(modules(in: declaration))
      inspectInheritance(declaration, of: protocolSymbol, into: &mocked)
      for memberID in members[protocolSymbol.identifier.precise] ?? [] {
        guard let member = symbols[memberID] else { continue }
        if optionalRequirements.contains(memberID) {
          mocked.problems.append(
            "\(text(member.declarationFragments)) is an optional (@objc) requirement")
          continue
        }
        if member.kind.identifier == "swift.associatedtype" {
          let fragments = parser.rewritingSelf(member.declarationFragments)
          mocked.modules.formUnion(modules(in: fragments))
          addAssociatedType(text(fragments), into: &mocked, names: &associatedTypes)
          continue
        }
        let key = text(member.declarationFragments)
        guard seenDeclarations.insert(key).inserted else { continue }
        switch parser.parse(member) {
        case .success(let requirement):
          mocked.requirements.append(requirement)
          mocked.modules.formUnion(modules(in: member.declarationFragments))
        case .failure(let error):
          mocked.problems.append("\(error.declaration): \(error.reason)")
        }
      }
    }
    for qualified in external {
      addStandardProtocol(qualified, into: &mocked, seen: &seenDeclarations)
    }
    let reserved = associatedTypes.filter { ["MockMethod", "Methods"].contains($0) }
    if !reserved.isEmpty || (graph.module.name == "MockSix" && name == "Mock") {
      mocked.problems.append(
        "its names clash with the Mock protocol (\(reserved.isEmpty ? "Mock" : reserved.joined(separator: ", "))); "
          + "write this mock by hand")
    }
    // Associated types fixed by a same-type requirement are not generic parameters.
    let fixed = Set(mocked.typealiases.map(\.name))
    mocked.genericParameters = mocked.genericParameters.filter { parameter in
      !fixed.contains(String(parameter.prefix(while: { $0 != ":" })))
    }
    if !mocked.genericParameters.isEmpty && mocked.requirements.contains(where: \.isStatic) {
      mocked.problems.append(
        "static requirements in a protocol with associated types are not supported: "
          + "a generic mock cannot store the calls of its static members")
    }
    mocked.availability = RequirementParser(mockName: mockName).availabilityAttributes(
      symbol.availability)
    return mocked
  }

  /// Reads `AnyObject`, class constraints and `where` requirements from a protocol declaration.
  private func inspectInheritance(
    _ fragments: [SymbolGraph.Fragment], of protocolSymbol: SymbolGraph.Symbol,
    into mocked: inout MockedProtocol
  ) {
    for fragment in fragments {
      if fragment.kind == "keyword" && fragment.spelling == "where" { break }
      guard fragment.kind == "typeIdentifier", let id = fragment.preciseIdentifier else { continue }
      if let target = symbols[id], target.kind.identifier == "swift.class" {
        mocked.problems.append(
          "\(protocolSymbol.names.title) requires a subclass of \(fragment.spelling); "
            + "a mock cannot inherit from it")
      } else if id == "s:ScA" || id == "s:s8AnyActorP" || id == "s:ScA8AnyActorP" {
        mocked.problems.append(
          "\(protocolSymbol.names.title) requires an actor; mocks are final classes")
      } else if id.hasPrefix("c:objc(cs)") || (id.hasPrefix("s:") && id.hasSuffix("C")) {
        if symbols[id] == nil && !id.hasSuffix("P") {
          mocked.problems.append(
            "\(protocolSymbol.names.title) requires a subclass of \(fragment.spelling); "
              + "a mock cannot inherit from it")
        }
      }
    }
    let declaration = text(fragments)
    guard let whereRange = declaration.rangeOfText(" where ") else { return }
    for requirement in splitTopLevel(String(declaration[whereRange.upperBound...])) {
      if let equals = requirement.rangeOfText(" == ") {
        let lhs = String(requirement[..<equals.lowerBound]).trimmingSpaces()
        let rhs = String(requirement[equals.upperBound...]).trimmingSpaces()
        if !lhs.containsText(".") {
          if !mocked.typealiases.contains(where: { $0.name == lhs }) {
            mocked.typealiases.append((lhs, rhs))
          }
          continue
        }
      }
      let normalized = requirement.replacingAll(" :", with: ":")
      if !mocked.whereRequirements.contains(normalized) {
        mocked.whereRequirements.append(normalized)
      }
    }
  }

  /// Adds the generic parameter for an associated type declaration.
  private func addAssociatedType(
    _ declaration: String, into mocked: inout MockedProtocol, names: inout [String]
  ) {
    var rest = declaration.trimmingSpaces()
    if rest.hasPrefix("associatedtype ") { rest.removeFirst("associatedtype ".count) }
    if let equals = rest.rangeOfText(" = ") { rest = String(rest[..<equals.lowerBound]) }
    var whereClause = ""
    if let whereRange = rest.rangeOfText(" where ") {
      whereClause = String(rest[whereRange.upperBound...])
      rest = String(rest[..<whereRange.lowerBound])
    }
    let name: String
    var constraint = ""
    if let colon = rest.rangeOfText(" : ") ?? rest.rangeOfText(": ") {
      name = String(rest[..<colon.lowerBound]).trimmingSpaces()
      constraint = splitTopLevel(String(rest[colon.upperBound...])).joined(separator: " & ")
    } else {
      name = rest.trimmingSpaces()
    }
    guard !names.contains(name) else { return }
    names.append(name)
    mocked.genericParameters.append(constraint.isEmpty ? name : "\(name): \(constraint)")
    for requirement in splitTopLevel(whereClause) {
      let normalized = requirement.replacingAll(" :", with: ":")
      if !mocked.whereRequirements.contains(normalized) {
        mocked.whereRequirements.append(normalized)
      }
    }
  }

  /// Adds the members of a standard protocol that the symbol graph does not describe.
  private func addStandardProtocol(
    _ qualified: String, into mocked: inout MockedProtocol, seen: inout Set<String>
  ) {
    let nonisolated = mocked.globalActor != nil ? "nonisolated " : ""
    func property(_ name: String) {
      let declaration = "var \(name): String { get }"
      guard seen.insert(declaration).inserted else { return }
      mocked.requirements.append(
        Requirement(
          kind: .property, baseName: name, returnType: "String", declaration: declaration))
    }
    switch qualified {
    case "Swift.Sendable", "Swift.SendableMetatype", "Swift.Error", "Swift.AnyObject",
      "Swift.Identifiable", "Swift.Copyable", "Swift.Escapable", "Swift.BitwiseCopyable":
      break
    case "Swift.CustomStringConvertible":
      property("description")
    case "Swift.CustomDebugStringConvertible":
      property("debugDescription")
    case "Swift.Equatable":
      addEquatable(into: &mocked, nonisolated: nonisolated)
    case "Swift.Hashable":
      addEquatable(into: &mocked, nonisolated: nonisolated)
      if !mocked.extraMembers.contains(where: { $0.first?.containsText("hash(into") ?? false }) {
        mocked.extraMembers.append([
          "\(nonisolated)func hash(into hasher: inout Hasher) {",
          "  hasher.combine(ObjectIdentifier(self))",
          "}",
        ])
      }
    default:
      mocked.problems.append(
        "it inherits from \(qualified), whose requirements are not in this symbol graph; "
          + "write this mock by hand")
    }
  }

  private func addEquatable(into mocked: inout MockedProtocol, nonisolated: String) {
    guard !mocked.extraMembers.contains(where: { $0.first?.containsText("==") ?? false }) else {
      return
    }
    mocked.extraMembers.append([
      "\(nonisolated)static func == (lhs: \(mocked.mockName), rhs: \(mocked.mockName)) -> Bool {",
      "  lhs === rhs",
      "}",
    ])
  }

  /// The modules, other than this one and the standard library, whose types fragments name.
  func modules(in fragments: [SymbolGraph.Fragment]) -> Set<String> {
    var result: Set<String> = []
    for fragment in fragments {
      guard let id = fragment.preciseIdentifier, id.hasPrefix("s:") else { continue }
      let digits = id.dropFirst(2).prefix(while: \.isNumber)
      guard let length = Int(digits) else { continue }
      let name = String(id.dropFirst(2 + digits.count).prefix(length))
      guard name != graph.module.name, !name.hasPrefix("_"), !name.hasPrefix("Swift") else {
        continue
      }
      switch name {
      case "FoundationEssentials", "FoundationInternationalization", "CoreFoundation":
        result.insert("Foundation")
      default:
        result.insert(name)
      }
    }
    return result
  }
}
