/// The third stage for one protocol: writes the source of its mock from its model.
struct MockWriter {
  let model: MockModel
  let speller: TypeSpeller
  let scope: TypeSpeller.Scope
  private let typedIDs: TypedIDWriter

  /// Names that the generated bodies call on the mock; a parameter with one of them needs `self.`.
  private static let mockAPINames: Set<String> = [
    "registerInvocation", "registerThrowingInvocation", "registerAsyncInvocation",
    "registerAsyncThrowingInvocation", "registerGetter", "registerThrowingGetter",
    "registerAsyncGetter", "registerAsyncThrowingGetter", "registerSetter", "staticMock",
  ]

  init(model: MockModel, speller: TypeSpeller) {
    self.model = model
    self.speller = speller
    var fixedTypes: [String: TypeReference] = [:]
    for fixed in model.fixedTypes { fixedTypes[fixed.name] = fixed.type }
    scope = TypeSpeller.Scope(
      mockName: model.mockName, genericParameters: Set(model.genericParameterNames),
      fixedTypes: fixedTypes, shadowingNames: model.shadowingNames)
    typedIDs = TypedIDWriter(model: model, speller: speller, scope: scope)
  }

  /// Whether members need `nonisolated` to satisfy the requirements of standard protocols.
  private var isIsolated: Bool { model.kind == .actor || model.globalActor != nil }

  func lines() -> [String] {
    let caseNames = CaseNaming.caseNames(for: model.requirements)
    var lines: [String] = []
    lines += model.availability
    lines.append(header() + " {")
    lines.append("  enum Methods: Int {")
    let allCases = caseNames.flatMap { $0 }
    for name in allCases.isEmpty ? ["noMethods"] : allCases {
      lines.append("    case \(escaped(name))")
    }
    lines.append("  }")
    lines.append("")
    lines.append("  typealias MockMethod = Methods")
    if model.hasChildMocks {
      lines.append("")
      lines.append("  /// The child mocks that members return, one per member, made on first use.")
      lines.append("  private let mockSixChildren = MockSixChildren()")
    }
    for fixed in model.fixedTypes {
      var inner = scope
      inner.fixedTypes[fixed.name] = nil
      lines.append("  typealias \(fixed.name) = \(speller.spell(fixed.type, in: inner))")
    }
    if model.standardConformances.contains(.comparable) {
      lines.append("")
      lines.append("  /// The order in which mocks were made, which `<` compares.")
      lines.append("  let mockSixCreationOrder = MockSix.lock(prefix: \"\")")
    }
    if model.requirements.contains(where: \.isStatic) {
      lines.append("")
      if model.associatedTypes.isEmpty {
        lines.append("  /// The mock that records calls to static members.")
        lines.append("  static let staticMock = \(model.mockName)()")
      } else {
        lines.append("  /// The mock that records calls to static members, one per specialization.")
        lines.append("  static var staticMock: \(model.mockName) {")
        lines.append(
          "    MockSixStaticMocks.shared.mock(\(model.mockName).self) { \(model.mockName)() }")
        lines.append("  }")
      }
    }
    let hasPlainInitializer = model.requirements.contains {
      $0.kind == .initializer && $0.parameters.isEmpty && !$0.isStatic
    }
    if !hasPlainInitializer, model.kind == .finalClass || model.kind == .actor {
      lines.append("")
      lines.append(model.globalActor == nil ? "  init() {}" : "  nonisolated init() {}")
    }
    for (requirement, names) in zip(model.requirements, caseNames) {
      lines.append("")
      lines += member(requirement, caseNames: names).map { $0.isEmpty ? $0 : "  " + $0 }
    }
    for conformance in model.standardConformances {
      let members = standardMembers(conformance)
      guard !members.isEmpty else { continue }
      lines.append("")
      lines += members.map { $0.isEmpty ? $0 : "  " + $0 }
    }
    lines.append("}")
    return lines + typedIDs.declarations(caseNames: caseNames) + defaultsAlias()
  }

  private func header() -> String {
    var header = ""
    if let actor = model.globalActor, model.kind != .actor {
      header += "@" + speller.spell(actor, in: scope) + " "
    }
    header += (model.kind == .actor ? "actor " : "final class ") + model.mockName
    if !model.associatedTypes.isEmpty {
      let parameters = model.associatedTypes.map { associatedType in
        let constraints = associatedType.constraints.map { speller.spell($0, in: scope) }
        return constraints.isEmpty
          ? associatedType.name : associatedType.name + ": " + constraints.joined(separator: " & ")
      }
      header += "<" + parameters.joined(separator: ", ") + ">"
    }
    var inherited: [String] = []
    if case .subclass(let superclass) = model.kind {
      inherited.append(speller.spell(superclass, in: scope))
    }
    inherited.append(
      (model.nonisolatedConformance ? "nonisolated " : "")
        + speller.spell(model.protocolType, in: scope))
    inherited.append(speller.spell(TypeReference(name: "Mock", id: "s:7MockSix4MockP"), in: scope))
    if model.sendability == .sendable {
      inherited.append(
        speller.spell(TypeReference(name: "Sendable", id: "s:s8SendableP"), in: scope))
    }
    header += ": " + inherited.joined(separator: ", ")
    let requirements = model.genericRequirements.filter(mentionsGenericParameter)
      .map { speller.spell($0, in: scope) }
    if !requirements.isEmpty {
      header += " where " + requirements.joined(separator: ", ")
    }
    return header
  }

  /// Whether a requirement still constrains a generic parameter once fixed types are put in.
  private func mentionsGenericParameter(_ fragments: [Fragment]) -> Bool {
    let generic = Set(model.genericParameterNames)
    for (position, fragment) in fragments.enumerated() where fragment.isSelf {
      guard position + 2 < fragments.count, fragments[position + 1].spelling == "." else {
        continue
      }
      let name = fragments[position + 2].spelling
      if generic.contains(name) { return true }
      if let fixed = scope.fixedTypes[name], mentionsGenericParameter(fixed.fragments) {
        return true
      }
    }
    return false
  }

  // MARK: - Members

  private func member(_ requirement: Requirement, caseNames: [String]) -> [String] {
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

  private enum Accessor {
    case method
    case getter
    case setter
  }

  /// The expression that logs a call and produces its result.
  private func call(
    _ requirement: Requirement, _ caseName: String, accessor: Accessor,
    in scope: TypeSpeller.Scope, andReturn givenDefault: String? = nil, omitsDefault: Bool = false
  ) -> String {
    let isAsync: Bool
    let throwing: Requirement.Throwing
    switch accessor {
    case .method: (isAsync, throwing) = (requirement.isAsync, requirement.throwing)
    case .getter: (isAsync, throwing) = (requirement.getterIsAsync, requirement.getterThrowing)
    case .setter: (isAsync, throwing) = (false, .none)
    }
    var errorType: String?
    var throwsAtAll = false
    switch throwing {
    case .none, .rethrowing: break
    case .untyped: throwsAtAll = true
    case .typed(let type):
      throwsAtAll = true
      let spelled = speller.spell(type, in: scope)
      errorType = spelled.contains(" ") ? "(\(spelled))" : spelled
    }
    var function = "register"
    if accessor == .setter {
      function += "Setter"
    } else {
      if isAsync { function += "Async" }
      if throwsAtAll { function += "Throwing" }
      function += accessor == .getter ? "Getter" : "Invocation"
    }
    var prefix = throwsAtAll ? "try " : ""
    if isAsync { prefix += "await " }
    let receiver = self.receiver(requirement)
    let reference = dotKeywords.contains(caseName) ? "`\(caseName)`" : caseName
    var arguments = ["for: .\(reference)"]
    if accessor == .setter { arguments.append("newValue") }
    let values = requirement.parameters.map { parameter in
      switch parameter.logging {
      case .value: return escaped(parameter.name) + " as Any?"
      case .evaluated: return escaped(parameter.name) + "() as Any?"
      case .placeholder(let text): return "\"\(text)\""
      case .unownedJob: return jobName(parameter) + " as Any?"
      }
    }
    if !values.isEmpty { arguments.append("args: " + values.joined(separator: ", ")) }
    if let typed = typedIDs.registration(
      requirement, caseName, function: function, getter: accessor == .getter,
      setter: accessor == .setter)
    {
      (function, arguments) = typed
    }
    if accessor != .setter, !omitsDefault,
      let value = givenDefault ?? writtenDefault(requirement, caseName, in: scope)
    {
      arguments.append("andReturn: " + value)
    }
    if accessor == .method, requirement.result == nil,
      model.standardConformances.contains(.serialExecutor),
      let job = requirement.parameters.first(where: { $0.logging == .unownedJob })
    {
      // Unstubbed, the job runs at once on this executor, so that code awaiting it goes on.
      arguments.append(
        "returns: { _ in \(jobName(job)).runSynchronously(on: self.asUnownedSerialExecutor()) }")
    }
    if accessor == .method, let writable = requirement.writableParameter {
      // A stub's result is the argument's new value; unstubbed, the argument keeps its value.
      arguments.append("andReturn: " + escaped(writable.name))
      prefix = escaped(writable.name) + " = " + prefix
    }
    if let errorType { arguments.append("errorType: \(errorType).self") }
    if requirement.hasResultBuilder && accessor != .setter { prefix = "return " + prefix }
    return "\(prefix)\(receiver)\(function)(\(arguments.joined(separator: ", ")))"
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

  /// The local that holds a `consuming ExecutorJob` argument's `UnownedJob`, such as `mockSixJob`.
  private func jobName(_ parameter: Parameter) -> String {
    "mockSix" + parameter.name.prefix(1).uppercased() + parameter.name.dropFirst()
  }

  /// What a member's calls are sent to: the mock, `self.` beside a clashing parameter, or the
  /// mock of static members.
  private func receiver(_ requirement: Requirement) -> String {
    let parameterNames = Set(requirement.parameters.map(\.name))
    if requirement.isStatic {
      return parameterNames.contains("staticMock") ? "Self.staticMock." : "staticMock."
    }
    return parameterNames.isDisjoint(with: Self.mockAPINames) ? "" : "self."
  }

  /// The default that the generator writes for a member, if it writes one.
  private func writtenDefault(
    _ requirement: Requirement, _ caseName: String, in scope: TypeSpeller.Scope
  ) -> String? {
    let result = requirement.result.map { speller.spell($0, in: scope) } ?? "Void"
    switch requirement.defaultValue {
    case .written(let value):
      return DefaultValueSpeller(speller: speller).spell(value, in: scope)
    case .mockItself:
      return "self as " + result
    case .childMock(let mockName):
      return receiver(requirement) + "mockSixChildren.child(\"\(caseName)\") { \(mockName)() } as "
        + result
    case .none, .runtime, .runtimeMayTrap, .dependsOnType, .trap:
      return nil
    }
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

  // MARK: - Standard protocols

  private func standardMembers(_ conformance: StandardConformance) -> [String] {
    let nonisolated = isIsolated ? "nonisolated " : ""
    let name = model.mockName
    switch conformance {
    case .equatable:
      if model.standardConformances.contains(.comparable) || inheritsEquatable { return [] }
      return [
        "\(nonisolated)static func == (lhs: \(name), rhs: \(name)) -> Bool {",
        "  lhs === rhs",
        "}",
      ]
    case .hashable:
      if inheritsEquatable { return [] }
      return [
        "\(nonisolated)func hash(into hasher: inout Hasher) {",
        "  hasher.combine(ObjectIdentifier(self))",
        "}",
      ]
    case .comparable:
      var lines: [String] = []
      if !inheritsEquatable {
        lines += [
          "\(nonisolated)static func == (lhs: \(name), rhs: \(name)) -> Bool {",
          "  lhs === rhs",
          "}",
          "",
        ]
      }
      return lines + [
        "\(nonisolated)static func < (lhs: \(name), rhs: \(name)) -> Bool {",
        "  (lhs.mockSixCreationOrder.count, lhs.mockSixCreationOrder)",
        "    < (rhs.mockSixCreationOrder.count, rhs.mockSixCreationOrder)",
        "}",
      ]
    case .decodable:
      let decoder = speller.spell(TypeReference(name: "Decoder", id: "s:s7DecoderP"), in: scope)
      let introducer = model.kind == .actor ? "init" : "convenience init"
      return [
        "/// Makes a fresh mock; the decoder is not read.",
        "\(nonisolated)\(introducer)(from decoder: any \(decoder)) throws {",
        "  self.init()",
        "}",
      ]
    case .encodable:
      return []  // `encode(to:)` is a requirement of the model, logged like any other
    case .serialExecutor:
      return []  // `enqueue(_:)` is a requirement of the model, which runs the job by default
    case .rawRepresentable:
      return []  // `rawValue` is a requirement of the model, which answers the initializer's
    }
  }

  /// Whether the superclass already makes the mock equatable (NSObject does).
  private var inheritsEquatable: Bool {
    guard case .subclass(let superclass) = model.kind else { return false }
    return superclass.fragments.first?.spelling == "NSObject"
  }
}
