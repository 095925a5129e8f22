/// The third stage for one protocol: writes the source of its mock from its model.
struct MockWriter {
  let model: MockModel
  let speller: TypeSpeller
  let scope: TypeSpeller.Scope
  let typedIDs: TypedIDWriter
  /// The command that regenerates the file, written beside the mock's declaration.
  var regenerateCommand: String?
  /// Whether to write the mock as a spy too, if it can be one (`makesSpies`).
  var writesSpy = false

  init(model: MockModel, speller: TypeSpeller) {
    self.model = model
    self.speller = speller
    var fixedTypes: [String: TypeReference] = [:]
    for fixed in model.fixedTypes { fixedTypes[fixed.name] = fixed.type }
    scope = TypeSpeller.Scope(
      mockName: model.mockName, genericParameters: Set(model.genericParameterNames),
      fixedTypes: fixedTypes, shadowingNames: model.shadowingNames)
    // NB: Inside `extension TypedMember`, its generic parameters `M`, `Failure`, `Arguments` and
    //     `R` hide types of those names, which are then written with their module. A generic
    //     mock's IDs are declared for every specialization at once, where `M` is the mock: its
    //     generic parameters, the protocol's associated types, are `M.Element`.
    var typedScope = scope
    typedScope.shadowingNames.formUnion(typedMemberGenericParameters)
    if !model.associatedTypes.isEmpty {
      typedScope.mockName = "M"
      for name in model.genericParameterNames {
        typedScope.renamedGenericParameters[name] = "M." + name
      }
    }
    typedIDs = TypedIDWriter(model: model, speller: speller, scope: typedScope)
  }

  /// The name of a generic mock's enum of cases, declared beside it: `_MockStoreMethods`.
  var methodsEnumName: String { "_" + model.mockName + "Methods" }

  /// Whether members need `nonisolated` to satisfy the requirements of standard protocols.
  var isIsolated: Bool { model.kind == .actor || model.globalActor != nil }

  /// The lines of the mock: its declaration, members and typed IDs.
  func lines() -> [String] {
    let idNames = CaseNaming.caseNames(for: model.requirements)
    let caseNames = typedIDs.enumCaseNames(idNames)
    var lines: [String] = []
    lines += model.availability
    // NB: The compiler prints this line with a "does not conform" error, so a stale mock shows
    //     the command that brings it up to date.
    let allCases = caseNames.flatMap { $0 }
    let cases = (allCases.isEmpty ? ["noMethods"] : allCases).map { "case \(escaped($0))" }
    if model.associatedTypes.isEmpty {
      lines.append(
        header() + " {" + (regenerateCommand.map { "  // out of date? regenerate: " + $0 } ?? ""))
      lines += ["  enum Methods: Int {"] + cases.map { "    " + $0 } + ["  }", ""]
      lines.append("  typealias MockMethod = Methods")
    } else {
      // NB: A generic mock's cases are one enum for every specialization, which its typed IDs,
      //     declared for every specialization at once, name.
      lines += ["enum \(methodsEnumName): Int {"] + cases.map { "  " + $0 } + ["}", ""]
      lines.append(
        header() + " {" + (regenerateCommand.map { "  // out of date? regenerate: " + $0 } ?? ""))
      lines.append("  typealias MockMethod = \(methodsEnumName)")
    }
    for fixed in model.fixedTypes {
      var inner = scope
      inner.fixedTypes[fixed.name] = nil
      lines.append("  typealias \(fixed.name) = \(speller.spell(fixed.type, in: inner))")
    }
    if model.restatesGenericParameters {
      for name in model.genericParameterNames {
        lines.append("  typealias \(name) = \(name)")
      }
    }
    // NB: The mock logs its own calls here, typed, without the store looking it up; an
    //     isolated mock's log is `nonisolated`, as `Mock` asks for it from any context.
    lines.append("")
    lines.append("  \(isIsolated ? "nonisolated " : "")let _mockSixLog: _MockLog? = _MockLog()")
    if model.standardConformances.contains(.comparable) {
      lines.append("")
      lines.append("  /// The order in which mocks were made, which `<` compares.")
      lines.append("  let mockSixCreationOrder = MockSix.lock(prefix: \"\")")
    }
    lines += staticMockLines()
    let hasPlainInitializer = model.requirements.contains {
      $0.kind == .initializer && $0.parameters.isEmpty && !$0.isStatic
    }
    if !hasPlainInitializer, model.kind == .finalClass || model.kind == .actor {
      lines.append("")
      let body = keepsRealAsConstant ? "{ \(realAssignment("nil")) }" : "{}"
      lines.append((model.globalActor == nil ? "  init() " : "  nonisolated init() ") + body)
    }
    lines += spyLines(caseNames: caseNames)
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
    return marked(
      lines + typedIDs.declarations(caseNames: idNames, enumCases: caseNames) + defaultsAlias())
  }

  /// The lines with the command that regenerates the file at the end of each line that a
  /// protocol's change can make an error on (a member's declaration, a registration with its
  /// default, a typed ID), since the compiler prints the line of each error: every error of a
  /// stale mock then shows its fix.
  private func marked(_ lines: [String]) -> [String] {
    guard let regenerateCommand else { return lines }
    let comment = "  // out of date? regenerate: " + regenerateCommand
    let safePrefixes = [
      "//", "}", "{", "case ", "#if", "#else", "#endif", "@", "enum Methods",
      "typealias MockMethod",
      "let _mockSixLog", "nonisolated let _mockSixLog", "init() {}", "nonisolated init() {}",
      "init() { _mockSixReal", "nonisolated init() { _mockSixReal",
      "get {", "set {", "extension TypedMember", "///", "nonisolated(unsafe) var _mockSixReal",
      "let _mockSixReal", "_mockSixReal = _RealObject(",
      "init(forwardingTo", "nonisolated init(forwardingTo", "_mockSixReal = real",
      "convenience init(forwardingTo", "enum SpyTarget", "init(_ real: ",
      "case superclass", "_mockSixForwardsToSuperclass = true",
      "nonisolated(unsafe) var _mockSixForwardsToSuperclass",
      "struct _MockSixReal", "let mockSixBox", "final class _MockSixBox", "var real: ",
    ]
    return lines.map { line in
      let trimmed = line.drop { $0 == " " }
      guard !trimmed.isEmpty, !line.hasSuffix(comment),
        !safePrefixes.contains(where: { trimmed.hasPrefix($0) })
      else { return line }
      return line + comment
    }
  }

  /// The mock's `staticMock`, which records calls to static members; none without them.
  private func staticMockLines() -> [String] {
    guard model.requirements.contains(where: \.isStatic) else { return [] }
    // NB: A nonisolated static member of an isolated final class records through it; the
    //     class's own `init()` is nonisolated, so it may be too.
    let nonisolatedStatic = model.requirements.contains {
      $0.isStatic && $0.attributes.contains("nonisolated")
    }
    let ownInitializer = !model.requirements.contains {
      $0.kind == .initializer && $0.parameters.isEmpty && !$0.isStatic
    }
    let modifier =
      model.kind == .finalClass && model.globalActor != nil && nonisolatedStatic && ownInitializer
      ? "nonisolated " : ""
    guard !model.associatedTypes.isEmpty else {
      return [
        "",
        "  /// The mock that records calls to static members.",
        "  \(modifier)static let staticMock = \(model.mockName)()",
      ]
    }
    return [
      "",
      "  /// The mock that records calls to static members, one per specialization.",
      "  \(modifier)static var staticMock: \(model.mockName) {",
      "    _mockSixStaticMock { \(model.mockName)() }",
      "  }",
    ]
  }

  /// The mock's declaration line without its brace: attributes, kind, name, generics,
  /// conformances and `where` clause.
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
    inherited.append(
      speller.spell(
        TypeReference(name: "GeneratedMock", id: "s:7MockSix13GeneratedMockP"), in: scope))
    if model.sendability == .sendable {
      inherited.append(
        speller.spell(TypeReference(name: "Sendable", id: "s:s8SendableP"), in: scope))
    }
    header += ": " + inherited.joined(separator: ", ")
    let requirements = model.genericRequirements.filter(typedIDs.mentionsGenericParameter)
      .map { speller.spell($0, in: scope) }
    if !requirements.isEmpty {
      header += " where " + requirements.joined(separator: ", ")
    }
    return header
  }

}
