// Where a mock's isolation comes from: the protocol's global actor, and which members must be
// nonisolated.

extension ProtocolModeler {
  func readGlobalActor(_ protocolSymbol: SymbolGraph.Symbol, into model: inout MockModel) {
    for fragment in protocolSymbol.declarationFragments
    where fragment.kind == "attribute"
      && GlobalActors.isGlobalActor(fragment.preciseIdentifier, in: index)
    {
      model.globalActor = TypeReference(
        name: fragment.spelling.hasPrefix("@")
          ? String(fragment.spelling.dropFirst()) : fragment.spelling,
        id: fragment.preciseIdentifier)
    }
  }

  /// Marks `nonisolated` the members of an isolated mock that satisfy nonisolated requirements.
  ///
  /// An actor's methods are isolated to it, and a `@MainActor` class's to the main actor; a
  /// synchronous requirement of a protocol that is neither must be met by a nonisolated member.
  func markIsolation(_ family: [SymbolGraph.Symbol], into model: inout MockModel) {
    guard model.kind == .actor || model.globalActor != nil else { return }
    var isolated: Set<String> = []
    for protocolSymbol in family {
      let id = protocolSymbol.identifier.precise
      let ownActor = protocolSymbol.declarationFragments.contains {
        $0.kind == "attribute" && GlobalActors.isGlobalActor($0.preciseIdentifier, in: index)
      }
      let inherited = (index.parents[id] ?? []).contains { isolated.contains($0.target) }
      if model.kind == .actor ? index.conforms(id, to: "s:ScA") : (ownActor || inherited) {
        isolated.insert(id)
      }
    }
    for position in model.requirements.indices {
      let requirement = model.requirements[position]
      guard !requirement.attributes.contains("nonisolated"), requirement.kind != .initializer,
        !(requirement.isStatic && model.kind == .actor), requirement.globalActor == nil,
        !isolated.contains(requirement.protocolID)
      else { continue }
      let isAsync =
        requirement.kind == .method || requirement.kind == .initializer
        ? requirement.isAsync : requirement.getterIsAsync && !requirement.hasSetter
      if !isAsync { model.requirements[position].attributes.append("nonisolated") }
    }
  }
}
