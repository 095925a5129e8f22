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

  /// The state of every mock, inside the store's one lock.
  // NB: Only MockStore's own files (MockStore*.swift) reach it; `.ci/run` checks that no other
  //     file takes the lock.
  let state = Locked(StoreState())

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

  /// Keeps what a call that a generated mock logged itself answered (a spy's), for
  /// `MockInvocation.answer`, in the log beside the call's arguments, which the store moves into
  /// the mock's state with them.
  // NB: Reaches the log by its address, with no lookup of the mock, and passes the answer in, so
  //     that it moves rather than being copied and destroyed (about 60 instructions).
  @usableFromInline
  func keepAnswer(
    _ answer: consuming MockAnswer, ofCallNumbered sequenceNumber: Int, in log: _LogAddress
  ) {
    state.whileLocked(passing: answer) { _, held, answer in
      log.keepAnswer(answer, ofCallNumbered: sequenceNumber, held)
    }
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

  // MARK: - Reaching a mock's contents

  /// Runs `body` with the contents of a used mock; `nil` for a mock never used.
  func read<Result>(
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
  func read<Result>(
    _ identity: _MockIdentity, _ body: (inout MockState.Contents) throws -> Result
  ) rethrows -> Result? {
    try read(identity) { contents, _ in try body(&contents) }
  }

  /// Runs `body` with the contents of a mock, created for the current test when the mock is
  /// new.
  @discardableResult
  func change<Result>(
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
  func change<Result>(
    _ identity: _MockIdentity, _ body: (inout MockState.Contents) -> Result
  ) -> Result {
    change(identity) { contents, _ in body(&contents) }
  }

  /// Changes a mock's stubs, defaults, strict mode or waiters, which reroutes its calls
  /// (`MockState.Contents.changeRouting`).
  @discardableResult
  func changeRouting<Result>(
    _ identity: _MockIdentity, _ body: (inout MockState.Routing) -> Result
  ) -> Result {
    change(identity) { contents, held in contents.changeRouting(held, body) }
  }

  /// Runs `body` under the lock with a mock's state, made for the current test if the mock is
  /// new; the states of dead mocks swept out meanwhile are released after the lock.
  // NB: The owner is looked up outside the lock, since describing a parameterized test case can
  //     run the description code of its arguments.
  @discardableResult
  func withState<Result>(
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
