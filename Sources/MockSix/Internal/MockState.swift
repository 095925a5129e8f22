/// The calls, stubs and settings of one mock; only reached while the store's lock is held.
final class MockState {
  /// The identity of the mock object this state belongs to; `nil` for value-type mocks.
  let objectID: ObjectIdentifier?
  /// The mock object, held unowned so that its memory cannot be reused while this state lives.
  ///
  /// An unowned reference keeps a dead object's memory allocated, so no other object can get
  /// its address, and an `ObjectIdentifier` match always means the very same object.
  private unowned let pinnedObject: AnyObject?
  /// The mock object while it lives, for sweeping out the states of dead mocks.
  private weak var liveObject: AnyObject?
  /// The Swift Testing test case the mock belongs to, if any; set under the store's lock.
  ///
  /// A mock belongs to the test case that first used it. A mock first called off any test's
  /// task (from a detached task or a dispatch queue) belongs to the first test that stubs it,
  /// sets it up or reads its calls.
  var owner: TestScope?
  /// Everything else, behind a pointer.
  // NB: A class's stored `var` is checked for exclusive access at run time on every use, which
  //     costs more than the rest of a mock call; the store's lock already makes access exclusive.
  let contents: UnsafeMutablePointer<Contents>

  init(object: AnyObject?, owner: TestScope?) {
    objectID = object.map(ObjectIdentifier.init)
    pinnedObject = object
    liveObject = object
    self.owner = owner
    contents = .allocate(capacity: 1)
    contents.initialize(to: Contents())
  }

  /// Whether the mock object has died; always `false` for value-type mocks.
  var isDead: Bool {
    objectID != nil && liveObject == nil
  }

  deinit {
    contents.deinitialize(count: 1)
    contents.deallocate()
  }

  /// Runs `body` with the contents; call it under the store's lock.
  @inline(__always)
  func withContents<Result>(_ body: (inout Contents) throws -> Result) rethrows -> Result {
    try body(&contents.pointee)
  }
}

/// The calls, stubs and settings of one mock.
struct Contents {
  var log = InvocationLog()
  var stubs = StubTable()
  var defaults: [ObjectIdentifier: Any] = [:]
  var strictMode: FailureLocation?

  /// Decides how a call is answered, advancing the chosen stub; call it under the store's lock.
  mutating func decide(methodID: Int, resultType: Any.Type) -> Decision {
    let isPlain = defaults.isEmpty && strictMode == nil
    if stubs.isEmpty, isPlain { return .done(nil) }
    let methodStubs = stubs[methodID]
    if let methodStubs {
      if !methodStubs.hasConditional, let stub = methodStubs.inMatchOrder.first {
        return .done(stub.nextAnswer())
      }
      if isPlain { return .conditional(methodStubs) }
    } else if isPlain {
      return .done(nil)
    }
    return .pending(
      PendingDecision(
        stubs: methodStubs,
        defaultValue: defaults.isEmpty ? nil : defaults[ObjectIdentifier(resultType)],
        strictMode: strictMode,
        stubsByMethod: strictMode == nil ? [] : stubs.byMethod))
  }
}

/// How a call is answered, as far as the store could decide under its lock.
enum Decision {
  /// The answer, or `nil` when the call returns the default written in the mock.
  case done(_Answer?)
  /// Conditional stubs must be matched outside the lock.
  case conditional(MethodStubs)
  /// Conditional stubs, strict mode or a per-mock default must be looked at outside the lock.
  case pending(PendingDecision)
}

/// What a call needs to be answered outside the lock: its conditional stubs and settings.
final class PendingDecision {
  let stubs: MethodStubs?
  let defaultValue: Any?
  let strictMode: FailureLocation?
  let stubsByMethod: [(methodID: Int, stubs: [Stub])]

  init(
    stubs: MethodStubs?, defaultValue: Any?, strictMode: FailureLocation?,
    stubsByMethod: [(methodID: Int, stubs: [Stub])]
  ) {
    self.stubs = stubs
    self.defaultValue = defaultValue
    self.strictMode = strictMode
    self.stubsByMethod = stubsByMethod
  }
}
