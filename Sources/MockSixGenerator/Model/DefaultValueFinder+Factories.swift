// What else the graph shows a type is made from: the arguments of a generic type, the
// initializers a class inherits, and static functions that return the type.

extension DefaultValueFinder {
  /// The initializers that make a type: its own, or for a class that declares none, those of the
  /// nearest superclass that declares some, which it inherits.
  ///
  /// NB: A graph leaves out private initializers, so a class whose only initializers are private
  ///     looks like one that inherits; the caller prefers a static function that makes the class,
  ///     which such a class usually has.
  func initializers(
    of id: String, _ symbol: SymbolGraph.Symbol, declared members: [SymbolGraph.Symbol]
  ) -> (symbols: [SymbolGraph.Symbol], isInherited: Bool, fromNSObject: Bool) {
    let own = members.filter { $0.kind.identifier == SymbolKind.initializer }
    guard symbol.kind.identifier == "swift.class", !declaresInitializers(id) else {
      return (own, false, false)
    }
    var classID = id
    var visited: Set<String> = []
    while visited.insert(classID).inserted {
      guard
        let superclass = (index.conformances[classID] ?? []).first(where: {
          $0.kind == "inheritsFrom"
        })?.target
      else { break }
      if superclass == ProtocolModeler.nsObjectID || superclass == "c:objc(cs)NSObject" {
        return ([], true, true)
      }
      guard index.symbol(superclass) != nil else { break }
      if declaresInitializers(superclass) {
        let inherited = (index.members[superclass] ?? []).compactMap(index.symbol).filter {
          $0.kind.identifier == SymbolKind.initializer && isAccessible($0, superclass)
            && $0.availability == nil
        }
        return (inherited, true, false)
      }
      classID = superclass
    }
    return ([], false, false)
  }

  /// The superclass, in a module whose graph was not read, that a class of a graph read would
  /// inherit its initializers from, as its graph names it; nil for any other type.
  func unreadSuperclass(of id: String) -> String? {
    var classID = id
    var visited: Set<String> = []
    while visited.insert(classID).inserted,
      index.symbol(classID)?.kind.identifier == "swift.class", !declaresInitializers(classID),
      let superclass = (index.conformances[classID] ?? []).first(where: {
        $0.kind == "inheritsFrom"
      })
    {
      guard index.symbol(superclass.target) != nil else {
        return superclass.targetFallback ?? superclass.target
      }
      classID = superclass.target
    }
    return nil
  }

  /// Whether a member of a type is declared in a constrained extension, such as
  /// `extension Observable where Element: Equatable`, and so may not apply to the type asked for:
  /// it has constraints beyond the type's.
  func isOfConstrainedExtension(_ member: SymbolGraph.Symbol, of symbol: SymbolGraph.Symbol)
    -> Bool
  {
    (member.swiftGenerics?.constraints?.count ?? 0)
      > (symbol.swiftGenerics?.constraints?.count ?? 0)
  }

  /// Whether a type's graph declares an initializer of it, at any access level it shows.
  private func declaresInitializers(_ id: String) -> Bool {
    (index.members[id] ?? []).contains {
      index.symbol($0)?.kind.identifier == SymbolKind.initializer
    }
  }

  /// The arguments of a generic type by the names of its generic parameters, such as `Value`
  /// for `Void` in `Promise<Void>`; empty when the type has none or they do not line up.
  func typeArguments(of symbol: SymbolGraph.Symbol, in type: TypeReference)
    -> [String: TypeReference]
  {
    guard case .named(let components) = type.shape,
      let parameters = symbol.swiftGenerics?.parameters, !parameters.isEmpty
    else { return [:] }
    let arguments = components.flatMap(\.genericArguments)
    let names = parameters.sorted { ($0.depth, $0.index) < ($1.depth, $1.index) }.map(\.name)
    guard names.count == arguments.count else { return [:] }
    return Dictionary(zip(names, arguments), uniquingKeysWith: { first, _ in first })
  }

  /// The type argument that a parameter's type stands for, when the type is one of the type's
  /// own generic parameters.
  func typeArgument(named type: TypeReference, in typeArguments: [String: TypeReference])
    -> TypeReference?
  {
    guard let name = type.singleName, isGenericParameter(name) else { return nil }
    return typeArguments[name.name]
  }

  /// Whether a name is a generic parameter: no precise identifier, or a generic parameter's
  /// (`s:…7PromiseV5Valuexmfp`).
  private func isGenericParameter(_ name: TypeShape.NameComponent) -> Bool {
    name.preciseIdentifier.map { $0.hasSuffix("mfp") } ?? true
  }

  /// Whether a type of the type itself names its own generic parameters as its arguments, in
  /// their order (`Observable<Element>` in `Observable<Element>`), so that it stands for the type
  /// asked for whatever its arguments.
  func namesOwnParameters(_ type: TypeReference, of symbol: SymbolGraph.Symbol) -> Bool {
    let arguments = type.genericArguments
    guard let parameters = symbol.swiftGenerics?.parameters, !parameters.isEmpty else {
      return arguments.allSatisfy { $0.unidentifiedName != nil }
    }
    let names = parameters.sorted { ($0.depth, $0.index) < ($1.depth, $1.index) }.map(\.name)
    return arguments.map { $0.singleName.flatMap { isGenericParameter($0) ? $0.name : nil } }
      == names.suffix(arguments.count).map(Optional.some)
  }

  /// A call of the first static function among a type's members that makes the type from no
  /// arguments, such as `Observable<Int>.empty()`.
  func factory(
    of id: String, _ symbol: SymbolGraph.Symbol, _ type: TypeReference,
    _ members: [SymbolGraph.Symbol], _ context: Context, depth: Int
  ) -> WrittenValue? {
    for member in members where member.kind.identifier == "swift.type.method" {
      if let name = factoryName(member, of: id, symbol, context, depth: depth) {
        return .staticCall(type, name: name, arguments: [])
      }
    }
    return nil
  }

  /// The name of a static function that makes the type from no arguments, such as `empty` in
  /// `static func empty() -> Observable<Element>`: not generic, async, throwing or isolated, and
  /// returning `Self` or the type itself.
  private func factoryName(
    _ member: SymbolGraph.Symbol, of id: String, _ symbol: SymbolGraph.Symbol,
    _ context: Context, depth: Int
  ) -> String? {
    guard let returns = member.functionSignature?.returns, let name = memberName(member),
      (member.swiftGenerics?.parameters?.count ?? 0)
        == (symbol.swiftGenerics?.parameters?.count ?? 0),
      !member.declarationFragments.contains(where: { $0.kind == "attribute" })
    else { return nil }
    let result = TypeReference(returns)
    guard
      result.isSelf || (result.nominalIdentifier == id && namesOwnParameters(result, of: symbol))
    else { return nil }
    let reader = FragmentReader(member.declarationFragments)
    guard let open = reader.find("("), let close = reader.indexAfterClosing(open),
      let arrow = reader.find("->", from: close),
      reader.findFragment(from: close, to: arrow, where: { $0.kind == "keyword" }) == nil
    else { return nil }  // async, throwing or rethrowing
    var filled: Set<String> = []
    guard let call = arguments(of: member, context, depth: depth, filled: &filled),
      call.arguments.isEmpty
    else { return nil }
    return name
  }
}
