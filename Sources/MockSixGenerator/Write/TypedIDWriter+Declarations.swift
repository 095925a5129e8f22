// The extension that declares a mock's typed IDs: a static property for each member, or a
// generic function for a generic member.

extension TypedIDWriter {
  /// The extension that declares the mock's typed IDs, after a blank line.
  ///
  /// - Parameters:
  ///   - caseNames: The names of each requirement's typed IDs, from `CaseNaming`.
  ///   - enumCases: The cases of `Methods` they stand for, from `enumCaseNames(_:)`.
  func declarations(caseNames: [[String]], enumCases: [[String]]) -> [String] {
    var members: [String] = []
    var skipped: [String] = []
    for (requirement, (names, cases)) in zip(model.requirements, zip(caseNames, enumCases)) {
      for (position, (name, enumCase)) in zip(names, cases).enumerated() {
        let getter = requirement.kind == .property || requirement.kind == .subscriptMember
        let setter = getter && position == 1
        switch signature(of: requirement, getter: getter && !setter, setter: setter) {
        case .failure(let problem):
          skipped.append("// .\(name) has no typed ID: \(problem.reason).")
        case .success(let signature):
          guard canName(name) else {
            skipped.append("// .\(name) has no typed ID: its name is a keyword after a dot.")
            continue
          }
          members += declaration(name, enumCase, signature, requirement)
        }
      }
    }
    let mock = model.mockName
    var lines = [
      "", "// Typed method IDs of \(mock), which the compiler checks stubs and verifiers against.",
    ]
    if members.isEmpty && skipped.isEmpty { return [] }
    lines += skipped
    if members.isEmpty { return lines }
    lines += model.availability
    lines.append(
      model.associatedTypes.isEmpty
        ? "extension \(typedMember) where M == \(mock) {"
        : "extension \(typedMember) where M: \(speller.spell(model.protocolType, in: scope)),"
          + " M.MockMethod == _\(mock)Methods {")
    lines += members.map { $0.isEmpty ? $0 : "  " + $0 }
    lines.append("}")
    return lines
  }

  /// The generic parameters of a member's typed ID, its own and one per `some P` argument, and
  /// their requirements, spelled.
  private func typedGenerics(_ requirement: Requirement) -> (names: [String], constraints: [String])
  {
    let opaque = opaqueParameters(requirement)
    var constraints: [String] = []
    if !requirement.whereClause.isEmpty {
      constraints.append(speller.spell(requirement.whereClause, in: memberScope(requirement)))
    }
    let generics = opaque.flatMap(\.generics)
    constraints += generics.map {
      "\($0.name): " + speller.spell($0.constraint, in: memberScope(requirement))
    }
    return (requirement.genericParameters + generics.map(\.name), constraints)
  }

  /// The initializer a typed ID returns: `.init(._load)`, or `.init(._load, typeArguments: T.self)`
  /// for a generic member.
  private func initializer(_ enumCase: String, _ requirement: Requirement) -> String {
    guard let typeArguments = typeArguments(requirement) else { return ".init(.\(enumCase))" }
    return ".init(.\(enumCase), typeArguments: \(typeArguments))"
  }

  /// One typed ID: a static property, or a generic function for a generic member.
  private func declaration(
    _ name: String, _ enumCase: String, _ signature: Signature, _ requirement: Requirement
  ) -> [String] {
    var lines: [String] = []
    let conditions = requirement.unavailablePlatforms.compactMap {
      Availability.platformConditions[$0].map { "!" + $0 }
    }
    if !conditions.isEmpty { lines.append("#if " + conditions.joined(separator: " && ")) }
    lines += requirement.availability
    // A generic mock's ID is declared for every specialization, `M`.
    let mock = model.associatedTypes.isEmpty ? model.mockName : "M"
    let type =
      typedMember + "<" + ([mock] + signature.genericArguments).joined(separator: ", ") + ">"
    let (memberGenerics, memberConstraints) = typedGenerics(requirement)
    if memberGenerics.isEmpty {
      lines.append("static var \(escaped(name)): \(type) { .init(.\(enumCase)) }")
    } else {
      // A generic member's ID takes each generic parameter's type: `.find(User.self)`.
      let parameters = memberGenerics.map { "_ \($0.lowercased()): \($0).Type" }
      let whereClause =
        memberConstraints.isEmpty ? "" : " where " + memberConstraints.joined(separator: ", ")
      lines.append(
        "static func \(escaped(name))<\(memberGenerics.joined(separator: ", "))>("
          + parameters.joined(separator: ", ")
          + ") -> \(type)\(whereClause) { \(initializer(enumCase, requirement)) }")
    }
    if !conditions.isEmpty { lines.append("#endif") }
    return lines
  }
}
