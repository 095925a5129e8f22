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
    let name = model.mockName + "WithDefaults"
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
