// How a mock's members are declared: signatures, modifiers and bodies of methods,
// initializers, properties and subscripts, and getters that remember what was set.

extension MockWriter {
  /// The member that meets a requirement: its declaration and body, inside the `#if` that its
  /// unavailable platforms need.
  func member(_ requirement: Requirement, caseNames: [String]) -> [String] {
    var lines: [String] = []
    let conditions = requirement.unavailablePlatforms.compactMap {
      Availability.platformConditions[$0].map { "!" + $0 }
    }
    if !conditions.isEmpty { lines.append("#if " + conditions.joined(separator: " && ")) }
    lines += requirement.availability
    if requirement.hasStandIns {
      // NB: The generic parameter takes anything; only a call through the protocol passes or
      //     asks for the requirement's type, which `_mockSixSendableFunction` expects.
      lines.append(
        "@available(*, deprecated, message: \"a closure passed to or returned by the mock itself "
          + "has another type, which traps; call it through the protocol, as the code under test "
          + "does\")")
    }
    let memberScope = memberScope(of: requirement)
    let parts = signatureParts(of: requirement, in: memberScope)
    switch requirement.kind {
    case .method:
      lines += method(requirement, parts, caseNames, in: memberScope)
    case .initializer:
      lines += initializer(requirement, parts, caseNames, in: memberScope)
    case .property, .subscriptMember:
      lines += propertyOrSubscript(requirement, parts, caseNames, in: memberScope)
    }
    if !conditions.isEmpty { lines.append("#endif") }
    return lines
  }

  /// The parts of a member's declaration, spelled in the member's scope.
  struct SignatureParts {
    /// Attributes and modifiers with a space after them, such as `nonisolated static `.
    var prefix: String
    /// The generic parameter clause, such as `<T>`, or nothing.
    var generics: String
    /// The `where` clause with a space before it, or nothing.
    var whereClause: String
    /// The parameters without parentheses.
    var parameters: String
    /// The result type; nil for none.
    var result: String?
  }

  /// Spells the parts of a member's declaration.
  private func signatureParts(
    of requirement: Requirement, in memberScope: TypeSpeller.Scope
  ) -> SignatureParts {
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
    let generics =
      requirement.genericParameters + requirement.parameters.compactMap(\.standInGeneric)
      + (requirement.resultStandIn.map { [$0] } ?? [])
    return SignatureParts(
      prefix: modifiers.isEmpty ? "" : modifiers.joined(separator: " ") + " ",
      generics: generics.isEmpty ? "" : "<" + generics.joined(separator: ", ") + ">",
      whereClause: requirement.whereClause.isEmpty
        ? "" : " where " + speller.spell(requirement.whereClause, in: memberScope),
      parameters: parameterList(requirement, in: memberScope),
      result: requirement.resultStandIn
        ?? requirement.result.map { speller.spell($0, in: memberScope) })
  }

  /// A method, whose body logs the call and returns its result.
  private func method(
    _ requirement: Requirement, _ parts: SignatureParts, _ caseNames: [String],
    in memberScope: TypeSpeller.Scope
  ) -> [String] {
    var lines = [
      parts.prefix + "func " + escaped(requirement.baseName)
        + (isOperatorName(requirement.baseName) ? " " : "") + parts.generics + "("
        + parts.parameters + ")"
        + effects(isAsync: requirement.isAsync, requirement.throwing, in: memberScope)
        + (parts.result.map { " -> " + $0 } ?? "") + parts.whereClause + " {"
    ]
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
      let conversions = standInConversions(requirement, in: memberScope)
      lines += conversions
      lines += forwardingLines(requirement, caseNames[0], accessor: .method, in: memberScope)
        .map { "  " + $0 }
      let call = call(requirement, caseNames[0], accessor: .method, in: memberScope)
      if let standIn = requirement.resultStandIn, let result = requirement.result {
        // The call answers with the Swift 6 spelling, which the stand-in gets back.
        let spelled = speller.spell(result, in: memberScope)
        lines.append("  let mockSixResult: \(spelled) = \(call)")
        lines.append(
          "  return _mockSixSendableFunction(mockSixResult, as: \(standIn).self, in: "
            + "\"\(memberName(requirement))\")")
      } else {
        let returns =
          (!conversions.isEmpty || lines.last?.hasPrefix("  if _mockSix") == true)
          && requirement.result != nil && !requirement.hasResultBuilder
        lines.append((returns ? "  return " : "  ") + call)
      }
    }
    lines.append("}")
    return lines
  }

  /// An initializer, whose body calls the superclass's `init()` if any, then logs the call.
  private func initializer(
    _ requirement: Requirement, _ parts: SignatureParts, _ caseNames: [String],
    in memberScope: TypeSpeller.Scope
  ) -> [String] {
    var lines = [
      parts.prefix + "init" + requirement.failability + parts.generics + "(" + parts.parameters
        + ")" + effects(isAsync: requirement.isAsync, requirement.throwing, in: memberScope)
        + parts.whereClause + " {"
    ]
    if keepsRealAsConstant { lines.append("  " + realAssignment("nil")) }
    if case .subclass = model.kind { lines.append("  super.init()") }
    lines += standInConversions(requirement, in: memberScope)
    lines.append("  " + call(requirement, caseNames[0], accessor: .method, in: memberScope))
    if isRawValueInitializer(requirement) {
      // NB: `rawValue` reads back the raw value this initializer was given.
      lines.append("  _mockSixKeep(rawValue, setThrough: .\(caseNames[0]))")
    }
    lines.append("}")
    return lines
  }

  /// Whether a requirement is `init?(rawValue:)` of a mock whose `rawValue` remembers it.
  private func isRawValueInitializer(_ requirement: Requirement) -> Bool {
    model.standardConformances.contains(.rawRepresentable) && requirement.kind == .initializer
      && !requirement.isStatic && requirement.parameters.map(\.label) == ["rawValue"]
      && model.requirements.contains { rawValueInitializerCase($0) != nil }
  }

  /// The line with which a setter keeps its new value in the store, for the getter to return;
  /// nil where the getter does not remember (an argument logged as a placeholder).
  private func keepingSetValue(
    _ requirement: Requirement, setterCase: String, value: String
  ) -> String? {
    guard let result = requirement.result, !result.isVoid,
      requirement.parameters.allSatisfy({ $0.logging == .value })
    else { return nil }
    let reference = dotKeywords.contains(setterCase) ? "`\(setterCase)`" : setterCase
    let keys = requirement.parameters.map { escaped($0.name) }
    // NB: An optional of an optional, such as `Bool??`, converts to `Any?` with a warning unless
    //     the conversion is spelled.
    let nested = result.optionalWrapped?.isOptional == true
    return receiver(requirement)
      + "_mockSixKeep(\(value)\(nested ? " as Any?" : ""), setThrough: .\(reference)"
      + (keys.isEmpty ? "" : ", keys: " + keys.joined(separator: ", ")) + ")"
  }

  /// A property or subscript, whose getter logs the call (remembering what was set, if it can
  /// be set) and whose setter logs the new value.
  private func propertyOrSubscript(
    _ requirement: Requirement, _ parts: SignatureParts, _ caseNames: [String],
    in memberScope: TypeSpeller.Scope
  ) -> [String] {
    let signature =
      requirement.kind == .property
      ? parts.prefix + "var " + escaped(requirement.baseName) + ": " + (parts.result ?? "Void")
      : parts.prefix + "subscript" + parts.generics + "(" + parts.parameters + ") -> "
        + (parts.result ?? "Void") + parts.whereClause
    let get = call(requirement, caseNames[0], accessor: .getter, in: memberScope)
    let getEffects = effects(
      isAsync: requirement.getterIsAsync, requirement.getterThrowing, in: memberScope)
    var lines = [signature + " {"]
    let forwardingGet = forwardingLines(
      requirement, caseNames[0], accessor: .getter, in: memberScope)
    if requirement.hasSetter {
      lines.append("  get\(getEffects) {")
      lines +=
        forwarding(
          forwardingGet, before: rememberingGetter(requirement, caseNames, in: memberScope) ?? [get]
        )
        .map { "    " + $0 }
      lines.append("  }")
      lines.append("  set {")
      lines += forwardingLines(requirement, caseNames[1], accessor: .setter, in: memberScope)
        .map { "    " + $0 }
      lines.append("    " + call(requirement, caseNames[1], accessor: .setter, in: memberScope))
      if let keep = keepingSetValue(requirement, setterCase: caseNames[1], value: "newValue") {
        lines.append("    " + keep)
      }
      lines.append("  }")
    } else if getEffects.isEmpty, let initializerCase = rawValueInitializerCase(requirement),
      let remembering = rememberingGetter(
        requirement, [caseNames[0], initializerCase], in: memberScope)
    {
      lines += forwarding(forwardingGet, before: remembering).map { "  " + $0 }
    } else if getEffects.isEmpty {
      lines += forwarding(forwardingGet, before: [get]).map { "  " + $0 }
    } else {
      lines.append("  get\(getEffects) {")
      lines += forwarding(forwardingGet, before: [get]).map { "    " + $0 }
      lines.append("  }")
    }
    lines.append("}")
    return lines
  }

  /// A getter's statements after a spy's forwarding lines, if any: a getter of one expression
  /// then returns it.
  private func forwarding(_ lines: [String], before statements: [String]) -> [String] {
    guard !lines.isEmpty else { return statements }
    guard statements.count == 1, let only = statements.first, !only.hasPrefix("return ") else {
      return lines + statements
    }
    return lines + ["return " + only]
  }

  /// The parameters of a member's declaration, without parentheses.
  private func parameterList(_ requirement: Requirement, in scope: TypeSpeller.Scope) -> String {
    requirement.parameters.map { parameter in
      let name = escaped(parameter.name)
      let label = escapedLabel(parameter.label)
      var type = parameter.standInGeneric ?? speller.spell(parameter.type, in: scope)
      // NB: A stand-in generic parameter takes no `@escaping`, which only a function type can.
      for attribute in parameter.attributes.reversed() where parameter.standInGeneric == nil {
        type = attribute + " " + type
      }
      for modifier in parameter.modifiers.reversed() { type = modifier + " " + type }
      if requirement.kind == .subscriptMember {
        return label == "_" ? "\(name): \(type)" : "\(label) \(name): \(type)"
      }
      return unescaped(label) == parameter.name ? "\(name): \(type)" : "\(label) \(name): \(type)"
    }.joined(separator: ", ")
  }

  /// The lines that turn each argument of a stand-in generic parameter back into the function
  /// type Swift 6 spells for it, under the parameter's own name.
  private func standInConversions(
    _ requirement: Requirement, in scope: TypeSpeller.Scope
  ) -> [String] {
    let member = memberName(requirement)
    return requirement.parameters.filter { $0.standInGeneric != nil }.map { parameter in
      let name = escaped(parameter.name)
      let type = speller.spell(parameter.type, in: scope)
      return
        "  let \(name) = _mockSixSendableFunction(\(name), as: (\(type)).self, in: \"\(member)\")"
    }
  }

  /// The member's name with its mock's, such as `MockScheduler.schedule(after:_:)`.
  private func memberName(_ requirement: Requirement) -> String {
    "\(model.mockName).\(requirement.displayName)"
  }

  /// The effects of a declaration with a space before each, such as ` async throws`.
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
    let caseNames = typedIDs.enumCaseNames(CaseNaming.caseNames(for: model.requirements))
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
    var keys = requirement.parameters.map { ", _mockSixKey(\(escaped($0.name)))" }.joined()
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
      receiver(requirement) + "_mockSixLastValue(setThrough: .\(reference(caseNames[1])), as: "
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
