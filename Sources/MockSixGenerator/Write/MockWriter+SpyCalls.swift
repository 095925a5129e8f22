// The spy of a generic mock, which keeps calls of its real object: `_MockSixReal`, a struct of
// one closure for each accessor the spy forwards, and the closures themselves.

extension MockWriter {
  /// A generic mock's `_MockSixReal`: a closure for each accessor its spy forwards, which calls
  /// the real object, and the initializer that makes them.
  func callsLines(caseNames: [[String]]) -> [String] {
    var properties: [String] = []
    var assignments: [String] = []
    for (requirement, names) in zip(model.requirements, caseNames) {
      let memberScope = memberScope(of: requirement)
      let accessors: [Registration.Accessor] =
        requirement.kind == .method
        ? [.method] : requirement.hasSetter ? [.getter, .setter] : [.getter]
      for (accessor, caseName) in zip(accessors, names)
      where forwardedCall(requirement, caseName, accessor: accessor, in: memberScope) != nil {
        let (type, closure) = forwardingClosure(requirement, accessor: accessor, in: memberScope)
        properties.append("    let \(escaped(caseName)): \(type)")
        assignments.append("      \(escaped(caseName)) = \(closure)")
      }
    }
    let protocolType = speller.spell(model.protocolType, in: scope)
    let (generic, whereClause) = realGenerics()
    let isolation =
      model.kind == .actor
      ? ""
      : model.globalActor.map { "@" + speller.spell($0, in: scope) + " " }
        ?? ""
    var lines = [
      "",
      "  /// The calls of a spy's real object, one for each member that the spy forwards.",
      "  struct _MockSixReal {",
    ]
    lines += properties
    if !properties.isEmpty { lines.append("") }
    lines += [
      "    /// Calls that reach the given real object, which a class keeps for `mutating` members.",
      "    \(isolation)init<\(generic): \(protocolType)>(_ real: \(generic))\(whereClause) {",
    ]
    if !assignments.isEmpty {
      lines.append("      let mockSixBox = _MockSixBox(real)")
      lines += assignments
    }
    lines += [
      "    }",
      "  }",
    ]
    guard !assignments.isEmpty else { return lines }
    return lines + [
      "",
      "  /// The real object of a spy, which its calls share and a `mutating` member changes.",
      "  final class _MockSixBox<\(generic)> {",
      "    var real: \(generic)",
      "    init(_ real: \(generic)) { self.real = real }",
      "  }",
    ]
  }

  /// The type of a generic mock's closure that calls the real object's accessor, such as
  /// `(Item) -> Void`, and the closure, such as `{ mockSixBox.real.add($0) }`.
  private func forwardingClosure(
    _ requirement: Requirement, accessor: Registration.Accessor, in memberScope: TypeSpeller.Scope
  ) -> (type: String, closure: String) {
    var parameters = requirement.parameters.map { parameter in
      (parameter.attributes.filter { $0 != "@autoclosure" } + [
        closureSpelling(parameter.type, in: memberScope)
      ]).joined(separator: " ")
    }
    let (isAsync, throwing) = effects(of: requirement, accessor)
    var result = requirement.result.map { closureSpelling($0, in: memberScope) } ?? "Void"
    if accessor == .setter {
      // NB: A setter's new value of a function type escapes into the real object, which a
      //     closure's parameter allows only when it says so.
      let escapes = requirement.result?.isFunction == true
      parameters.append((escapes ? "@escaping " : "") + result)
      result = "Void"
    }
    let isolation: String
    if model.kind == .actor || requirement.attributes.contains("nonisolated") {
      isolation = ""
    } else if let actor = requirement.globalActor ?? model.globalActor {
      isolation = "@" + speller.spell(actor, in: memberScope) + " "
    } else {
      isolation = ""
    }
    let effects = (isAsync ? " async" : "") + throwsClause(throwing, in: memberScope)
    let type =
      isolation + "(" + parameters.joined(separator: ", ") + ")" + effects + " -> " + result
    // NB: A closure throws any error unless its type says otherwise, which names its parameters.
    let names: [String]
    let signature: String
    if case .typed = throwing {
      names = requirement.parameters.indices.map { "mockSix\($0)" }
      signature = "(" + names.joined(separator: ", ") + ")" + effects + " in "
    } else {
      names = requirement.parameters.indices.map { "$\($0)" }
      signature = ""
    }
    let real = "mockSixBox.real"
    let call: String
    switch accessor {
    case .setter:
      let value = "$\(requirement.parameters.count)"
      call =
        requirement.kind == .property
        ? "\(real).\(escaped(requirement.baseName)) = \(value)"
        : "\(real)[\(arguments(requirement, names: names))] = \(value)"
    case .getter, .method:
      call =
        effectMarks(isAsync, throwing) + member(requirement, of: real, names: names)
    }
    return (type, "{ " + signature + call + " }")
  }

  /// The type as a closure's type spells it: `T?` for an implicitly unwrapped `T!`.
  private func closureSpelling(_ type: TypeReference, in memberScope: TypeSpeller.Scope) -> String {
    guard case .optional(let wrapped, implicitlyUnwrapped: true) = type.shape else {
      return speller.spell(type, in: memberScope)
    }
    let spelled = speller.spell(wrapped, in: memberScope)
    return (speller.needsParenthesesBeforeSelf(wrapped, in: memberScope) ? "(\(spelled))" : spelled)
      + "?"
  }
}
