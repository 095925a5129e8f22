#if !canImport(Darwin)
  internal import Synchronization
#endif

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

  /// The condition as one check of a call's arguments, made once so that calls retain nothing.
  // NB: A closure's captures cannot change, so a call borrows them. Verifiers read from an
  //     array would each be retained and released around every check.
  var check: ([Any?]) -> Bool {
    switch self {
    case .predicate(let predicate):
      return predicate
    case .verifiers(let verifiers):
      let count = verifiers.count
      let checked = verifiers.indices.filter { !verifiers[$0].passesAll }
      guard let first = checked.first else { return { args in args.count == count } }
      // NB: Each closure checks what the closure before it checks first, so the count comes
      //     first and the verifiers follow in order.
      let firstPredicate = verifiers[first].predicate
      var check: ([Any?]) -> Bool = { args in
        args.count == count && firstPredicate(args[first])
      }
      for index in checked.dropFirst() {
        let (earlier, predicate) = (check, verifiers[index].predicate)
        check = { args in earlier(args) && predicate(args[index]) }
      }
      return check
    }
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

extension _Answer {
  /// The stubbed value if it has exactly the type `T`, read without a dynamic cast.
  @inlinable
  func value<T>(as type: T.Type) -> T? {
    // NB: `_ValueAnswer` is final, so comparing the class is the whole check.
    guard Swift.type(of: self) == _ValueAnswer<T>.self else { return nil }
    return unsafeDowncast(self, to: _ValueAnswer<T>.self).value
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
/// The position is only read and written while the store's lock is held.
final class Stub {
  private enum Schedule {
    case always(_Answer)
    case countdown(first: _Answer, times: Int, afterwards: _Answer)
    case sequence([_Answer])
  }

  let info: StubInfo
  /// Whether a call's arguments meet the stub's condition; always true for an unconditional stub.
  // NB: Not optional: a call would retain an optional closure to unwrap it.
  private let check: ([Any?]) -> Bool
  private let schedule: Schedule
  private var position = 0
  #if canImport(Darwin)
    /// How many calls the stub has answered; read and written under the store's lock.
    private(set) var useCount = 0
  #else
    private let uses = Atomic(0)

    /// How many calls the stub has answered.
    var useCount: Int { uses.load(ordering: .relaxed) }
  #endif

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
    // NB: Not `condition?.check ?? { _ in true }`: a closure passed through a generic function
    //     is wrapped in thunks that every call then goes through.
    if let condition {
      check = condition.check
    } else {
      check = { _ in true }
    }
  }

  var isConditional: Bool { info.isConditional }

  /// Whether the stub answers a call with `args`; runs your code, so call it unlocked.
  func matches(_ args: [Any?]) -> Bool {
    check(args)
  }

  /// Hands out the answer for one call and advances the stub; call it under the store's lock.
  func nextAnswer() -> _Answer {
    #if canImport(Darwin)
      useCount += 1
    #else
      uses.add(1, ordering: .relaxed)
    #endif
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

  /// Hands out the answer for one call, taking `lock` if the stub must advance.
  ///
  /// A stub that gives every call the same answer only counts the call, which takes no lock
  /// where an atomic counter is available.
  func nextAnswer(lockingIfNeeded lock: Lock) -> _Answer {
    #if !canImport(Darwin)
      if case .always(let answer) = schedule {
        uses.add(1, ordering: .relaxed)
        return answer
      }
    #endif
    return lock.withLock { nextAnswer() }
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

/// All stubs of one method, in the order calls try them: the newest conditional stub first,
/// the unconditional stub last.
///
/// A call takes these stubs out of the store's lock to match them, so they never change:
/// stubbing makes new ones.
final class MethodStubs {
  let inMatchOrder: [Stub]
  /// Whether any of the stubs is conditional.
  let hasConditional: Bool

  init(inMatchOrder: [Stub] = []) {
    self.inMatchOrder = inMatchOrder
    hasConditional = inMatchOrder.contains { $0.isConditional }
  }

  /// These stubs and `stub`, which replaces the unconditional stub if it is unconditional too.
  func adding(_ stub: Stub) -> MethodStubs {
    if stub.isConditional { return MethodStubs(inMatchOrder: [stub] + inMatchOrder) }
    return MethodStubs(inMatchOrder: inMatchOrder.filter(\.isConditional) + [stub])
  }

  /// The position of the first stub that matches `args`, if any; runs your code, so call it
  /// unlocked.
  // NB: A position rather than the stub, and the stubs unretained (these stubs keep them), so
  //     that matching retains nothing.
  func firstMatch(_ args: [Any?]) -> Int? {
    for index in inMatchOrder.indices {
      let stub = Unmanaged.passUnretained(inMatchOrder[index])
      if stub._withUnsafeGuaranteedRef({ $0.matches(args) }) { return index }
    }
    return nil
  }

  /// The stubs in the order they were made, the unconditional one last.
  var all: [Stub] {
    inMatchOrder.filter(\.isConditional).reversed() + inMatchOrder.filter { !$0.isConditional }
  }
}
