// The values the generator writes: literals, cases, static properties, initializer calls, new
// mocks, and tuples and closures of those.

extension DefaultValueFinder {
  /// A value of a type that the symbol graphs show how to make.
  func value(of type: TypeReference, _ context: Context, depth: Int) -> WrittenValue? {
    guard depth < Self.maximumDepth, !type.isVoid else { return nil }
    if type.isSelf {
      return context.requirement.isStatic
        ? .newMock(mockName: context.model.mockName) : .mockSelf
    }
    if type.isOptional { return .nilValue }
    switch type.shape {
    case .array: return .emptyArray
    case .dictionary: return .emptyDictionary
    default: break
    }
    let unwrapped = type.unwrapped
    if unwrapped.isFunction { return closure(unwrapped, context, depth: depth) }
    if let elements = unwrapped.tupleElements {
      var values: [WrittenValue] = []
      for element in elements {
        guard let value = value(of: element, context, depth: depth + 1) else { return nil }
        values.append(value)
      }
      return .tuple(values)
    }
    if let instance = unwrapped.metatypeInstance { return metatype(of: instance, context) }
    if let fixed = fixedType(unwrapped, context) {
      return value(of: fixed, context, depth: depth + 1)
    }
    if let protocolID = existentialProtocol(unwrapped) {
      return mockValue(protocolID, context)
    }
    guard let id = unwrapped.nominalIdentifier else { return nil }
    if index.module(of: id) == "Swift", let name = unwrapped.nominalName,
      let value = Self.standardValues[name]
    {
      return value
    }
    if id == "s:s6ResultO", let success = unwrapped.genericArguments.first {
      // A success, so that an unstubbed call does not take the error path.
      let value = success.isVoid ? .void : value(of: success, context, depth: depth + 1)
      return value.map { .success(unwrapped, $0) }
    }
    guard let symbol = index.symbol(id) else { return nil }
    switch symbol.kind.identifier {
    case SymbolKind.typeAlias:
      return aliasedType(symbol).flatMap { value(of: $0, context, depth: depth + 1) }
    case SymbolKind.protocolKind:
      return mockValue(id, context)
    default:
      return construction(of: id, symbol, unwrapped, context, depth: depth)
    }
  }

  /// Makes a value of a type of a graph read: a case, a static property or an initializer call,
  /// tried in this order.
  private func construction(
    of id: String, _ symbol: SymbolGraph.Symbol, _ type: TypeReference, _ context: Context,
    depth: Int
  ) -> WrittenValue? {
    guard isAccessible(symbol, id) else { return nil }
    let members = (index.members[id] ?? []).compactMap(index.symbol)
      .filter {
        isAccessible($0, id) && $0.availability == nil && !isOfConstrainedExtension($0, of: symbol)
      }
    // 1. An enum case without a payload.
    if let value = caseWithoutPayload(of: type, among: members) { return value }
    // 2. A static property of the type itself, such as `HTTPStatus.ok`.
    if let value = staticConstant(of: id, symbol, type, among: members) { return value }
    // 3. An initializer whose parameters have defaults or values the generator can write.
    if symbol.kind.identifier == "swift.struct" || symbol.kind.identifier == "swift.class",
      let value = initializerValue(of: id, symbol, type, members, context, depth: depth)
    {
      return value
    }
    // 4. An enum case whose payload the generator can write.
    if let value = caseWithPayload(of: type, among: members, context, depth: depth) {
      return value
    }
    // 5. A static function that takes no arguments and returns the type, such as
    //    `Observable<Int>.empty()`.
    return factory(of: id, symbol, type, members, context, depth: depth)
  }

  /// The first enum case without a payload, such as `Mode.fast`.
  private func caseWithoutPayload(
    of type: TypeReference, among members: [SymbolGraph.Symbol]
  ) -> WrittenValue? {
    for member in members where member.kind.identifier == SymbolKind.enumCase {
      let reader = FragmentReader(member.declarationFragments)
      if reader.find("(") == nil, let name = memberName(member) {
        return .enumCase(type, name: name, arguments: nil)
      }
    }
    return nil
  }

  /// The first static property whose type is the type itself, such as `HTTPStatus.ok`.
  private func staticConstant(
    of id: String, _ symbol: SymbolGraph.Symbol, _ type: TypeReference,
    among members: [SymbolGraph.Symbol]
  ) -> WrittenValue? {
    for member in members where member.kind.identifier == "swift.type.property" {
      let reader = FragmentReader(member.declarationFragments)
      guard let colon = reader.find(":") else { continue }
      let end = reader.find("{", from: colon) ?? reader.count
      let propertyType = TypeReference(reader.fragments((colon + 1)..<end))
      if propertyType.nominalIdentifier == id, !propertyType.isOptional,
        namesOwnParameters(propertyType, of: symbol), let name = memberName(member)
      {
        return .staticMember(type, name: name)
      }
    }
    return nil
  }

  /// A struct's or class's initializer call that needs the fewest arguments, or the factory of a
  /// class that only inherits its initializers.
  private func initializerValue(
    of id: String, _ symbol: SymbolGraph.Symbol, _ type: TypeReference,
    _ members: [SymbolGraph.Symbol], _ context: Context, depth: Int
  ) -> WrittenValue? {
    var best: [WrittenValue.Argument]?
    var bestCount = Int.max
    // NB: An inherited initializer's generic parameters are its superclass's, not the type's.
    let initializers = initializers(of: id, symbol, declared: members)
    // NB: A class with a factory of its own may have made its initializers private, which its
    //     graph does not show, so the factory is the safer call.
    if initializers.isInherited,
      let factory = factory(of: id, symbol, type, members, context, depth: depth)
    {
      return factory
    }
    let typeArguments = initializers.isInherited ? [:] : self.typeArguments(of: symbol, in: type)
    for member in initializers.symbols {
      guard
        let call = initializerCall(member, context, depth: depth, typeArguments: typeArguments),
        call.required < bestCount
      else { continue }
      best = call.arguments
      bestCount = call.required
    }
    if let best { return .initializer(type, arguments: best) }
    return initializers.fromNSObject ? .initializer(type, arguments: []) : nil
  }

  /// The first enum case whose payload the generator can write.
  private func caseWithPayload(
    of type: TypeReference, among members: [SymbolGraph.Symbol], _ context: Context, depth: Int
  ) -> WrittenValue? {
    var unused: Set<String> = []
    for member in members where member.kind.identifier == SymbolKind.enumCase {
      guard let name = memberName(member),
        let arguments = arguments(of: member, context, depth: depth, filled: &unused)
      else { continue }
      return .enumCase(type, name: name, arguments: arguments.arguments)
    }
    return nil
  }

  /// The arguments of a call to an initializer, if it is plain and its parameters can be filled.
  private func initializerCall(
    _ initializer: SymbolGraph.Symbol, _ context: Context, depth: Int,
    typeArguments: [String: TypeReference]
  ) -> (arguments: [WrittenValue.Argument], required: Int)? {
    let reader = FragmentReader(initializer.declarationFragments)
    guard
      let keyword = reader.findFragment(where: { $0.kind == "keyword" && $0.spelling == "init" })
    else { return nil }
    var open = keyword + 1
    let generics = unconstrainedGenericParameters(reader, keyword)
    if generics != nil, let end = reader.indexAfterClosing(open) { open = end }
    guard reader.character(at: open) == "(", let close = reader.indexAfterClosing(open),
      reader.findFragment(from: close, where: { $0.kind == "keyword" }) == nil,
      initializer.swiftGenerics?.parameters?.contains(where: {
        $0.depth > 0 && generics?.contains($0.name) != true
      }) != true
    else { return nil }  // failable, throwing, async, or generic over constrained parameters
    var filled: Set<String> = []
    guard
      let call = arguments(
        of: initializer, context, depth: depth, voidParameters: generics ?? [],
        typeArguments: typeArguments, filled: &filled),
      filled == generics ?? []
    else { return nil }  // a generic parameter that no argument fills cannot be inferred
    return call
  }

  /// The generic parameters of an initializer such as `init<T>(_ value: T)`, which `()` fills,
  /// when nothing constrains them; nil when it has none, or a constrained one.
  private func unconstrainedGenericParameters(_ reader: FragmentReader, _ keyword: Int)
    -> Set<String>?
  {
    guard reader.character(at: keyword + 1) == "<",
      let close = reader.indexAfterClosing(keyword + 1),
      reader.findFragment(
        from: close, where: { $0.kind == "keyword" && $0.spelling == "where" }) == nil
    else { return nil }
    let parts = reader.split((keyword + 2)..<(close - 1), at: ",", depth: 1)
    guard !parts.isEmpty, parts.allSatisfy({ $0.count == 1 && $0[0].kind == "genericParameter" })
    else { return nil }
    return Set(parts.map { $0[0].spelling })
  }

  /// The arguments for a call of an initializer, enum case or static function: labels and
  /// written values.
  ///
  /// A parameter of one of the type's own generic parameters, such as `value: Value` in
  /// `Promise<Value>`, takes a value of the type's argument (`typeArguments`, by name).
  func arguments(
    of symbol: SymbolGraph.Symbol, _ context: Context, depth: Int,
    voidParameters: Set<String> = [], typeArguments: [String: TypeReference] = [:],
    filled: inout Set<String>
  ) -> (arguments: [WrittenValue.Argument], required: Int)? {
    let reader = FragmentReader(symbol.declarationFragments)
    guard let open = reader.find("("), let close = reader.indexAfterClosing(open) else {
      return nil
    }
    let labels = RequirementReader.labels(inTitle: symbol.names.title)
    var arguments: [WrittenValue.Argument] = []
    for (number, parameter) in reader.split((open + 1)..<(close - 1), at: ",", depth: 1)
      .enumerated()
    {
      let parameterReader = FragmentReader(parameter)
      if parameterReader.find(" = ") != nil { continue }  // it has a default of its own
      var typeStart = 0
      if let colon = parameterReader.find(":") { typeStart = colon + 1 }
      var typeFragments = parameterReader.fragments(typeStart..<parameterReader.count)
      if let first = typeFragments.first, first.kind == "keyword" { typeFragments.removeFirst() }
      let type = TypeReference(typeFragments)
      // NB: The graph may give the parameter a precise identifier of its own, or none.
      let generic = type.singleName.flatMap { voidParameters.contains($0.name) ? $0.name : nil }
      if let generic { filled.insert(generic) }
      let typeArgument = typeArgument(named: type, in: typeArguments)
      guard
        let value = generic != nil || typeArgument?.isVoid == true
          ? .void : value(of: typeArgument ?? type, context, depth: depth + 1)
      else { return nil }
      let label = number < labels.count ? labels[number] : "_"
      arguments.append(WrittenValue.Argument(label: label == "_" ? nil : label, value: value))
    }
    return (arguments, arguments.count)
  }

  /// A member's name as it follows a dot, without its argument labels.
  func memberName(_ member: SymbolGraph.Symbol) -> String? {
    guard
      let name = member.pathComponents.last
        ?? member.names.title.split(separator: ".").last.map(String.init)
    else { return nil }
    return String(name.prefix(while: { $0 != "(" }))
  }

  func isAccessible(_ symbol: SymbolGraph.Symbol, _ typeID: String) -> Bool {
    switch symbol.accessLevel {
    case "public", "open": return true
    case "internal", "package":
      return index.module(of: typeID).map(testableModules.contains) ?? false
    default: return false
    }
  }

  /// `MockX()` for a protocol this run mocks, when the member can call it.
  func mockValue(_ protocolID: String, _ context: Context) -> WrittenValue? {
    guard let mock = constructibleMocks[protocolID] else { return nil }
    if let isolation = mock.globalActor, isolation != context.isolation { return nil }
    return .newMock(mockName: mock.mockName)
  }

  /// `X.self` for a metatype: the mock for `Self` and mocked protocols, the type for named types.
  private func metatype(of instance: TypeReference, _ context: Context) -> WrittenValue? {
    if instance.isSelf { return .mockType(mockName: context.model.mockName) }
    if let protocolID = existentialProtocol(instance) {
      guard let mock = constructibleMocks[protocolID] else { return nil }
      return .mockType(mockName: mock.mockName)
    }
    guard let id = instance.nominalIdentifier, instance.genericArguments.isEmpty,
      index.symbol(id)?.kind.identifier != SymbolKind.protocolKind
    else { return nil }
    return .metatype(instance)
  }

  /// A closure that ignores its arguments and returns its result's default.
  private func closure(_ type: TypeReference, _ context: Context, depth: Int) -> WrittenValue? {
    guard let shape = type.functionShape else { return nil }
    if shape.result.isVoid { return .closure(parameterCount: shape.parameterCount, result: nil) }
    guard let body = value(of: shape.result, context, depth: depth + 1) else { return nil }
    return .closure(parameterCount: shape.parameterCount, result: body)
  }
}
