/// Writes the source of one mock class.
struct MockWriter {
  let mocked: MockedProtocol

  /// Names that the generated bodies call on the mock; a parameter with one of them needs `self.`.
  private static let mockAPINames: Set<String> = [
    "registerInvocation", "registerThrowingInvocation", "registerAsyncInvocation",
    "registerAsyncThrowingInvocation", "staticMock",
  ]

  func lines() -> [String] {
    let caseNames = CaseNaming.caseNames(for: mocked.requirements)
    var lines: [String] = []
    lines += mocked.availability
    var header = mocked.globalActor.map { "@\($0) " } ?? ""
    header += "final class \(mocked.mockName)"
    if !mocked.genericParameters.isEmpty {
      header += "<\(mocked.genericParameters.joined(separator: ", "))>"
    }
    header += ": \(mocked.name), Mock"
    if mocked.globalActor == nil { header += ", Sendable" }
    if !mocked.whereRequirements.isEmpty {
      header += " where \(mocked.whereRequirements.joined(separator: ", "))"
    }
    lines.append(header + " {")
    lines.append("  enum Methods: Int {")
    let allCases = caseNames.flatMap { $0 }
    for name in allCases.isEmpty ? ["noMethods"] : allCases {
      lines.append("    case \(escaped(name))")
    }
    lines.append("  }")
    lines.append("")
    lines.append("  typealias MockMethod = Methods")
    for alias in mocked.typealiases {
      lines.append("  typealias \(alias.name) = \(alias.type)")
    }
    let hasStatics = mocked.requirements.contains(where: \.isStatic)
    if hasStatics {
      lines.append("")
      lines.append("  /// The mock that records calls to static members.")
      lines.append("  static let staticMock = \(mocked.mockName)()")
    }
    let hasPlainInit = mocked.requirements.contains {
      $0.kind == .initializer && $0.parameters.isEmpty && $0.failability.isEmpty
    }
    if !hasPlainInit {
      lines.append("")
      lines.append("  init() {}")
    }
    for (requirement, names) in zip(mocked.requirements, caseNames) {
      lines.append("")
      lines += member(requirement, caseNames: names).map { "  " + $0 }
    }
    for extra in mocked.extraMembers {
      lines.append("")
      lines += extra.map { "  " + $0 }
    }
    lines.append("}")
    return lines
  }

  private func member(_ requirement: Requirement, caseNames: [String]) -> [String] {
    var lines = requirement.availability
    var modifiers = requirement.attributes.filter { $0 != "@" + (mocked.globalActor ?? "") }
      .joined(separator: " ")
    if !modifiers.isEmpty { modifiers += " " }
    if requirement.isStatic { modifiers += "static " }
    switch requirement.kind {
    case .method:
      let signature =
        "\(modifiers)func \(escaped(requirement.baseName))\(requirement.genericClause)"
        + "(\(parameterList(requirement)))\(effects(requirement))"
        + (requirement.returnType.map { " -> \($0)" } ?? "")
        + (requirement.whereClause.isEmpty ? "" : " \(requirement.whereClause)")
      lines.append(signature + " {")
      lines.append("  " + call(requirement, caseName: caseNames[0], extraArgs: []))
      lines.append("}")
    case .initializer:
      let signature =
        "\(modifiers)init\(requirement.failability)\(requirement.genericClause)"
        + "(\(parameterList(requirement)))\(effects(requirement))"
        + (requirement.whereClause.isEmpty ? "" : " \(requirement.whereClause)")
      lines.append(signature + " {")
      var initializer = requirement
      initializer.returnType = nil
      lines.append("  " + call(initializer, caseName: caseNames[0], extraArgs: []))
      lines.append("}")
    case .property, .subscriptMember:
      let type = requirement.returnType ?? "Void"
      let signature: String
      if requirement.kind == .property {
        signature = "\(modifiers)var \(escaped(requirement.baseName)): \(type)"
      } else {
        signature =
          "\(modifiers)subscript\(requirement.genericClause)(\(parameterList(requirement)))"
          + " -> \(type)"
          + (requirement.whereClause.isEmpty ? "" : " \(requirement.whereClause)")
      }
      var getter = requirement
      getter.isAsync = requirement.accessors.getterIsAsync
      getter.throwsKind = requirement.accessors.getterThrows
      let get = call(getter, caseName: caseNames[0], extraArgs: [])
      let getEffects = effects(getter)
      if requirement.accessors.hasSetter {
        var setter = requirement
        setter.returnType = nil
        setter.returnsSelf = false
        setter.isAsync = false
        setter.throwsKind = .none
        lines.append(signature + " {")
        lines.append("  get\(getEffects) {")
        lines.append("    " + get)
        lines.append("  }")
        lines.append("  set {")
        lines.append("    " + call(setter, caseName: caseNames[1], extraArgs: ["newValue"]))
        lines.append("  }")
        lines.append("}")
      } else if getEffects.isEmpty {
        lines.append(signature + " {")
        lines.append("  " + get)
        lines.append("}")
      } else {
        lines.append(signature + " {")
        lines.append("  get\(getEffects) {")
        lines.append("    " + get)
        lines.append("  }")
        lines.append("}")
      }
    }
    return lines
  }

  private func parameterList(_ requirement: Requirement) -> String {
    requirement.parameters.map { parameter in
      let name = escaped(parameter.name)
      let label = escapedLabel(parameter.label)
      if requirement.kind == .subscriptMember {
        if label == "_" { return "\(name): \(parameter.type)" }
        return "\(label) \(name): \(parameter.type)"
      }
      if unescaped(label) == parameter.name { return "\(name): \(parameter.type)" }
      return "\(label) \(name): \(parameter.type)"
    }.joined(separator: ", ")
  }

  private func effects(_ requirement: Requirement) -> String {
    var text = requirement.isAsync ? " async" : ""
    switch requirement.throwsKind {
    case .none: break
    case .untyped: text += " throws"
    case .typed(let type): text += " throws(\(type))"
    case .rethrowing: text += " rethrows"
    }
    return text
  }

  /// Returns the expression that logs a call and produces its result.
  private func call(_ requirement: Requirement, caseName: String, extraArgs: [String]) -> String {
    let throwing: Bool
    var errorType: String?
    switch requirement.throwsKind {
    case .none, .rethrowing: throwing = false
    case .untyped: throwing = true
    case .typed(let type):
      throwing = true
      errorType = type.containsText(" ") ? "(\(type))" : type
    }
    var function = "register"
    if requirement.isAsync { function += "Async" }
    if throwing { function += "Throwing" }
    function += "Invocation"
    var prefix = throwing ? "try " : ""
    if requirement.isAsync { prefix += "await " }
    let parameterNames = Set(requirement.parameters.map(\.name))
    var receiver = ""
    if requirement.isStatic {
      receiver = parameterNames.contains("staticMock") ? "Self.staticMock." : "staticMock."
    } else if !parameterNames.isDisjoint(with: Self.mockAPINames) {
      receiver = "self."
    }
    let reference = dotKeywords.contains(caseName) ? "`\(caseName)`" : caseName
    var arguments = ["for: .\(reference)"]
    let values =
      requirement.parameters.map { parameter in
        parameter.isNonEscapingClosure ? "\"<non-escaping closure>\"" : escaped(parameter.name)
      } + extraArgs
    if !values.isEmpty { arguments.append("args: " + values.joined(separator: ", ")) }
    if let errorType { arguments.append("errorType: \(errorType).self") }
    if requirement.returnsSelf {
      arguments.append(requirement.isStatic ? "andReturn: \(mocked.mockName)()" : "andReturn: self")
    }
    return "\(prefix)\(receiver)\(function)(\(arguments.joined(separator: ", ")))"
  }
}
