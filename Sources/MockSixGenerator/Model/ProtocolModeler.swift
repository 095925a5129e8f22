/// The second stage: builds the ``MockModel`` of a protocol from the index.
///
/// It walks the protocol and the protocols it refines (parents first), reads each requirement,
/// merges associated types and the requirements restated by a child, and decides what the mock
/// is: a final class, an actor or a subclass of the class the protocol requires.
struct ProtocolModeler {
  let index: SymbolIndex

  /// The protocols of the standard library and Foundation that a mock conforms to by itself.
  private enum Standard {
    case nothing
    case actor
    case nsObject
    case members([StandardConformance])
    case property(String)
  }

  private static func standard(_ relationship: SymbolGraph.Relationship) -> Standard? {
    switch relationship.target {
    case "s:s8SendableP", "s:s16SendableMetatypeP", "s:s8CopyableP", "s:s9EscapableP",
      "s:s15BitwiseCopyableP", "s:s5ErrorP", "s:s12IdentifiableP":
      return .nothing
    case "s:ScA":
      return .actor
    case "s:SQ": return .members([.equatable])
    case "s:SH": return .members([.equatable, .hashable])
    case "s:SL": return .members([.equatable, .comparable])
    case "s:SE": return .members([.encodable])
    case "s:Se": return .members([.decodable])
    case "s:s23CustomStringConvertibleP": return .property("description")
    case "s:s28CustomDebugStringConvertibleP": return .property("debugDescription")
    default:
      // NB: A relationship within Foundation's own graph has no fallback name; its identifier,
      //     such as `s:10Foundation16NSObjectProtocolP`, names the protocol instead.
      let id = relationship.target
      let name =
        relationship.targetFallback
        ?? (id.hasPrefix("s:10Foundation") || id.hasPrefix("s:20FoundationEssentials")
          ? "Foundation."
            + (["NSObjectProtocol", "LocalizedError", "CustomNSError"].first {
              id.hasSuffix("\($0.count)\($0)P")
            } ?? "") : "")
      if name.hasSuffix(".LocalizedError") || name.hasSuffix(".CustomNSError") {
        return .nothing  // every requirement has a default
      }
      if name.hasSuffix(".NSObjectProtocol") || relationship.target == "c:objc(pl)NSObject" {
        return .nsObject  // NSObject implements every requirement
      }
      return nil
    }
  }

  /// The identifier by which the generator names Foundation's `NSObject`.
  static let nsObjectID = "s:10Foundation8NSObjectC"

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
    readAssociatedTypes(family, into: &model)
    readRequirements(family, into: &model)
    for name in standardProperties {
      addStandardProperty(name, into: &model)
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
    return model
  }

  /// The public module name in a qualified name such as `FoundationEssentials.LocalizedError`.
  private func publicName(_ qualified: String) -> String {
    guard let dot = qualified.firstIndex(of: ".") else { return qualified }
    return ModuleNames.publicName(of: String(qualified[..<dot])) + qualified[dot...]
  }

  private func readGlobalActor(_ protocolSymbol: SymbolGraph.Symbol, into model: inout MockModel) {
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

  // MARK: - Associated types

  /// A requirement between types, read from a `where` clause.
  private struct GenericRequirement {
    var lhs: [Fragment]
    var relation: String  // ":" or "=="
    var rhs: [Fragment]
  }

  private func readAssociatedTypes(_ family: [SymbolGraph.Symbol], into model: inout MockModel) {
    var requirements: [GenericRequirement] = []
    for protocolSymbol in family {
      let declaration = FragmentReader(protocolSymbol.declarationFragments)
      if let keyword = declaration.findFragment(where: {
        $0.kind == "keyword" && $0.spelling == "where"
      }) {
        requirements += genericRequirements(declaration, from: keyword + 1)
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
          requirements += genericRequirements(reader, from: whereKeyword + 1)
        }
      }
    }
    let names = Set(model.associatedTypes.map(\.name))
    /// The associated type that fragments name as `Self.X`, if that is all they name.
    func associatedType(_ fragments: [Fragment]) -> String? {
      guard fragments.count == 3, fragments[0].isSelf, fragments[1].spelling == ".",
        names.contains(fragments[2].spelling)
      else { return nil }
      return fragments[2].spelling
    }
    var fixed: [String: TypeReference] = [:]
    for requirement in requirements {
      let isBareSelf = { (fragments: [Fragment]) in fragments.count == 1 && fragments[0].isSelf }
      if isBareSelf(requirement.lhs) || isBareSelf(requirement.rhs) {
        model.problems.append(
          "`\(requirement.lhs.text) \(requirement.relation) \(requirement.rhs.text)` ties an "
            + "associated type to Self, which a generic mock cannot express; write this mock by hand"
        )
        continue
      }
      if requirement.relation == "==" {
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
          if !TypeReference(requirement.rhs).mentionsSelf {
            fixed[name] = TypeReference(requirement.rhs)
            continue
          }
        }
        if let name = associatedType(requirement.rhs), fixed[name] == nil,
          !TypeReference(requirement.lhs).mentionsSelf
        {
          fixed[name] = TypeReference(requirement.lhs)
          continue
        }
      } else if let name = associatedType(requirement.lhs),
        let position = model.associatedTypes.firstIndex(where: { $0.name == name })
      {
        let constraint = TypeReference(requirement.rhs)
        if !model.associatedTypes[position].constraints.contains(constraint) {
          model.associatedTypes[position].constraints.append(constraint)
        }
        continue
      }
      let clause =
        requirement.lhs + [Fragment(kind: "text", spelling: " \(requirement.relation) ")]
        + requirement.rhs
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

  /// Reads the requirements of a `where` clause that starts at `start`.
  private func genericRequirements(_ reader: FragmentReader, from start: Int)
    -> [GenericRequirement]
  {
    let end = reader.find("{", from: start) ?? reader.count
    var result: [GenericRequirement] = []
    for part in reader.split(start..<end, at: ",") {
      let partReader = FragmentReader(part)
      if let equals = partReader.find(" == ") {
        result.append(
          GenericRequirement(
            lhs: partReader.fragments(0..<equals).trimmed(), relation: "==",
            rhs: partReader.fragments((equals + 4)..<partReader.count).trimmed()))
      } else if let colon = partReader.find(":") {
        result.append(
          GenericRequirement(
            lhs: partReader.fragments(0..<colon).trimmed(), relation: ":",
            rhs: partReader.fragments((colon + 1)..<partReader.count).trimmed()))
      }
    }
    return result
  }

  // MARK: - Requirements

  private func readRequirements(_ family: [SymbolGraph.Symbol], into model: inout MockModel) {
    let familyIDs = Set(family.map(\.identifier.precise))
    let familyRequirements = Set(familyIDs.flatMap { index.requirements[$0] ?? [] })
    let reader = RequirementReader(index: index)
    var seen: [String: Int] = [:]
    var properties: [String: (type: String, protocolName: String, declaration: String)] = [:]
    for protocolSymbol in family {
      for memberID in index.requirements[protocolSymbol.identifier.precise] ?? [] {
        guard let member = index.symbol(memberID),
          member.kind.identifier != SymbolKind.associatedType
        else { continue }
        if let child = index.overriddenBy[memberID], familyRequirements.contains(child) {
          continue  // restated by a child protocol, whose copy is read instead
        }
        if index.optionalRequirements.contains(memberID) {
          model.problems.append(
            "`\(member.declarationFragments.text)` is an optional (@objc) requirement; write "
              + "this mock by hand")
          continue
        }
        switch reader.read(member, protocolName: protocolSymbol.names.title) {
        case .ignored:
          continue
        case .problem(let message):
          model.problems.append(message)
        case .requirement(var requirement):
          requirement.protocolID = protocolSymbol.identifier.precise
          let key = structuralKey(requirement)
          if seen[key] != nil { continue }
          if requirement.kind == .property {
            let propertyKey = (requirement.isStatic ? "static " : "") + requirement.baseName
            let type = requirement.result?.text ?? ""
            if let earlier = properties[propertyKey] {
              if earlier.type != type {
                model.problems.append(
                  "\(earlier.protocolName) requires `\(earlier.declaration)` and "
                    + "\(protocolSymbol.names.title) requires `\(requirement.declaration)`: no "
                    + "type can have both properties; write this mock by hand")
              }
              continue
            }
            properties[propertyKey] = (type, protocolSymbol.names.title, requirement.declaration)
          }
          seen[key] = model.requirements.count
          model.requirements.append(requirement)
        }
      }
    }
    // One plain `init()` of the mock satisfies `init()`, `init?()` and `init!()`.
    var sawPlainInitializer = false
    model.requirements.removeAll { requirement in
      guard requirement.kind == .initializer, requirement.parameters.isEmpty,
        !requirement.isStatic
      else { return false }
      defer { sawPlainInitializer = true }
      return sawPlainInitializer
    }
    for position in model.requirements.indices
    where model.requirements[position].kind == .initializer
      && model.requirements[position].parameters.isEmpty
    {
      model.requirements[position].failability = ""
      model.requirements[position].isAsync = false
      model.requirements[position].throwing = .none
    }
    for requirement in model.requirements {
      model.shadowingNames.formUnion(requirement.genericParameters)
    }
  }

  /// What makes two requirements the same: names, labels, types and effects, not parameter names.
  private func structuralKey(_ requirement: Requirement) -> String {
    var key = "\(requirement.kind)|\(requirement.isStatic)|\(requirement.baseName)|"
    for parameter in requirement.parameters {
      key +=
        parameter.label + ":" + parameter.modifiers.joined(separator: " ") + " "
        + parameter.type.identity + ","
    }
    key += "|" + (requirement.result?.identity ?? "")
    key += "|\(requirement.isAsync)|\(requirement.throwing)|\(requirement.getterIsAsync)"
    key += "|\(requirement.getterThrowing)|\(requirement.hasSetter)"
    key += "|" + requirement.genericParameters.joined(separator: ",")
    key += "|" + requirement.whereClause.text
    return key
  }

  private func addStandardProperty(_ name: String, into model: inout MockModel) {
    let exists = model.requirements.contains {
      $0.kind == .property && !$0.isStatic && $0.baseName == name
    }
    guard !exists else { return }
    let type = TypeReference(name: "String", id: "s:SS")
    model.requirements.append(
      Requirement(
        kind: .property, baseName: name, result: type,
        declaration: "var \(name): String { get }", location: model.location,
        protocolName: model.protocolName))
  }

  private func addEncodeRequirement(into model: inout MockModel) {
    let exists = model.requirements.contains {
      $0.kind == .method && $0.baseName == "encode" && $0.parameters.map(\.label) == ["to"]
    }
    guard !exists else { return }
    let encoder = TypeReference([
      Fragment(kind: "text", spelling: "any "),
      Fragment(kind: "typeIdentifier", spelling: "Encoder", preciseIdentifier: "s:s7EncoderP"),
    ])
    model.requirements.append(
      Requirement(
        kind: .method, baseName: "encode",
        parameters: [Parameter(label: "to", name: "encoder", type: encoder)], throwing: .untyped,
        declaration: "func encode(to encoder: any Encoder) throws", location: model.location,
        protocolName: "Encodable"))
  }

  /// Renames a requirement's generic parameters that have the name of one of the mock's.
  ///
  /// A protocol's `subscript<T>` may share its name with the associated type `T`, but a generic
  /// mock's own parameter `T` would be shadowed, which Swift rejects; `T` becomes `T1`.
  private func renameShadowingGenericParameters(in model: inout MockModel) {
    let mockParameters = Set(model.genericParameterNames)
    for position in model.requirements.indices {
      var requirement = model.requirements[position]
      let taken = mockParameters.union(requirement.genericParameters)
      var renames: [String: String] = [:]
      for name in requirement.genericParameters where mockParameters.contains(name) {
        var number = 1
        while taken.contains("\(name)\(number)") || renames.values.contains("\(name)\(number)") {
          number += 1
        }
        renames[name] = "\(name)\(number)"
      }
      guard !renames.isEmpty else { continue }
      func renamed(_ fragments: [Fragment]) -> [Fragment] {
        fragments.map { fragment in
          guard fragment.kind == "typeIdentifier" || fragment.kind == "genericParameter",
            fragment.preciseIdentifier == nil, let name = renames[fragment.spelling]
          else { return fragment }
          var copy = fragment
          copy.spelling = name
          return copy
        }
      }
      requirement.genericParameters = requirement.genericParameters.map { renames[$0] ?? $0 }
      for index in requirement.parameters.indices {
        requirement.parameters[index].type.fragments = renamed(
          requirement.parameters[index].type.fragments)
      }
      requirement.result = requirement.result.map { TypeReference(renamed($0.fragments)) }
      requirement.whereClause = renamed(requirement.whereClause)
      model.requirements[position] = requirement
    }
  }

  /// Marks `nonisolated` the members of an isolated mock that satisfy nonisolated requirements.
  ///
  /// An actor's methods are isolated to it, and a `@MainActor` class's to the main actor; a
  /// synchronous requirement of a protocol that is neither must be met by a nonisolated member.
  private func markIsolation(_ family: [SymbolGraph.Symbol], into model: inout MockModel) {
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

  /// Marks `override` the members that the mock's superclass already declares.
  private func markOverrides(of superclass: TypeReference, into model: inout MockModel) {
    var inherited: Set<String> = []
    if superclass.fragments.first?.spelling == "NSObject" {
      inherited = ["description", "debugDescription", "hash", "isEqual(_:)"]
    }
    // The members of the superclass and of its own superclasses, as far as the graphs go.
    var classID = superclass.fragments.first?.preciseIdentifier
    var visited: Set<String> = []
    while let id = classID, index.symbol(id) != nil, visited.insert(id).inserted {
      for member in (index.members[id] ?? []).compactMap(index.symbol)
      where ["open", "public", "internal"].contains(member.accessLevel) {
        inherited.insert(member.names.title)
      }
      classID = (index.conformances[id] ?? []).first { $0.kind == "inheritsFrom" }?.target
    }
    for position in model.requirements.indices {
      let requirement = model.requirements[position]
      guard requirement.kind != .initializer else { continue }
      let labels = requirement.parameters.map { $0.label + ":" }.joined()
      let title =
        requirement.kind == .property ? requirement.baseName : "\(requirement.baseName)(\(labels))"
      if inherited.contains(title) { model.requirements[position].isOverride = true }
    }
  }

  // MARK: - Superclass

  /// The generic arguments that a declaration gives a type, such as `<Bool>` in `P: Base<Bool>`.
  private func genericArguments(of id: String, in declaration: [Fragment]) -> [Fragment] {
    let reader = FragmentReader(declaration)
    guard let position = reader.findFragment(where: { $0.preciseIdentifier == id }) else {
      return []
    }
    var open = position + 1
    while reader.character(at: open) == " " { open += 1 }
    guard reader.character(at: open) == "<", let end = reader.indexAfterClosing(open) else {
      return []
    }
    return reader.fragments(open..<end)
  }

  private func readSuperclass(
    _ superclass: (id: String, name: String), arguments: [Fragment], protocolName: String,
    into model: inout MockModel
  ) {
    let reference = TypeReference(
      TypeReference(name: superclass.name, id: superclass.id).fragments + arguments)
    model.sendability = .none
    model.canBeMadeWithoutArguments = false
    if superclass.id == Self.nsObjectID || superclass.id == "c:objc(cs)NSObject" {
      model.canBeMadeWithoutArguments = true
      model.kind = .subclass(of: reference)
      return
    }
    guard let symbol = index.symbol(superclass.id) else {
      model.problems.append(
        "\(protocolName) requires a subclass of \(superclass.name), whose declaration is not in "
          + "the symbol graphs read; pass its module's graph with --symbol-graph, or write this "
          + "mock by hand")
      return
    }
    let module = index.module(of: superclass.id) ?? index.mainModule
    if symbol.declarationFragments.contains(where: {
      $0.kind == "keyword" && $0.spelling == "final"
    }) {
      model.problems.append(
        "\(protocolName) requires a subclass of \(superclass.name), which is final; write this "
          + "mock by hand")
      return
    }
    if symbol.declarationFragments.contains(where: {
      $0.kind == "keyword" && $0.spelling == "actor"
    }) {
      model.problems.append(
        "\(protocolName) requires a subclass of the actor \(superclass.name); write this mock by hand"
      )
      return
    }
    var needsTestable = symbol.accessLevel != "open"
    if needsTestable && symbol.accessLevel != "public" && symbol.accessLevel != "internal" {
      model.problems.append(
        "\(protocolName) requires a subclass of \(superclass.name), which is "
          + "\(symbol.accessLevel); write this mock by hand")
      return
    }
    let initializers = (index.members[superclass.id] ?? []).compactMap(index.symbol)
      .filter { $0.kind.identifier == SymbolKind.initializer }
    let accessible = initializers.filter {
      ["open", "public"].contains($0.accessLevel) || $0.accessLevel == "internal"
    }
    if accessible.isEmpty {
      model.problems.append(
        "\(protocolName) requires a subclass of \(superclass.name), which has no initializer a "
          + "mock can inherit; write this mock by hand")
      return
    }
    if !accessible.contains(where: { ["open", "public"].contains($0.accessLevel) }) {
      needsTestable = true
    }
    if needsTestable { model.testableModules.insert(module) }
    model.canBeMadeWithoutArguments = accessible.contains { initializer in
      let reader = FragmentReader(initializer.declarationFragments)
      guard
        let keyword = reader.findFragment(where: { $0.kind == "keyword" && $0.spelling == "init" }),
        reader.character(at: keyword + 1) == "(", let close = reader.indexAfterClosing(keyword + 1)
      else { return false }
      return reader.split((keyword + 2)..<(close - 1), at: ",", depth: 1)
        .allSatisfy { $0.text.containsText(" = ") }
    }
    if !model.canBeMadeWithoutArguments && model.requirements.contains(where: \.isStatic) {
      model.problems.append(
        "\(protocolName) has static requirements and requires a subclass of \(superclass.name), "
          + "which has no init() for the mock of static members; write this mock by hand")
      return
    }
    for member in index.members[superclass.id] ?? [] {
      if let nested = index.symbol(member), SymbolKind.isType(nested.kind.identifier) {
        model.shadowingNames.insert(
          nested.names.title.split(separator: ".").last.map(String.init) ?? "")
      }
    }
    let hasInitializerRequirements = model.requirements.contains {
      $0.kind == .initializer && !$0.isStatic
    }
    if hasInitializerRequirements {
      let plain = accessible.contains {
        ($0.functionSignature?.parameters ?? []).isEmpty
          && !$0.declarationFragments.text.containsText("init?")
      }
      let required = initializers.contains {
        $0.declarationFragments.contains { $0.kind == "keyword" && $0.spelling == "required" }
      }
      if !plain || required {
        model.problems.append(
          "\(protocolName) requires initializers and a subclass of \(superclass.name), which has "
            + (required ? "required initializers" : "no init()") + " to build on; write this "
            + "mock by hand")
        return
      }
    }
    model.kind = .subclass(of: reference)
  }
}

extension Fragment {
  /// Whether the fragment is the type `Self`.
  var isSelf: Bool {
    kind == "typeIdentifier" && spelling == "Self" && preciseIdentifier == nil
  }
}
