// Where a mock's isolation comes from: the protocol's global actor, and which members must be
// nonisolated.

extension ProtocolModeler {
  /// Reads the mock's global actor: the last one the family's protocols name, else the main
  /// actor, for a protocol of a module isolated to it by default (step 3).
  func readIsolation(_ family: ProtocolFamily, into model: inout MockModel) {
    for protocolSymbol in family.symbols {
      readGlobalActor(protocolSymbol, into: &model)
    }
    guard index.mainActorByDefault, index.module(of: model.protocolID) == index.mainModule,
      !family.isActor
    else { return }
    // NB: The graph of a module isolated to the main actor by default prints `@MainActor` on
    //     the members of a protocol but not on the protocol, unless it refines another one.
    if model.globalActor == nil, !DefaultIsolationReader.isNonisolated(family.protocolSymbol) {
      model.globalActor = TypeReference(name: "MainActor", id: "s:ScM")
    }
    model.nonisolatedConformance = model.globalActor?.nominalIdentifier == "s:ScM"
  }

  /// Reads the global actor that a protocol's declaration names, such as `@MainActor`.
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
    // NB: A protocol that refines an isolated one is isolated too only where its declaration
    //     says so: the graph of a module built in Swift 6 mode prints the inferred `@MainActor`
    //     on it, that of a module built in Swift 5 mode does not, and there its requirements are
    //     nonisolated ("main actor-isolated … cannot satisfy nonisolated requirement").
    var isolated: Set<String> = []
    for protocolSymbol in family {
      let id = protocolSymbol.identifier.precise
      let ownActor = protocolSymbol.declarationFragments.contains {
        $0.kind == "attribute" && GlobalActors.isGlobalActor($0.preciseIdentifier, in: index)
      }
      if model.kind == .actor ? index.conforms(id, to: "s:ScA") : ownActor {
        isolated.insert(id)
      }
    }
    for position in model.requirements.indices {
      let requirement = model.requirements[position]
      guard !requirement.attributes.contains("nonisolated"), requirement.kind != .initializer,
        !(requirement.isStatic && model.kind == .actor), requirement.globalActor == nil,
        !isolated.contains(requirement.protocolID)
      else { continue }
      // NB: An isolated async member could meet a nonisolated async requirement by hopping, but
      //     a value that is not `Sendable` (a generic `Element`) cannot cross into or out of it
      //     (Swiftfin's `SearchablePagingLibrary`), so it is nonisolated too.
      model.requirements[position].attributes.append("nonisolated")
    }
  }

  /// Declares in a way Swift 6 can spell each parameter and method result that is a function type
  /// isolated to a global actor without `@Sendable`, and imports `@preconcurrency` the modules
  /// whose properties or subscripts have one (step 10).
  ///
  /// Such a type comes from a module built in Swift 5 mode: Swift 6 mode infers it `Sendable`, so
  /// the mock, compiled there, cannot spell it, and a member with its Swift 6 spelling does not
  /// match the requirement ("sendability of function types … does not match requirement"), an
  /// error, or a warning after `@preconcurrency import`. An escaping one becomes a generic
  /// parameter, which matches any type, and the body turns it back into the Swift 6 spelling; a
  /// non-escaping one, which the mock logs as a placeholder, becomes `@isolated(any)`, which
  /// matches it. A method's result becomes a generic parameter too, which the body's result is
  /// turned into; a property's or subscript's keeps its type, which cannot be generic, and the
  /// attribute on the import lets it match, with a warning.
  func markNonSendableActorFunctions(into model: inout MockModel) {
    for position in model.requirements.indices {
      let requirement = model.requirements[position]
      var standIns = 0
      for (slot, parameter) in requirement.parameters.enumerated()
      where parameter.modifiers.isEmpty && hasNonSendableGlobalActorFunction(parameter.type) {
        if parameter.logging == .value,
          requirement.kind == .method || requirement.kind == .initializer,
          parameter.attributes.allSatisfy({ $0 == "@escaping" })
        {
          model.requirements[position].parameters[slot].standInGeneric = "MockSixF\(standIns)"
          standIns += 1
        } else if let isolatedAny = isolatedAny(parameter.type) {
          model.requirements[position].parameters[slot].type = isolatedAny
        }
      }
      let resultIsUnspellable = requirement.result.map(hasNonSendableGlobalActorFunction) == true
      if resultIsUnspellable, requirement.kind == .method, !requirement.hasResultBuilder {
        model.requirements[position].resultStandIn = "MockSixR"
      }
      let hasUnspellableParameter = model.requirements[position].parameters.contains {
        $0.standInGeneric == nil && hasNonSendableGlobalActorFunction($0.type)
      }
      guard
        hasUnspellableParameter
          || (resultIsUnspellable && model.requirements[position].resultStandIn == nil)
      else { continue }
      model.preconcurrencyModules.insert(
        index.module(of: requirement.protocolID) ?? index.mainModule)
    }
  }

  /// A function type isolated to a global actor, with `@isolated(any)` in place of the actor,
  /// such as `@isolated(any) (Int) -> Void` for `@MainActor (Int) -> Void`; nil for another type.
  private func isolatedAny(_ type: TypeReference) -> TypeReference? {
    guard case .attributed(let attributes, let function) = type.shape, function.isFunction else {
      return nil
    }
    let kept = attributes.filter { !GlobalActors.isGlobalActor($0.preciseIdentifier, in: index) }
    guard kept.count < attributes.count else { return nil }
    let attributeFragments = kept.map {
      Fragment(
        kind: "attribute", spelling: $0.spelling + " ", preciseIdentifier: $0.preciseIdentifier)
    }
    return TypeReference(
      [Fragment(kind: "attribute", spelling: "@isolated(any) ")] + attributeFragments
        + function.fragments)
  }

  /// Whether a type is, or holds, a function type isolated to a global actor but not `@Sendable`,
  /// such as `@MainActor () -> Void` or `(@MainActor (Int) -> Void)?`.
  private func hasNonSendableGlobalActorFunction(_ type: TypeReference) -> Bool {
    type.contains { type in
      guard case .attributed(let attributes, let inner) = type.shape, inner.isFunction else {
        return false
      }
      return attributes.contains { GlobalActors.isGlobalActor($0.preciseIdentifier, in: index) }
        && !attributes.contains(where: { $0.spelling == "@Sendable" })
    }
  }

  /// Marks `nonisolated` the `id` of an isolated mock whose protocol refines `Identifiable`
  /// (step 10).
  func markNonisolatedID(_ family: ProtocolFamily, into model: inout MockModel) {
    guard family.refinesIdentifiable, model.kind == .actor || model.globalActor != nil else {
      return
    }
    // Identifiable's `id` is nonisolated, so the mock's must be too, as `==` and `hash` are.
    for position in model.requirements.indices
    where model.requirements[position].kind == .property
      && model.requirements[position].baseName == "id" && !model.requirements[position].isStatic
      && !model.requirements[position].attributes.contains("nonisolated")
    {
      model.requirements[position].attributes.append("nonisolated")
    }
  }
}
