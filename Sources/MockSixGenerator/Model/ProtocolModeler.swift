/// The second stage: builds the ``MockModel`` of a protocol from the index.
///
/// It walks the protocol and the protocols it refines (parents first), reads each requirement,
/// merges associated types and the requirements restated by a child, and decides what the mock
/// is: a final class, an actor or a subclass of the class the protocol requires.
struct ProtocolModeler {
  let index: SymbolIndex

  /// Builds the model of one protocol.
  func model(_ symbol: SymbolGraph.Symbol, mockName: String) -> MockModel {
    let protocolID = symbol.identifier.precise
    var model = MockModel(
      protocolID: protocolID, protocolName: SymbolIndex.qualifiedName(of: symbol),
      protocolType: TypeReference(name: symbol.names.title, id: protocolID),
      mockName: mockName, location: symbol.location)
    if symbol.accessLevel != "public" && symbol.accessLevel != "open" {
      model.testableModules.insert(index.module(of: protocolID) ?? index.mainModule)
    }
    model.availability = Availability.attributes(symbol.availability).attributes

    // The protocol and the protocols it refines, parents first.
    var family: [SymbolGraph.Symbol] = []
    var visited: Set<String> = []
    var superclass: (id: String, name: String)?
    var superclassArguments: [Fragment] = []
    var isActor = false
    var refinesIdentifiable = false
    var standardProperties: [String] = []
    var standardParents: [StandardParent] = []
    func visit(_ protocolSymbol: SymbolGraph.Symbol) {
      guard visited.insert(protocolSymbol.identifier.precise).inserted else { return }
      for relationship in index.parents[protocolSymbol.identifier.precise] ?? [] {
        // NB: A standard protocol is handled by the table even when its module's graph is read.
        let standard = Self.standard(relationship)
        if standard == nil, let parent = index.symbol(relationship.target) {
          if parent.kind.identifier == SymbolKind.protocolKind {
            visit(parent)
          } else if parent.kind.identifier == "swift.class" {
            superclass = (relationship.target, parent.names.title)
            superclassArguments = genericArguments(
              of: relationship.target, in: protocolSymbol.declarationFragments)
          }
          continue
        }
        if relationship.target == "s:s12IdentifiableP" { refinesIdentifiable = true }
        switch standard {
        case .nothing?:
          break
        case .actor?:
          isActor = true
        case .nsObject?:
          if superclass == nil { superclass = (Self.nsObjectID, "NSObject") }
        case .members(let conformances)?:
          for conformance in conformances where !model.standardConformances.contains(conformance) {
            model.standardConformances.append(conformance)
          }
        case .property(let name)?:
          if !standardProperties.contains(name) { standardProperties.append(name) }
        case .parent(let parent)?:
          if !standardParents.contains(parent) { standardParents.append(parent) }
        case nil:
          if relationship.kind == "inheritsFrom" {
            superclass = (relationship.target, relationship.targetFallback ?? relationship.target)
          } else {
            let name = publicName(relationship.targetFallback ?? relationship.target)
            if name.hasPrefix("Swift.") {
              model.problems.append(
                "\(protocolSymbol.names.title) refines \(name), which a mock cannot conform to "
                  + "by itself; write this mock by hand")
            } else {
              model.problems.append(
                "\(protocolSymbol.names.title) refines \(name), whose requirements are not in "
                  + "the symbol graphs read; pass its module's graph with --symbol-graph, or "
                  + "write this mock by hand")
            }
          }
        }
      }
      family.append(protocolSymbol)
    }
    visit(symbol)

    for protocolSymbol in family {
      readGlobalActor(protocolSymbol, into: &model)
      for member in index.members[protocolSymbol.identifier.precise] ?? [] {
        if let alias = index.symbol(member), alias.kind.identifier == SymbolKind.typeAlias {
          model.shadowingNames.insert(
            alias.names.title.split(separator: ".").last.map(String.init)
              ?? alias.names.title)
        }
      }
    }
    if index.mainActorByDefault, index.module(of: protocolID) == index.mainModule, !isActor {
      // NB: The graph of a module isolated to the main actor by default prints `@MainActor` on
      //     the members of a protocol but not on the protocol, unless it refines another one.
      if model.globalActor == nil, !DefaultIsolationReader.isNonisolated(symbol) {
        model.globalActor = TypeReference(name: "MainActor", id: "s:ScM")
      }
      model.nonisolatedConformance = model.globalActor?.nominalIdentifier == "s:ScM"
    }
    readAssociatedTypes(
      family, standard: standardParents.flatMap(\.associatedTypes), into: &model)
    readRequirements(family, into: &model)
    for name in standardProperties {
      addStandardProperty(name, into: &model)
    }
    for parent in standardParents {
      addStandardRequirements(of: parent, into: &model)
    }
    for (parent, conformance) in [
      (StandardParent.serialExecutor, StandardConformance.serialExecutor),
      (.rawRepresentable, .rawRepresentable),
    ] where standardParents.contains(parent) {
      model.standardConformances.append(conformance)
    }
    if model.standardConformances.contains(.encodable) {
      addEncodeRequirement(into: &model)
    }

    if isActor {
      model.kind = .actor
      model.sendability = .none
    } else if let superclass {
      readSuperclass(
        superclass, arguments: superclassArguments, protocolName: symbol.names.title,
        into: &model)
    } else if model.globalActor != nil {
      model.sendability = .none
    }
    if model.kind == .actor && model.globalActor != nil {
      model.problems.append(
        "\(symbol.names.title) refines Actor and is isolated to a global actor; write this mock "
          + "by hand")
    }
    renameShadowingGenericParameters(in: &model)
    markIsolation(family, into: &model)
    if refinesIdentifiable && (model.kind == .actor || model.globalActor != nil) {
      // Identifiable's `id` is nonisolated, so the mock's must be too, as `==` and `hash` are.
      for position in model.requirements.indices
      where model.requirements[position].kind == .property
        && model.requirements[position].baseName == "id" && !model.requirements[position].isStatic
        && !model.requirements[position].attributes.contains("nonisolated")
      {
        model.requirements[position].attributes.append("nonisolated")
      }
    }
    if case .subclass(let superclass) = model.kind {
      markOverrides(of: superclass, into: &model)
    }
    let reserved = (model.associatedTypes.map(\.name) + model.fixedTypes.map(\.name))
      .filter { ["MockMethod", "Methods"].contains($0) }
    for name in reserved {
      model.problems.append(
        "associated type \(name) has the name of the mock's own \(name); write this mock by hand")
    }
    if index.mainModule == "MockSix" && symbol.names.title == "Mock" {
      model.problems.append("Mock is MockSix's own protocol")
    }
    checkNames(of: &model)
    return model
  }

  /// The public module name in a qualified name such as `FoundationEssentials.LocalizedError`.
  func publicName(_ qualified: String) -> String {
    guard let dot = qualified.firstIndex(of: ".") else { return qualified }
    return ModuleNames.publicName(of: String(qualified[..<dot])) + qualified[dot...]
  }
}

extension Fragment {
  /// Whether the fragment is the type `Self`.
  var isSelf: Bool {
    kind == "typeIdentifier" && spelling == "Self" && preciseIdentifier == nil
  }
}
