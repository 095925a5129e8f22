/// Gives a generated mock's generic parameter back the function type it stands for, as Swift 6
/// spells it: `@Sendable`.
///
/// A protocol from a module built in Swift 5 mode may take a function isolated to a global actor,
/// such as `@MainActor () -> Void`, that is not `@Sendable`. Swift 6 infers every such function
/// type `@Sendable`, so it cannot spell the requirement's type, and a member with the Swift 6
/// spelling does not match it. The mock that `mocksix-gen` writes meets the requirement with a
/// generic parameter instead, `func f<MockSixF0>(_ action: MockSixF0)`, and turns the argument
/// into the type that its typed ID, its stubs and its verifiers name; for such a result,
/// `func f<MockSixR>() -> MockSixR`, it turns the answer the other way. The two types differ only
/// in `@Sendable`, which changes nothing of how a function is stored, so the function is the
/// same; a global actor's function runs on that actor whatever its type says.
///
/// For generated code: a call through the protocol always passes the requirement's type. A call
/// on the mock itself with another type is a misuse, reported by a trap that names both types.
///
/// - Parameters:
///   - argument: The argument, of the requirement's type; or a result, of the type Swift 6 spells.
///   - type: The other of the two types, such as `(@MainActor () -> Void).self`.
///   - member: The member's name, for the message of the trap.
/// - Returns: The same function, as `type`.
public func _mockSixSendableFunction<Argument, Function>(
  _ argument: Argument, as type: Function.Type, in member: String
) -> Function {
  if let function = argument as? Function { return function }
  guard let function = sendableFunction(argument, as: Function.self) else {
    preconditionFailure(
      "\(member) cannot turn a \(Argument.self) into a \(Function.self): called on the mock "
        + "itself, it was given or asked for a type its protocol does not have; call it through "
        + "the protocol, as the code under test does")
  }
  return function
}
