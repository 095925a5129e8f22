/// What failure messages say about a stub: its kind, declared type, condition and where it was made.
///
/// The method and the stub's behavior are named only when a message asks for them.
// NB: Naming an enum case (`String(describing:)`) costs tens of thousands of instructions and
//     tens of heap blocks, and most stubs never appear in a message. A type rather than a
//     closure names the method, and the info is a value its stub and answers each keep, so
//     that it costs a stub no heap block of its own.
@usableFromInline
struct StubInfo: Sendable {
  /// The raw ID of the stubbed method, which `namer` names.
  let methodID: Int
  let namer: any MethodNaming.Type
  let kind: StubKind
  let isConditional: Bool
  let location: FailureLocation

  /// The stubbed method's case name, such as `load`.
  var method: String { namer.methodName(of: methodID) }

  /// What the stub does, such as `stub returning Int` or `sequence stub of String`.
  var behavior: String { kind.description }

  /// A description such as `a stub returning Int (stubbed at Tests/A.swift:3)`.
  var summary: String {
    let conditional = isConditional ? "conditional " : ""
    return "a \(conditional)\(behavior) (stubbed at \(location.shortDescription))"
  }
}

/// What a stub does, named only when a message asks: naming a type costs more than a thousand
/// calls of a generated mock, and most stubs never appear in a message.
enum StubKind: Sendable {
  case returning(any Any.Type)
  case blockReturning(any Any.Type)
  case sequence(of: any Any.Type)
  case throwing(any Error)

  /// A description such as `stub returning Int`.
  var description: String {
    switch self {
    case .returning(let type): "stub returning \(describeType(type))"
    case .blockReturning(let type): "block stub returning \(describeType(type))"
    case .sequence(let type): "sequence stub of \(describeType(type))"
    case .throwing(let error): "stub throwing \(error)"
    }
  }
}

/// Names the methods of one mock type for messages.
protocol MethodNaming: Sendable {
  /// The name of the method with ID `methodID`, such as `load`.
  static func methodName(of methodID: Int) -> String
}

/// Names the methods of the mock type `M`.
struct MethodNamer<M: Mock>: MethodNaming where M.MockMethod.RawValue == Int {
  static func methodName(of methodID: Int) -> String {
    M._methodName(methodID)
  }
}
