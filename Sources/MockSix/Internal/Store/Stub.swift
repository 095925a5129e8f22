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
  /// The type arguments of the generic member's calls the stub answers; `nil` for every call.
  let typeArguments: ObjectIdentifier?

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
    typeArguments = condition?.typeArguments
    // NB: The box's value is how many calls the stub has answered, and so which comes next.
    super.init(0)
  }

  var isConditional: Bool { info.isConditional }

  /// Whether the stub answers a call of a generic member with these type arguments.
  func answers(_ callTypeArguments: ObjectIdentifier?) -> Bool {
    typeArguments == nil || typeArguments == callTypeArguments
  }

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
