/// Spells the types of the generated file so that each means what the protocol meant.
///
/// A name is written with its module (`Foundation.URL`, `Swift.Result`) when another module of
/// the file declares or uses the same name, or when a name of the mock hides it: a generic
/// parameter for an associated type, a typealias of the protocol, `Methods`. `Self.Item`
/// becomes the mock's generic parameter `Item` or the type it is fixed to, `Self.A` for a
/// protocol's typealias becomes `MockP.A`, and `Self` becomes the mock. Which names start a path
/// and may change, such as `Outer` but not `Inner` in `Outer.Inner`, the type's shape says
/// (``NameRole``); every other fragment is written as the graph gives it.
struct TypeSpeller {
  let index: SymbolIndex
  /// Top-level names that more than one module of the file declares or uses.
  let ambiguousNames: Set<String>
  /// Module names that a type of the same name hides, which therefore cannot qualify a name.
  let hiddenModules: Set<String>
  /// The modules, other than Swift, whose types the file names.
  let modules: Set<String>
  /// Whether the file imports a module whose graph was not read, whose names are unknown.
  let importsUnknownModules: Bool
  /// Whether the file imports two or more such modules, whose names may clash with each other.
  let importsSeveralUnknownModules: Bool
  /// Whether the only such modules are Foundation and Dispatch, whose names the generator knows.
  let importsOnlyFoundation: Bool
  /// The modules whose graphs were read, by public name.
  private let knownModules: Set<String>

  /// What a mock's types are spelled in.
  struct Scope {
    var mockName: String
    var genericParameters: Set<String> = []
    var fixedTypes: [String: TypeReference] = [:]
    /// The generic parameters of the member being written.
    var localGenericParameters: Set<String> = []
    var shadowingNames: Set<String> = []
    /// Generic parameters of the mock spelled under another name, such as `Failure` as
    /// `Failure1` in a typed ID, where `TypedMember`'s own `Failure` would be shadowed.
    var renamedGenericParameters: [String: String] = [:]

    /// The name a generic parameter of the mock is spelled with.
    func spelling(ofGenericParameter name: String) -> String {
      renamedGenericParameters[name] ?? name
    }
  }

  /// A speller for a file whose mocks name the given types and `where` clauses.
  init(index: SymbolIndex, types: [TypeReference], whereClauses: [[Fragment]]) {
    self.index = index
    var modulesByName: [String: Set<String>] = index.topLevelTypes
    // NB: The test target's own types hide the modules' types of the same names in every file
    //     of the target, this one too.
    for name in index.testTargetNames.keys {
      modulesByName[name, default: []].insert("")
    }
    var modules: Set<String> = []
    let named =
      types.map { ($0.fragments, $0.nameRoles) }
      + whereClauses.map { ($0, TypeParser.nameRoles(in: $0)) }
    for (fragments, roles) in named {
      for fragment in Self.firstNames(in: fragments, roles: roles) {
        guard let resolved = Self.resolve(fragment, index: index) else { continue }
        modulesByName[resolved.topName, default: []].insert(resolved.module)
        if resolved.module != "Swift" { modules.insert(resolved.module) }
      }
    }
    ambiguousNames = Set(modulesByName.filter { $0.value.count > 1 }.keys)
    hiddenModules = Set(index.topLevelTypes.keys).union(index.testTargetNames.keys)
    self.modules = modules
    let knownModules = Set(index.topLevelTypes.values.flatMap { $0 }).union([
      ModuleNames.publicName(of: index.mainModule)
    ])
    self.knownModules = knownModules
    // NB: A module imported without its graph may declare any name, such as Foundation's `Pipe`,
    //     so the names of the modules that were read are then written with their module.
    let unknownModules = modules.subtracting(knownModules).subtracting(["MockSix"])
    importsUnknownModules = !unknownModules.isEmpty
    // NB: Two modules whose graphs were not read may declare the same name, such as TSCBasic's
    //     and Foundation's `Process`, so their names are then written with their module too.
    importsOnlyFoundation = unknownModules.isSubset(of: FoundationNames.modules)
    importsSeveralUnknownModules = unknownModules.count > 1 && !importsOnlyFoundation
  }

  /// The names that start a path, such as `Outer` but not `Inner` in `Outer.Inner`.
  private static func firstNames(in fragments: [Fragment], roles: [NameRole]) -> [Fragment] {
    zip(fragments.filter(\.isName), roles).filter { $0.1 == .first }.map(\.0)
  }

  /// A type name's module and the first name of its path, for a name that starts a path.
  private static func resolve(
    _ fragment: Fragment, index: SymbolIndex
  ) -> (module: String, topName: String, spelling: String)? {
    guard fragment.kind == "typeIdentifier" || fragment.kind == "attribute",
      let id = fragment.preciseIdentifier, !index.isProtocolMemberType(id),
      let module = index.module(of: id)
    else { return nil }
    var spelling = fragment.spelling
    if let path = index.path(of: id), path.count > 1, path.last == spelling {
      spelling = path.joined(separator: ".")
    }
    let topName = String(spelling.prefix(while: { $0 != "." }))
    return (module, topName, spelling)
  }

  /// Spells a type in a mock's scope.
  func spell(_ type: TypeReference, in scope: Scope) -> String {
    spell(type.fragments, roles: type.nameRoles, in: scope)
  }

  /// Spells a `where` clause, such as `Self.Item: Equatable, Item == Int`, in a mock's scope.
  ///
  /// NB: A `where` clause is a list of requirements, not one type, so it has no ``TypeShape``; the
  ///     model keeps it as fragments, and its text between types (`: `, ` == `, `, `) is written
  ///     as it is. Its names' roles therefore come from the parser's reading of name paths.
  func spell(_ whereClause: [Fragment], in scope: Scope) -> String {
    spell(whereClause, roles: TypeParser.nameRoles(in: whereClause), in: scope)
  }

  /// Spells fragments whose names have the given roles: each fragment as written, except the
  /// first names of paths, which may need their module, and `Self`, which stands for the mock.
  private func spell(_ fragments: [Fragment], roles: [NameRole], in scope: Scope) -> String {
    var result = ""
    var roles = roles[...]
    var position = 0
    while position < fragments.count {
      let fragment = fragments[position]
      position += 1
      guard fragment.isName else {
        result += fragment.spelling
        continue
      }
      let role = roles.popFirst() ?? .first
      if fragment.isSelf {
        // `Self.Item`: the member after `Self` is spelled with it, and the dot between them.
        if roles.first == .member, let member = fragments[position...].firstIndex(where: \.isName) {
          result += self.member(named: fragments[member].spelling, in: scope)
          roles.removeFirst()
          position = member + 1
        } else {
          result += scope.mockName
        }
      } else {
        result += role == .first ? spell(firstName: fragment, in: scope) : fragment.spelling
      }
    }
    return result
  }

  /// Spells the first name of a path: a member of the protocol as the mock's, and any other
  /// with its module where a name of the file or of the mock would otherwise hide it.
  private func spell(firstName fragment: Fragment, in scope: Scope) -> String {
    if fragment.kind == "typeIdentifier", let id = fragment.preciseIdentifier,
      index.isProtocolMemberType(id)
    {
      return member(named: fragment.spelling, in: scope)
    }
    guard let resolved = Self.resolve(fragment, index: index) else { return fragment.spelling }
    let needsModule =
      (importsUnknownModules && knownModules.contains(resolved.module)
        && (!importsOnlyFoundation || FoundationNames.mayDeclare(resolved.topName)))
      || (importsSeveralUnknownModules && resolved.module != "Swift")
      || ambiguousNames.contains(resolved.topName)
      || scope.shadowingNames.contains(resolved.topName)
      || scope.localGenericParameters.contains(resolved.topName)
      || scope.genericParameters.contains(resolved.topName)
    let canQualify =
      !hiddenModules.contains(resolved.module)
      && !scope.shadowingNames.contains(resolved.module)
    return needsModule && canQualify ? resolved.module + "." + resolved.spelling : resolved.spelling
  }

  /// Spells `Self.name`: a generic parameter, the type it is fixed to, or a member of the mock.
  private func member(named name: String, in scope: Scope) -> String {
    if let fixed = scope.fixedTypes[name] {
      var inner = scope
      inner.fixedTypes[name] = nil
      let text = spell(fixed, in: inner)
      return fixedTypeNeedsParentheses(fixed, in: inner) ? "(" + text + ")" : text
    }
    if scope.genericParameters.contains(name) && !scope.localGenericParameters.contains(name) {
      return scope.spelling(ofGenericParameter: name)
    }
    return scope.mockName + "." + name
  }
}
