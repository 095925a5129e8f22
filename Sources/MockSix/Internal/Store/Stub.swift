/// One stub of one method: when it applies, the answers it hands out, and how far it has got.
///
/// A stub is made whole by the stubbing API and never changes afterwards, except for its use
/// count, which only the store reads and advances.
// NB: The box holds the stub's use count, which a generated mock's call advances in place
//     (`MethodRoutes`); a box of its own would be two more heap blocks a stub.
final class Stub: UncheckedBox<Int, StoreState> {
  /// The answers a stub hands to successive calls.
  enum Schedule {
    /// The same answer to every call.
    case always(_Answer)
    /// `first` for the first `times` calls, then `afterwards`.
    case countdown(first: _Answer, times: Int, afterwards: _Answer)
    /// The answers in order; the last one repeats.
    case sequence([_Answer])
  }

  let info: StubInfo
  let schedule: Schedule
  /// Whether a call's arguments meet the stub's condition; always true for an unconditional stub.
  // NB: Not optional: a call would retain an optional closure to unwrap it.
  let matches: ([Any?]) -> Bool

  init(_ schedule: Schedule, condition: StubCondition?, info: StubInfo) {
    self.info = info
    self.schedule = schedule
    // NB: Not `condition?.check ?? { _ in true }`: a closure passed through a generic function
    //     is wrapped in thunks that every call then goes through.
    if let condition {
      matches = condition.check
    } else {
      matches = { _ in true }
    }
    // NB: The box's value is how many calls the stub has answered, and so which comes next.
    super.init(0)
  }

  var isConditional: Bool { info.isConditional }

  /// Hands out the answer for one call and counts it, under the store's lock.
  func nextAnswer(_ held: borrowing HeldLock<StoreState>) -> _Answer {
    let useCount = withValue(held) { count in
      count += 1
      return count
    }
    switch schedule {
    case .always(let answer):
      return answer
    case .countdown(let first, let times, let afterwards):
      return useCount <= times ? first : afterwards
    case .sequence(let answers):
      return answers[min(useCount, answers.count) - 1]
    }
  }

  /// Whether any of the stub's answers reads the call's arguments.
  var readsArguments: Bool {
    switch schedule {
    case .always(let answer): answer.readsArguments
    case .countdown(let first, _, let afterwards): first.readsArguments || afterwards.readsArguments
    case .sequence(let answers): answers.contains { $0.readsArguments }
    }
  }

  /// How many calls the stub has answered, read under the store's lock.
  func useCount(_ held: borrowing HeldLock<StoreState>) -> Int {
    value(held)
  }
}

/// What failure messages say about a stub: its kind, declared type, condition and where it was made.
///
/// The method and the stub's behavior are named only when a message asks for them.
// NB: Naming an enum case (`String(describing:)`) costs tens of thousands of instructions and
//     tens of heap blocks, and most stubs never appear in a message. A type rather than a
//     closure names the method, and the info is a value its stub and answers each keep, so
//     that it costs a stub no heap block of its own.
@usableFromInline
struct StubInfo: Sendable {
  let kind: StubKind
  let isConditional: Bool
  let location: FailureLocation
  private let methodID: Int
  private let namer: any MethodNaming.Type

  init(
    methodID: Int, namedBy namer: any MethodNaming.Type, kind: StubKind, isConditional: Bool,
    location: FailureLocation
  ) {
    self.methodID = methodID
    self.namer = namer
    self.kind = kind
    self.isConditional = isConditional
    self.location = location
  }

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
