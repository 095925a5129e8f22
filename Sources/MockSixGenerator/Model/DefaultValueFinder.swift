/// Decides how an unstubbed call to a mock member makes its result.
///
/// MockSix makes many values at run time (the stub, the mock's `setDefault`, `MockDefault`, a
/// `CaseIterable` type's first case, the zero instance of a `Decodable` type), so a member whose
/// result it can make gets no written default and `setDefault` keeps working for it. For the
/// rest the generator writes a default that the symbol graphs show how to make: an enum case,
/// a static property of the type, an initializer whose parameters have defaults or values the
/// generator can write, a new mock of a protocol this run mocks, and tuples and closures of
/// those. What is left traps when called unstubbed, and is listed in the generator's summary.
struct DefaultValueFinder {
  let index: SymbolIndex
  /// The mocks this run writes that `MockX()` creates, by protocol identifier, with their global actor.
  let constructibleMocks: [String: (mockName: String, globalActor: String?)]
  /// The modules the generated file imports with `@testable`.
  let testableModules: Set<String>

  /// Standard library types with a built-in `MockDefault`, by name, with their literals.
  private static let standardLiterals: [String: String] = [
    "Int": "0", "Int8": "0", "Int16": "0", "Int32": "0", "Int64": "0", "UInt": "0", "UInt8": "0",
    "UInt16": "0", "UInt32": "0", "UInt64": "0", "Double": "0", "Float": "0", "Bool": "false",
    "String": "\"\"", "Substring": "\"\"", "Character": "\" \"", "Array": "[]",
    "ContiguousArray": "[]", "Dictionary": "[:]", "Set": "[]", "Optional": "nil",
  ]
  /// Foundation types with a built-in `MockDefault`, by name.
  private static let runtimeFoundationTypes: Set<String> = [
    "Data", "Date", "URL", "UUID", "Decimal",
  ]
  /// The standard library's type-erasing wrappers, which MockSix makes empty, by name.
  private static let runtimeEmptyWrappers: Set<String> = [
    "AnySequence", "AnyCollection", "AnyBidirectionalCollection", "AnyRandomAccessCollection",
    "AnyIterator",
  ]

  /// The standard protocols whose existentials MockSix makes up a value of (an executor that runs
  /// each job at once), by identifier.
  private static let runtimeExistentials: [String: String] = [
    "s:Scf": "SerialExecutor", "s:ScF": "Executor",
  ]

  /// The names of every type MockSix makes by itself that this finder leaves to it, which
  /// MockSix's own table of makeable types is tested against.
  static var runtimeTypeNames: Set<String> {
    Set(standardLiterals.keys).union(runtimeFoundationTypes).union(runtimeEmptyWrappers)
      .union(runtimeExistentials.values)
  }
  private static let decodableID = "s:Se"
  private static let caseIterableID = "s:s12CaseIterableP"
  private static let maximumDepth = 6

  /// The default of a requirement's result in a mock.
  func defaultValue(for requirement: Requirement, in model: MockModel) -> DefaultValue {
    guard let result = requirement.result, !result.isVoid else { return .none }
    let context = Context(model: model, requirement: requirement)
    if result.isSelf {
      let expression = requirement.isStatic ? model.mockName + "()" : "self"
      return .expression([Fragment(kind: "text", spelling: expression)])
    }
    if model.standardConformances.contains(.serialExecutor), !requirement.isStatic,
      isExecutorExistential(result)
    {
      return .mockItself  // a serial executor's mock is its own executor, as `EventLoop`'s is
    }
    if !result.isOptional, let protocolID = existentialProtocol(result.unwrapped) {
      if protocolID == model.protocolID, model.associatedTypes.isEmpty, !requirement.isStatic {
        return .mockItself
      }
      if mockExpression(protocolID, context) != nil, let mock = constructibleMocks[protocolID] {
        return .childMock(mockName: mock.mockName)
      }
    }
    if let runtime = runtimeDefault(of: result, context) {
      guard runtime == .runtime, let name = decodesItself(result) else { return runtime }
      // The zero value may not decode, so a value the generator can write is the better default.
      if let fragments = expression(of: result, context, depth: 0),
        !result.unwrapped.isFunction, result.unwrapped.tupleElements == nil
      {
        return .expression(fragments)
      }
      return .runtimeMayTrap(
        reason: "\(name) decodes itself with its own init(from:), which may reject the value "
          + "MockSix decodes")
    }
    guard let fragments = expression(of: result, context, depth: 0) else {
      return .trap(reason: reason(result, context))
    }
    let unwrapped = result.unwrapped
    if unwrapped.isFunction || unwrapped.tupleElements != nil || isProtocol(unwrapped) {
      // A closure or tuple literal needs its type to convert, such as to a `@Sendable` function;
      // a new mock of a protocol needs the protocol's type, or the registration's result type
      // would be the mock's and a stub of another conforming type would not fit it.
      // NB: Not in parentheses: `x as any P` passed to a generic parameter keeps Swift from
      //     opening the existential, which would make the mock's type the result type again.
      return .expression(fragments + [Fragment(kind: "text", spelling: " as ")] + result.fragments)
    }
    return .expression(fragments)
  }

  private struct Context {
    let model: MockModel
    let requirement: Requirement
    var isolation: String? {
      (requirement.globalActor ?? model.globalActor)?.text
    }
  }

  // MARK: - What MockSix makes at run time

  /// `.runtime` when MockSix makes a value of the type, `.dependsOnType` for a generic type.
  private func runtimeDefault(of type: TypeReference, _ context: Context) -> DefaultValue? {
    let unwrapped = type.unwrapped
    if unwrapped.isFunction || unwrapped.tupleElements != nil { return nil }
    if isRuntimeDecodable(type, context) { return .runtime }
    if let fixed = fixedType(unwrapped, context) { return runtimeDefault(of: fixed, context) }
    if let name = associatedTypeName(unwrapped, context) {
      let constraints = context.model.associatedTypes.first { $0.name == name }?.constraints ?? []
      return genericDefault(named: name, constraints: constraints)
    }
    if let first = unwrapped.fragments.first, first.isSelf, unwrapped.fragments.count > 3 {
      // A member of an associated type, such as `Self.Instant.Duration`.
      let name = unwrapped.fragments.dropFirst(2).first?.spelling ?? "Self"
      if context.model.associatedTypes.contains(where: { $0.name == name }) {
        return .dependsOnType(
          FragmentReader(unwrapped.fragments).fragments(
            2..<FragmentReader(unwrapped.fragments).count
          ).text)
      }
    }
    if let name = genericParameterName(unwrapped, context) {
      return genericDefault(
        named: name, constraints: constraints(of: name, in: context.requirement.whereClause))
    }
    guard let id = unwrapped.nominalIdentifier, let symbol = index.symbol(id) else { return nil }
    if symbol.kind.identifier == SymbolKind.typeAlias, let underlying = aliasedType(symbol) {
      return runtimeDefault(of: underlying, context)
    }
    if index.conforms(id, to: Self.caseIterableID) { return .runtime }
    return nil
  }

  /// The name of a type of a graph read that is decoded by an `init(from:)` of its own.
  ///
  /// An `init(from:)` that Swift synthesizes has no source location in the graph, and decodes
  /// whatever MockSix encodes, so it does not count.
  private func decodesItself(_ type: TypeReference) -> String? {
    let unwrapped = type.unwrapped
    guard !type.isOptional, type.collectionLiteral == nil, let id = unwrapped.nominalIdentifier,
      index.symbol(id) != nil
    else { return nil }
    let ownDecoder = (index.members[id] ?? []).compactMap(index.symbol).contains {
      $0.kind.identifier == SymbolKind.initializer && $0.names.title == "init(from:)"
        && $0.location != nil
    }
    return ownDecoder ? unwrapped.text : nil
  }

  /// Whether MockSix makes a value of a type: built in, or by decoding it.
  private func isRuntimeDecodable(_ type: TypeReference, _ context: Context) -> Bool {
    if type.isOptional || type.collectionLiteral != nil { return true }
    if isExecutorExistential(type) { return true }
    let unwrapped = type.unwrapped
    guard let id = unwrapped.nominalIdentifier else { return false }
    let name = unwrapped.nominalName ?? ""
    switch index.module(of: id) {
    case "Swift":
      if Self.standardLiterals[name] != nil || Self.runtimeEmptyWrappers.contains(name) {
        return true
      }
      if name == "Result" {
        return unwrapped.genericArguments.contains { isRuntimeDecodable($0, context) }
      }
      return false
    case "Foundation":
      return Self.runtimeFoundationTypes.contains(name)
    default:
      if let symbol = index.symbol(id), symbol.kind.identifier == SymbolKind.typeAlias,
        let underlying = aliasedType(symbol)
      {
        return isRuntimeDecodable(underlying, context)
      }
      return index.conforms(id, to: Self.decodableID)
    }
  }

  /// Whether a type is `any SerialExecutor` or `any Executor`, which MockSix makes up.
  private func isExecutorExistential(_ type: TypeReference) -> Bool {
    let named = type.unwrapped.fragments.filter { $0.kind == "typeIdentifier" }
    return type.unwrapped.text.hasPrefix("any ") && named.count == 1
      && Self.runtimeExistentials[named[0].preciseIdentifier ?? ""] != nil
  }

  /// The default of a generic parameter: MockSix makes it at run time if its type has one.
  private func genericDefault(named name: String, constraints: [TypeReference]) -> DefaultValue {
    let runtime = constraints.contains { constraint in
      let id = constraint.nominalIdentifier
      return id == Self.decodableID || id == Self.caseIterableID
        || constraint.text == "MockDefault" || constraint.text.hasSuffix(".MockDefault")
        || (id.map { index.conforms($0, to: Self.decodableID) } ?? false)
    }
    return runtime ? .runtime : .dependsOnType(name)
  }

  // MARK: - What the generator writes

  /// An expression that makes a value of a type, if the symbol graphs show one.
  private func expression(of type: TypeReference, _ context: Context, depth: Int) -> [Fragment]? {
    guard depth < Self.maximumDepth, !type.isVoid else { return nil }
    if type.isSelf {
      return [
        Fragment(
          kind: "text",
          spelling: context.requirement.isStatic ? "\(context.model.mockName)()" : "self")
      ]
    }
    if type.isOptional { return [Fragment(kind: "text", spelling: "nil")] }
    if let literal = type.collectionLiteral { return [Fragment(kind: "text", spelling: literal)] }
    let unwrapped = type.unwrapped
    if unwrapped.isFunction { return closure(unwrapped, context, depth: depth) }
    if let elements = unwrapped.tupleElements {
      var fragments: [Fragment] = [Fragment(kind: "text", spelling: "(")]
      for (number, element) in elements.enumerated() {
        guard let part = expression(of: element, context, depth: depth + 1) else { return nil }
        if number > 0 { fragments.append(Fragment(kind: "text", spelling: ", ")) }
        fragments += part
      }
      return fragments + [Fragment(kind: "text", spelling: ")")]
    }
    if let instance = unwrapped.metatypeInstance { return metatype(of: instance, context) }
    if let fixed = fixedType(unwrapped, context) {
      return expression(of: fixed, context, depth: depth + 1)
    }
    if let protocolID = existentialProtocol(unwrapped) {
      return mockExpression(protocolID, context)
    }
    guard let id = unwrapped.nominalIdentifier else { return nil }
    if index.module(of: id) == "Swift", let name = unwrapped.nominalName,
      let literal = Self.standardLiterals[name]
    {
      return [Fragment(kind: "text", spelling: literal)]
    }
    if id == "s:s6ResultO", let success = unwrapped.genericArguments.first {
      // A success, so that an unstubbed call does not take the error path.
      let value =
        success.isVoid
        ? [Fragment(kind: "text", spelling: "()")]
        : expression(of: success, context, depth: depth + 1)
      guard let value else { return nil }
      return unwrapped.fragments + [Fragment(kind: "text", spelling: ".success(")] + value
        + [Fragment(kind: "text", spelling: ")")]
    }
    guard let symbol = index.symbol(id) else { return nil }
    switch symbol.kind.identifier {
    case SymbolKind.typeAlias:
      return aliasedType(symbol).flatMap { expression(of: $0, context, depth: depth + 1) }
    case SymbolKind.protocolKind:
      return mockExpression(id, context)
    default:
      return construction(of: id, symbol, unwrapped, context, depth: depth)
    }
  }

  /// Makes a value of a type of a graph read: a case, a static property or an initializer call.
  private func construction(
    of id: String, _ symbol: SymbolGraph.Symbol, _ type: TypeReference, _ context: Context,
    depth: Int
  ) -> [Fragment]? {
    guard isAccessible(symbol, id) else { return nil }
    let members = (index.members[id] ?? []).compactMap(index.symbol)
      .filter { isAccessible($0, id) && $0.availability == nil }
    let reference = type.fragments
    // An enum case without a payload.
    for member in members where member.kind.identifier == SymbolKind.enumCase {
      let reader = FragmentReader(member.declarationFragments)
      if reader.find("(") == nil, let name = memberName(member) {
        return reference + [Fragment(kind: "text", spelling: "." + name)]
      }
    }
    // A static property of the type itself, such as `HTTPStatus.ok`.
    for member in members where member.kind.identifier == "swift.type.property" {
      let reader = FragmentReader(member.declarationFragments)
      guard let colon = reader.find(":") else { continue }
      let end = reader.find("{", from: colon) ?? reader.count
      let propertyType = TypeReference(reader.fragments((colon + 1)..<end))
      // The type's own generic parameters stand for the arguments of the type asked for.
      let ownParameters = propertyType.genericArguments.allSatisfy {
        $0.fragments.count == 1 && $0.fragments[0].preciseIdentifier == nil
      }
      if propertyType.nominalIdentifier == id, !propertyType.isOptional, ownParameters,
        let name = memberName(member)
      {
        return reference + [Fragment(kind: "text", spelling: "." + name)]
      }
    }
    // An initializer whose parameters have defaults or values the generator can write.
    if symbol.kind.identifier == "swift.struct" || symbol.kind.identifier == "swift.class" {
      var best: [Fragment]?
      var bestCount = Int.max
      for member in members where member.kind.identifier == SymbolKind.initializer {
        guard let call = initializerCall(member, context, depth: depth),
          call.required < bestCount
        else { continue }
        best = reference + call.fragments
        bestCount = call.required
      }
      if let best { return best }
    }
    // An enum case whose payload the generator can write.
    for member in members where member.kind.identifier == SymbolKind.enumCase {
      guard let name = memberName(member),
        let arguments = arguments(of: member, afterKeyword: nil, context, depth: depth)
      else { continue }
      return reference + [Fragment(kind: "text", spelling: "." + name)] + arguments.fragments
    }
    return nil
  }

  /// The arguments of a call to an initializer, if it is plain and its parameters can be filled.
  private func initializerCall(
    _ initializer: SymbolGraph.Symbol, _ context: Context, depth: Int
  ) -> (fragments: [Fragment], required: Int)? {
    let reader = FragmentReader(initializer.declarationFragments)
    guard
      let keyword = reader.findFragment(where: { $0.kind == "keyword" && $0.spelling == "init" }),
      reader.character(at: keyword + 1) == "(", let close = reader.indexAfterClosing(keyword + 1),
      reader.findFragment(from: close, where: { $0.kind == "keyword" }) == nil,
      initializer.swiftGenerics?.parameters?.contains(where: { $0.depth > 0 }) != true
    else { return nil }  // failable, throwing, async or generic
    return arguments(of: initializer, afterKeyword: "init", context, depth: depth)
  }

  /// The argument list for a call of an initializer or enum case: labels and written values.
  private func arguments(
    of symbol: SymbolGraph.Symbol, afterKeyword keyword: String?, _ context: Context, depth: Int
  ) -> (fragments: [Fragment], required: Int)? {
    let reader = FragmentReader(symbol.declarationFragments)
    guard let open = reader.find("("), let close = reader.indexAfterClosing(open) else {
      return nil
    }
    let labels = RequirementReader.labels(inTitle: symbol.names.title)
    var fragments: [Fragment] = [Fragment(kind: "text", spelling: "(")]
    var required = 0
    var written = 0
    for (number, parameter) in reader.split((open + 1)..<(close - 1), at: ",", depth: 1)
      .enumerated()
    {
      let parameterReader = FragmentReader(parameter)
      if parameterReader.find(" = ") != nil { continue }  // it has a default of its own
      var typeStart = 0
      if let colon = parameterReader.find(":") { typeStart = colon + 1 }
      var typeFragments = parameterReader.fragments(typeStart..<parameterReader.count)
      if let first = typeFragments.first, first.kind == "keyword" { typeFragments.removeFirst() }
      guard let value = expression(of: TypeReference(typeFragments), context, depth: depth + 1)
      else { return nil }
      required += 1
      if written > 0 { fragments.append(Fragment(kind: "text", spelling: ", ")) }
      let label = number < labels.count ? labels[number] : "_"
      if label != "_" { fragments.append(Fragment(kind: "text", spelling: label + ": ")) }
      fragments += value
      written += 1
    }
    return (fragments + [Fragment(kind: "text", spelling: ")")], required)
  }

  /// A member's name as it follows a dot, with backticks where Swift needs them.
  private func memberName(_ member: SymbolGraph.Symbol) -> String? {
    guard
      let name = member.pathComponents.last
        ?? member.names.title.split(separator: ".").last.map(String.init)
    else { return nil }
    let base = String(name.prefix(while: { $0 != "(" }))
    return dotKeywords.contains(base) || swiftKeywords.contains(base) ? "`\(base)`" : base
  }

  private func isAccessible(_ symbol: SymbolGraph.Symbol, _ typeID: String) -> Bool {
    switch symbol.accessLevel {
    case "public", "open": return true
    case "internal", "package":
      return index.module(of: typeID).map(testableModules.contains) ?? false
    default: return false
    }
  }

  /// Whether `type` is a protocol, written with or without `any`.
  private func isProtocol(_ type: TypeReference) -> Bool {
    if existentialProtocol(type) != nil { return true }
    guard let id = type.nominalIdentifier else { return false }
    return index.symbol(id)?.kind.identifier == SymbolKind.protocolKind
  }

  /// `MockX()` for a protocol this run mocks, when the member can call it.
  private func mockExpression(_ protocolID: String, _ context: Context) -> [Fragment]? {
    guard let mock = constructibleMocks[protocolID] else { return nil }
    if let isolation = mock.globalActor, isolation != context.isolation { return nil }
    return [Fragment(kind: "text", spelling: mock.mockName + "()")]
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
    guard let body = expression(of: shape.result, context, depth: depth + 1) else { return nil }
    return [Fragment(kind: "text", spelling: "{ " + (arguments.isEmpty ? "" : arguments + " "))]
      + body + [Fragment(kind: "text", spelling: " }")]
  }

  // MARK: - Reading types

  /// The protocol of an existential such as `any Logger`, if it is one.
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

  /// The type that `Self.X` stands for: a fixed associated type, or a protocol's typealias.
  private func fixedType(_ type: TypeReference, _ context: Context) -> TypeReference? {
    guard let name = selfMemberName(type) else { return nil }
    if let fixed = context.model.fixedTypes.first(where: { $0.name == name }) { return fixed.type }
    guard let id = type.fragments.last?.preciseIdentifier, let symbol = index.symbol(id),
      symbol.kind.identifier == SymbolKind.typeAlias
    else { return nil }
    return aliasedType(symbol)
  }

  /// The associated type that a type names, if that is all it names.
  private func associatedTypeName(_ type: TypeReference, _ context: Context) -> String? {
    guard let name = selfMemberName(type) else { return nil }
    return context.model.associatedTypes.contains { $0.name == name } ? name : nil
  }

  /// The requirement's generic parameter that a type names, if that is all it names.
  private func genericParameterName(_ type: TypeReference, _ context: Context) -> String? {
    guard let first = type.fragments.first, type.fragments.count == 1,
      first.kind == "typeIdentifier", first.preciseIdentifier == nil,
      context.requirement.genericParameters.contains(first.spelling)
    else { return nil }
    return first.spelling
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

  /// The type that a typealias names.
  private func aliasedType(_ symbol: SymbolGraph.Symbol) -> TypeReference? {
    let reader = FragmentReader(symbol.declarationFragments)
    guard let equals = reader.find(" = ") else { return nil }
    return TypeReference(reader.fragments((equals + 3)..<reader.count))
  }

  /// Why no default is known, for the summary.
  private func reason(_ type: TypeReference, _ context: Context) -> String {
    let unwrapped = type.unwrapped
    if unwrapped.tupleElements != nil { return "a part of \(type.text) has no default" }
    if unwrapped.isFunction { return "the result of \(type.text) has no default" }
    if existentialProtocol(unwrapped) != nil {
      return "\(type.text) is a protocol this run does not mock"
    }
    var named = unwrapped
    if let first = named.fragments.first, first.kind == "text", first.spelling.hasPrefix("any ") {
      named.fragments[0].spelling.removeFirst(4)
      named = TypeReference(named.fragments)
    }
    if let id = named.nominalIdentifier, index.symbol(id) == nil {
      switch index.module(of: id) {
      case "Swift", "Foundation":
        return "MockSix cannot make a value of \(type.text) by itself"
      default:
        return "\(type.text) is declared in a module whose symbol graph was not read"
      }
    }
    return "\(type.text) has no accessible initializer, case or static property to make one from"
  }
}
