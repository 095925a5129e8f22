// Requirements: read, merged when restated, and renamed where they shadow the mock's names.

extension ProtocolModeler {
  /// Reads the requirements of the protocols, parents first, each once: a requirement a child
  /// restates is read from the child, and one that repeats another is dropped (step 6).
  func readRequirements(_ family: [SymbolGraph.Symbol], into model: inout MockModel) {
    let familyIDs = Set(family.map(\.identifier.precise))
    let familyRequirements = Set(familyIDs.flatMap { index.requirements[$0] ?? [] })
    let reader = RequirementReader(index: index)
    var read = RequirementsRead()
    for protocolSymbol in family {
      for memberID in index.requirements[protocolSymbol.identifier.precise] ?? [] {
        guard let member = index.symbol(memberID),
          member.kind.identifier != SymbolKind.associatedType,
          !isLeftOut(memberID, familyRequirements: familyRequirements)
        else { continue }
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
          add(requirement, of: protocolSymbol.names.title, to: &model, read: &read)
        }
      }
    }
    mergePlainInitializers(in: &model)
    for requirement in model.requirements {
      model.shadowingNames.formUnion(requirement.genericParameters)
    }
  }

  /// The requirements read so far, to tell a repeated requirement from a new one.
  struct RequirementsRead {
    /// The structural key of each requirement read.
    var seen: Set<String> = []
    /// The position in the model of each method read, by its key without effects.
    var methodsByShape: [String: Int] = [:]
    /// The properties read, by name.
    var properties: [String: PropertyRead] = [:]
  }

  /// Whether a requirement is not the mock's to write: a child protocol restates it, it restates
  /// a member the mock writes for a standard parent, or a default implementation keeps it.
  private func isLeftOut(_ memberID: String, familyRequirements: Set<String>) -> Bool {
    if let child = index.overriddenBy[memberID], familyRequirements.contains(child) {
      return true  // restated by a child protocol, whose copy is read instead
    }
    if (index.overrides[memberID] ?? []).contains(where: Self.writtenStandardMembers.contains) {
      return true  // restates `==`, `<` or `hash(into:)`, which the mock writes for its parent
    }
    if index.keepsDefaultImplementations, index.defaultImplemented.contains(memberID) {
      return true  // left to its default implementation, which the mock inherits
    }
    return false
  }

  /// Adds a requirement to the model unless it repeats one read before; a method that a child
  /// restates with fewer effects replaces the parent's.
  private func add(
    _ requirement: Requirement, of protocolName: String, to model: inout MockModel,
    read: inout RequirementsRead
  ) {
    let key = structuralKey(requirement)
    guard !read.seen.contains(key),
      !repeatsProperty(requirement, of: protocolName, in: &read.properties, into: &model)
    else { return }
    read.seen.insert(key)
    if requirement.kind == .method {
      // NB: A child may restate a method with fewer effects, and the graph may not say
      //     that one overrides the other (it does not for generic methods); one witness
      //     with the fewer effects satisfies both.
      let shape = structuralKey(requirement, withEffects: false)
      if let earlier = read.methodsByShape[shape] {
        if Self.effects(of: requirement, satisfy: model.requirements[earlier]) {
          model.requirements[earlier] = requirement
          return
        }
        if Self.effects(of: model.requirements[earlier], satisfy: requirement) { return }
      } else {
        read.methodsByShape[shape] = model.requirements.count
      }
    }
    model.requirements.append(requirement)
  }

  /// `Equatable`'s `==`, `Comparable`'s `<` and `Hashable`'s `hash(into:)`, which a mock writes
  /// for those parents (see `MockWriter.standardMembers(_:)`), whether or not a protocol restates
  /// them.
  static let writtenStandardMembers: Set<String> = [
    "s:SQ2eeoiySbx_xtFZ", "s:SL1loiySbx_xtFZ", "s:SH4hash4intoys6HasherVz_tF",
  ]

  /// A property requirement already read: its type, its protocol and its declaration.
  typealias PropertyRead = (type: String, protocolName: String, declaration: String)

  /// Whether a requirement is a property already read under its name, which is a problem if the
  /// two types differ; records a property not read before.
  func repeatsProperty(
    _ requirement: Requirement, of protocolName: String,
    in properties: inout [String: PropertyRead], into model: inout MockModel
  ) -> Bool {
    guard requirement.kind == .property else { return false }
    let propertyKey = (requirement.isStatic ? "static " : "") + requirement.baseName
    let type = requirement.result?.text ?? ""
    guard let earlier = properties[propertyKey] else {
      properties[propertyKey] = (type, protocolName, requirement.declaration)
      return false
    }
    if earlier.type != type {
      model.problems.append(
        "\(earlier.protocolName) requires `\(earlier.declaration)` and "
          + "\(protocolName) requires `\(requirement.declaration)`: no "
          + "type can have both properties; write this mock by hand")
    } else if requirement.hasSetter,
      let position = model.requirements.firstIndex(where: {
        $0.kind == .property && $0.isStatic == requirement.isStatic
          && $0.baseName == requirement.baseName && !$0.hasSetter
      })
    {
      // NB: A child that restates a parent's `{ get }` property as `{ get set }` (SwiftNIO
      //     HTTP/2's `ReceivingDataState`) needs the settable one, which meets both.
      model.requirements[position] = requirement
    }
    return true
  }

  /// Keeps one plain `init()`, which satisfies `init()`, `init?()` and `init!()`.
  func mergePlainInitializers(in model: inout MockModel) {
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
  }

  /// What makes two requirements the same: names, labels, types and effects (unless
  /// `withEffects` is false), not parameter names.
  func structuralKey(_ requirement: Requirement, withEffects: Bool = true) -> String {
    var key = "\(requirement.kind)|\(requirement.isStatic)|\(requirement.baseName)|"
    for parameter in requirement.parameters {
      key +=
        parameter.label + ":" + parameter.modifiers.joined(separator: " ") + " "
        + parameter.type.identity + ","
    }
    key += "|" + (requirement.result?.identity ?? "")
    if withEffects {
      key += "|\(requirement.isAsync)|\(requirement.throwing)|\(requirement.getterIsAsync)"
      key += "|\(requirement.getterThrowing)"
    }
    key += "|\(requirement.hasSetter)"
    key += "|" + requirement.genericParameters.joined(separator: ",")
    key += "|" + requirement.whereClause.text
    return key
  }

  /// Whether a method with the effects of `witness` satisfies `requirement` too: it is async
  /// only if that is, and throws nothing that does not throw (`throws` satisfies neither
  /// `rethrows` nor `throws(E)`).
  static func effects(of witness: Requirement, satisfy requirement: Requirement) -> Bool {
    func rank(_ throwing: Requirement.Throwing) -> Int {
      switch throwing {
      case .none: 0
      case .typed, .rethrowing: 1
      case .untyped: 2
      }
    }
    guard !witness.isAsync || requirement.isAsync else { return false }
    return witness.throwing == requirement.throwing
      || rank(witness.throwing) < rank(requirement.throwing)
  }

  /// Renames a requirement's generic parameters that have the name of one of the mock's, or of
  /// one of `TypedMember`'s (`M`, `Failure`, `A`, `R`), inside whose extension its typed ID is
  /// declared.
  ///
  /// A protocol's `subscript<T>` may share its name with the associated type `T`, but a generic
  /// mock's own parameter `T` would be shadowed, which Swift rejects; `T` becomes `T1`.
  func renameShadowingGenericParameters(in model: inout MockModel) {
    let mockParameters = Set(model.genericParameterNames).union(typedMemberGenericParameters)
    for position in model.requirements.indices {
      var requirement = model.requirements[position]
      var taken = mockParameters.union(requirement.genericParameters)
      var renames: [String: String] = [:]
      for name in requirement.genericParameters where mockParameters.contains(name) {
        renames[name] = numberedName(name, avoiding: &taken)
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
}
