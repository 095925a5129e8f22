/// The calls, stubs and settings of one mock, and the liveness of the mock object.
// NB: The contents are the box's value, reached only with the store's lock held.
final class MockState: UncheckedBox<MockState.Contents, StoreState> {
  /// Everything a mock call reads and writes, and who owns the mock; reached only under the
  /// store's lock.
  struct Contents {
    var log = InvocationLog()
    /// What decides how the mock's calls are answered; only `changeRouting` changes it.
    private(set) var routing = Routing()
    /// The Swift Testing test case the mock belongs to, if any.
    ///
    /// A mock belongs to the test case that first used it. A mock first called off any test's
    /// task (from a detached task or a dispatch queue) is an orphan until the store claims it
    /// for the first test that stubs it, sets it up or reads its calls.
    var owner: TestScope?
    /// The tests other than the owner that have been told they share this mock.
    var warnedVisitors: Set<TestScope> = []
    /// The first test other than the owner that used the mock, if any.
    var visitor: TestScope?
    /// Whether the owner has been told that another test used its mock while it ran.
    var sharingReported = false
    /// The child mocks its members returned, by member (generated mocks).
    var children: [String: Any] = [:]
    /// The values its settable properties and subscripts were set to, by setter method ID, oldest
    /// first; a property keeps only its last (generated mocks).
    var setValues: [Int: [SetValue]] = [:]
    /// The log the mock stores (generated mocks), taken up on the mock's first call, whose calls
    /// move into `log` before anything reads that or appends to it.
    private(set) var storedLog: _MockLog?

    init(owner: TestScope?, strictMode: StrictMode?) {
      self.owner = owner
      routing.strictMode = strictMode
    }

    /// Changes the stubs, defaults, strict mode or waiters, then routes the calls of the log the
    /// mock stores anew (`MethodRoutes`), which point at the stubs and their answers unretained.
    // NB: The one way to change `routing`, which is `private(set)`: no change can skip the
    //     routes' rebuild, under the same lock.
    mutating func changeRouting<Result>(
      _ held: borrowing HeldLock<StoreState>, _ body: (inout Routing) -> Result
    ) -> Result {
      defer { storedLog?.route(by: routing, held) }
      return body(&routing)
    }

    /// Keeps the log the mock stores, whose calls the routes answer from now on.
    mutating func takeUp(_ log: _MockLog, _ held: borrowing HeldLock<StoreState>) {
      storedLog = log
      log.route(by: routing, held)
    }

    /// Moves the calls the mock logged itself into `log`.
    @inline(__always)
    mutating func moveStoredCalls(_ held: borrowing HeldLock<StoreState>) {
      if let storedLog, storedLog.hasCallsToMove(held) { storedLog.move(into: &log, held) }
    }
  }

  /// What decides how a mock's calls are answered: its stubs, defaults, strict mode and waiters.
  struct Routing {
    var stubs = StubTable()
    var defaults: [ObjectKey: _Answer] = [:]
    var strictMode: StrictMode?
    var waiters: [CallWaiter] = []

    /// Whether nothing but a method's unconditional stub or the call's own default can answer a
    /// call: no default set, no strict mode and no waiter.
    var answersAlone: Bool { defaults.isEmpty && strictMode == nil && waiters.count == 0 }
  }

  /// The identity of the mock object this state belongs to; `nil` for value-type mocks.
  let objectID: ObjectIdentifier?
  /// The mock object, held unowned so that its memory cannot be reused while this state lives.
  ///
  /// An unowned reference keeps a dead object's memory allocated, so no other object can get
  /// its address, and an `ObjectIdentifier` match always means the very same object.
  private unowned let pinnedObject: AnyObject?
  /// The mock object while it lives, for sweeping out the states of dead mocks, where the
  /// runtime cannot be asked whether an object died (see `ObjectLiveness`).
  // NB: Only made when needed: a weak reference sends every retain and release of the mock
  //     object down the runtime's slow path.
  private weak var liveObject: AnyObject?
  /// The failure recorder of the task that first used the mock, which takes the failures its
  /// calls raise off any test's task; only MockSix's own tests install one.
  let recorder: FailureRecorder?
  /// The XCTest test case running when the mock was first used, by name, if known.
  let xcTestName: String?
  /// Whether the test that owns the mock runs with the `.mockSix` trait, which reports at its
  /// end the failures the mock raised where no test was current.
  let ownerHasTrait: Bool
  /// The mock's type, for messages about its calls; `nil` for value-type mocks.
  let mockType: AnyObject.Type?

  init(object: AnyObject?, owner: NewStateOwner) {
    objectID = object.map(ObjectIdentifier.init)
    mockType = object.map { type(of: $0) }
    pinnedObject = object
    if let object, ObjectLiveness.hasDied(ObjectIdentifier(object)) == nil {
      liveObject = object
    }
    recorder = owner.recorder
    xcTestName = owner.xcTestName
    ownerHasTrait = owner.hasTrait
    super.init(Contents(owner: owner.scope, strictMode: StrictMode(owner.strictness, at: nil)))
  }

  /// Runs `body` with the contents, once the calls the mock logged itself are in the log.
  @inline(__always)
  func withContents(_ held: borrowing HeldLock<StoreState>, _ body: (inout Contents) -> Void) {
    withValue(held) { contents in
      contents.moveStoredCalls(held)
      body(&contents)
    }
  }

  /// Runs `body` with the contents, like the form above, for a body that returns a result.
  @inline(__always)
  func withContents<Result>(
    _ held: borrowing HeldLock<StoreState>, _ body: (inout Contents) throws -> Result
  ) rethrows -> Result {
    try withValue(held) { contents in
      contents.moveStoredCalls(held)
      return try body(&contents)
    }
  }

  /// Unhooks the log the mock stores from this state, which the store sweeps out with its dead
  /// mock; the state keeps the log until it is released, after the lock.
  func unhook(_ held: borrowing HeldLock<StoreState>) {
    value(held).storedLog?.unhook(held)
  }

  /// Unhooks the log the mock stores from this state, which the store drops, and hands back
  /// the calls it kept, to be released after the lock.
  func forget(_ held: borrowing HeldLock<StoreState>) -> [_MethodCalls] {
    value(held).storedLog?.forget(held) ?? []
  }

  /// Whether the mock object has died; always `false` for value-type mocks.
  var isDead: Bool {
    guard let objectID else { return false }
    return ObjectLiveness.hasDied(objectID) ?? (liveObject == nil)
  }
}

/// What a mock's new state takes from the task that first uses the mock.
struct NewStateOwner {
  /// The Swift Testing test case that owns the mock, if any.
  var scope: TestScope?
  /// The failure recorder of the task, if any.
  var recorder: FailureRecorder?
  /// Whether the test runs with the `.mockSix` trait.
  var hasTrait: Bool
  /// How strict the `.mockSix(strict:)` trait makes the mock.
  var strictness: Strictness
  /// The XCTest test case running, by name, if known.
  var xcTestName: String?

  /// The owner for a mock first used now, read outside the store's lock: describing a
  /// parameterized test case can run the description code of its arguments.
  static var current: NewStateOwner {
    let trait = TraitScope.current
    return NewStateOwner(
      scope: TestScope.current, recorder: FailureRecorder.current, hasTrait: trait != nil,
      strictness: trait?.strictness ?? .off,
      xcTestName: XCTestTracker.owningTestName)
  }
}
