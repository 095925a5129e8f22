/// Writes a typealias that fills in the defaults of a protocol's associated types.
///
/// Swift has no defaults for generic parameters, so a generic mock names every associated type.
/// For `associatedtype InboundOut = Never`, the alias `MockHandlerWithDefaults<InboundIn>` stands
/// for `MockHandler<InboundIn, Never>`, and the mock itself keeps all its parameters.
extension MockWriter {
  /// The alias's lines, after a blank line; none when no associated type has a usable default.
  func defaultsAlias() -> [String] {
    let defaulted = model.associatedTypes.filter { $0.defaultType != nil }
    guard !defaulted.isEmpty else { return [] }
    let defaultedNames = Set(defaulted.map(\.name))
    // NB: A default that names `Self` or another defaulted associated type would need the
    //     aliases to be resolved in order; those protocols keep the plain mock only.
    for associatedType in defaulted {
      guard let type = associatedType.defaultType, !type.mentionsSelf || onlyNamesParameters(type)
      else { return [] }
      if type.fragments.contains(where: {
        $0.kind == "typeIdentifier" && defaultedNames.contains($0.spelling)
      }) {
        return []
      }
    }
    let name = model.mockName + "WithDefaults"
    // NB: A name the module, a module it imports or the test target declares already is left
    //     to that declaration; the mock keeps its own name.
    if speller.index.topLevelTypes[name] != nil || speller.index.testTargetNames[name] != nil {
      return [
        "", "// \(name) is not declared here: a type of that name is declared already.",
      ]
    }
    // NB: A default that the graph does not show meeting its associated type's constraints
    //     (`associatedtype T = Int` with `where T: Collection`) would make an alias that does
    //     not compile, so the alias is left out, saying why.
    if let unmet = defaulted.first(where: { !meetsConstraints($0) }),
      let type = unmet.defaultType
    {
      let constraints = unmet.constraints.map { speller.spell($0, in: scope) }
      return [
        "",
        "// \(name) is not written: \(unmet.name)'s default, \(speller.spell(type, in: scope)), "
          + "is not known to meet \(unmet.name): " + constraints.joined(separator: " & ")
          + ", so an alias to it might not compile.",
      ]
    }
    let kept = model.associatedTypes.filter { $0.defaultType == nil }
    let parameters = kept.map { associatedType in
      let constraints = associatedType.constraints.map { speller.spell($0, in: scope) }
      return constraints.isEmpty
        ? associatedType.name : associatedType.name + ": " + constraints.joined(separator: " & ")
    }
    let arguments = model.associatedTypes.map { associatedType in
      associatedType.defaultType.map { speller.spell($0, in: scope) } ?? associatedType.name
    }
    // The mock's requirements between the parameters the alias keeps; the defaults meet the rest.
    let keptNames = Set(kept.map(\.name))
    let requirements = model.genericRequirements.filter { fragments in
      let named = Set(
        fragments.enumerated().compactMap { position, fragment -> String? in
          guard fragment.isSelf, position + 2 < fragments.count else { return nil }
          return fragments[position + 2].spelling
        })
      return !named.isEmpty && named.isSubset(of: keptNames)
    }.map { speller.spell($0, in: scope) }
    let defaults = defaulted.map { "\($0.name) = \(speller.spell($0.defaultType!, in: scope))" }
    return [
      "",
      "/// \(model.mockName) with the defaults of \(model.protocolName)'s associated types: "
        + defaults.joined(separator: ", ") + ".",
      "typealias \(name)"
        + (parameters.isEmpty ? "" : "<" + parameters.joined(separator: ", ") + ">")
        + " = \(model.mockName)<" + arguments.joined(separator: ", ") + ">"
        + (requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")),
    ]
  }

  /// Whether an associated type's default meets its constraints, as far as the graph (or, for
  /// the standard library's types, `StandardConformances`) shows.
  private func meetsConstraints(_ associatedType: MockModel.AssociatedType) -> Bool {
    guard !associatedType.constraints.isEmpty else { return true }
    guard let type = associatedType.defaultType, let head = head(of: type) else { return false }
    return associatedType.constraints.allSatisfy { constraint in
      let protocols = constraint.fragments.filter { $0.kind == "typeIdentifier" }
      return !protocols.isEmpty
        && protocols.allSatisfy { fragment in
          if let typeID = head.id, let protocolID = fragment.preciseIdentifier,
            speller.index.conforms(typeID, to: protocolID)
          {
            return true
          }
          return head.id.map { speller.index.symbol($0) == nil } ?? true
            && StandardConformances.conforms(head.name, to: fragment.spelling)
        }
    }
  }

  /// The type a default names at its top, such as `Array` for `[Element]`, with its precise
  /// identifier when the graph has one; nil for a tuple, a function or a composition.
  private func head(of type: TypeReference) -> (name: String, id: String?)? {
    switch type.shape {
    case .array: return ("Array", nil)
    case .dictionary: return ("Dictionary", nil)
    case .optional: return ("Optional", nil)
    case .named(let components) where components.count == 1:
      return (components[0].name, components[0].preciseIdentifier)
    default: return nil
    }
  }

  /// Whether every `Self` in a type is followed by one of the mock's generic parameters.
  private func onlyNamesParameters(_ type: TypeReference) -> Bool {
    let fragments = type.fragments
    let generic = Set(model.genericParameterNames)
    for (position, fragment) in fragments.enumerated() where fragment.isSelf {
      guard position + 2 < fragments.count, fragments[position + 1].spelling == ".",
        generic.contains(fragments[position + 2].spelling)
      else { return false }
    }
    return true
  }
}
