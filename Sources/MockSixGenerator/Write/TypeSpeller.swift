/// Spells the types of the generated file so that each means what the protocol meant.
///
/// A name is written with its module (`Foundation.URL`, `Swift.Result`) when another module of
/// the file declares or uses the same name, or when a name of the mock hides it: a generic
/// parameter for an associated type, a typealias of the protocol, `Methods`. `Self.Item`
/// becomes the mock's generic parameter `Item` or the type it is fixed to, `Self.A` for a
/// protocol's typealias becomes `MockP.A`, and `Self` becomes the mock.
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

  init(index: SymbolIndex, references: [[Fragment]]) {
    self.index = index
    var modulesByName: [String: Set<String>] = index.topLevelTypes
    var modules: Set<String> = []
    for fragments in references {
      for (position, fragment) in fragments.enumerated() {
        guard let resolved = Self.resolve(fragment, at: position, in: fragments, index: index)
        else { continue }
        modulesByName[resolved.topName, default: []].insert(resolved.module)
        if resolved.module != "Swift" { modules.insert(resolved.module) }
      }
    }
    ambiguousNames = Set(modulesByName.filter { $0.value.count > 1 }.keys)
    hiddenModules = Set(index.topLevelTypes.keys)
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

  /// A type name's module and the first name of its path, for a fragment that starts a type.
  private static func resolve(
    _ fragment: Fragment, at position: Int, in fragments: [Fragment], index: SymbolIndex
  ) -> (module: String, topName: String, spelling: String)? {
    guard fragment.kind == "typeIdentifier" || fragment.kind == "attribute",
      let id = fragment.preciseIdentifier, !index.isProtocolMemberType(id),
      let module = index.module(of: id)
    else { return nil }
    if position > 0, fragments[position - 1].kind == "text",
      fragments[position - 1].spelling.hasSuffix(".")
    {
      return nil  // a member of a type before it, such as `Inner` in `Outer.Inner`
    }
    var spelling = fragment.spelling
    if let path = index.path(of: id), path.count > 1, path.last == spelling {
      spelling = path.joined(separator: ".")
    }
    let topName = String(spelling.prefix(while: { $0 != "." }))
    return (module, topName, spelling)
  }

  /// Spells fragments in a mock's scope.
  func spell(_ fragments: [Fragment], in scope: Scope) -> String {
    var result = ""
    var position = 0
    while position < fragments.count {
      let fragment = fragments[position]
      if fragment.isSelf {
        if position + 2 < fragments.count, fragments[position + 1].kind == "text",
          fragments[position + 1].spelling == ".",
          fragments[position + 2].kind == "typeIdentifier"
        {
          result += member(named: fragments[position + 2].spelling, in: scope)
          position += 3
          continue
        }
        result += scope.mockName
        position += 1
        continue
      }
      if fragment.kind == "typeIdentifier", let id = fragment.preciseIdentifier,
        index.isProtocolMemberType(id),
        position == 0
          || !(fragments[position - 1].kind == "text"
            && fragments[position - 1].spelling.hasSuffix("."))
      {
        result += member(named: fragment.spelling, in: scope)
      } else if let resolved = Self.resolve(fragment, at: position, in: fragments, index: index) {
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
        result +=
          needsModule && canQualify ? resolved.module + "." + resolved.spelling : resolved.spelling
      } else if fragment.kind == "attribute" && fragment.preciseIdentifier != nil {
        result += fragment.spelling
      } else {
        result += fragment.spelling
      }
      position += 1
    }
    return result
  }

  /// Spells a type in a mock's scope.
  func spell(_ type: TypeReference, in scope: Scope) -> String {
    spell(type.fragments, in: scope)
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
