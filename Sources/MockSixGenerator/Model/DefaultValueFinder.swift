/// Decides how an unstubbed call to a mock member makes its result.
///
/// MockSix makes many values at run time (the stub, the mock's `setDefault`, `MockDefault`, a
/// `CaseIterable` type's first case, the zero instance of a `Decodable` type), so a member whose
/// result it can make gets no written default and `setDefault` keeps working for it. For the
/// rest the generator writes a default that the symbol graph shows how to make: an enum's
/// first case, an initializer whose parameters all have defaults, a new mock of a protocol this
/// run mocks, and tuples and closures of those. What is left traps when called unstubbed, and
/// is listed in the generator's summary.
struct DefaultValueFinder {
  let index: SymbolIndex
  /// The mocks this run writes that `MockX()` creates, by protocol identifier, with their global actor.
  let constructibleMocks: [String: (mockName: String, globalActor: String?)]
  /// The modules the generated file imports with `@testable`.
  let testableModules: Set<String>

  /// Standard library types with a built-in `MockDefault`, by name.
  private static let runtimeStandardTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Bool", "String", "Substring", "Character", "Array", "ContiguousArray",
    "Dictionary", "Set", "Optional",
  ]
  /// Foundation types with a built-in `MockDefault`, by name.
  private static let runtimeFoundationTypes: Set<String> = [
    "Data", "Date", "URL", "UUID", "Decimal",
  ]
  /// Literals of standard types, for the parts of tuples and closure results.
  private static let literals: [String: String] = [
    "Int": "0", "Int8": "0", "Int16": "0", "Int32": "0", "Int64": "0", "UInt": "0", "UInt8": "0",
    "UInt16": "0", "UInt32": "0", "UInt64": "0", "Double": "0", "Float": "0", "Bool": "false",
    "String": "\"\"", "Substring": "\"\"", "Character": "\" \"", "Array": "[]",
    "ContiguousArray": "[]", "Dictionary": "[:]", "Set": "[]", "Optional": "nil",
  ]
  private static let decodableID = "s:Se"
  private static let caseIterableID = "s:s12CaseIterableP"
  private static let mockDefaultName = "MockDefault"

  /// The default of a requirement's result in a mock.
  func defaultValue(for requirement: Requirement, in model: MockModel) -> DefaultValue {
    guard let result = requirement.result, !result.isVoid else { return .none }
    if result.isSelf {
      let expression = requirement.isStatic ? model.mockName + "()" : "self"
      return .expression([Fragment(kind: "text", spelling: expression)])
    }
    let context = Context(model: model, requirement: requirement)
    let value = value(of: result, context, depth: 0)
    let unwrapped = result.unwrapped
    if case .expression(let fragments) = value,
      unwrapped.isFunction || unwrapped.tupleElements != nil
    {
      // A closure or tuple literal needs its type to convert, such as to a `@Sendable` function.
      return .expression(
        [Fragment(kind: "text", spelling: "(")] + fragments
          + [Fragment(kind: "text", spelling: " as ")] + result.fragments
          + [Fragment(kind: "text", spelling: ")")])
    }
    return value
  }

  private struct Context {
    let model: MockModel
    let requirement: Requirement
    var isolation: String? {
      (requirement.globalActor ?? model.globalActor)?.text
    }
  }

  private func value(of type: TypeReference, _ context: Context, depth: Int) -> DefaultValue {
    guard depth < 8 else { return .trap(reason: "\(type.text) is too deeply nested") }
    if type.isVoid { return .none }
    if type.isOptional || type.collectionLiteral != nil { return .runtime }
    let unwrapped = type.unwrapped
    if unwrapped.isFunction {
      return closure(unwrapped, context, depth: depth).map { .expression($0) }
        ?? .trap(reason: "\(type.text) returns a value that has no default")
    }
    if let elements = unwrapped.tupleElements {
      let parts = elements.map { literal(of: $0, context, depth: depth + 1) }
      guard parts.allSatisfy({ $0 != nil }) else {
        return .trap(reason: "a part of \(type.text) has no default")
      }
      var fragments: [Fragment] = [Fragment(kind: "text", spelling: "(")]
      for (number, part) in parts.enumerated() {
        if number > 0 { fragments.append(Fragment(kind: "text", spelling: ", ")) }
        fragments += part ?? []
      }
      fragments.append(Fragment(kind: "text", spelling: ")"))
      return .expression(fragments)
    }
    if let instance = unwrapped.metatypeInstance {
      return metatype(of: instance, context).map { .expression($0) }
        ?? .trap(reason: "\(type.text) names a type the mock cannot name")
    }
    if let fixed = fixedType(unwrapped, context) {
      return value(of: fixed, context, depth: depth + 1)
    }
    if let associated = associatedTypeName(unwrapped, context) {
      return genericValue(
        named: associated,
        constraints: context.model.associatedTypes
          .first { $0.name == associated }?.constraints ?? [], kind: "an associated type")
    }
    if let first = unwrapped.fragments.first, unwrapped.fragments.count == 1,
      first.kind == "typeIdentifier", first.preciseIdentifier == nil,
      context.requirement.genericParameters.contains(first.spelling)
    {
      return genericValue(
        named: first.spelling,
        constraints: constraints(of: first.spelling, in: context.requirement.whereClause),
        kind: "a generic parameter")
    }
    if let protocolID = existentialProtocol(unwrapped) {
      return mockExpression(protocolID, context).map { .expression($0) }
        ?? .trap(reason: "\(type.text) is a protocol this run does not mock")
    }
    guard let id = unwrapped.nominalIdentifier else {
      return .trap(reason: "\(type.text) has no default")
    }
    return nominalValue(id, unwrapped, context, depth: depth)
  }

  private func nominalValue(
    _ id: String, _ type: TypeReference, _ context: Context, depth: Int
  ) -> DefaultValue {
    let name = type.nominalName ?? ""
    let module = index.module(of: id)
    if module == "Swift" && Self.runtimeStandardTypes.contains(name) { return .runtime }
    if module == "Foundation" && Self.runtimeFoundationTypes.contains(name) { return .runtime }
    if module == "Swift" && name == "Result" {
      return type.genericArguments.contains(where: { isDecodable($0, context) })
        ? .runtime : .trap(reason: "neither part of \(type.text) is Decodable")
    }
    guard let symbol = index.symbol(id) else {
      return .trap(reason: "\(type.text) has no default the symbol graphs show")
    }
    switch symbol.kind.identifier {
    case SymbolKind.typeAlias:
      guard let underlying = aliasedType(symbol) else { break }
      return value(of: underlying, context, depth: depth + 1)
    case SymbolKind.protocolKind:
      return mockExpression(id, context).map { .expression($0) }
        ?? .trap(reason: "\(type.text) is a protocol this run does not mock")
    default:
      break
    }
    if index.conforms(id, to: Self.decodableID) || index.conforms(id, to: Self.caseIterableID) {
      return .runtime
    }
    if let expression = construction(of: id, symbol, type) { return .expression(expression) }
    return .trap(reason: "\(type.text) has no accessible way to make a value")
  }

  /// An expression that makes a value of a type of a graph read: a case or an initializer call.
  private func construction(
    of id: String, _ symbol: SymbolGraph.Symbol, _ type: TypeReference
  ) -> [Fragment]? {
    guard isAccessible(symbol, id) else { return nil }
    let reference = type.fragments
    let members = (index.members[id] ?? []).compactMap(index.symbol)
    if symbol.kind.identifier == "swift.enum" {
      let plainCase = members.first { member in
        member.kind.identifier == SymbolKind.enumCase
          && !member.declarationFragments.contains { $0.spelling.contains("(") }
          && member.availability == nil
      }
      guard let plainCase else { return nil }
      let caseName = plainCase.names.title.split(separator: ".").last.map(String.init) ?? ""
      return reference + [Fragment(kind: "text", spelling: "." + escapedMember(caseName))]
    }
    guard ["swift.struct", "swift.class"].contains(symbol.kind.identifier) else { return nil }
    let usable = members.contains { member in
      guard member.kind.identifier == SymbolKind.initializer, isAccessible(member, id) else {
        return false
      }
      let reader = FragmentReader(member.declarationFragments)
      guard
        let keyword = reader.findFragment(where: { $0.kind == "keyword" && $0.spelling == "init" }),
        reader.character(at: keyword + 1) == "(",
        let close = reader.indexAfterClosing(keyword + 1)
      else { return false }
      // No effects after the parameters, and every parameter has a default.
      if reader.findFragment(from: close, where: { $0.kind == "keyword" }) != nil { return false }
      let parameters = reader.split((keyword + 2)..<(close - 1), at: ",", depth: 1)
      return parameters.allSatisfy { $0.text.containsText(" = ") }
    }
    guard usable else { return nil }
    return reference + [Fragment(kind: "text", spelling: "()")]
  }

  private func isAccessible(_ symbol: SymbolGraph.Symbol, _ typeID: String) -> Bool {
    switch symbol.accessLevel {
    case "public", "open": return true
    case "internal":
      return index.module(of: typeID).map(testableModules.contains) ?? false
    default: return false
    }
  }

  /// `MockX()` for a protocol this run mocks, when the member can call it.
  private func mockExpression(_ protocolID: String, _ context: Context) -> [Fragment]? {
    guard let mock = constructibleMocks[protocolID] else { return nil }
    if let isolation = mock.globalActor, isolation != context.isolation { return nil }
    return [Fragment(kind: "text", spelling: mock.mockName + "()")]
  }

  /// The protocol of an existential such as `any Logger` or `any Logger.Type`, if it is one.
  private func existentialProtocol(_ type: TypeReference) -> String? {
    var fragments = type.fragments
    if let first = fragments.first, first.kind == "text" || first.kind == "keyword",
      first.spelling.trimmingSpaces() == "any"
    {
      fragments.removeFirst()
    } else if let first = fragments.first, first.kind == "text", first.spelling.hasPrefix("any ") {
      fragments[0].spelling.removeFirst(4)
      fragments = fragments.trimmed()
    }
    let reference = TypeReference(fragments)
    guard let id = reference.nominalIdentifier,
      index.symbol(id)?.kind.identifier == SymbolKind.protocolKind,
      reference.genericArguments.isEmpty
    else { return nil }
    return id
  }

  /// The associated type that a type names as `Self.X`, if that is all it names.
  private func associatedTypeName(_ type: TypeReference, _ context: Context) -> String? {
    guard let name = selfMemberName(type) else { return nil }
    return context.model.associatedTypes.contains { $0.name == name } ? name : nil
  }

  /// `X.self` for a metatype: the mock for `Self` and mocked protocols, the type for named types.
  private func metatype(of instance: TypeReference, _ context: Context) -> [Fragment]? {
    if instance.isSelf {
      return [Fragment(kind: "text", spelling: context.model.mockName + ".self")]
    }
    if let protocolID = existentialProtocol(instance) {
      guard let mock = constructibleMocks[protocolID] else { return nil }
      return [Fragment(kind: "text", spelling: mock.mockName + ".self")]
    }
    guard let id = instance.nominalIdentifier, instance.genericArguments.isEmpty,
      index.symbol(id)?.kind.identifier != SymbolKind.protocolKind
    else { return nil }
    return instance.fragments + [Fragment(kind: "text", spelling: ".self")]
  }

  /// The type that a same-type requirement fixes `Self.X` to.
  private func fixedType(_ type: TypeReference, _ context: Context) -> TypeReference? {
    guard let name = selfMemberName(type) else { return nil }
    return context.model.fixedTypes.first { $0.name == name }?.type
  }

  /// The name of a member type of the protocol that a type is, as `Self.X` or a bare `X`.
  private func selfMemberName(_ type: TypeReference) -> String? {
    let fragments = type.fragments
    if fragments.count == 3, fragments[0].isSelf, fragments[1].spelling == "." {
      return fragments[2].spelling
    }
    if fragments.count == 1, let id = fragments[0].preciseIdentifier,
      index.isProtocolMemberType(id)
    {
      return fragments[0].spelling
    }
    return nil
  }

  /// The default of a generic parameter: MockSix makes it at run time if its constraints allow.
  private func genericValue(
    named name: String, constraints: [TypeReference], kind: String
  ) -> DefaultValue {
    let runtime = constraints.contains { constraint in
      let id = constraint.nominalIdentifier
      return id == Self.decodableID || id == Self.caseIterableID
        || constraint.text == Self.mockDefaultName || constraint.text.hasSuffix(".MockDefault")
        || (id.map { index.conforms($0, to: Self.decodableID) } ?? false)
    }
    return runtime ? .runtime : .trap(reason: "\(name) is \(kind), whose type the mock cannot know")
  }

  /// The conformance constraints that a `where` clause puts on a generic parameter.
  private func constraints(of name: String, in whereClause: [Fragment]) -> [TypeReference] {
    let reader = FragmentReader(whereClause)
    return reader.split(0..<reader.count, at: ",").compactMap { part in
      let partReader = FragmentReader(part)
      guard part.first?.spelling == name, let colon = partReader.find(":"),
        partReader.find("==") == nil
      else { return nil }
      return TypeReference(partReader.fragments((colon + 1)..<partReader.count))
    }
  }

  /// Whether MockSix can make a value of a type by decoding it.
  private func isDecodable(_ type: TypeReference, _ context: Context) -> Bool {
    if type.isOptional || type.collectionLiteral != nil { return true }
    guard let id = type.nominalIdentifier else { return false }
    let name = type.nominalName ?? ""
    let module = index.module(of: id)
    if module == "Swift" && Self.literals[name] != nil { return true }
    if module == "Foundation" && Self.runtimeFoundationTypes.contains(name) { return true }
    return index.conforms(id, to: Self.decodableID)
  }

  /// An expression for a tuple part or closure result: a literal, or a written default.
  private func literal(of type: TypeReference, _ context: Context, depth: Int) -> [Fragment]? {
    if type.isOptional { return [Fragment(kind: "text", spelling: "nil")] }
    if let literal = type.collectionLiteral { return [Fragment(kind: "text", spelling: literal)] }
    if let id = type.unwrapped.nominalIdentifier, index.module(of: id) == "Swift",
      let name = type.unwrapped.nominalName, let literal = Self.literals[name]
    {
      return [Fragment(kind: "text", spelling: literal)]
    }
    if case .expression(let fragments) = value(of: type, context, depth: depth) {
      return fragments
    }
    return nil
  }

  /// A closure that ignores its arguments and returns its result's default.
  private func closure(_ type: TypeReference, _ context: Context, depth: Int) -> [Fragment]? {
    guard let shape = type.functionShape else { return nil }
    let arguments =
      shape.parameterCount == 0
      ? "" : Array(repeating: "_", count: shape.parameterCount).joined(separator: ", ") + " in"
    if shape.result.isVoid {
      return [
        Fragment(kind: "text", spelling: "{" + (arguments.isEmpty ? "" : " " + arguments) + " }")
      ]
    }
    guard let body = literal(of: shape.result, context, depth: depth + 1) else { return nil }
    return [Fragment(kind: "text", spelling: "{ " + (arguments.isEmpty ? "" : arguments + " "))]
      + body + [Fragment(kind: "text", spelling: " }")]
  }

  /// The type that a typealias names.
  private func aliasedType(_ symbol: SymbolGraph.Symbol) -> TypeReference? {
    let reader = FragmentReader(symbol.declarationFragments)
    guard let equals = reader.find(" = ") else { return nil }
    return TypeReference(reader.fragments((equals + 3)..<reader.count))
  }

  private func escapedMember(_ name: String) -> String {
    dotKeywords.contains(name) || swiftKeywords.contains(name) ? "`\(name)`" : name
  }
}
