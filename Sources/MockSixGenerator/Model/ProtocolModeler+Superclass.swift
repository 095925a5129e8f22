// The class a protocol requires, which the mock subclasses, and the members it overrides.

extension ProtocolModeler {
  /// Decides what the mock is: an actor, a subclass of the class the family requires, or a final
  /// class; and whether it conforms to `Sendable` (step 8).
  func decideKind(_ family: ProtocolFamily, into model: inout MockModel) {
    let protocolName = family.protocolSymbol.names.title
    if family.isActor {
      model.kind = .actor
      model.sendability = .none
    } else if let superclass = family.superclass {
      readSuperclass(
        superclass, arguments: family.superclassArguments, protocolName: protocolName,
        into: &model)
    } else if model.globalActor != nil {
      model.sendability = .none
    }
    if model.kind == .actor && model.globalActor != nil {
      model.problems.append(
        "\(protocolName) refines Actor and is isolated to a global actor; write this mock "
          + "by hand")
    }
  }

  /// Marks `override` the members that the mock's superclass already declares (step 11).
  func markOverrides(into model: inout MockModel) {
    guard case .subclass(let superclass) = model.kind else { return }
    var inherited: Set<String> = []
    // The designated initializers, which an initializer of the same labels overrides.
    var designated: Set<String> = []
    if superclass.fragments.first?.spelling == "NSObject" {
      inherited = ["description", "debugDescription", "hash", "isEqual(_:)"]
      designated = ["init()"]
    }
    // The members of the superclass and of its own superclasses, as far as the graphs go.
    var classID = superclass.fragments.first?.preciseIdentifier
    var visited: Set<String> = []
    while let id = classID, index.symbol(id) != nil, visited.insert(id).inserted {
      for member in (index.members[id] ?? []).compactMap(index.symbol)
      where ["open", "public", "internal"].contains(member.accessLevel) {
        inherited.insert(member.names.title)
        if member.kind.identifier == SymbolKind.initializer,
          !member.declarationFragments.contains(where: {
            $0.kind == "keyword" && $0.spelling == "convenience"
          })
        {
          designated.insert(member.names.title)
        }
      }
      classID = (index.conformances[id] ?? []).first { $0.kind == "inheritsFrom" }?.target
    }
    for position in model.requirements.indices {
      let requirement = model.requirements[position]
      let labels = requirement.parameters.map { $0.label + ":" }.joined()
      guard requirement.kind != .initializer else {
        // NB: `init()` of a subclass of NSObject, say, overrides NSObject's.
        if !requirement.isStatic, designated.contains("init(\(labels))") {
          model.requirements[position].isOverride = true
        }
        continue
      }
      let title =
        requirement.kind == .property ? requirement.baseName : "\(requirement.baseName)(\(labels))"
      if inherited.contains(title) { model.requirements[position].isOverride = true }
    }
  }

  /// Makes the mock a subclass of the class the family requires, or says why it cannot be one.
  func readSuperclass(
    _ superclass: (id: String, name: String), arguments: [Fragment], protocolName: String,
    into model: inout MockModel
  ) {
    // NB: A class in no graph read has the name its relationship's fallback gives, with its
    //     module (`Foundation.NSObject`), which the writer adds itself where a name needs one.
    let name =
      index.path(of: superclass.id)?.joined(separator: ".") ?? superclass.name
    let reference = TypeReference(
      TypeReference(name: name, id: superclass.id).fragments + arguments)
    model.sendability = .none
    model.canBeMadeWithoutArguments = false
    if superclass.id == Self.nsObjectID || superclass.id == "c:objc(cs)NSObject" {
      model.canBeMadeWithoutArguments = true
      model.kind = .subclass(of: reference)
      return
    }
    guard let symbol = index.symbol(superclass.id) else {
      model.problems.append(
        "\(protocolName) requires a subclass of \(superclass.name), whose declaration is not in "
          + "the symbol graphs read; pass its module's graph with --symbol-graph (generate-mocks "
          + "extracts it from the build, and says above why it could not), or write this mock by "
          + "hand")
      return
    }
    let initializers = (index.members[superclass.id] ?? []).compactMap(index.symbol)
      .filter { $0.kind.identifier == SymbolKind.initializer }
    let accessible = initializers.filter {
      ["open", "public"].contains($0.accessLevel) || $0.accessLevel == "internal"
    }
    if let problem = subclassingProblem(
      symbol, named: superclass.name, initializers: accessible, protocolName: protocolName)
    {
      model.problems.append(problem)
      return
    }
    if symbol.accessLevel != "open"
      || !accessible.contains(where: { ["open", "public"].contains($0.accessLevel) })
    {
      model.testableModules.insert(index.module(of: superclass.id) ?? index.mainModule)
    }
    model.canBeMadeWithoutArguments = accessible.contains(where: Self.defaultsEveryArgument)
    if !model.canBeMadeWithoutArguments && model.requirements.contains(where: \.isStatic) {
      model.problems.append(
        "\(protocolName) has static requirements and requires a subclass of \(superclass.name), "
          + "which has no init() for the mock of static members; write this mock by hand")
      return
    }
    // The superclass's nested types would shadow types of the same names inside the mock.
    for member in (index.members[superclass.id] ?? []).compactMap(index.symbol)
    where SymbolKind.isType(member.kind.identifier) {
      model.shadowingNames.insert(
        member.names.title.split(separator: ".").last.map(String.init) ?? "")
    }
    if let problem = initializerProblem(
      model, initializers: initializers, accessible: accessible, superclass: superclass.name,
      protocolName: protocolName)
    {
      model.problems.append(problem)
      return
    }
    model.kind = .subclass(of: reference)
  }

  /// Why no mock can subclass a class: it is final, an actor, not visible to the tests, or has
  /// no initializer the mock can inherit (`initializers` are those the tests can call).
  func subclassingProblem(
    _ symbol: SymbolGraph.Symbol, named name: String, initializers: [SymbolGraph.Symbol],
    protocolName: String
  ) -> String? {
    if symbol.declarationFragments.contains(where: {
      $0.kind == "keyword" && $0.spelling == "final"
    }) {
      return "\(protocolName) requires a subclass of \(name), which is final; write this mock by "
        + "hand"
    }
    if symbol.declarationFragments.contains(where: {
      $0.kind == "keyword" && $0.spelling == "actor"
    }) {
      return "\(protocolName) requires a subclass of the actor \(name); write this mock by hand"
    }
    if !["open", "public", "internal"].contains(symbol.accessLevel) {
      return "\(protocolName) requires a subclass of \(name), which is \(symbol.accessLevel); "
        + "write this mock by hand"
    }
    if initializers.isEmpty {
      return "\(protocolName) requires a subclass of \(name), which has no initializer a mock "
        + "can inherit; write this mock by hand"
    }
    return nil
  }

  /// Whether an initializer is `init?`, which a mock's `init()` cannot call as `super.init()`.
  static func isFailable(_ initializer: SymbolGraph.Symbol) -> Bool {
    let reader = FragmentReader(initializer.declarationFragments)
    guard let keyword = initKeyword(in: reader) else { return false }
    return reader.character(at: keyword + 1) == "?"
  }

  /// The position of an initializer's `init` keyword among its declaration's atoms.
  private static func initKeyword(in reader: FragmentReader) -> Int? {
    reader.findFragment(where: { $0.kind == "keyword" && $0.spelling == "init" })
  }

  /// Whether an initializer can be called without arguments, every parameter having a default.
  static func defaultsEveryArgument(_ initializer: SymbolGraph.Symbol) -> Bool {
    let reader = FragmentReader(initializer.declarationFragments)
    guard let keyword = initKeyword(in: reader), reader.character(at: keyword + 1) == "(",
      let close = reader.indexAfterClosing(keyword + 1)
    else { return false }
    // NB: A parameter's default value follows the only `=` at the parameter list's own depth.
    return reader.parts(of: (keyword + 2)..<(close - 1), at: ",", depth: 1).allSatisfy {
      reader.find("=", from: $0.lowerBound, to: $0.upperBound, depth: 1) != nil
    }
  }

  /// Why a mock with initializer requirements cannot build on its superclass's initializers: it
  /// has no plain `init()`, or it has required ones.
  func initializerProblem(
    _ model: MockModel, initializers: [SymbolGraph.Symbol], accessible: [SymbolGraph.Symbol],
    superclass: String, protocolName: String
  ) -> String? {
    guard model.requirements.contains(where: { $0.kind == .initializer && !$0.isStatic }) else {
      return nil
    }
    let plain = accessible.contains {
      ($0.functionSignature?.parameters ?? []).isEmpty && !Self.isFailable($0)
    }
    let required = initializers.contains {
      $0.declarationFragments.contains { $0.kind == "keyword" && $0.spelling == "required" }
    }
    guard !plain || required else { return nil }
    return "\(protocolName) requires initializers and a subclass of \(superclass), which has "
      + (required ? "required initializers" : "no init()") + " to build on; write this "
      + "mock by hand"
  }
}
