// How a generated mock becomes a spy: `MockRepository(forwardingTo: real)` keeps the real object,
// and each member that can reach it sends the calls no stub answers there.
//
//     func user(id: Int) async throws -> User {
//       if _mockSixReal != nil {
//         return try await registerAsyncThrowingInvocation(
//           ._user, args: id, errorType: (any Error).self,
//           forwardingTo: { try await self._mockSixReal!.user(id: id) })
//       }
//       return try await registerAsyncThrowingInvocation(._user, args: id)
//     }
//
// The real object is an existential of the protocol, so a mock of a protocol with associated
// types, and a mock that subclasses a class, is no spy. A member is forwarded when Swift can call
// it on that existential as written: not static, no `Self`, no argument it logs other than by
// value (`inout`, `consuming`, `@autoclosure`, variadic, an executor's job), no closure it
// converts, no result builder and no `rethrows`; an actor's member only if it is async, since
// the real object is another actor, and a `nonisolated` one of an isolated mock only if it is
// async. A member that is not forwarded answers as a plain mock's does.

extension MockWriter {
  /// Whether the mock can be a spy: its protocol is a type of its own and the mock no subclass.
  var makesSpies: Bool {
    guard writesSpy, model.associatedTypes.isEmpty, model.fixedTypes.isEmpty else { return false }
    if case .subclass = model.kind { return false }
    return true
  }

  /// The spy's real object and its initializer; none for a mock that cannot be a spy.
  func spyLines() -> [String] {
    guard makesSpies else { return [] }
    let existential = "any " + speller.spell(model.protocolType, in: scope)
    let isolation = model.globalActor == nil ? "" : "nonisolated "
    return [
      "",
      "  /// The real object that a spy forwards the calls no stub answers to; `nil` for a mock.",
      "  nonisolated(unsafe) var _mockSixReal: (\(existential))?",
      "",
      "  /// A spy: logs every call as a mock does, answers it from its stub if one matches, and",
      "  /// else forwards it to `real`, logging what it returned or threw.",
      "  \(isolation)init(forwardingTo real: \(existential)) {",
      "    _mockSixReal = real",
      "  }",
    ]
  }

  /// The call of the real object that a spy sends an accessor's calls to, such as
  /// `try await self._mockSixReal!.user(id: id)`; nil for a member that a spy does not forward.
  func forwardedCall(
    _ requirement: Requirement, accessor: Registration.Accessor, in memberScope: TypeSpeller.Scope
  ) -> String? {
    guard makesSpies, isForwardable(requirement, in: memberScope) else { return nil }
    let arguments = requirement.parameters.map { parameter in
      (parameter.label == "_" ? "" : escapedLabel(parameter.label) + ": ")
        + escaped(parameter.name)
    }.joined(separator: ", ")
    let real = "self._mockSixReal!"
    let member: String
    switch requirement.kind {
    case .method:
      member = real + "." + escaped(requirement.baseName) + "(" + arguments + ")"
    case .property:
      member = real + "." + escaped(requirement.baseName)
    case .subscriptMember:
      member = real + "[" + arguments + "]"
    case .initializer:
      return nil
    }
    let (isAsync, throwing): (Bool, Requirement.Throwing) =
      switch accessor {
      case .setter: (false, .none)
      case .getter: (requirement.getterIsAsync, requirement.getterThrowing)
      case .method: (requirement.isAsync, requirement.throwing)
      }
    // NB: The real object of an actor's spy is another actor, which only an `await` reaches;
    //     a `nonisolated` member of an isolated mock cannot reach an isolated real object.
    guard model.kind != .actor || isAsync,
      !(isIsolated && requirement.attributes.contains("nonisolated") && !isAsync)
    else { return nil }
    let call =
      accessor == .setter ? member + " = newValue" : effectMarks(isAsync, throwing) + member
    // NB: A closure throws any error unless its type says otherwise.
    guard case .typed(let error) = throwing else { return call }
    return "() \(isAsync ? "async " : "")throws(\(speller.spell(error, in: memberScope))) in "
      + call
  }

  /// The line that sends a spy's call to the real object: `if _mockSixReal != nil { … }`.
  func forwardingLine(
    _ requirement: Requirement, _ caseName: String, accessor: Registration.Accessor,
    in memberScope: TypeSpeller.Scope
  ) -> String? {
    guard let forwarded = forwardedCall(requirement, accessor: accessor, in: memberScope) else {
      return nil
    }
    let call = call(
      requirement, caseName, accessor: accessor, in: memberScope, forwardingTo: forwarded)
    return accessor == .setter
      ? "if _mockSixReal != nil { \(call); return }"
      : "if _mockSixReal != nil { return \(call) }"
  }

  /// Whether Swift can call a member on an existential of the protocol as it is written.
  private func isForwardable(_ requirement: Requirement, in memberScope: TypeSpeller.Scope) -> Bool
  {
    guard !requirement.isStatic, requirement.kind != .initializer, !requirement.hasStandIns,
      requirement.resultStandIn == nil, !requirement.hasResultBuilder,
      requirement.throwing != .rethrowing, requirement.getterThrowing != .rethrowing,
      !mentionsSelf(requirement.declaration)
    else { return false }
    return requirement.parameters.allSatisfy { parameter in
      let type = speller.spell(parameter.type, in: memberScope)
      return parameter.logging == .value && parameter.modifiers.isEmpty
        && !parameter.attributes.contains("@autoclosure") && !type.hasSuffix("...")
        && type != "Never" && type != "Swift.Never"
    }
  }

  /// Whether a declaration names `Self`, which an existential cannot be called with.
  private func mentionsSelf(_ declaration: String) -> Bool {
    declaration.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains("Self")
  }

  /// `try `, `await ` or both, for a call with these effects.
  private func effectMarks(_ isAsync: Bool, _ throwing: Requirement.Throwing) -> String {
    (throwing == .none ? "" : "try ") + (isAsync ? "await " : "")
  }
}
