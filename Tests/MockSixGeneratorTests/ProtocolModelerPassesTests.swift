import Testing

@testable import MockSixGenerator

/// Checks the passes of ``ProtocolModeler/model(_:mockName:)`` one at a time, each on a small
/// graph or a model built by hand.
@Suite struct ProtocolModelerPassesTests {
  /// A model of the protocol `Tiny`, as the passes before the one under test leave it.
  private func model(kind: MockModel.Kind = .finalClass) -> MockModel {
    var model = MockModel(
      protocolID: "s:4Tiny4TinyP", protocolName: "Tiny",
      protocolType: TypeReference(name: "Tiny", id: "s:4Tiny4TinyP"), mockName: "MockTiny")
    model.kind = kind
    return model
  }

  /// A property requirement of type `String`.
  private func property(_ name: String) -> Requirement {
    Requirement(
      kind: .property, baseName: name, result: TypeReference(name: "String", id: "s:SS"),
      declaration: "var \(name): String { get }", protocolName: "Tiny")
  }

  @Test func theStartKeepsWhatTheFamilyFoundAndAsksForTestableImport() {
    var graph = TinyGraph()
    let shape = graph.addProtocol("Shape", accessLevel: "internal")
    graph.refine(shape, "s:SQ", fallback: "Swift.Equatable")
    graph.refine(shape, "s:3Dep4PathP", fallback: "Dep.Path")
    let modeler = ProtocolModeler(index: graph.index)
    let family = ProtocolFamily(of: graph.symbol(shape), in: graph.index)
    let model = modeler.startModel(of: graph.symbol(shape), mockName: "MockShape", family: family)
    #expect(model.protocolName == "Shape")
    #expect(model.mockName == "MockShape")
    #expect(model.testableModules == ["Tiny"])
    #expect(model.standardConformances == [.equatable])
    #expect(model.problems.count == 1)
    #expect(model.problems.first?.hasPrefix("Shape refines Dep.Path, whose requirements") == true)
  }

  @Test func isolationComesFromTheProtocolsOrTheModulesDefault() {
    var graph = TinyGraph()
    let isolated = graph.addProtocol(
      "Isolated",
      fragments: [
        SymbolGraph.Fragment(kind: "attribute", spelling: "@MainActor", preciseIdentifier: "s:ScM")
      ])
    let plain = graph.addProtocol("Plain")
    let modeler = ProtocolModeler(index: graph.index)
    var model = model()
    modeler.readIsolation(ProtocolFamily(of: graph.symbol(isolated), in: graph.index), into: &model)
    #expect(model.globalActor?.text == "MainActor")
    #expect(!model.nonisolatedConformance)

    var plainModel = self.model()
    plainModel.protocolID = plain
    modeler.readIsolation(
      ProtocolFamily(of: graph.symbol(plain), in: graph.index), into: &plainModel)
    #expect(plainModel.globalActor == nil)

    var index = graph.index
    index.mainActorByDefault = true
    ProtocolModeler(index: index).readIsolation(
      ProtocolFamily(of: graph.symbol(plain), in: index), into: &plainModel)
    #expect(plainModel.globalActor?.nominalIdentifier == "s:ScM")
    #expect(plainModel.nonisolatedConformance)
  }

  @Test func typeAliasesOfTheFamilyAreNamesTheMockMustNotSpell() {
    var graph = TinyGraph()
    let base = graph.addProtocol("Base")
    graph.addMember("Handler", kind: SymbolKind.typeAlias, of: base)
    graph.addMember("Ignored", kind: "swift.method", of: base)
    let child = graph.addProtocol("Child", refining: [base])
    var model = model()
    ProtocolModeler(index: graph.index).readTypeAliases(
      ProtocolFamily(of: graph.symbol(child), in: graph.index), into: &model)
    #expect(model.shadowingNames.contains("Handler"))
    #expect(!model.shadowingNames.contains("Ignored"))
  }

  @Test func standardParentsAddTheirMembersUnlessDeclared() {
    var graph = TinyGraph()
    let shape = graph.addProtocol("Shape")
    graph.refine(shape, "s:SE", fallback: "Swift.Encodable")
    graph.refine(shape, "s:s23CustomStringConvertibleP", fallback: "Swift.CustomStringConvertible")
    graph.refine(shape, "s:s28CustomDebugStringConvertibleP", fallback: "Swift.CustomDebugString")
    let family = ProtocolFamily(of: graph.symbol(shape), in: graph.index)
    var model = model()
    model.standardConformances = family.standardConformances
    model.requirements = [property("debugDescription")]
    ProtocolModeler(index: graph.index).addStandardMembers(family, into: &model)
    #expect(model.requirements.map(\.baseName) == ["debugDescription", "description", "encode"])
    #expect(model.requirements.filter { $0.baseName == "debugDescription" }.count == 1)
  }

  @Test func theKindIsAnActorASubclassOrAFinalClass() {
    var graph = TinyGraph()
    let service = graph.addProtocol("Service")
    graph.refine(service, "s:ScA", fallback: "_Concurrency.Actor")
    let object = graph.addProtocol("Object")
    graph.refine(object, "c:objc(pl)NSObject", fallback: "ObjectiveC.NSObjectProtocol")
    let plain = graph.addProtocol("Plain")
    let modeler = ProtocolModeler(index: graph.index)

    var actor = model()
    modeler.decideKind(ProtocolFamily(of: graph.symbol(service), in: graph.index), into: &actor)
    #expect(actor.kind == .actor)
    #expect(actor.sendability == .none)
    #expect(actor.problems.isEmpty)

    var isolatedActor = model()
    isolatedActor.globalActor = TypeReference(name: "MainActor", id: "s:ScM")
    modeler.decideKind(
      ProtocolFamily(of: graph.symbol(service), in: graph.index), into: &isolatedActor)
    #expect(
      isolatedActor.problems == [
        "Service refines Actor and is isolated to a global actor; write this mock by hand"
      ])

    var subclass = model()
    modeler.decideKind(ProtocolFamily(of: graph.symbol(object), in: graph.index), into: &subclass)
    #expect(
      subclass.kind
        == .subclass(of: TypeReference(name: "NSObject", id: ProtocolModeler.nsObjectID)))

    var finalClass = model()
    modeler.decideKind(ProtocolFamily(of: graph.symbol(plain), in: graph.index), into: &finalClass)
    #expect(finalClass.kind == .finalClass)
    #expect(finalClass.sendability == .sendable)
  }

  @Test func anIsolatedIdentifiableMockHasANonisolatedID() {
    var graph = TinyGraph()
    let item = graph.addProtocol("Item")
    graph.refine(item, "s:s12IdentifiableP", fallback: "Swift.Identifiable")
    let family = ProtocolFamily(of: graph.symbol(item), in: graph.index)
    let modeler = ProtocolModeler(index: graph.index)

    var isolated = model(kind: .actor)
    isolated.requirements = [property("id"), property("name")]
    modeler.markNonisolatedID(family, into: &isolated)
    #expect(isolated.requirements.map(\.attributes) == [["nonisolated"], []])

    var plain = model()
    plain.requirements = [property("id")]
    modeler.markNonisolatedID(family, into: &plain)
    #expect(plain.requirements[0].attributes.isEmpty)
  }

  @Test func membersThatNSObjectDeclaresAreOverrides() {
    var model = model(
      kind: .subclass(of: TypeReference(name: "NSObject", id: ProtocolModeler.nsObjectID)))
    model.requirements = [property("description"), property("title")]
    ProtocolModeler(index: TinyGraph().index).markOverrides(into: &model)
    #expect(model.requirements.map(\.isOverride) == [true, false])

    var finalClass = self.model()
    finalClass.requirements = [property("description")]
    ProtocolModeler(index: TinyGraph().index).markOverrides(into: &finalClass)
    #expect(finalClass.requirements.map(\.isOverride) == [false])
  }

  @Test func associatedTypesNamedLikeTheMocksOwnTypesAreProblems() {
    var graph = TinyGraph()
    let tiny = graph.addProtocol("Tiny")
    var model = model()
    model.associatedTypes = [MockModel.AssociatedType(name: "MockMethod")]
    model.fixedTypes = [(name: "Methods", type: TypeReference(name: "Int", id: "s:Si"))]
    ProtocolModeler(index: graph.index).checkReservedNames(
      ProtocolFamily(of: graph.symbol(tiny), in: graph.index), into: &model)
    #expect(
      model.problems == [
        "associated type MockMethod has the name of the mock's own MockMethod; write this mock "
          + "by hand",
        "associated type Methods has the name of the mock's own Methods; write this mock by hand",
      ])
  }

  /// The type `Self.name`.
  private func member(_ name: String) -> TypeReference {
    TypeReference([
      SymbolGraph.Fragment(kind: "typeIdentifier", spelling: "Self"),
      SymbolGraph.Fragment(kind: "text", spelling: "."),
      SymbolGraph.Fragment(kind: "typeIdentifier", spelling: name),
    ])
  }

  @Test func whereRequirementsFixConstrainOrJoinTheMocksWhereClause() {
    let int = TypeReference(name: "Int", id: "s:Si")
    let equatable = TypeReference(name: "Equatable", id: "s:SQ")
    let array = TypeReference([
      SymbolGraph.Fragment(kind: "typeIdentifier", spelling: "Array", preciseIdentifier: "s:Sa"),
      SymbolGraph.Fragment(kind: "text", spelling: "<"),
      SymbolGraph.Fragment(kind: "typeIdentifier", spelling: "Self"),
      SymbolGraph.Fragment(kind: "text", spelling: "."),
      SymbolGraph.Fragment(kind: "typeIdentifier", spelling: "Key"),
      SymbolGraph.Fragment(kind: "text", spelling: ">"),
    ])
    var model = model()
    model.associatedTypes = ["Key", "Value", "Other", "Items"].map {
      MockModel.AssociatedType(name: $0)
    }
    let fixed = ProtocolModeler(index: TinyGraph().index).applyGenericRequirements(
      [
        GenericRequirement(lhs: member("Value"), relation: .sameType, rhs: int),
        GenericRequirement(lhs: member("Other"), relation: .sameType, rhs: member("Key")),
        GenericRequirement(lhs: member("Key"), relation: .conformance, rhs: equatable),
        GenericRequirement(lhs: member("Items"), relation: .sameType, rhs: array),
        GenericRequirement(
          lhs: member("Key"), relation: .sameType, rhs: TypeReference(name: "Self", id: nil)),
      ], into: &model)
    #expect(fixed.mapValues(\.text) == ["Value": "Int", "Other": "Self.Key"])
    #expect(model.associatedTypes[0].constraints.map(\.text) == ["Equatable"])
    #expect(model.genericRequirements.map(\.text) == ["Self.Items == Array<Self.Key>"])
    #expect(model.problems.count == 1)
    #expect(model.problems.first?.hasPrefix("`Self.Key == Self` ties an associated type") == true)
  }

  @Test func aPropertyReadTwiceIsDroppedAndAProblemIfItsTypesDiffer() {
    let modeler = ProtocolModeler(index: TinyGraph().index)
    var properties: [String: ProtocolModeler.PropertyRead] = [:]
    var model = model()
    #expect(!modeler.repeatsProperty(property("name"), of: "A", in: &properties, into: &model))
    #expect(modeler.repeatsProperty(property("name"), of: "B", in: &properties, into: &model))
    #expect(model.problems.isEmpty)
    var other = property("name")
    other.result = TypeReference(name: "Int", id: "s:Si")
    other.declaration = "var name: Int { get }"
    #expect(modeler.repeatsProperty(other, of: "C", in: &properties, into: &model))
    #expect(
      model.problems == [
        "A requires `var name: String { get }` and C requires `var name: Int { get }`: no type "
          + "can have both properties; write this mock by hand"
      ])
  }

  @Test func onePlainInitializerMeetsEveryPlainInitRequirement() {
    var failable = Requirement(
      kind: .initializer, baseName: "init", isAsync: true, declaration: "init?() async",
      protocolName: "Tiny")
    failable.failability = "?"
    let plain = Requirement(
      kind: .initializer, baseName: "init", declaration: "init()", protocolName: "Tiny")
    var model = model()
    model.requirements = [failable, property("name"), plain]
    ProtocolModeler(index: TinyGraph().index).mergePlainInitializers(in: &model)
    #expect(model.requirements.map(\.baseName) == ["init", "name"])
    #expect(model.requirements[0].failability == "")
    #expect(!model.requirements[0].isAsync)
  }
}
