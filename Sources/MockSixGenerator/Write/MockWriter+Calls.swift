// The expressions in members' bodies: the call that logs an invocation and produces its result,
// what it is sent to, and the default the generator writes for it.

extension MockWriter {
  /// Names that the generated bodies call on the mock; a parameter with one of them needs `self.`.
  private static let mockAPINames: Set<String> = [
    "registerInvocation", "registerThrowingInvocation", "registerAsyncInvocation",
    "registerAsyncThrowingInvocation", "registerGetter", "registerThrowingGetter",
    "registerAsyncGetter", "registerAsyncThrowingGetter", "registerSetter", "staticMock",
  ]

  enum Accessor {
    case method
    case getter
    case setter
  }

  /// The expression that logs a call and produces its result.
  func call(
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

  /// The local that holds a `consuming ExecutorJob` argument's `UnownedJob`, such as `mockSixJob`.
  func jobName(_ parameter: Parameter) -> String {
    "mockSix" + parameter.name.prefix(1).uppercased() + parameter.name.dropFirst()
  }

  /// What a member's calls are sent to: the mock, `self.` beside a clashing parameter, or the
  /// mock of static members.
  func receiver(_ requirement: Requirement) -> String {
    let parameterNames = Set(requirement.parameters.map(\.name))
    if requirement.isStatic {
      return parameterNames.contains("staticMock") ? "Self.staticMock." : "staticMock."
    }
    return parameterNames.isDisjoint(with: Self.mockAPINames) ? "" : "self."
  }

  /// The default that the generator writes for a member, if it writes one.
  func writtenDefault(
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
}
