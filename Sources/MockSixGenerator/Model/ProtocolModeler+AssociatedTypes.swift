// Associated types, their defaults and the `where` clauses between them.

extension ProtocolModeler {
  /// Reads the associated types of the protocols, then those of standard parents (`standard`,
  /// such as `Sequence`'s `Element`) that the protocols do not declare themselves (step 5).
  ///
  /// The `where` clauses of the protocols and their associated types then fix some associated
  /// types (`Item == Int`), constrain others (`Item: Equatable`), and give the mock's `where`
  /// clause the rest.
  func readAssociatedTypes(
    _ family: [SymbolGraph.Symbol], standard: [String] = [], into model: inout MockModel
  ) {
    var requirements: [GenericRequirement] = []
    for protocolSymbol in family {
      let declaration = FragmentReader(protocolSymbol.declarationFragments)
      if let keyword = declaration.findFragment(where: {
        $0.kind == "keyword" && $0.spelling == "where"
      }) {
        requirements += GenericRequirement.read(declaration, from: keyword + 1)
      }
      for member in index.requirements[protocolSymbol.identifier.precise] ?? [] {
        guard let symbol = index.symbol(member), symbol.kind.identifier == SymbolKind.associatedType
        else { continue }
        requirements += readAssociatedType(symbol, into: &model)
      }
    }
    for name in standard where !model.associatedTypes.contains(where: { $0.name == name }) {
      model.shadowingNames.insert(name)
      model.associatedTypes.append(MockModel.AssociatedType(name: name))
    }
    let fixed = applyGenericRequirements(requirements, into: &model)
    model.fixedTypes = model.associatedTypes.compactMap { associatedType in
      fixed[associatedType.name].map { (associatedType.name, $0) }
    }
    model.associatedTypes.removeAll { fixed[$0.name] != nil }
    if model.associatedTypes.contains(where: { $0.constraints.contains { $0.text.hasPrefix("~") } })
    {
      model.problems.append(
        "an associated type may be noncopyable, which a mock cannot store; write this mock by hand")
    }
  }

  /// Adds an associated type to the model, or merges its constraints and default into the one
  /// of that name a parent declared, and returns the requirements of its `where` clause.
  func readAssociatedType(
    _ symbol: SymbolGraph.Symbol, into model: inout MockModel
  ) -> [GenericRequirement] {
    let reader = FragmentReader(symbol.declarationFragments)
    guard
      let nameIndex = reader.findFragment(where: { $0.kind == "identifier" }),
      let name = reader.fragment(at: nameIndex)?.spelling
    else { return [] }
    model.shadowingNames.insert(name)
    let whereKeyword = reader.findFragment(
      from: nameIndex, where: { $0.kind == "keyword" && $0.spelling == "where" })
    let end = whereKeyword ?? reader.count
    let defaultStart = reader.find(" = ", from: nameIndex, to: end)
    var constraints: [TypeReference] = []
    if let colon = reader.find(":", from: nameIndex, to: defaultStart ?? end) {
      constraints = reader.split((colon + 1)..<(defaultStart ?? end), at: ",")
        .map(TypeReference.init)
    }
    let defaultType = defaultStart.map {
      TypeReference(reader.fragments(($0 + 3)..<end))
    }
    if let position = model.associatedTypes.firstIndex(where: { $0.name == name }) {
      for constraint in constraints
      where !model.associatedTypes[position].constraints.contains(constraint) {
        model.associatedTypes[position].constraints.append(constraint)
      }
      if model.associatedTypes[position].defaultType == nil {
        model.associatedTypes[position].defaultType = defaultType
      }
    } else {
      model.associatedTypes.append(
        MockModel.AssociatedType(name: name, constraints: constraints, defaultType: defaultType))
    }
    guard let whereKeyword else { return [] }
    return GenericRequirement.read(reader, from: whereKeyword + 1)
  }

  /// Applies `where` requirements to the associated types, and returns the associated types that
  /// same-type requirements fix, each with its type.
  ///
  /// A requirement that ties an associated type to `Self` is a problem; one that neither fixes
  /// nor constrains a single associated type goes into the mock's `where` clause.
  func applyGenericRequirements(
    _ requirements: [GenericRequirement], into model: inout MockModel
  ) -> [String: TypeReference] {
    var fixed: [String: TypeReference] = [:]
    for requirement in requirements {
      if requirement.lhs.isSelf || requirement.rhs.isSelf {
        model.problems.append(
          "`\(requirement.lhs.text) \(requirement.relation.rawValue) \(requirement.rhs.text)` ties an "
            + "associated type to Self, which a generic mock cannot express; write this mock by hand"
        )
        continue
      }
      let applied =
        requirement.relation == .sameType
        ? fix(requirement, among: model.associatedTypes, in: &fixed)
        : constrain(requirement, in: &model)
      if applied { continue }
      let clause =
        requirement.lhs.fragments
        + [Fragment(kind: "text", spelling: " \(requirement.relation.rawValue) ")]
        + requirement.rhs.fragments
      if !model.genericRequirements.contains(clause) { model.genericRequirements.append(clause) }
    }
    return fixed
  }

  /// Fixes the associated type a same-type requirement names to the type on its other side, or,
  /// for two associated types, the later one to the earlier; false if it fixes neither side.
  func fix(
    _ requirement: GenericRequirement, among associatedTypes: [MockModel.AssociatedType],
    in fixed: inout [String: TypeReference]
  ) -> Bool {
    let names = Set(associatedTypes.map(\.name))
    /// The associated type that a type names as `Self.X`, if that is all it names.
    func associatedType(_ type: TypeReference) -> String? {
      guard let member = type.selfMember, names.contains(member) else { return nil }
      return member
    }
    if let name = associatedType(requirement.lhs), fixed[name] == nil {
      if let other = associatedType(requirement.rhs), fixed[other] == nil {
        // Two associated types that are the same type: the later one names the earlier.
        let first = associatedTypes.firstIndex { $0.name == name } ?? 0
        let second = associatedTypes.firstIndex { $0.name == other } ?? 0
        let (kept, replaced) = first <= second ? (name, other) : (other, name)
        if kept != replaced {
          fixed[replaced] = TypeReference([
            Fragment(kind: "typeIdentifier", spelling: "Self"),
            Fragment(kind: "text", spelling: "."),
            Fragment(kind: "typeIdentifier", spelling: kept),
          ])
        }
        return true
      }
      if !requirement.rhs.mentionsSelf {
        fixed[name] = requirement.rhs
        return true
      }
    }
    if let name = associatedType(requirement.rhs), fixed[name] == nil,
      !requirement.lhs.mentionsSelf
    {
      fixed[name] = requirement.lhs
      return true
    }
    return false
  }

  /// Adds a conformance requirement on one associated type (`Self.Item: Equatable`) to its
  /// constraints; false if the requirement constrains something else.
  func constrain(_ requirement: GenericRequirement, in model: inout MockModel) -> Bool {
    guard let member = requirement.lhs.selfMember,
      let position = model.associatedTypes.firstIndex(where: { $0.name == member })
    else { return false }
    if !model.associatedTypes[position].constraints.contains(requirement.rhs) {
      model.associatedTypes[position].constraints.append(requirement.rhs)
    }
    return true
  }
}
