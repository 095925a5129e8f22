/// Builds a ``Requirement`` from a requirement symbol.
///
/// Parameters and the result come from the symbol's function signature, generic parameters
/// from its generics, the kind from its symbol kind; the declaration fragments supply what the
/// signature leaves out: `inout` and ownership, `@escaping`, effects, accessors and the
/// requirement's `where` clause.
struct RequirementReader {
  let index: SymbolIndex

  /// What reading a requirement gave.
  enum Outcome {
    case requirement(Requirement)
    /// The requirement needs no witness, such as one unavailable everywhere.
    case ignored
    /// The requirement cannot be mocked, for the given reason.
    case problem(String)
  }

  private static let introducers: Set<String> = ["func", "var", "let", "subscript", "init"]

  /// Reads one requirement of a protocol, or says why it is ignored or cannot be mocked.
  func read(_ symbol: SymbolGraph.Symbol, protocolName: String) -> Outcome {
    let declaration = symbol.declarationFragments.text
    var requirement = Requirement(
      kind: .method, baseName: "", declaration: declaration, location: symbol.location,
      protocolName: protocolName)
    let kind = symbol.kind.identifier
    switch kind {
    case "swift.method", "swift.type.method":
      requirement.kind = .method
    case "swift.property", "swift.type.property":
      requirement.kind = .property
    case "swift.subscript", "swift.type.subscript":
      requirement.kind = .subscriptMember
    case "swift.init":
      requirement.kind = .initializer
    case SymbolKind.operatorKind:
      // A protocol's operator is a static method named by its symbols, such as `+`.
      requirement.kind = .method
    default:
      return .problem(
        "`\(declaration)` is a \(kind) requirement, which the generator does not know")
    }
    requirement.isStatic = kind.hasPrefix("swift.type.") || kind == SymbolKind.operatorKind
    if kind == SymbolKind.operatorKind, let fixity = Self.unaryFixity(of: symbol) {
      requirement.attributes.append(fixity)
    }

    let (availability, unavailable, isUnavailable) = Availability.attributes(symbol.availability)
    if isUnavailable { return .ignored }
    requirement.availability = availability
    requirement.unavailablePlatforms = unavailable

    let reader = FragmentReader(symbol.declarationFragments)
    guard
      let introducer = reader.findFragment(where: {
        $0.kind == "keyword" && Self.introducers.contains($0.spelling)
      })
    else {
      return .problem("`\(declaration)` has no declaration keyword the generator knows")
    }
    if let problem = readHead(reader, upTo: introducer, into: &requirement, declaration) {
      return .problem(problem)
    }
    switch requirement.kind {
    case .property:
      return readProperty(reader, after: introducer, symbol: symbol, into: requirement)
    case .method, .subscriptMember, .initializer:
      return readFunction(reader, after: introducer, symbol: symbol, into: requirement)
    }
  }

  /// `prefix` or `postfix` for an operator requirement that declares one, from its identifier;
  /// nil for an infix operator.
  ///
  /// NB: The graph's declaration drops the modifier (`prefix static func - (x: Self) -> Self`
  ///     reads `static func - (x: Self) -> Self`); the symbol's mangled name keeps it, after the
  ///     operator's encoded name: `1sop` for prefix `-`, `oP` for postfix, `oi` for infix.
  static func unaryFixity(of symbol: SymbolGraph.Symbol) -> String? {
    let codes: [Character: Character] = [
      "&": "a", "@": "c", "/": "d", "=": "e", ">": "g", "<": "l", "*": "m", "!": "n", "|": "o",
      "+": "p", "%": "r", "-": "s", "~": "t", "^": "x", ".": "z", "?": "q",
    ]
    guard let name = symbol.pathComponents.last?.split(separator: "(").first else { return nil }
    let encoded = name.compactMap { codes[$0] }
    guard encoded.count == name.count else { return nil }
    let stem = String(name.count) + String(encoded) + "o"
    let id = symbol.identifier.precise
    if id.containsText(stem + "p") { return "prefix" }
    if id.containsText(stem + "P") { return "postfix" }
    return nil
  }

  /// Reads attributes and modifiers before the declaration keyword.
  private func readHead(
    _ reader: FragmentReader, upTo introducer: Int, into requirement: inout Requirement,
    _ declaration: String
  ) -> String? {
    var position = 0
    while position < introducer {
      guard let fragment = reader.fragment(at: position) else {
        position += 1
        continue
      }
      switch (fragment.kind, fragment.spelling) {
      case ("keyword", "static"), ("keyword", "class"):
        requirement.isStatic = true
      case ("keyword", "distributed"):
        return "`\(declaration)` is a distributed requirement; write this mock by hand"
      case ("keyword", "mutating"):
        requirement.isMutating = true
      case ("attribute", "nonisolated"), ("keyword", "nonisolated"):
        requirement.attributes.append("nonisolated")
      case ("attribute", let spelling) where spelling.hasPrefix("@discardableResult"):
        requirement.attributes.append("@discardableResult")
      case ("attribute", "@"):
        // `@Name` or `@Name<Arguments>`: a global actor is kept, a result builder is not.
        if let name = reader.fragment(at: position + 1), name.kind == "attribute" {
          if GlobalActors.isGlobalActor(name.preciseIdentifier, in: index) {
            requirement.globalActor = TypeReference(
              [
                Fragment(
                  kind: "typeIdentifier", spelling: name.spelling,
                  preciseIdentifier: name.preciseIdentifier)
              ])
          } else {
            // A result builder, which a witness infers; an explicit `return` turns it off.
            requirement.hasResultBuilder = true
          }
          position += 1
          if reader.character(at: position + 1) == "<",
            let end = reader.indexAfterClosing(position + 1)
          {
            position = end - 1
          }
        }
      default:
        break  // nonmutating, override, optional and attributes a mock does not need
      }
      position += 1
    }
    return nil
  }

  /// Reads a property: its name, type and accessors.
  private func readProperty(
    _ reader: FragmentReader, after introducer: Int, symbol: SymbolGraph.Symbol,
    into requirement: Requirement
  ) -> Outcome {
    var requirement = requirement
    let declaration = requirement.declaration
    guard
      let nameIndex = reader.findFragment(from: introducer + 1, where: { $0.kind == "identifier" }),
      let colon = reader.find(":", from: nameIndex + 1),
      let brace = reader.find("{", from: colon + 1)
    else {
      return .problem("`\(declaration)` has no type or accessors the generator can read")
    }
    requirement.baseName = unescaped(reader.fragment(at: nameIndex)?.spelling ?? "")
    requirement.result = TypeReference(reader.fragments((colon + 1)..<brace))
    readAccessors(reader, from: brace, into: &requirement)
    return .requirement(requirement)
  }

  /// Reads a method, initializer or subscript: its name, parameters, effects and result.
  private func readFunction(
    _ reader: FragmentReader, after introducer: Int, symbol: SymbolGraph.Symbol,
    into requirement: Requirement
  ) -> Outcome {
    var requirement = requirement
    let declaration = requirement.declaration
    switch requirement.kind {
    case .method:
      guard
        let nameIndex = reader.findFragment(
          from: introducer + 1, where: { $0.kind == "identifier" })
      else { return .problem("`\(declaration)` has no name") }
      requirement.baseName = unescaped(reader.fragment(at: nameIndex)?.spelling ?? "")
    case .initializer:
      requirement.baseName = "init"
      if let mark = reader.character(at: introducer + 1), mark == "?" || mark == "!" {
        requirement.failability = String(mark)
      }
    default:
      requirement.baseName = "subscript"
    }
    guard let open = reader.find("(", from: introducer + 1),
      let close = reader.indexAfterClosing(open)
    else { return .problem("`\(declaration)` has no parameter list the generator can read") }

    requirement.genericParameters = (symbol.swiftGenerics?.parameters ?? [])
      .filter { $0.depth >= 1 }.sorted { $0.index < $1.index }.map(\.name)
    guard let parameters = readParameters(reader, open: open, close: close, symbol: symbol)
    else { return .problem("`\(declaration)` has parameters the generator cannot read") }
    requirement.parameters = DroppedFunctionAttributes.restore(in: parameters, of: symbol)

    var position = readEffects(
      reader, from: close, isAsync: &requirement.isAsync, throwing: &requirement.throwing)
    if requirement.kind != .initializer {
      requirement.result = readResult(reader, from: position, symbol: symbol)
    }
    if let whereKeyword = reader.findFragment(
      from: position, where: { $0.kind == "keyword" && $0.spelling == "where" })
    {
      let end = reader.find("{", from: whereKeyword + 1) ?? reader.count
      requirement.whereClause = reader.fragments((whereKeyword + 1)..<end).trimmed()
      position = end
    }
    if requirement.kind == .subscriptMember {
      guard let brace = reader.find("{", from: close) else {
        return .problem("`\(declaration)` has no accessors the generator can read")
      }
      readAccessors(reader, from: brace, into: &requirement)
    }
    return markNoncopyableArguments(of: requirement)
  }

  /// The result type of a function, from its signature; nil for `Void`.
  private func readResult(
    _ reader: FragmentReader, from position: Int, symbol: SymbolGraph.Symbol
  ) -> TypeReference? {
    var returns = TypeReference(symbol.functionSignature?.returns ?? [])
    // NB: The signature spells an implicitly unwrapped result `Int!` as `Int?`, which does not
    //     satisfy the requirement; the declaration keeps the `!`.
    if let arrow = reader.find("->", from: position) {
      let end =
        reader.findFragment(
          from: arrow, where: { $0.kind == "keyword" && $0.spelling == "where" })
        ?? reader.find("{", from: arrow) ?? reader.count
      let declared = TypeReference(reader.fragments((arrow + 2)..<end))
      if case .optional(_, implicitlyUnwrapped: true) = declared.shape,
        case .optional(_, implicitlyUnwrapped: false) = returns.shape
      {
        returns.fragments[returns.fragments.count - 1].spelling.removeLast()
        returns.fragments[returns.fragments.count - 1].spelling.append("!")
      }
    }
    return returns.isVoid ? nil : returns
  }

  /// Logs the arguments of generic parameters that may be noncopyable as placeholders; a result
  /// of such a type is a problem.
  private func markNoncopyableArguments(of requirement: Requirement) -> Outcome {
    var requirement = requirement
    let noncopyableGenerics = noncopyableGenericParameters(requirement.whereClause)
    for index in requirement.parameters.indices
    where noncopyableGenerics.contains(requirement.parameters[index].type.text) {
      requirement.parameters[index].logging = .placeholder("<noncopyable argument>")
    }
    if let result = requirement.result, noncopyableGenerics.contains(result.text) {
      return .problem(
        "`\(requirement.declaration)` returns a value that may be noncopyable, which a mock "
          + "cannot make; write this mock by hand")
    }
    return .requirement(requirement)
  }

  /// The generic parameters that a `where` clause declares noncopyable, such as `T: ~Copyable`.
  private func noncopyableGenericParameters(_ whereClause: [Fragment]) -> Set<String> {
    var result: Set<String> = []
    for requirement in GenericRequirement.read(whereClause)
    where requirement.rhs.text.containsText("~Copyable")
      || requirement.rhs.text.containsText("~Escapable")
    {
      if let first = requirement.lhs.fragments.first, first.kind == "typeIdentifier" {
        result.insert(first.spelling)
      }
    }
    return result
  }
}
