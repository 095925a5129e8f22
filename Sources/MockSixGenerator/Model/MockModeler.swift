import Dispatch

/// The second stage for a whole run: models each protocol, then the defaults of their members.
///
/// Defaults come last because a member that returns another mocked protocol gets a new mock of
/// it, which needs to know which protocols this run mocks.
struct MockModeler {
  let index: SymbolIndex

  func models(
    for protocols: [SymbolGraph.Symbol], mockNames: [String], leavingOut: [String: String] = [:]
  ) -> [MockModel] {
    let modeler = ProtocolModeler(index: index)
    // Protocols are independent, so they are modeled in parallel, in order.
    let slots = ParallelSlots<MockModel>(count: protocols.count)
    DispatchQueue.concurrentPerform(iterations: protocols.count) { position in
      slots.store(modeler.model(protocols[position], mockName: mockNames[position]), at: position)
    }
    var models = slots.values()
    // NB: A mock left out (one that does not compile) is no one's child mock either.
    for position in models.indices where models[position].problems.isEmpty {
      if let reason = leavingOut[models[position].protocolName] {
        models[position].problems.append(reason)
      }
    }
    // NB: Only a damaged graph names two protocols alike, which would give two mocks of one name.
    var seen: Set<String> = []
    for position in models.indices where models[position].problems.isEmpty {
      if !seen.insert(models[position].mockName).inserted {
        models[position].problems.append(
          "another protocol of the graph has the same name, and so its mock; regenerate the graph")
      }
    }
    let emitted = models.filter(\.problems.isEmpty)
    var constructible: [String: (mockName: String, globalActor: String?)] = [:]
    for model in emitted where model.associatedTypes.isEmpty && model.canBeMadeWithoutArguments {
      constructible[model.protocolID] = (model.mockName, nil)
    }
    let finder = DefaultValueFinder(
      index: index, constructibleMocks: constructible,
      testableModules: emitted.reduce(into: Set<String>()) { $0.formUnion($1.testableModules) })
    for modelPosition in models.indices where models[modelPosition].problems.isEmpty {
      let model = models[modelPosition]
      for position in model.requirements.indices {
        let requirement = model.requirements[position]
        // A member of a standard parent keeps the default its table wrote, if any.
        guard requirement.kind != .initializer, requirement.defaultValue == .none else { continue }
        models[modelPosition].requirements[position].defaultValue = finder.defaultValue(
          for: requirement, in: model)
      }
    }
    return models
  }
}
