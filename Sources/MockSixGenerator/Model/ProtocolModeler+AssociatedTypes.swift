// Associated types, their defaults and the `where` clauses between them.

extension ProtocolModeler {
  /// Reads the associated types of the protocols, then those of standard parents (`standard`,
  /// such as `Sequence`'s `Element`) that the protocols do not declare themselves.
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
        let reader = FragmentReader(symbol.declarationFragments)
        guard
          let nameIndex = reader.findFragment(where: { $0.kind == "identifier" }),
          let name = reader.fragment(at: nameIndex)?.spelling
        else { continue }
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
            MockModel.AssociatedType(
              name: name, constraints: constraints, defaultType: defaultType))
        }
        if let whereKeyword {
          requirements += GenericRequirement.read(reader, from: whereKeyword + 1)
        }
      }
    }
    for name in standard where !model.associatedTypes.contains(where: { $0.name == name }) {
      model.shadowingNames.insert(name)
      model.associatedTypes.append(MockModel.AssociatedType(name: name))
    }
    let names = Set(model.associatedTypes.map(\.name))
    /// The associated type that a type names as `Self.X`, if that is all it names.
    func associatedType(_ type: TypeReference) -> String? {
      guard let member = type.selfMember, names.contains(member) else { return nil }
      return member
    }
    var fixed: [String: TypeReference] = [:]
    for requirement in requirements {
      if requirement.lhs.isSelf || requirement.rhs.isSelf {
        model.problems.append(
          "`\(requirement.lhs.text) \(requirement.relation.rawValue) \(requirement.rhs.text)` ties an "
            + "associated type to Self, which a generic mock cannot express; write this mock by hand"
        )
        continue
      }
      if requirement.relation == .sameType {
        if let name = associatedType(requirement.lhs), fixed[name] == nil {
          if let other = associatedType(requirement.rhs), fixed[other] == nil {
            // Two associated types that are the same type: the later one names the earlier.
            let first = model.associatedTypes.firstIndex { $0.name == name } ?? 0
            let second = model.associatedTypes.firstIndex { $0.name == other } ?? 0
            let (kept, replaced) = first <= second ? (name, other) : (other, name)
            if kept != replaced {
              fixed[replaced] = TypeReference([
                Fragment(kind: "typeIdentifier", spelling: "Self"),
                Fragment(kind: "text", spelling: "."),
                Fragment(kind: "typeIdentifier", spelling: kept),
              ])
            }
            continue
          }
          if !requirement.rhs.mentionsSelf {
            fixed[name] = requirement.rhs
            continue
          }
        }
        if let name = associatedType(requirement.rhs), fixed[name] == nil,
          !requirement.lhs.mentionsSelf
        {
          fixed[name] = requirement.lhs
          continue
        }
      } else if let name = associatedType(requirement.lhs),
        let position = model.associatedTypes.firstIndex(where: { $0.name == name })
      {
        let constraint = requirement.rhs
        if !model.associatedTypes[position].constraints.contains(constraint) {
          model.associatedTypes[position].constraints.append(constraint)
        }
        continue
      }
      let clause =
        requirement.lhs.fragments
        + [Fragment(kind: "text", spelling: " \(requirement.relation.rawValue) ")]
        + requirement.rhs.fragments
      if !model.genericRequirements.contains(clause) { model.genericRequirements.append(clause) }
    }
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
}
