// Requirements: read, merged when restated, and renamed where they shadow the mock's names.

extension ProtocolModeler {
  /// Reads the requirements of the protocols, parents first, each once: a requirement a child
  /// restates is read from the child, and one that repeats another is dropped (step 6).
  func readRequirements(_ family: [SymbolGraph.Symbol], into model: inout MockModel) {
    let familyIDs = Set(family.map(\.identifier.precise))
    let familyRequirements = Set(familyIDs.flatMap { index.requirements[$0] ?? [] })
    let reader = RequirementReader(index: index)
    var seen: Set<String> = []
    var properties: [String: PropertyRead] = [:]
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
          guard !seen.contains(key),
            !repeatsProperty(
              requirement, of: protocolSymbol.names.title, in: &properties, into: &model)
          else { continue }
          seen.insert(key)
          model.requirements.append(requirement)
        }
      }
    }
    mergePlainInitializers(in: &model)
    for requirement in model.requirements {
      model.shadowingNames.formUnion(requirement.genericParameters)
    }
  }

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

  /// What makes two requirements the same: names, labels, types and effects, not parameter names.
  func structuralKey(_ requirement: Requirement) -> String {
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

  /// Renames a requirement's generic parameters that have the name of one of the mock's.
  ///
  /// A protocol's `subscript<T>` may share its name with the associated type `T`, but a generic
  /// mock's own parameter `T` would be shadowed, which Swift rejects; `T` becomes `T1`.
  func renameShadowingGenericParameters(in model: inout MockModel) {
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
}
