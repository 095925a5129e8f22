/// Decides how an unstubbed call to a mock member makes its result.
///
/// MockSix makes many values at run time (the stub, the mock's `setDefault`, `MockDefault`, a
/// `CaseIterable` type's first case, the zero instance of a `Decodable` type), so a member whose
/// result it can make gets no written default and `setDefault` keeps working for it. For the
/// rest the generator writes a default that the symbol graphs show how to make: an enum case,
/// a static property of the type, an initializer whose parameters have defaults or values the
/// generator can write (a generic type's parameters standing for its arguments, a class's
/// initializers inherited when it declares none), a static function that makes the type from
/// no arguments, a new mock of a protocol this run mocks, and tuples and closures of those. What is left traps when called unstubbed, and is listed in the generator's summary.
/// The finder returns a ``WrittenValue``; the writer spells it.
struct DefaultValueFinder {
  let index: SymbolIndex
  /// The mocks this run writes that `MockX()` creates, by protocol identifier, with their global actor.
  let constructibleMocks: [String: (mockName: String, globalActor: String?)]
  /// The modules the generated file imports with `@testable`.
  let testableModules: Set<String>

  /// Standard library types with a built-in `MockDefault`, by name, with their values.
  static let standardValues: [String: WrittenValue] = [
    "Int": .literal("0"), "Int8": .literal("0"), "Int16": .literal("0"),
    "Int32": .literal("0"), "Int64": .literal("0"), "UInt": .literal("0"),
    "UInt8": .literal("0"), "UInt16": .literal("0"), "UInt32": .literal("0"),
    "UInt64": .literal("0"), "Double": .literal("0"), "Float": .literal("0"),
    "Bool": .literal("false"), "String": .literal("\"\""), "Substring": .literal("\"\""),
    "Character": .literal("\" \""), "Array": .emptyArray, "ContiguousArray": .emptyArray,
    "Dictionary": .emptyDictionary, "Set": .emptyArray, "Optional": .nilValue,
  ]
  /// Foundation types with a built-in `MockDefault`, by name.
  private static let runtimeFoundationTypes: Set<String> = [
    "Data", "Date", "URL", "UUID", "Decimal",
  ]
  /// Foundation's aliases of the standard library's numbers, such as `TimeInterval` for `Double`,
  /// whose built-in `MockDefault` is zero.
  private static let foundationNumberAliases: Set<String> = ["TimeInterval"]

  /// The standard library's type-erasing wrappers and the concurrency library's streams, which
  /// MockSix makes empty, by name.
  private static let runtimeEmptyWrappers: Set<String> = [
    "AnySequence", "AnyCollection", "AnyBidirectionalCollection", "AnyRandomAccessCollection",
    "AnyIterator", "AsyncStream", "AsyncThrowingStream",
  ]

  /// The standard protocols whose existentials MockSix makes up a value of (an executor that runs
  /// each job at once), by identifier.
  private static let runtimeExistentials: [String: String] = [
    "s:Scf": "SerialExecutor", "s:ScF": "Executor",
  ]

  /// The names of every type MockSix makes by itself that this finder leaves to it, which
  /// MockSix's own table of makeable types is tested against.
  static var runtimeTypeNames: Set<String> {
    Set(standardValues.keys).union(runtimeFoundationTypes).union(runtimeEmptyWrappers)
      .union(runtimeExistentials.values)
  }
  private static let decodableID = "s:Se"
  private static let caseIterableID = "s:s12CaseIterableP"
  static let maximumDepth = 6

  /// The default of a requirement's result in a mock.
  func defaultValue(for requirement: Requirement, in model: MockModel) -> DefaultValue {
    guard let result = requirement.result, !result.isVoid else { return .none }
    let context = Context(model: model, requirement: requirement)
    if result.isSelf {
      return .written(requirement.isStatic ? .newMock(mockName: model.mockName) : .mockSelf)
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
      if mockValue(protocolID, context) != nil, let mock = constructibleMocks[protocolID] {
        return .childMock(mockName: mock.mockName)
      }
    }
    if let runtime = runtimeDefault(of: result, context) {
      guard runtime == .runtime, let name = decodesItself(result) else { return runtime }
      // The zero value may not decode, so a value the generator can write is the better default.
      if let value = value(of: result, context, depth: 0),
        !result.unwrapped.isFunction, result.unwrapped.tupleElements == nil
      {
        return .written(value)
      }
      return .runtimeMayTrap(
        reason: "\(name) decodes itself with its own init(from:), which may reject the value "
          + "MockSix decodes")
    }
    guard let value = value(of: result, context, depth: 0) else {
      if mayBeMadeFieldByField(result) {
        return .runtimeMayTrap(
          reason: reason(result, context) + "; MockSix makes a struct from a default for each "
            + "stored property, unless one holds a class, a closure or a value it cannot make")
      }
      return .trap(reason: reason(result, context))
    }
    let unwrapped = result.unwrapped
    if unwrapped.isFunction || unwrapped.tupleElements != nil || isProtocol(unwrapped)
      || namesAttributedFunction(unwrapped, context)
    {
      // A closure or tuple literal needs its type to convert, such as to a `@Sendable` function;
      // a new mock of a protocol needs the protocol's type, or the registration's result type
      // would be the mock's and a stub of another conforming type would not fit it.
      // NB: Not in parentheses: `x as any P` passed to a generic parameter keeps Swift from
      //     opening the existential, which would make the mock's type the result type again.
      return .written(.converted(value, to: result))
    }
    return .written(value)
  }

  /// Whether a type stands for a function type with attributes, such as `@Sendable`, through
  /// typealiases: a closure literal for it needs the type to convert to, as one for the function
  /// type itself does.
  private func namesAttributedFunction(_ type: TypeReference, _ context: Context) -> Bool {
    var type = type
    for _ in 0..<Self.maximumDepth {
      if case .attributed = type.shape { return type.isFunction }
      if let fixed = fixedType(type, context) {
        type = fixed
        continue
      }
      guard let id = type.nominalIdentifier, let symbol = index.symbol(id),
        symbol.kind.identifier == SymbolKind.typeAlias, let underlying = aliasedType(symbol)
      else { return false }
      type = underlying
    }
    return false
  }

  struct Context {
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
    if let path = pathInAssociatedType(unwrapped, context) {
      // A member of an associated type, such as `Self.Instant.Duration`.
      return .dependsOnType(path)
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
    guard !type.isOptional, !type.isArrayOrDictionary, let id = unwrapped.nominalIdentifier,
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
    if type.isOptional || type.isArrayOrDictionary { return true }
    if isExecutorExistential(type) { return true }
    let unwrapped = type.unwrapped
    guard let id = unwrapped.nominalIdentifier else { return false }
    let name = unwrapped.nominalName ?? ""
    switch index.module(of: id) {
    case "Swift":
      if Self.standardValues[name] != nil || Self.runtimeEmptyWrappers.contains(name) {
        return true
      }
      if name == "Result" {
        return unwrapped.genericArguments.contains { isRuntimeDecodable($0, context) }
      }
      return false
    case "Foundation":
      return Self.runtimeFoundationTypes.contains(name)
        || Self.foundationNumberAliases.contains(name)
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
    guard case .existential(.any, let constraint) = type.unwrapped.shape,
      let name = constraint.singleName
    else { return false }
    return Self.runtimeExistentials[name.preciseIdentifier ?? ""] != nil
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
}
