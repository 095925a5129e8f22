// How a mock's members are declared: signatures, modifiers and bodies of methods,
// initializers, properties and subscripts, and getters that remember what was set.

extension MockWriter {
  func member(_ requirement: Requirement, caseNames: [String]) -> [String] {
    var lines: [String] = []
    let conditions = requirement.unavailablePlatforms.compactMap {
      Availability.platformConditions[$0].map { "!" + $0 }
    }
    if !conditions.isEmpty { lines.append("#if " + conditions.joined(separator: " && ")) }
    lines += requirement.availability
    var memberScope = scope
    memberScope.localGenericParameters = Set(requirement.genericParameters)
    var modifiers = requirement.attributes
    if requirement.kind == .initializer && requirement.parameters.isEmpty
      && model.globalActor != nil && model.kind != .actor && !modifiers.contains("nonisolated")
    {
      modifiers.append("nonisolated")
    }
    if let actor = requirement.globalActor, actor.text != model.globalActor?.text {
      modifiers.append("@" + speller.spell(actor, in: memberScope))
    }
    if requirement.isOverride { modifiers.append("override") }
    if requirement.isStatic { modifiers.append("static") }
    let prefix = modifiers.isEmpty ? "" : modifiers.joined(separator: " ") + " "
    let generics =
      requirement.genericParameters.isEmpty
      ? "" : "<" + requirement.genericParameters.joined(separator: ", ") + ">"
    let whereClause =
      requirement.whereClause.isEmpty
      ? "" : " where " + speller.spell(requirement.whereClause, in: memberScope)
    let parameters = parameterList(requirement, in: memberScope)
    let result = requirement.result.map { speller.spell($0, in: memberScope) }

    switch requirement.kind {
    case .method:
      lines.append(
        prefix + "func " + escaped(requirement.baseName) + generics + "(" + parameters + ")"
          + effects(isAsync: requirement.isAsync, requirement.throwing, in: memberScope)
          + (result.map { " -> " + $0 } ?? "") + whereClause + " {")
      if let uninhabited = requirement.parameters.first(where: {
        $0.modifiers.isEmpty
          && ["Never", "Swift.Never"].contains(speller.spell($0.type, in: memberScope))
      }) {
        // A value of `Never` cannot exist, so the method cannot be called.
        if requirement.result != nil { lines.append("  switch \(escaped(uninhabited.name)) {}") }
      } else {
        for job in requirement.parameters where job.logging == .unownedJob {
          lines.append("  let \(jobName(job)) = UnownedJob(\(escaped(job.name)))")
        }
        lines.append("  " + call(requirement, caseNames[0], accessor: .method, in: memberScope))
      }
      lines.append("}")
    case .initializer:
      lines.append(
        prefix + "init" + requirement.failability + generics + "(" + parameters + ")"
          + effects(isAsync: requirement.isAsync, requirement.throwing, in: memberScope)
          + whereClause + " {")
      if case .subclass = model.kind { lines.append("  super.init()") }
      lines.append("  " + call(requirement, caseNames[0], accessor: .method, in: memberScope))
      lines.append("}")
    case .property, .subscriptMember:
      let signature =
        requirement.kind == .property
        ? prefix + "var " + escaped(requirement.baseName) + ": " + (result ?? "Void")
        : prefix + "subscript" + generics + "(" + parameters + ") -> " + (result ?? "Void")
          + whereClause
      let get = call(requirement, caseNames[0], accessor: .getter, in: memberScope)
      let getEffects = effects(
        isAsync: requirement.getterIsAsync, requirement.getterThrowing, in: memberScope)
      lines.append(signature + " {")
      if requirement.hasSetter {
        lines.append("  get\(getEffects) {")
        lines +=
          (rememberingGetter(requirement, caseNames, in: memberScope) ?? [get])
          .map { "    " + $0 }
        lines.append("  }")
        lines.append("  set {")
        lines.append("    " + call(requirement, caseNames[1], accessor: .setter, in: memberScope))
        lines.append("  }")
      } else if getEffects.isEmpty, let initializerCase = rawValueInitializerCase(requirement),
        let remembering = rememberingGetter(
          requirement, [caseNames[0], initializerCase], in: memberScope)
      {
        lines += remembering.map { "  " + $0 }
      } else if getEffects.isEmpty {
        lines.append("  " + get)
      } else {
        lines.append("  get\(getEffects) {")
        lines.append("    " + get)
        lines.append("  }")
      }
      lines.append("}")
    }
    if !conditions.isEmpty { lines.append("#endif") }
    return lines
  }

  private func parameterList(_ requirement: Requirement, in scope: TypeSpeller.Scope) -> String {
    requirement.parameters.map { parameter in
      let name = escaped(parameter.name)
      let label = escapedLabel(parameter.label)
      var type = speller.spell(parameter.type, in: scope)
      for attribute in parameter.attributes.reversed() { type = attribute + " " + type }
      for modifier in parameter.modifiers.reversed() { type = modifier + " " + type }
      if requirement.kind == .subscriptMember {
        return label == "_" ? "\(name): \(type)" : "\(label) \(name): \(type)"
      }
      return unescaped(label) == parameter.name ? "\(name): \(type)" : "\(label) \(name): \(type)"
    }.joined(separator: ", ")
  }

  private func effects(
    isAsync: Bool, _ throwing: Requirement.Throwing, in scope: TypeSpeller.Scope
  ) -> String {
    var text = isAsync ? " async" : ""
    switch throwing {
    case .none: break
    case .untyped: text += " throws"
    case .typed(let type): text += " throws(\(speller.spell(type, in: scope)))"
    case .rethrowing: text += " rethrows"
    }
    return text
  }

  /// For `RawRepresentable`'s `rawValue`, the case of `init?(rawValue:)`, whose argument it
  /// answers on a mock made by that initializer.
  private func rawValueInitializerCase(_ requirement: Requirement) -> String? {
    guard model.standardConformances.contains(.rawRepresentable), requirement.kind == .property,
      requirement.baseName == "rawValue", !requirement.isStatic, requirement.parameters.isEmpty
    else { return nil }
    let caseNames = CaseNaming.caseNames(for: model.requirements)
    for (candidate, names) in zip(model.requirements, caseNames)
    where candidate.kind == .initializer && !candidate.isStatic
      && candidate.parameters.map(\.label) == ["rawValue"]
    {
      return names.first
    }
    return nil
  }

  /// A settable property's or subscript's getter that returns what was last set, unless stubbed.
  ///
  /// A subscript remembers a value per key when its arguments are equatable; nil when it cannot.
  private func rememberingGetter(
    _ requirement: Requirement, _ caseNames: [String], in scope: TypeSpeller.Scope
  ) -> [String]? {
    guard caseNames.count == 2, let result = requirement.result,
      requirement.parameters.allSatisfy({ $0.logging == .value })
    else { return nil }
    let reference = { (name: String) in dotKeywords.contains(name) ? "`\(name)`" : name }
    var keys = requirement.parameters.map { ", mockSixKey(\(escaped($0.name)))" }.joined()
    if !keys.isEmpty { keys = ", keys:" + keys.dropFirst(1) }
    var type = speller.spell(result, in: scope)
    if speller.needsParenthesesBeforeSelf(result, in: scope) { type = "(" + type + ")" }
    // NB: `T!` is no type outside a declaration: the value is read back as a `T?`.
    if case .optional(let wrapped, implicitlyUnwrapped: true) = result.shape {
      type = speller.spell(wrapped, in: scope)
      if speller.needsParenthesesBeforeSelf(wrapped, in: scope) { type = "(" + type + ")" }
      type += "?"
    }
    let lastValue =
      receiver(requirement) + "mockSixLastValue(setThrough: .\(reference(caseNames[1])), as: "
      + type + ".self" + keys + ")"
    let returnPrefix = requirement.hasResultBuilder ? "" : "return "
    if let written = writtenDefault(requirement, caseNames[0], in: scope) {
      return [
        call(
          requirement, caseNames[0], accessor: .getter, in: scope,
          andReturn: lastValue + " ?? (" + written + ")")
      ]
    }
    return [
      "if let mockSixValue = " + lastValue + " {",
      "  " + returnPrefix
        + call(requirement, caseNames[0], accessor: .getter, in: scope, andReturn: "mockSixValue"),
      "}",
      returnPrefix
        + call(requirement, caseNames[0], accessor: .getter, in: scope, omitsDefault: true),
    ]
  }
}
