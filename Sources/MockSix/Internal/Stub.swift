/// A stubbed value with its static type, so that calls returning that type need no cast.
struct StubValue {
  let makeAnswer: (StubInfo) -> _Answer

  /// Wraps `value`, remembering its type `T`.
  static func typed<T>(_ value: T) -> StubValue {
    StubValue { _ValueAnswer(value, stub: $0) }
  }

  /// Wraps an optional `value` as a `T?`.
  static func optional<T>(_ value: T?) -> StubValue {
    StubValue { _ValueAnswer(value, stub: $0) }
  }
}

/// What a stub hands to every call, when it hands the same to each.
enum StubAnswer {
  case value(StubValue)
  case block(([Any?]) throws -> Any?)
  case asyncBlock(([Any?]) async throws -> Any?)
  case error(any Error)
}

/// How a stub answers successive calls.
enum StubBehavior {
  /// The same answer to every call.
  case always(StubAnswer)
  /// `first` for the first `times` calls, then `afterwards`.
  case countdown(first: StubValue, times: Int, afterwards: StubValue)
  /// The values in order; the last one repeats.
  case sequence([StubValue])
}

/// When a conditional stub applies.
enum StubCondition {
  case verifiers([ArgumentVerifier])
  case predicate(([Any?]) -> Bool)
}

/// The check of a conditional stub, prepared once so that calls only run the predicates.
final class StubMatcher {
  // NB: Verifiers, not bare closures: a closure stored in an array is called through a thunk
  //     that copies its argument.
  private let verifiers: [ArgumentVerifier]
  private let predicate: (([Any?]) -> Bool)?

  init(_ condition: StubCondition) {
    switch condition {
    case .verifiers(let verifiers):
      self.verifiers = verifiers
      predicate = nil
    case .predicate(let predicate):
      verifiers = []
      self.predicate = predicate
    }
  }

  /// Whether the call's arguments meet the condition; runs your code, so call it unlocked.
  func matches(_ args: [Any?]) -> Bool {
    if let predicate { return predicate(args) }
    guard verifiers.count == args.count else { return false }
    for index in args.indices where !verifiers[index].predicate(args[index]) { return false }
    return true
  }
}

/// One answer a stub hands to calls, made with the stub so that calls allocate nothing.
@usableFromInline
class _Answer {
  @usableFromInline
  enum Kind {
    case value(Any?)
    case block(([Any?]) throws -> Any?)
    case asyncBlock(([Any?]) async throws -> Any?)
    case error(any Error)
    /// No stub applies, and the mock has a default for the call's result type.
    case defaultValue(Any)
  }

  @usableFromInline
  let kind: Kind

  /// The stub that gave the answer, for failure messages; `nil` for a per-mock default.
  @usableFromInline
  let stub: StubInfo?

  init(_ kind: Kind, stub: StubInfo?) {
    self.kind = kind
    self.stub = stub
  }

  static func make(_ answer: StubAnswer, stub: StubInfo) -> _Answer {
    switch answer {
    case .value(let value): value.makeAnswer(stub)
    case .block(let block): _Answer(.block(block), stub: stub)
    case .asyncBlock(let block): _Answer(.asyncBlock(block), stub: stub)
    case .error(let error): _Answer(.error(error), stub: stub)
    }
  }
}

/// A value answer that also keeps the value's static type, read without a dynamic cast.
@usableFromInline
final class _ValueAnswer<Value>: _Answer {
  @usableFromInline
  let value: Value

  init(_ value: Value, stub: StubInfo) {
    self.value = value
    super.init(.value(value), stub: stub)
  }
}

/// What failure messages say about a stub: its kind, declared type and where it was made.
@usableFromInline
final class StubInfo {
  let behavior: String
  let isConditional: Bool
  let resultType: Any.Type
  let location: FailureLocation

  init(behavior: String, isConditional: Bool, resultType: Any.Type, location: FailureLocation) {
    self.behavior = behavior
    self.isConditional = isConditional
    self.resultType = resultType
    self.location = location
  }

  /// A description such as `a stub returning Int (stubbed at Tests/A.swift:3)`.
  var summary: String {
    let conditional = isConditional ? "conditional " : ""
    return "a \(conditional)\(behavior) (stubbed at \(location.shortDescription))"
  }
}

/// One stub of one method: its answers, its condition and how far it has got.
///
/// The counters are only read and written while the store's lock is held.
final class Stub {
  private enum Schedule {
    case always(_Answer)
    case countdown(first: _Answer, times: Int, afterwards: _Answer)
    case sequence([_Answer])
  }

  let info: StubInfo
  let matcher: StubMatcher?
  private let schedule: Schedule
  private(set) var useCount = 0
  private var position = 0

  init(
    _ behavior: StubBehavior, condition: StubCondition? = nil, resultType: Any.Type,
    location: FailureLocation
  ) {
    let type = describeType(resultType)
    let description: String
    switch behavior {
    case .always(.error(let error)): description = "stub throwing \(error)"
    case .always(.block), .always(.asyncBlock): description = "block stub returning \(type)"
    case .sequence: description = "sequence stub of \(type)"
    case .always(.value), .countdown: description = "stub returning \(type)"
    }
    let info = StubInfo(
      behavior: description, isConditional: condition != nil, resultType: resultType,
      location: location)
    switch behavior {
    case .always(let answer):
      schedule = .always(_Answer.make(answer, stub: info))
    case .countdown(let first, let times, let afterwards):
      schedule = .countdown(
        first: first.makeAnswer(info), times: times, afterwards: afterwards.makeAnswer(info))
    case .sequence(let values):
      schedule = .sequence(values.map { $0.makeAnswer(info) })
    }
    self.info = info
    self.matcher = condition.map(StubMatcher.init)
  }

  /// Hands out the answer for one call and advances the stub; call it under the store's lock.
  func nextAnswer() -> _Answer {
    useCount += 1
    switch schedule {
    case .always(let answer):
      return answer
    case .countdown(let first, let times, let afterwards):
      position += 1
      return position <= times ? first : afterwards
    case .sequence(let answers):
      let index = min(position, answers.count - 1)
      position += 1
      return answers[index]
    }
  }

  var summary: String { info.summary }
}

/// The stubs of a mock's methods, found by method ID.
///
/// A mock stubs a handful of methods, so a linear search beats hashing the ID on every call.
struct StubTable {
  private var entries: [(methodID: Int, stubs: MethodStubs)] = []

  var isEmpty: Bool { entries.isEmpty }

  /// The stubs of the method with `methodID`; setting `nil` removes them.
  subscript(methodID: Int) -> MethodStubs? {
    get {
      for entry in entries where entry.methodID == methodID { return entry.stubs }
      return nil
    }
    set {
      let index = entries.firstIndex { $0.methodID == methodID }
      switch (index, newValue) {
      case (let index?, let stubs?): entries[index].stubs = stubs
      case (let index?, nil): entries.remove(at: index)
      case (nil, let stubs?): entries.append((methodID, stubs))
      case (nil, nil): break
      }
    }
  }

  /// Every method's stubs, by method ID.
  var byMethod: [(methodID: Int, stubs: [Stub])] {
    entries.sorted { $0.methodID < $1.methodID }.map { ($0.methodID, $0.stubs.all) }
  }
}

/// All stubs of one method: the conditional ones, newest last, and the unconditional one.
struct MethodStubs {
  var conditional: [Stub] = []
  var unconditional: Stub?

  /// The newest conditional stub that matches `args`, else the unconditional one.
  func stub(matching args: [Any?]) -> Stub? {
    var index = conditional.endIndex
    while index > conditional.startIndex {
      index -= 1
      if conditional[index].matcher?.matches(args) ?? true { return conditional[index] }
    }
    return unconditional
  }

  var all: [Stub] {
    conditional + (unconditional.map { [$0] } ?? [])
  }
}
