/// The one owner of every mock's calls, stubs and settings.
///
/// The state lives inside its lock (`Locked<StoreState>`), and the rest of MockSix reaches it
/// only through the named operations below: record a call, advance a matched stub, add or remove
/// stubs, set a default or strict mode, keep a made-up default, read the log or the stubs' use,
/// mark calls verified, wait for a call, reset. Reading a state changes nothing; the one step
/// that changes a mock's owner, `noteUse(_:)`, is named, and the operations that stub
/// a mock, set it up or read its calls take it first.
///
/// Class mocks are keyed by object identity. A state pins its mock's memory with an unowned
/// reference, so a mock allocated after another died starts empty; the states of dead mocks are
/// swept out as the store grows. Value-type mocks are keyed by their `mockSixLock`.
// NB: Arguments and stub closures are not `Sendable`; they are handed out of the lock, as
//     MockSix always did, to the test that made them. Whatever a change drops (a replaced stub,
//     a forgotten state) is released after the lock: releasing an argument or a stub closure can
//     run a deinit that calls a mock.
@usableFromInline
final class MockStore: Sendable {
  static let shared: MockStore = {
    XCTestTracker.install()
    return MockStore()
  }()

  private let state = Locked(StoreState())

  // MARK: - Answering a call

  /// Logs one call and reads, under the same lock, every source its answer may come from.
  ///
  /// A mock's first call takes the lock twice: the test that will own the mock is looked up
  /// between the two, outside the lock, since describing a parameterized test case can run the
  /// description code of its arguments.
  ///
  /// - Parameter synthesizesDefault: Whether the call has no default of its own, so that a
  ///   default made up for its result type may answer it.
  /// - Returns: `nil` when nothing but the call's own default can answer it.
  // NB: Always inlined into `answerCall`, which it is most of.
  @inline(__always)
  func record(
    _ identity: _MockIdentity, methodID: Int, function: String,
    arguments: () -> _CallArguments, resultType: Any.Type, synthesizesDefault: Bool,
    typeArguments: ObjectIdentifier?
  ) -> RecordedCall? {
    let thread = CurrentThread.id
    // NB: Concrete locals and a body that returns nothing, so that a debug build asks the
    //     runtime for no type's metadata here.
    var known: RecordedCall??
    state.whileLocked { store, held in
      guard let state = store.existingState(identity) else { return }
      known = store.record(
        in: state, methodID: methodID, function: function, arguments: arguments,
        thread: thread, resultType: resultType, synthesizesDefault: synthesizesDefault,
        typeArguments: typeArguments, held)
    }
    if let known { return known }
    return withState(of: identity) { store, state, held in
      store.record(
        in: Unretained(state), methodID: methodID, function: function, arguments: arguments,
        thread: thread, resultType: resultType, synthesizesDefault: synthesizesDefault,
        typeArguments: typeArguments, held)
    }
  }

  /// Logs one call of a spy, a mock that forwards its unstubbed calls to a real object, and reads
  /// its stubs under the same lock (see `StoreState.record`).
  ///
  /// - Parameter sequenceNumber: Set to the call's sequence number, by which the call's answer
  ///   is kept once the real object gave it (`keepAnswer`).
  /// - Returns: `nil` when no stub can answer the call.
  func recordForwarded(
    _ identity: _MockIdentity, methodID: Int, function: String,
    arguments: () -> _CallArguments, typeArguments: ObjectIdentifier?, sequenceNumber: inout Int
  ) -> RecordedCall? {
    let thread = CurrentThread.id
    var number = 0
    let call = withState(of: identity) { store, state, held in
      defer { number = store.nextSequenceNumber }
      return store.record(
        in: Unretained(state), methodID: methodID, function: function, arguments: arguments,
        thread: thread, resultType: Void.self, synthesizesDefault: false,
        typeArguments: typeArguments, forwards: true, held)
    }
    sequenceNumber = number
    return call
  }

  /// Keeps what a call of a mock answered, for `MockInvocation.answer`.
  func keepAnswer(
    _ answer: MockAnswer, ofCallNumbered sequenceNumber: Int, of identity: _MockIdentity
  ) {
    _ = read(identity) { $0.log.keepAnswer(answer, ofCallNumbered: sequenceNumber) }
  }

  /// Begins a call of a generated mock that the mock logs itself, in the log it stores, without
  /// the store looking the mock up, when nothing but the method's unconditional stub or the
  /// call's own default can answer it (see `StoreState.stampCall`).
  ///
  /// The stamp holds the store's lock until it ends (`_withLoggedCall`), so that the mock's own
  /// code, which knows the arguments' types, logs them in between. The mock's first call gives
  /// the store the log (`takeUp`), then goes on as any other.
  ///
  /// - Returns: The call's stamp, holding the lock; `nil`, with the lock released, when `record`
  ///   must log and answer the call: when the method has a conditional stub or a stub whose
  ///   block reads the arguments, or the mock a default set, strict mode or a waiter.
  // NB: One function, out of line, that a debug build also runs as one: MockSix's own code is
  //     not optimized there, so every call it makes costs a call on every mock call.
  @available(*, noasync, message: "a held lock cannot wait")
  @usableFromInline
  @inline(never)
  func beginCall(
    in log: _LogAddress, of mock: Unretained<AnyObject>, methodID: Int
  ) -> _CallStamp? {
    let thread = CurrentThread.id
    var isTakenUp = true
    if let stamp = state.lockForCall({ store, held in
      guard log.isTakenUp else {
        isTakenUp = false
        return nil
      }
      return store.stampCall(of: log, methodID: methodID, thread: thread, held)
    }) {
      return stamp
    }
    guard !isTakenUp else { return nil }
    // NB: A reset between taking the log up and stamping the call leaves the call to the store.
    mock.withObject { mock in takeUp(log, of: _MockIdentity(object: mock)) }
    return state.lockForCall { store, held in
      guard log.isTakenUp else { return nil }
      return store.stampCall(of: log, methodID: methodID, thread: thread, held)
    }
  }

  /// Ends a call that `beginCall(in:of:methodID:)` began, releasing the store's lock; only the
  /// stamp's `deinit` calls this.
  @usableFromInline
  func endCall() {
    state.unlockAfterCall()
  }

  /// Gives a generated mock's log the mock's state, made for the current test if the mock is new,
  /// so that its calls log themselves from now on.
  @inline(never)
  private func takeUp(_ log: _LogAddress, of identity: _MockIdentity) {
    withState(of: identity) { _, state, held in log.object.takeUp(state, held) }
  }

  /// Hands out the next answer of the first of `stubs` that matches `args`, if any.
  ///
  /// The stubs are matched outside the lock, since their verifiers run your code; the chosen
  /// stub advances under the lock.
  func nextAnswer(
    ofFirstMatchFor args: [Any?], typeArguments: ObjectIdentifier?, in stubs: MethodStubs
  ) -> _Answer? {
    // NB: `stubs` keeps the stub alive, so the stub needs no retain of its own.
    guard let match = stubs.firstMatch(args, typeArguments: typeArguments) else { return nil }
    return match.withObject { stub in
      state.withHeldLock { _, held in stub.nextAnswer(held) }
    }
  }

  /// Every stub of a mock by method ID, in the order they were made, for strict-mode failures.
  func stubs(of identity: _MockIdentity) -> [(methodID: Int, stubs: [StubInfo])] {
    read(identity) { contents in
      contents.routing.stubs.byMethod.map { ($0.methodID, $0.stubs.map(\.info)) }
    } ?? []
  }

  /// Keeps `answer` for later unstubbed calls that return exactly `type` and write no default.
  func keepMadeUpDefault(_ answer: _Answer, for type: Any.Type) {
    state.withLock { $0.madeUpDefaults[ObjectKey(ObjectIdentifier(type))] = answer }
  }

  // MARK: - Stubs and settings

  /// Adds a stub to one method of a mock; an unconditional stub replaces the unconditional one.
  func addStub(_ stub: Stub, methodID: Int, to identity: _MockIdentity) {
    noteUse(identity)
    let replaced = changeRouting(identity) { routing -> MethodStubs? in
      let stubs = routing.stubs[methodID]
      routing.stubs[methodID] = (stubs ?? MethodStubs()).adding(stub)
      return stubs
    }
    withExtendedLifetime(replaced) {}
  }

  /// Removes every stub of one method of a mock, or only those of a generic member's type
  /// arguments.
  func removeStubs(
    methodID: Int, typeArguments: ObjectIdentifier? = nil, of identity: _MockIdentity
  ) {
    noteUse(identity)
    let removed = changeRouting(identity) { routing -> MethodStubs? in
      let stubs = routing.stubs[methodID]
      routing.stubs[methodID] = typeArguments.flatMap { stubs?.removing(typeArguments: $0) }
      return stubs
    }
    withExtendedLifetime(removed) {}
  }

  /// Makes `answer` the result of a mock's unstubbed calls that return exactly `type`.
  func setDefault(_ answer: _Answer, for type: Any.Type, of identity: _MockIdentity) {
    noteUse(identity)
    let replaced = changeRouting(identity) { routing in
      routing.defaults.updateValue(answer, forKey: ObjectKey(ObjectIdentifier(type)))
    }
    withExtendedLifetime(replaced) {}
  }

  /// Turns strict mode on, or off for `nil`.
  func setStrictMode(_ strictMode: StrictMode?, of identity: _MockIdentity) {
    noteUse(identity)
    changeRouting(identity) { routing in routing.strictMode = strictMode }
  }

  // MARK: - Reading a mock

  /// A mock's calls, oldest first, optionally only those of one method, and of one generic
  /// member's type arguments.
  ///
  /// Every matcher reads calls here, so the failures kept for the current test (raised off its
  /// task) are reported here first (`noteUse`).
  func invocations(
    of identity: _MockIdentity, methodID: Int? = nil, typeArguments: ObjectIdentifier? = nil
  ) -> [MockInvocation] {
    noteUse(identity)
    return read(identity) { $0.log.invocations(of: methodID, typeArguments: typeArguments) }
      ?? []
  }

  /// The test that owns a mock, for a failure its call raised where no test is current.
  func owner(of identity: _MockIdentity) -> MockOwner? {
    state.withHeldLock { store, held in
      store.existingState(identity).flatMap { state in
        state.withObject { state in
          let scope = state.value(held).owner
          guard scope != nil || state.recorder != nil || state.xcTestName != nil else {
            return nil
          }
          return MockOwner(
            scope: scope, hasTrait: state.ownerHasTrait, recorder: state.recorder,
            xcTestName: state.xcTestName)
        }
      }
    }
  }

  /// The stubs of every mock `scope` owns that answered no call, for the `.mockSix` trait.
  func unusedStubs(ownedBy scope: TestScope) -> [StubInfo] {
    state.withHeldLock { store, held in
      (Array(store.objectStates.values) + Array(store.lockStates.values))
        .flatMap { state in
          state.withValue(held) { contents in
            guard contents.owner == scope else { return [StubInfo]() }
            return contents.routing.stubs.byMethod.flatMap { entry in
              entry.stubs.filter { $0.useCount(held) == 0 }.map(\.info)
            }
          }
        }
    }
  }

  /// The calls of the mocks `scope` owns that took a closure and that no stub answered, so that
  /// nothing could call the closure, for the `.mockSix` trait; a method counts as unstubbed when
  /// none of its stubs has answered a call.
  ///
  /// - Parameter after: The sequence number after which calls are looked at; the ones before
  ///   were looked at already.
  func unansweredHandlerCalls(
    ownedBy scope: TestScope, after: Int = 0
  ) -> [UnansweredHandlerCall] {
    let unanswered = state.withHeldLock { store, held in
      (Array(store.objectStates.values) + Array(store.lockStates.values)).flatMap { state in
        // NB: Another test's mock is left as it is, its calls where its log keeps them.
        guard state.value(held).owner == scope else { return [(MockInvocation, AnyObject.Type?)]() }
        return state.withContents(held) { contents -> [(MockInvocation, AnyObject.Type?)] in
          let answered = Set(
            contents.routing.stubs.byMethod.filter { $0.stubs.contains { $0.useCount(held) > 0 } }
              .map(\.methodID))
          return contents.log.invocations(of: nil).filter {
            $0.sequenceNumber > after && !answered.contains($0.methodID)
          }.map { ($0, state.mockType) }
        }
      }
    }
    // NB: Outside the lock: erasing and describing the arguments reads their types.
    return unanswered.compactMap { UnansweredHandlerCall($0, mockType: $1) }
  }

  /// Every stub of a mock with its use count, by method ID, conditional stubs first.
  func stubUsage(of identity: _MockIdentity) -> [StubUsage] {
    noteUse(identity)
    return read(identity) { contents, held in
      contents.routing.stubs.byMethod.flatMap { entry in
        entry.stubs.map {
          StubUsage(
            methodID: entry.methodID, summary: $0.info.summary, useCount: $0.useCount(held))
        }
      }
    } ?? []
  }

  /// Marks a mock's calls with these sequence numbers as verified by a passing expectation.
  func markVerified(_ sequenceNumbers: [Int], of identity: _MockIdentity) {
    guard !sequenceNumbers.isEmpty else { return }
    noteUse(identity)
    _ = read(identity) { $0.log.markVerified(sequenceNumbers.sorted()) }
  }

  /// Wakes `waiter` when the mock records its next call, on the thread that records it.
  func addWaiter(_ waiter: CallWaiter, to identity: _MockIdentity) {
    noteUse(identity)
    changeRouting(identity) { routing in
      routing.waiters.removeAll { $0.isCancelled }
      routing.waiters.append(waiter)
    }
  }

  /// Stops `waiter` from being woken.
  func cancel(_ waiter: CallWaiter) {
    state.withLock { _ in waiter.isCancelled = true }
  }

  // MARK: - What generated mocks keep

  /// The child mock a member of a mock returned, if any.
  func child(_ member: String, of identity: _MockIdentity) -> Any? {
    read(identity) { $0.children[member] } ?? nil
  }

  /// Keeps `child` for a member of a mock, unless one was kept first; returns the one kept.
  func keepChild(_ child: Any, for member: String, of identity: _MockIdentity) -> Any {
    change(identity) { contents in
      if let kept = contents.children[member] { return kept }
      contents.children[member] = child
      return child
    }
  }

  /// The static members' mock of a mock type, if made.
  func staticMock(of type: AnyObject.Type) -> AnyObject? {
    state.withLock { $0.staticMocks[ObjectKey(ObjectIdentifier(type))] }
  }

  /// Keeps `mock` as the static members' mock of `type`, unless one was kept first; returns the
  /// one kept.
  func keepStaticMock(_ mock: AnyObject, of type: AnyObject.Type) -> AnyObject {
    state.withLock { store in
      let key = ObjectKey(ObjectIdentifier(type))
      if let kept = store.staticMocks[key] { return kept }
      store.staticMocks[key] = mock
      return mock
    }
  }

  /// Keeps a value a settable property or subscript of a mock was set to; a property, whose
  /// setter has no arguments, keeps only its last.
  func keepSetValue(_ set: SetValue, methodID: Int, of identity: _MockIdentity) {
    let replaced = change(identity) { contents -> [SetValue]? in
      if set.keys.isEmpty { return contents.setValues.updateValue([set], forKey: methodID) }
      contents.setValues[methodID, default: []].append(set)
      return nil
    }
    withExtendedLifetime(replaced) {}
  }

  /// The values set through one setter of a mock, oldest first.
  func setValues(methodID: Int, of identity: _MockIdentity) -> [SetValue] {
    read(identity) { $0.setValues[methodID] ?? [] } ?? []
  }

  // MARK: - Identities and resets

  /// A number for a made-up value that must differ from every other (a `UUID`), never handed
  /// out twice in the process.
  func makeDistinctNumber() -> UInt64 {
    state.withLock { store in
      store.distinctNumbers += 1
      return store.distinctNumbers
    }
  }

  /// How many distinct numbers have been handed out, to tell whether making a value took one.
  var distinctNumbersMade: UInt64 {
    state.withLock { $0.distinctNumbers }
  }

  /// A number for a value-type mock's `lock()`, never handed out twice in the process.
  func makeLockNumber() -> Int {
    state.withLock { store in
      store.nextLockNumber += 1
      return store.nextLockNumber
    }
  }

  /// Forgets the mocks of `scope`, or every mock for `nil`.
  ///
  /// - Parameter remembersReset: Whether a mock of another test that `scope` uses later is
  ///   reported as left alone by this reset (see `resetMockSix()`).
  func reset(scope: TestScope?, remembersReset: Bool = false) {
    reportPendingFailures()
    let forgotten = state.withHeldLock { store, held -> ([MockState], [_MethodCalls]) in
      store.lastState = nil
      store.graveyard = []
      let all = Array(store.objectStates.values) + Array(store.lockStates.values)
      if let scope {
        if remembersReset { store.resetScopes.insert(scope) }
        store.objectStates = store.objectStates.filter { $0.value.value(held).owner != scope }
        store.lockStates = store.lockStates.filter { $0.value.value(held).owner != scope }
      } else {
        store.objectStates = [:]
        store.lockStates = [:]
      }
      let calls = all.flatMap { state -> [_MethodCalls] in
        guard let id = state.objectID, store.objectStates[ObjectKey(id)] !== state else {
          return []
        }
        return state.forget(held)
      }
      return (all, calls)
    }
    withExtendedLifetime(forgotten) {}
  }

  /// Forgets the calls, stubs and settings of one mock.
  func reset(_ identity: _MockIdentity) {
    reportPendingFailures()
    let forgotten = state.withHeldLock { store, held -> (MockState?, [_MethodCalls]) in
      store.lastState = nil
      guard let id = identity.objectID else {
        return (identity.lock.flatMap { store.lockStates.removeValue(forKey: $0) }, [])
      }
      let state = store.objectStates.removeValue(forKey: ObjectKey(id))
      return (state, state?.forget(held) ?? [])
    }
    withExtendedLifetime(forgotten) {}
  }

  /// Notes that the current test uses a mock (stubs it, sets it up or reads its calls): reports
  /// what its mocks raised off its task, gives the test a mock that no test owns yet, and warns
  /// when another test owns the mock.
  ///
  /// A mock belongs to the first test that uses it. A test that uses a mock another test owns,
  /// side by side with it or after it, sees that test's calls and stubs: it is warned once
  /// (naming the owner, and `resetMockSix()` if that left the mock alone). The owner is warned
  /// too, once, if it uses the mock again after such a test did: the two ran side by side.
  /// A call does not note a use: asking which test is current costs more than a call. So a test
  /// that only calls a shared mock hears nothing until it reads it, where every count and order
  /// check says so again (`sharingNote`).
  private func noteUse(_ identity: _MockIdentity) {
    reportPendingFailures()
    // NB: The current test is looked up outside the lock, as in `record`.
    guard let scope = TestScope.current else { return }
    let warning = state.withHeldLock { store, held -> SharingWarning? in
      guard let state = store.existingState(identity) else { return nil }
      let wasReset = store.resetScopes.contains(scope)
      return state.withObject { state in
        state.withContents(held) { contents -> SharingWarning? in
          guard let owner = contents.owner else {
            contents.owner = scope
            return nil
          }
          guard owner != scope else {
            guard let visitor = contents.visitor, !contents.sharingReported else { return nil }
            contents.sharingReported = true
            return .sideBySide(
              owner: owner, visitor: visitor, calls: contents.log.invocations(of: nil))
          }
          if contents.visitor == nil { contents.visitor = scope }
          guard contents.warnedVisitors.insert(scope).inserted else { return nil }
          return .ownedByAnother(
            owner: owner, leftAloneByReset: wasReset, calls: contents.log.invocations(of: nil))
        }
      }
    }
    guard let warning else { return }
    let mock = identity.object.map { "\(type(of: $0))" } ?? "a mock"
    switch warning {
    case .sideBySide(let owner, let visitor, let calls):
      reportWarning(
        "\(mock) is shared by tests that run side by side: \(owner.test) used it first, and "
          + "again after \(visitor.test) did, so each sees the other's calls and stubs "
          + "(\(describeCalls(calls)) so far); give each test its own mock (a property of the "
          + "suite is made anew for each test), or run the tests that share it with .serialized")
    case .ownedByAnother(let owner, true, let calls):
      reportWarning(
        "resetMockSix() left \(mock) alone: it belongs to \(owner.test), which used it first "
          + "and may run beside this test, so its \(describeCalls(calls)) and its stubs are "
          + "still there; give each test its own mock, call resetMock() on it, or run the "
          + "tests that share it with .serialized")
    case .ownedByAnother(let owner, false, let calls):
      reportWarning(
        "\(mock) is shared with another test: \(owner.test) used it first, beside this test or "
          + "before it, so this test sees its calls and stubs (\(describeCalls(calls)) so far) "
          + "and counts them; give each test its own mock (a property of the suite is made anew "
          + "for each test), or call resetMock() on it where each test begins")
    }
  }

  /// Why a failed count or order check of a mock may count another test's calls: `nil` unless
  /// the mock is shared by the current test and another; read by the matchers.
  func sharingNote(of identity: _MockIdentity) -> String? {
    guard let scope = TestScope.current else { return nil }
    let other = read(identity) { contents -> TestScope? in
      guard let owner = contents.owner else { return nil }
      return owner != scope ? owner : contents.visitor
    }
    guard let other = other ?? nil else { return nil }
    let mock = identity.object.map { "\(type(of: $0))" } ?? "This mock"
    return "\(mock) is shared with \(other.test): that test's calls are in this mock's log "
      + "too, and counted here; give each test its own mock, or call resetMock() on it where "
      + "each test begins"
  }

  /// Reports, in the current test, the failures its mocks raised where no test was current:
  /// every use of a mock (a stub, a read, a verification, a reset) does this first.
  private func reportPendingFailures() {
    if !PendingFailures.isEmpty { PendingFailures.reportForCurrentTest() }
  }

  /// What `noteUse(_:)` warns of.
  private enum SharingWarning {
    /// The owner used the mock after `visitor` did, so both ran at once.
    case sideBySide(owner: TestScope, visitor: TestScope, calls: [MockInvocation])
    /// The current test uses the mock of `owner`, which its `resetMockSix()` may have left alone.
    case ownedByAnother(owner: TestScope, leftAloneByReset: Bool, calls: [MockInvocation])
  }

  /// `3 calls (fetch(id:), save(_:))`, for the warnings above.
  private func describeCalls(_ calls: [MockInvocation]) -> String {
    let methods = Set(calls.map(\.functionName)).sorted()
    return "\(calls.count) call\(calls.count == 1 ? "" : "s")"
      + (methods.isEmpty ? "" : " (\(methods.joined(separator: ", ")))")
  }

  // MARK: - Reaching a mock's contents

  /// Runs `body` with the contents of a used mock; `nil` for a mock never used.
  private func read<Result>(
    _ identity: _MockIdentity,
    _ body: (inout MockState.Contents, borrowing HeldLock<StoreState>) throws -> Result
  ) rethrows -> Result? {
    try state.withHeldLock { store, held in
      try store.existingState(identity).map { state in
        try state.withObject { state in try state.withContents(held) { try body(&$0, held) } }
      }
    }
  }

  /// Runs `body` with the contents of a used mock; `nil` for a mock never used.
  private func read<Result>(
    _ identity: _MockIdentity, _ body: (inout MockState.Contents) throws -> Result
  ) rethrows -> Result? {
    try read(identity) { contents, _ in try body(&contents) }
  }

  /// Runs `body` with the contents of a mock, created for the current test when the mock is
  /// new.
  @discardableResult
  private func change<Result>(
    _ identity: _MockIdentity,
    _ body: (inout MockState.Contents, borrowing HeldLock<StoreState>) -> Result
  ) -> Result {
    if let result = read(identity, body) { return result }
    return withState(of: identity) { _, state, held in
      state.withContents(held) { body(&$0, held) }
    }
  }

  /// Runs `body` with the contents of a mock, like the form above, for a body that needs no
  /// proof of the lock.
  @discardableResult
  private func change<Result>(
    _ identity: _MockIdentity, _ body: (inout MockState.Contents) -> Result
  ) -> Result {
    change(identity) { contents, _ in body(&contents) }
  }

  /// Changes a mock's stubs, defaults, strict mode or waiters, which reroutes its calls
  /// (`MockState.Contents.changeRouting`).
  @discardableResult
  private func changeRouting<Result>(
    _ identity: _MockIdentity, _ body: (inout MockState.Routing) -> Result
  ) -> Result {
    change(identity) { contents, held in contents.changeRouting(held, body) }
  }

  /// Runs `body` under the lock with a mock's state, made for the current test if the mock is
  /// new; the states of dead mocks swept out meanwhile are released after the lock.
  // NB: The owner is looked up outside the lock, since describing a parameterized test case can
  //     run the description code of its arguments.
  @discardableResult
  private func withState<Result>(
    of identity: _MockIdentity,
    _ body: (inout StoreState, MockState, borrowing HeldLock<StoreState>) -> Result
  ) -> Result {
    let owner = NewStateOwner.current
    let (result, graveyard) = state.withHeldLock { store, held -> (Result, [MockState]) in
      let state = store.insertState(identity, owner: owner, held)
      let result = body(&store, state, held)
      defer { store.graveyard = [] }
      return (result, store.graveyard)
    }
    withExtendedLifetime(graveyard) {}
    return result
  }
}
