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
// The real object is kept in one of two forms (`SpyForm`):
//
// - An existential of the protocol, `any UserService`, for a mock that is not generic. A member is
//   forwarded when Swift can call it on that existential as written: not static, no `Self`, no
//   argument it logs other than by value (`inout`, `consuming`, `@autoclosure`, variadic, an
//   executor's job), no closure it converts, no result builder and no `rethrows`; an actor's
//   member only if it is async, since the real object is another actor, and a `nonisolated` one
//   of an isolated mock only if it is async.
// - Calls of it, for the generic mock of a protocol with associated types, whose existential
//   cannot be called with the mock's own types (and a parameterized one needs macOS 13). The
//   mock's `init<Real: Repository>(forwardingTo real: Real) where Real.Item == Item` makes a
//   `_MockSixReal`, a struct with one closure for each forwarded accessor, such as
//   `_add: (Item) -> Void`, each calling the real object, which a small class keeps so that a
//   `mutating` member changes it. Closures are not generic: a generic member, or one with an
//   opaque argument, is not forwarded by such a spy. `MockWriter+SpyCalls.swift` writes them.
//
// A mock that subclasses the class its protocol requires is a spy of a real object too; its
// `init(forwardingTo:)` calls its superclass's initializer, through `self.init()` unless the mock
// declares initializers of its own. Where the superclass implements requirements itself (the
// mock overrides them), `init(forwardingTo: .superclass)` makes a spy of the superclass instead:
// each such member sends the calls no stub answers to `super`, which runs on the mock itself.
//
// A member that is not forwarded answers as a plain mock's does. A mock without `--spies` (or a
// test that calls `forwardingTo:`) gets none of this.

extension MockWriter {
  /// How a spy keeps its real object.
  enum SpyForm {
    /// As an existential of the protocol, such as `any Battery`, which each member calls.
    case existential
    /// As a `_MockSixReal` of one closure for each forwarded accessor, for a generic mock.
    case calls
  }

  /// What a spy's member sends an unstubbed call to.
  enum ForwardingTarget {
    /// The real object that the spy was made with.
    case real
    /// The superclass's implementation of the member, which the mock overrides.
    case superclass
  }

  /// The form of the mock's spy; nil for a mock that is no spy.
  var spyForm: SpyForm? {
    guard writesSpy else { return nil }
    // NB: A subclass's spy calls its superclass's `init()`, which the mock must be able to call.
    if case .subclass = model.kind, !model.canBeMadeWithoutArguments { return nil }
    return model.associatedTypes.isEmpty ? .existential : .calls
  }

  /// Whether the mock can be a spy.
  var makesSpies: Bool { spyForm != nil }

  /// Whether the spy's real object is a `let`, which every initializer of the mock sets: so for a
  /// spy that does not subclass, whose initializers are all its own, and whose real object no
  /// forwarded call changes (a setter or a `mutating` member of an existential needs a `var`).
  // NB: A `let` spares each forwarded call a retain and a release of the real object, which a
  //     `var` of a class must load with (about 45 instructions a call in a release build).
  var keepsRealAsConstant: Bool {
    guard let spyForm else { return false }
    if case .subclass = model.kind { return false }
    return spyForm == .calls || !model.requirements.contains { $0.hasSetter || $0.isMutating }
  }

  /// Whether the mock is a subclass whose superclass implements a member that it forwards.
  private func forwardsToSuperclass(caseNames: [[String]]) -> Bool {
    guard case .subclass = model.kind, makesSpies else { return false }
    return zip(model.requirements, caseNames).contains { requirement, names in
      requirement.isOverride
        && forwardedCall(
          requirement, names[0], accessor: requirement.kind == .method ? .method : .getter,
          in: memberScope(of: requirement), to: .superclass) != nil
    }
  }

  /// The scope of a member's declaration, with its own generic parameters.
  func memberScope(of requirement: Requirement) -> TypeSpeller.Scope {
    var memberScope = scope
    memberScope.localGenericParameters = Set(requirement.genericParameters)
    return memberScope
  }

  /// The spy's real object and its initializers; none for a mock that cannot be a spy.
  func spyLines(caseNames: [[String]]) -> [String] {
    guard let spyForm else { return [] }
    let protocolType = speller.spell(model.protocolType, in: scope)
    let isSubclass: Bool
    if case .subclass = model.kind { isSubclass = true } else { isSubclass = false }
    let declaresInitializers = model.requirements.contains {
      $0.kind == .initializer && !$0.isStatic
    }
    // NB: A subclass's convenience initializer leaves the superclass's initializers inherited;
    //     one that declares its own calls its superclass's `init()` itself.
    let (keyword, superCall) =
      !isSubclass
      ? ("init", nil)
      : declaresInitializers ? ("init", "super.init()") : ("convenience init", "self.init()")
    // NB: A generic mock's calls are made on its global actor, where they call the real object.
    let isolation =
      model.globalActor == nil || isSubclass || spyForm == .calls ? "" : "nonisolated "
    var lines = [
      "",
      "  /// The real object that a spy forwards the calls no stub answers to; `nil` for a mock.",
    ]
    var initializer: [String]
    switch spyForm {
    case .existential:
      lines.append(realDeclaration("any \(protocolType)"))
      initializer = ["  \(isolation)\(keyword)(forwardingTo real: any \(protocolType)) {"]
    case .calls:
      lines.append(realDeclaration("_MockSixReal"))
      let (generic, whereClause) = realGenerics()
      initializer = [
        "  \(isolation)\(keyword)<\(generic): \(protocolType)>(forwardingTo real: \(generic))"
          + whereClause + " {"
      ]
    }
    lines += [
      "",
      "  /// A spy: logs every call as a mock does, answers it from its stub if one matches, and",
      "  /// else forwards it to `real`, logging what it returned or threw.",
    ]
    lines += initializer
    if superCall == "self.init()" { lines.append("    self.init()") }
    lines.append("    " + realAssignment(spyForm == .calls ? "_MockSixReal(real)" : "real"))
    if superCall == "super.init()" { lines.append("    super.init()") }
    lines.append("  }")
    if forwardsToSuperclass(caseNames: caseNames) {
      lines += [
        "",
        "  /// Whether a spy forwards the calls no stub answers to the superclass's implementation.",
        "  nonisolated(unsafe) var _mockSixForwardsToSuperclass = false",
        "",
        "  /// What a spy forwards to instead of a real object.",
        "  enum SpyTarget {",
        "    /// The superclass, whose implementation of a member answers the calls no stub answers.",
        "    case superclass",
        "  }",
        "",
        "  /// A spy of the superclass: logs every call, answers it from its stub if one matches, and",
        "  /// else calls the superclass's implementation of the member, if it has one.",
        "  \(keyword)(forwardingTo target: SpyTarget) {",
      ]
      if superCall == "self.init()" { lines.append("    self.init()") }
      lines.append("    _mockSixForwardsToSuperclass = true")
      if superCall == "super.init()" { lines.append("    super.init()") }
      lines.append("  }")
    }
    if spyForm == .calls { lines += callsLines(caseNames: caseNames) }
    return lines
  }

  /// The declaration of the spy's real object, of the given type: a `let` of `_RealObject` where
  /// the mock can keep it constant (`keepsRealAsConstant`), else a `var`.
  private func realDeclaration(_ type: String) -> String {
    keepsRealAsConstant
      ? "  let _mockSixReal: _RealObject<\(type)>"
      : "  nonisolated(unsafe) var _mockSixReal: (\(type))?"
  }

  /// The statement that sets the spy's real object to `value`, such as `_mockSixReal = real`.
  func realAssignment(_ value: String) -> String {
    "_mockSixReal = " + (keepsRealAsConstant ? "_RealObject(\(value))" : value)
  }

  /// The spy's real object, optional, as its calls read it: `_mockSixReal.real` or
  /// `_mockSixReal`.
  var realReference: String { keepsRealAsConstant ? "_mockSixReal.real" : "_mockSixReal" }

  /// The generic parameter of a generic mock's spy initializer, `Real`, and its `where` clause,
  /// which gives the real object the mock's associated types.
  func realGenerics() -> (String, String) {
    let taken = Set(model.associatedTypes.map(\.name)).union(model.shadowingNames)
    let generic =
      taken.contains("Real") || model.protocolName == "Real" ? "MockSixReal" : "Real"
    let clause = model.associatedTypes.map { "\(generic).\($0.name) == \($0.name)" }
    return (generic, clause.isEmpty ? "" : " where " + clause.joined(separator: ", "))
  }

  /// A requirement's arguments with their labels, such as `id: id`, from the given names.
  func arguments(_ requirement: Requirement, names: [String]) -> String {
    zip(requirement.parameters, names).map { parameter, name in
      (parameter.label == "_" ? "" : escapedLabel(parameter.label) + ": ") + name
    }.joined(separator: ", ")
  }

  /// A method's call, a property or a subscript on a receiver, such as `real.user(id: id)`.
  func member(_ requirement: Requirement, of receiver: String, names: [String]) -> String {
    switch requirement.kind {
    case .method:
      return receiver + "." + escaped(requirement.baseName) + "("
        + arguments(requirement, names: names) + ")"
    case .property:
      return receiver + "." + escaped(requirement.baseName)
    case .subscriptMember, .initializer:
      return receiver + "[" + arguments(requirement, names: names) + "]"
    }
  }

  /// Whether an accessor is async and how it throws.
  func effects(
    of requirement: Requirement, _ accessor: Registration.Accessor
  ) -> (Bool, Requirement.Throwing) {
    switch accessor {
    case .setter: (false, .none)
    case .getter: (requirement.getterIsAsync, requirement.getterThrowing)
    case .method: (requirement.isAsync, requirement.throwing)
    }
  }

  /// ` throws` or ` throws(E)`, as a function type spells how it throws.
  func throwsClause(_ throwing: Requirement.Throwing, in memberScope: TypeSpeller.Scope)
    -> String
  {
    switch throwing {
    case .none, .rethrowing: ""
    case .untyped: " throws"
    case .typed(let error): " throws(\(speller.spell(error, in: memberScope)))"
    }
  }

  /// The call that a spy sends an accessor's calls to, such as
  /// `try await self._mockSixReal!.user(id: id)` or `super.layout()`; nil for a member that a
  /// spy does not forward there.
  func forwardedCall(
    _ requirement: Requirement, _ caseName: String, accessor: Registration.Accessor,
    in memberScope: TypeSpeller.Scope, to target: ForwardingTarget = .real
  ) -> String? {
    guard let spyForm, isForwardable(requirement, in: memberScope) else { return nil }
    let (isAsync, throwing) = effects(of: requirement, accessor)
    // NB: The real object of an actor's spy is another actor, which only an `await` reaches;
    //     a `nonisolated` member of an isolated mock cannot reach an isolated real object.
    guard model.kind != .actor || isAsync,
      !(isIsolated && requirement.attributes.contains("nonisolated") && !isAsync)
    else { return nil }
    let names = requirement.parameters.map { escaped($0.name) }
    let call: String
    switch (target, spyForm) {
    case (.superclass, _):
      guard requirement.isOverride else { return nil }
      call = assignment(requirement, accessor, to: member(requirement, of: "super", names: names))
    case (.real, .existential):
      call = assignment(
        requirement, accessor, to: member(requirement, of: "self.\(realReference)!", names: names))
    case (.real, .calls):
      // NB: Closures are not generic, so a generic spy does not forward a generic member. Nor a
      //     member with `@available` attributes of its own: `_MockSixReal`'s initializer, which
      //     makes the closures, has none, so calling a deprecated member there warns (as
      //     SwiftNIO's `write(_:promise:)` did) and one introduced later does not compile on an
      //     Apple platform below it; the mock's own member, which carries the attributes,
      //     answers as a mock's.
      guard requirement.genericParameters.isEmpty, typedIDs.opaqueParameters(requirement).isEmpty,
        !mentionsOpaqueType(requirement, in: memberScope), requirement.availability.isEmpty,
        requirement.unavailablePlatforms.isEmpty
      else { return nil }
      let values = names + (accessor == .setter ? ["newValue"] : [])
      call = "self.\(realReference)!.\(escaped(caseName))(" + values.joined(separator: ", ") + ")"
    }
    let marked = accessor == .setter ? call : effectMarks(isAsync, throwing) + call
    // NB: A closure throws any error unless its type says otherwise.
    guard case .typed(let error) = throwing else { return marked }
    return "() \(isAsync ? "async " : "")throws(\(speller.spell(error, in: memberScope))) in "
      + marked
  }

  /// A setter's assignment of `newValue` to a member, or the member for any other accessor.
  private func assignment(
    _ requirement: Requirement, _ accessor: Registration.Accessor, to member: String
  ) -> String {
    accessor == .setter ? member + " = newValue" : member
  }

  /// The lines that send a spy's call to the real object, `if _mockSixReal != nil { … }`, and
  /// for a member that the superclass implements, to `super`.
  func forwardingLines(
    _ requirement: Requirement, _ caseName: String, accessor: Registration.Accessor,
    in memberScope: TypeSpeller.Scope
  ) -> [String] {
    var lines: [String] = []
    for (target, condition) in [
      (ForwardingTarget.real, "\(realReference) != nil"),
      (.superclass, "_mockSixForwardsToSuperclass"),
    ] {
      guard
        let forwarded = forwardedCall(
          requirement, caseName, accessor: accessor, in: memberScope, to: target)
      else { continue }
      let call = call(
        requirement, caseName, accessor: accessor, in: memberScope, forwardingTo: forwarded)
      lines.append(
        accessor == .setter
          ? "if \(condition) { \(call); return }" : "if \(condition) { return \(call) }")
    }
    return lines
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

  /// Whether a member's parameters or result name an opaque type, which a closure cannot take.
  private func mentionsOpaqueType(
    _ requirement: Requirement, in memberScope: TypeSpeller.Scope
  ) -> Bool {
    let types = requirement.parameters.map(\.type) + (requirement.result.map { [$0] } ?? [])
    return types.contains { mentions("some", in: speller.spell($0, in: memberScope)) }
  }

  /// Whether a declaration names `Self`, which an existential cannot be called with, other than
  /// as the base of an associated type that the real object shares with the mock, `Self.Item`.
  ///
  /// An associated type of a standard parent that the mock gives a type of its choosing, such as
  /// `Sequence`'s `Iterator`, which the mock spells `AnyIterator<Int>`, is the real object's own.
  private func mentionsSelf(_ declaration: String) -> Bool {
    let shared = Set(model.associatedTypes.map(\.name) + model.fixedTypes.map(\.name))
    let words = declaration.split(omittingEmptySubsequences: false) {
      !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".")
    }
    return words.contains { word in
      let parts = word.split(separator: ".", omittingEmptySubsequences: false)
      return parts.indices.contains { position in
        parts[position] == "Self"
          && (position + 1 == parts.count || !shared.contains(String(parts[position + 1])))
      }
    }
  }

  /// Whether a declaration names a word, such as `some`.
  private func mentions(_ word: String, in declaration: String) -> Bool {
    declaration.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { $0 == word }
  }

  /// `try `, `await ` or both, for a call with these effects.
  func effectMarks(_ isAsync: Bool, _ throwing: Requirement.Throwing) -> String {
    (throwing == .none ? "" : "try ") + (isAsync ? "await " : "")
  }
}
