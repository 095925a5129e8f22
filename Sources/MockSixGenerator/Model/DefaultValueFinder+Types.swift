// What the finder asks of a type: the protocol it names, the associated type or generic
// parameter it is, the type an alias or a same-type requirement gives it.

extension DefaultValueFinder {
  /// The protocol of an existential such as `any Logger`, if it is one.
  func existentialProtocol(_ type: TypeReference) -> String? {
    let reference = type.withoutAny
    guard let id = reference.nominalIdentifier,
      index.symbol(id)?.kind.identifier == SymbolKind.protocolKind,
      reference.genericArguments.isEmpty
    else { return nil }
    return id
  }

  /// Whether `type` is a protocol, written with or without `any`.
  func isProtocol(_ type: TypeReference) -> Bool {
    if existentialProtocol(type) != nil { return true }
    guard let id = type.nominalIdentifier else { return false }
    return index.symbol(id)?.kind.identifier == SymbolKind.protocolKind
  }

  /// The name of a member type of the protocol that a type is, as `Self.X` or a bare `X`.
  private func selfMemberName(_ type: TypeReference) -> String? {
    if let member = type.selfMember { return member }
    if let name = type.singleName, let id = name.preciseIdentifier,
      index.isProtocolMemberType(id)
    {
      return name.name
    }
    return nil
  }

  /// The type that `Self.X` stands for: a fixed associated type, or a protocol's typealias.
  func fixedType(_ type: TypeReference, _ context: Context) -> TypeReference? {
    guard let name = selfMemberName(type) else { return nil }
    if let fixed = context.model.fixedTypes.first(where: { $0.name == name }) { return fixed.type }
    guard case .named(let components) = type.shape,
      let id = components.last?.preciseIdentifier, let symbol = index.symbol(id),
      symbol.kind.identifier == SymbolKind.typeAlias
    else { return nil }
    return aliasedType(symbol)
  }

  /// The associated type that a type names, if that is all it names.
  func associatedTypeName(_ type: TypeReference, _ context: Context) -> String? {
    guard let name = selfMemberName(type) else { return nil }
    return context.model.associatedTypes.contains { $0.name == name } ? name : nil
  }

  /// A type inside an associated type, such as `Instant.Duration` for `Self.Instant.Duration`.
  func pathInAssociatedType(_ type: TypeReference, _ context: Context) -> String? {
    var suffix = ""
    var named = type
    if case .metatype(let instance, isProtocolMetatype: false) = type.shape {
      (named, suffix) = (instance, ".Type")
    }
    guard case .named(let components) = named.shape, components.count >= 2,
      components[0].name == "Self", components[0].preciseIdentifier == nil,
      components.count > 2 || !suffix.isEmpty,
      context.model.associatedTypes.contains(where: { $0.name == components[1].name })
    else { return nil }
    return components.dropFirst().map(\.name).joined(separator: ".") + suffix
  }

  /// The requirement's generic parameter that a type names, if that is all it names.
  func genericParameterName(_ type: TypeReference, _ context: Context) -> String? {
    guard let name = type.unidentifiedName, context.requirement.genericParameters.contains(name)
    else { return nil }
    return name
  }

  /// The conformance constraints that a `where` clause puts on a generic parameter.
  func constraints(of name: String, in whereClause: [Fragment]) -> [TypeReference] {
    GenericRequirement.read(whereClause).compactMap { requirement in
      guard requirement.relation == .conformance, requirement.lhs.fragments.first?.spelling == name
      else { return nil }
      return requirement.rhs
    }
  }

  /// The type that a typealias names.
  func aliasedType(_ symbol: SymbolGraph.Symbol) -> TypeReference? {
    let reader = FragmentReader(symbol.declarationFragments)
    guard let equals = reader.find(" = ") else { return nil }
    return TypeReference(reader.fragments((equals + 3)..<reader.count))
  }

  /// Whether MockSix may make a value of the type at run time from its stored properties: a
  /// struct of a graph, or a named type of a module whose graph was not read.
  func mayBeMadeFieldByField(_ type: TypeReference) -> Bool {
    let unwrapped = type.unwrapped
    guard !unwrapped.isOptional, let id = unwrapped.nominalIdentifier else { return false }
    guard let symbol = index.symbol(id) else {
      return !["Swift", "Foundation"].contains(index.module(of: id) ?? "Swift")
    }
    return symbol.kind.identifier == "swift.struct"
  }

  /// Why no default is known, for the summary.
  func reason(_ type: TypeReference, _ context: Context) -> String {
    let unwrapped = type.unwrapped
    if unwrapped.tupleElements != nil { return "a part of \(type.text) has no default" }
    if unwrapped.isFunction { return "the result of \(type.text) has no default" }
    if existentialProtocol(unwrapped) != nil {
      return "\(type.text) is a protocol this run does not mock"
    }
    var named = unwrapped
    // NB: Only an `any` in text: the graph's `any` keyword fragment keeps the message it had.
    if unwrapped.fragments.first?.kind == "text" { named = unwrapped.withoutAny }
    if let id = named.nominalIdentifier, index.symbol(id) == nil {
      switch index.module(of: id) {
      case "Swift", "Foundation":
        return "MockSix cannot make a value of \(type.text) by itself"
      default:
        return "\(type.text) is declared in a module whose symbol graph was not read"
      }
    }
    if let id = named.nominalIdentifier, let superclass = unreadSuperclass(of: id) {
      return "\(type.text) inherits its initializers from \(superclass), whose module's symbol "
        + "graph was not read"
    }
    return "\(type.text) has no accessible initializer, case, static property or static function "
      + "to make one from"
  }
}
