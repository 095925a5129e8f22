/// The one owner of every mock's calls, stubs and settings, and of the lock that guards them.
///
/// The rest of MockSix reaches a mock's state only through the named operations below: record a
/// call, add or remove stubs, set a default or strict mode, read the log, mark calls verified,
/// wait for a call, reset. Class mocks are keyed by object identity. A state pins its mock's
/// memory with an unowned reference, so a mock allocated after another died starts empty; the
/// states of dead mocks are swept out as the store grows. Value-type mocks are keyed by their
/// `mockSixLock`.
// NB: The states are only reached under `lock`. Arguments and stub closures are not `Sendable`;
//     they are handed out of the lock, as MockSix always did, to the test that made them.
final class MockStore: @unchecked Sendable {
  static let shared: MockStore = {
    XCTestTracker.install()
    return MockStore()
  }()

  private let lock = Lock()
  private let storage = UncheckedBox(Storage())

  /// Runs `body` with the storage, under the lock.
  @inline(__always)
  private func withStorage<Result>(_ body: (inout Storage) throws -> Result) rethrows -> Result {
    try lock.withLock { try storage.withValue(body) }
  }

  // MARK: - Recording a call

  /// Logs one call and decides, as far as it can under the lock, how the call is answered.
  ///
  /// - Parameter synthesizesDefault: Whether the call has no default of its own, so that a
  ///   default made up for its result type may answer it.
  func record(
    _ identity: _MockIdentity, methodID: Int, function: String, args: [Any?],
    resultType: Any.Type, synthesizesDefault: Bool
  ) -> Decision {
    let thread = CurrentThread.id
    let known = withStorage { storage -> Decision? in
      guard let state = storage.existingState(identity) else { return nil }
      return storage.record(
        in: state, methodID: methodID, function: function, args: args, thread: thread,
        resultType: resultType, synthesizesDefault: synthesizesDefault)
    }
    if let known { return known }
    return withNewState(identity) { storage, state in
      storage.record(
        in: Unretained(state), methodID: methodID, function: function, args: args,
        thread: thread, resultType: resultType, synthesizesDefault: synthesizesDefault)
    }
  }

  /// Hands out the next answer of the first of `stubs` that matches `args`, if any.
  ///
  /// The stubs are matched outside the lock, since their verifiers run your code; the chosen
  /// stub advances under it.
  func answer(matching args: [Any?], from stubs: MethodStubs) -> _Answer? {
    guard let index = stubs.firstMatch(args) else { return nil }
    // NB: `stubs` keeps the stub alive, so the stub needs no retain of its own.
    return Unretained(stubs.inMatchOrder[index]).withObject { stub in
      lock.withLock { stub.nextAnswer() }
    }
  }

  /// Every stub of a mock, by method ID in the order they were made, for strict-mode failures.
  func stubs(of identity: _MockIdentity) -> [(methodID: Int, stubs: [Stub])] {
    withExistingState(identity) { $0.stubs.byMethod } ?? []
  }

  // MARK: - Stubs and settings

  /// Adds a stub to one method of a mock; an unconditional stub replaces the unconditional one.
  func addStub(_ stub: Stub, methodID: Int, to identity: _MockIdentity) {
    // NB: A replaced stub is released after the lock: releasing a stub closure can run a deinit
    //     that calls a mock.
    let replaced = withState(identity) { state -> MethodStubs? in
      let stubs = state.stubs[methodID]
      state.stubs[methodID] = (stubs ?? MethodStubs()).adding(stub)
      return stubs
    }
    withExtendedLifetime(replaced) {}
  }

  /// Removes every stub of one method of a mock.
  func removeStubs(methodID: Int, of identity: _MockIdentity) {
    let removed = withState(identity) { state -> MethodStubs? in
      defer { state.stubs[methodID] = nil }
      return state.stubs[methodID]
    }
    withExtendedLifetime(removed) {}
  }

  /// Makes `answer` the result of a mock's unstubbed calls that return exactly `type`.
  func setDefault(_ answer: _Answer, for type: Any.Type, of identity: _MockIdentity) {
    let replaced = withState(identity) { state in
      state.defaults.updateValue(answer, forKey: ObjectKey(ObjectIdentifier(type)))
    }
    withExtendedLifetime(replaced) {}
  }

  /// Turns strict mode on, reporting unstubbed calls at `location`, or off for `nil`.
  func setStrictMode(_ location: FailureLocation?, of identity: _MockIdentity) {
    withState(identity) { state in state.strictMode = location.map(StrictMode.init) }
  }

  /// Every stub of a mock with its use count, by method ID, conditional stubs first.
  func stubUsage(of identity: _MockIdentity) -> [StubUsage] {
    withExistingState(identity) { state in
      state.stubs.byMethod.flatMap { entry in
        entry.stubs.map {
          StubUsage(methodID: entry.methodID, summary: $0.info.summary, useCount: $0.useCount)
        }
      }
    } ?? []
  }

  // MARK: - The log

  /// A mock's calls, oldest first, optionally only those of one method.
  func invocations(of identity: _MockIdentity, methodID: Int? = nil) -> [MockInvocation] {
    withExistingState(identity) { $0.log.invocations(of: methodID) } ?? []
  }

  /// Marks a mock's calls with these sequence numbers as verified by a passing expectation.
  func markVerified(_ sequenceNumbers: [Int], of identity: _MockIdentity) {
    guard !sequenceNumbers.isEmpty else { return }
    _ = withExistingState(identity) { $0.log.markVerified(sequenceNumbers.sorted()) }
  }

  /// Wakes `waiter` when the mock records its next call, on the thread that records it.
  func addWaiter(_ waiter: CallWaiter, to identity: _MockIdentity) {
    withState(identity) { state in
      state.waiters.removeAll { $0.isCancelled }
      state.waiters.append(waiter)
    }
  }

  /// Stops `waiter` from being woken.
  func cancel(_ waiter: CallWaiter) {
    withStorage { _ in waiter.isCancelled = true }
  }

  // MARK: - Defaults made up for unstubbed calls

  /// Keeps `answer` for later unstubbed calls that return exactly `type`.
  func keepSynthesizedDefault(_ answer: _Answer, for type: Any.Type) {
    withStorage { $0.synthesizedDefaults[ObjectKey(ObjectIdentifier(type))] = answer }
  }

  // MARK: - Identities and resets

  /// A number for a value-type mock's `lock()`, never handed out twice in the process.
  func makeLockNumber() -> Int {
    withStorage { storage in
      storage.nextLockNumber += 1
      return storage.nextLockNumber
    }
  }

  /// Forgets the mocks of `scope`, or every mock for `nil`.
  func reset(scope: TestScope?) {
    // NB: The forgotten states are released after the lock: releasing an argument or a stub
    //     closure can run a deinit that calls a mock.
    let forgotten = withStorage { storage -> [MockState] in
      storage.lastState = nil
      storage.graveyard = []
      let all = Array(storage.objectStates.values) + Array(storage.lockStates.values)
      if let scope {
        storage.objectStates = storage.objectStates.filter { $0.value.owner != scope }
        storage.lockStates = storage.lockStates.filter { $0.value.owner != scope }
      } else {
        storage.objectStates = [:]
        storage.lockStates = [:]
      }
      return all
    }
    withExtendedLifetime(forgotten) {}
  }

  /// Forgets the calls, stubs and settings of one mock.
  func reset(_ identity: _MockIdentity) {
    let forgotten = withStorage { storage -> MockState? in
      storage.lastState = nil
      if let id = identity.objectID {
        return storage.objectStates.removeValue(forKey: ObjectKey(id))
      }
      return identity.lock.flatMap { storage.lockStates.removeValue(forKey: $0) }
    }
    withExtendedLifetime(forgotten) {}
  }

  // MARK: - Reaching a state

  /// Runs `body` with the state of `identity`, creating the state when the mock is new.
  @discardableResult
  private func withState<Result>(
    _ identity: _MockIdentity, _ body: (inout MockState.Contents) throws -> Result
  ) rethrows -> Result {
    if let result = try withExistingState(identity, body) { return result }
    return try withNewState(identity) { _, state in try state.withValue(body) }
  }

  /// Runs `body` with the state of `identity` if the mock has been used, without creating it.
  ///
  /// A mock that no test owns yet (it was first called off any test's task) is given to the
  /// current test.
  private func withExistingState<Result>(
    _ identity: _MockIdentity, _ body: (inout MockState.Contents) throws -> Result
  ) rethrows -> Result? {
    let existing = try withStorage { storage -> (Result, orphan: MockState?)? in
      try storage.existingState(identity).map { state in
        try state.withObject { state in
          (try state.withValue(body), state.owner == nil ? state : nil)
        }
      }
    }
    guard let (result, orphan) = existing else { return nil }
    if let orphan, let scope = TestScope.current {
      withStorage { _ in
        if orphan.owner == nil { orphan.owner = scope }
      }
    }
    return result
  }

  /// Runs `body` with the state of `identity`, created for the current test if need be.
  ///
  /// States swept out while inserting are released after the lock: releasing an argument can
  /// run a deinit that calls a mock.
  private func withNewState<Result>(
    _ identity: _MockIdentity, _ body: (inout Storage, MockState) throws -> Result
  ) rethrows -> Result {
    // NB: The owning test is looked up outside the lock: describing a parameterized test case
    //     can run the description code of its arguments.
    let owner = TestScope.current
    let (result, graveyard) = try withStorage { storage -> (Result, [MockState]) in
      let state = storage.insertState(identity, owner: owner)
      let result = try body(&storage, state)
      defer { storage.graveyard = [] }
      return (result, storage.graveyard)
    }
    withExtendedLifetime(graveyard) {}
    return result
  }
}

/// The calls, stubs and settings of one mock.
// NB: The contents are the box's value, reached only under the store's lock.
private final class MockState: UncheckedBox<MockState.Contents> {
  /// Everything a mock call reads and writes, reached only under the store's lock.
  struct Contents {
    var log = InvocationLog()
    var stubs = StubTable()
    var defaults: [ObjectKey: _Answer] = [:]
    var strictMode: StrictMode?
    var waiters: [CallWaiter] = []
  }

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

  init(object: AnyObject?, owner: TestScope?) {
    objectID = object.map(ObjectIdentifier.init)
    pinnedObject = object
    liveObject = object
    self.owner = owner
    super.init(Contents())
  }

  /// Whether the mock object has died; always `false` for value-type mocks.
  var isDead: Bool {
    objectID != nil && liveObject == nil
  }
}

/// Every mock's state, and the counters that outlive them.
private struct Storage {
  var objectStates: [ObjectKey: MockState] = [:]
  var lockStates: [String: MockState] = [:]
  var nextSequenceNumber = 0
  var nextLockNumber = 0
  var sweepThreshold = 1024
  /// The state used last, so that repeated calls to one mock skip the dictionary.
  // NB: Unretained, so that a call retains no state: `objectStates` holds the state, and every
  //     change that drops states from it resets this.
  var lastState: Unretained<MockState>?
  /// States swept out under the lock, to be released after it.
  var graveyard: [MockState] = []
  /// Defaults made up for unstubbed calls, by result type.
  var synthesizedDefaults: [ObjectKey: _Answer] = [:]

  /// The state of `identity` if the mock has been used, unretained.
  mutating func existingState(_ identity: _MockIdentity) -> Unretained<MockState>? {
    if let id = identity.objectID {
      if let lastState, lastState.withObject({ $0.objectID == id }) {
        return lastState
      }
      guard let state = objectStates[ObjectKey(id)] else { return nil }
      lastState = Unretained(state)
      return lastState
    }
    return identity.lock.flatMap { lockStates[$0] }.map(Unretained.init)
  }

  /// The state of `identity`, created for `owner` if the mock is new.
  mutating func insertState(_ identity: _MockIdentity, owner: TestScope?) -> MockState {
    if let state = existingState(identity) { return state.object }
    guard let object = identity.object, let id = identity.objectID else {
      let state = MockState(object: nil, owner: owner)
      lockStates[identity.lock ?? ""] = state
      return state
    }
    let state = MockState(object: object, owner: owner)
    objectStates[ObjectKey(id)] = state
    if objectStates.count >= sweepThreshold {
      // NB: One pass decides each state once, so a mock dying mid-sweep cannot leave the
      //     dictionary without reaching the graveyard.
      var alive: [ObjectKey: MockState] = [:]
      for (key, candidate) in objectStates {
        if candidate.isDead { graveyard.append(candidate) } else { alive[key] = candidate }
      }
      objectStates = alive
      sweepThreshold = max(1024, objectStates.count * 2)
    }
    lastState = Unretained(state)
    return state
  }

  /// The thread that called a mock last, and whether it is the main thread.
  // NB: Asking the thread's own storage costs a library call and a lazy global's check on every
  //     call; a thread identifier names one thread while the thread lives, and the main thread
  //     lives as long as the process, so the answer for the last thread can be reused.
  var lastThread: UInt = 0
  var lastThreadIsMain = false

  /// Whether `thread`, the calling thread, is the main thread.
  @inline(__always)
  mutating func isMainThread(_ thread: UInt) -> Bool {
    if thread != lastThread {
      lastThread = thread
      lastThreadIsMain = CurrentThread.isMain
    }
    return lastThreadIsMain
  }

  /// Appends a call to a state's log and decides how it is answered.
  mutating func record(
    in state: Unretained<MockState>, methodID: Int, function: String, args: [Any?],
    thread: UInt, resultType: Any.Type, synthesizesDefault: Bool
  ) -> Decision {
    let isMainThread = isMainThread(thread)
    nextSequenceNumber += 1
    let sequenceNumber = nextSequenceNumber
    return state.withObject { state in
      state.withValue { contents in
        contents.log.append(
          methodID: methodID, function: function, args: args, sequenceNumber: sequenceNumber,
          thread: thread, isMainThread: isMainThread)
        if !contents.waiters.isEmpty { Self.wake(&contents.waiters) }
        if contents.stubs.isEmpty, contents.defaults.isEmpty, contents.strictMode == nil,
          !synthesizesDefault || synthesizedDefaults.isEmpty
        {
          return .answered(nil)
        }
        let stubs = contents.stubs[methodID]
        if let stubs, !stubs.hasConditional, let stub = stubs.inMatchOrder.first {
          return .answered(stub.nextAnswer())
        }
        let type = ObjectKey(ObjectIdentifier(resultType))
        var otherwise = contents.defaults.isEmpty ? nil : contents.defaults[type]
        if otherwise == nil, synthesizesDefault, !synthesizedDefaults.isEmpty {
          otherwise = synthesizedDefaults[type]
        }
        if let strictMode = contents.strictMode {
          return .strict(stubs, otherwise: otherwise, strictMode)
        }
        guard let stubs else { return .answered(otherwise) }
        return .matchStubs(stubs, otherwise: otherwise)
      }
    }
  }

  @inline(never)
  private static func wake(_ waiters: inout [CallWaiter]) {
    for waiter in waiters where !waiter.isCancelled { waiter.wake() }
    waiters = []
  }
}
