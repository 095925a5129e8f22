// How the generator models a protocol. Read `model` below top to bottom: it is the whole order,
// one named pass a step, each pass in the file of its domain.
//
//   1. the family: the protocol and the protocols it refines, parents first (`ProtocolFamily`);
//   2. the model's start: names, location, availability, `@testable import`, `@_spi` imports,
//      and what the family's standard parents conform the mock to, or why they cannot;
//   3. isolation: the protocols' global actor, else the module's default isolation;
//   4. typealiases of the protocols, whose names the mock must not spell types with;
//   5. associated types, their defaults and `where` clauses, which become the mock's generics;
//   6. requirements, read once each, merged where a child protocol restates them, with `any`
//      before a protocol with generic arguments that a Swift 5 module wrote without it;
//   7. members of standard parents: `description`, `Sequence`'s `makeIterator()`, `encode(to:)`;
//   8. the kind of mock: an actor, a subclass of the required class, or a final class;
//   9. renames of requirements' generic parameters that shadow the mock's own;
//  10. `nonisolated` on the members of an isolated mock that meet nonisolated requirements, and
//      on `Identifiable`'s `id`; a generic parameter for each parameter that is a closure
//      isolated to a global actor without `@Sendable`, which Swift 6 cannot spell, and
//      `@preconcurrency import` of a module whose requirements return one;
//  11. `override` on the members that the mock's superclass declares;
//  12. names: the mock's own reserved names, MockSix's own protocol, and names Swift cannot read.
//
// Passes run in this order because later ones read what earlier ones wrote: the kind (8) needs
// the requirements (6, 7), the renames (9) the generic parameters (5), the overrides (11) the
// superclass (8). A pass that finds the protocol cannot be mocked adds to `problems`, in order.

/// The second stage: builds the ``MockModel`` of a protocol from the index.
///
/// It walks the protocol and the protocols it refines (parents first), reads each requirement,
/// merges associated types and the requirements restated by a child, and decides what the mock
/// is: a final class, an actor or a subclass of the class the protocol requires.
struct ProtocolModeler {
  let index: SymbolIndex

  /// Builds the model of one protocol, pass by pass, in the order of the chain above.
  func model(_ symbol: SymbolGraph.Symbol, mockName: String) -> MockModel {
    // 1. The family, parents first.
    let family = ProtocolFamily(of: symbol, in: index)
    // 2. The model's start, with what the family's standard parents asked for.
    var model = startModel(of: symbol, mockName: mockName, family: family)
    readSPI(family, into: &model)
    // 3. Isolation.
    readIsolation(family, into: &model)
    // 4. Typealiases.
    readTypeAliases(family, into: &model)
    // 5. Associated types.
    readAssociatedTypes(
      family.symbols, standard: family.standardParents.flatMap(\.associatedTypes), into: &model)
    // 6. Requirements.
    readRequirements(family.symbols, into: &model)
    markBareExistentials(into: &model)
    // 7. Members of standard parents.
    addStandardMembers(family, into: &model)
    // 8. The kind of mock.
    decideKind(family, into: &model)
    // 9. Renames of shadowing generic parameters.
    renameShadowingGenericParameters(in: &model)
    // 10. Nonisolated members, and closures isolated to a global actor without `@Sendable`.
    markIsolation(family.symbols, into: &model)
    markNonisolatedID(family, into: &model)
    markNonSendableActorFunctions(into: &model)
    // 11. Overrides.
    markOverrides(into: &model)
    // 12. Names.
    checkReservedNames(family, into: &model)
    checkNames(of: &model)
    return model
  }

  /// Starts the model of a protocol: its names, location and availability, whether the mock
  /// needs `@testable import`, and what the family's parents found (step 2).
  func startModel(
    of symbol: SymbolGraph.Symbol, mockName: String, family: ProtocolFamily
  ) -> MockModel {
    let protocolID = symbol.identifier.precise
    var model = MockModel(
      protocolID: protocolID, protocolName: SymbolIndex.qualifiedName(of: symbol),
      protocolType: TypeReference(name: symbol.names.title, id: protocolID),
      mockName: mockName, location: symbol.location)
    if symbol.accessLevel != "public" && symbol.accessLevel != "open" {
      model.testableModules.insert(index.module(of: protocolID) ?? index.mainModule)
    }
    model.availability = Availability.attributes(symbol.availability).attributes
    model.standardConformances = family.standardConformances
    model.problems = family.problems
    return model
  }

  /// Adds the names of the family's typealiases to the names the mock must not spell a type as
  /// (step 4).
  func readTypeAliases(_ family: ProtocolFamily, into model: inout MockModel) {
    for protocolSymbol in family.symbols {
      for member in index.members[protocolSymbol.identifier.precise] ?? [] {
        if let alias = index.symbol(member), alias.kind.identifier == SymbolKind.typeAlias {
          model.shadowingNames.insert(
            alias.names.title.split(separator: ".").last.map(String.init)
              ?? alias.names.title)
        }
      }
    }
  }
}

extension Fragment {
  /// Whether the fragment is the type `Self`.
  var isSelf: Bool {
    kind == "typeIdentifier" && spelling == "Self" && preciseIdentifier == nil
  }
}
