/// One stub of one method: when it applies, the answers it hands out, and how far it has got.
///
/// A stub is made whole by the stubbing API and never changes afterwards, except for its use
/// count, which only the store reads and advances.
final class Stub {
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
  /// How many calls the stub has answered, and so which answer comes next.
  // NB: Advanced under the store's lock on every platform: `Atomic` needs macOS 15 / iOS 18,
  //     above MockSix's floor, and one count for all platforms is one count to test.
  private let uses = UncheckedBox<Int, StoreState>(0)

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
  }

  var isConditional: Bool { info.isConditional }

  /// Hands out the answer for one call and counts it, under the store's lock.
  func nextAnswer(_ held: borrowing HeldLock<StoreState>) -> _Answer {
    let useCount = uses.withValue(held) { count in
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

  /// How many calls the stub has answered, read under the store's lock.
  func useCount(_ held: borrowing HeldLock<StoreState>) -> Int {
    uses.value(held)
  }
}

/// What failure messages say about a stub: its kind, declared type, condition and where it was made.
@usableFromInline
final class StubInfo: Sendable {
  /// The stubbed method's case name, such as `load`.
  let method: String
  /// What the stub does, such as `stub returning Int` or `sequence stub of String`.
  let behavior: String
  let isConditional: Bool
  let location: FailureLocation

  init(method: String, behavior: String, isConditional: Bool, location: FailureLocation) {
    self.method = method
    self.behavior = behavior
    self.isConditional = isConditional
    self.location = location
  }

  /// A description such as `a stub returning Int (stubbed at Tests/A.swift:3)`.
  var summary: String {
    let conditional = isConditional ? "conditional " : ""
    return "a \(conditional)\(behavior) (stubbed at \(location.shortDescription))"
  }
}
