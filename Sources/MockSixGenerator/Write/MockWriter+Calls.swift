// The expressions in members' bodies: the call that logs an invocation and produces its result,
// what it is sent to, and the default the generator writes for it.

extension MockWriter {
  /// Names that the generated bodies call on the mock; a parameter with one of them needs `self.`.
  private static let mockAPINames: Set<String> = [
    "registerInvocation", "registerThrowingInvocation", "registerAsyncInvocation",
    "registerAsyncThrowingInvocation", "staticMock",
  ]

  /// The expression that logs a call and produces its result; a spy's, with `forwardingTo`, the
  /// call of the real object, which answers when no stub does.
  func call(
    _ requirement: Requirement, _ caseName: String, accessor: Registration.Accessor,
    in scope: TypeSpeller.Scope, andReturn givenDefault: String? = nil, omitsDefault: Bool = false,
    forwardingTo forwarded: String? = nil
  ) -> String {
    let registration = requirement.registration(for: accessor)
    var (function, arguments) =
      typedIDs.registration(requirement, caseName, registration)
      ?? (registration.functionName, untypedArguments(requirement, caseName, accessor: accessor))
    var prefix = (registration.mayThrow ? "try " : "") + (registration.isAsync ? "await " : "")
    if accessor != .setter, !omitsDefault, forwarded == nil,
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
    let returnsNothing = accessor == .setter || (accessor == .method && requirement.result == nil)
    if returnsNothing, forwarded == nil, typedIDs.typeArguments(requirement) != nil,
      !arguments.contains(where: { $0.hasPrefix("andReturn:") || $0.hasPrefix("returns:") }),
      requirement.writableParameter == nil, arguments.first?.hasPrefix("._") == true
    {
      // NB: The registration that takes type arguments is generic over its result, which a
      //     statement that returns nothing gives Swift nothing to infer from.
      arguments.append("andReturn: ()")
    }
    if accessor == .method, let writable = requirement.writableParameter {
      // A stub's result is the argument's new value; unstubbed, the argument keeps its value.
      arguments.append("andReturn: " + escaped(writable.name))
      prefix = escaped(writable.name) + " = " + prefix
    }
    if case .typed(let type) = registration.throwing {
      let spelled = speller.spell(type, in: scope)
      arguments.append("errorType: " + (spelled.contains(" ") ? "(\(spelled))" : spelled) + ".self")
    } else if forwarded != nil, registration.throwing == .untyped {
      // NB: A closure throws any error unless its type says otherwise.
      arguments.append("errorType: (any Error).self")
    }
    if let forwarded {
      // NB: A spy's registrations take the case unlabeled, as the typed ones do.
      if arguments.first?.hasPrefix("for: ") == true {
        arguments[0] = String(arguments[0].dropFirst("for: ".count))
      }
      arguments.append("forwardingTo: { \(forwarded) }")
    }
    if requirement.hasResultBuilder && accessor != .setter { prefix = "return " + prefix }
    return "\(prefix)\(receiver(requirement))\(function)(\(arguments.joined(separator: ", ")))"
  }

  /// The leading arguments of an untyped registration: the case, an accessor's name, and the
  /// arguments as the log keeps them, a setter's new value last.
  func untypedArguments(
    _ requirement: Requirement, _ caseName: String, accessor: Registration.Accessor
  ) -> [String] {
    let reference = dotKeywords.contains(caseName) ? "`\(caseName)`" : caseName
    var arguments = ["for: .\(reference)"]
    if accessor == .getter { arguments.append("function: #function + \".get\"") }
    if accessor == .setter { arguments.append("function: #function + \".set\"") }
    var values = requirement.parameters.map { parameter in
      switch parameter.logging {
      case .value: return escaped(parameter.name) + " as Any?"
      case .evaluated: return escaped(parameter.name) + "() as Any?"
      case .copied: return "copy " + escaped(parameter.name) + " as Any?"
      case .placeholder(let text): return "\"\(text)\""
      case .unownedJob: return jobName(parameter) + " as Any?"
      }
    }
    if accessor == .setter { values.append("newValue as Any?") }
    if !values.isEmpty { arguments.append("args: " + values.joined(separator: ", ")) }
    return arguments
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
      return receiver(requirement) + "_mockSixChild(\"\(caseName)\") { \(mockName)() } as " + result
    case .none, .runtime, .runtimeMayTrap, .dependsOnType, .trap:
      return nil
    }
  }
}
