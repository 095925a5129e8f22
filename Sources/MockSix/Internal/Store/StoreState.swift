/// Every mock's state, and the counters and caches that outlive them; the value of the store's lock.
struct StoreState {
  var objectStates: [ObjectKey: MockState] = [:]
  var lockStates: [String: MockState] = [:]
  var nextSequenceNumber = 0
  var nextLockNumber = 0
  /// The mocks of generated mocks' static members, by mock type; they live as long as the process.
  var staticMocks: [ObjectKey: AnyObject] = [:]
  /// How many made-up values that must differ from every other (`UUID`s) have been made.
  var distinctNumbers: UInt64 = 0
  var sweepThreshold = 1024
  /// The state used last, with its mock's identity, so that repeated calls to one mock skip the
  /// dictionary.
  // NB: Unretained, so that a call retains no state: `objectStates` holds the state, and every
  //     change that drops states from it resets this.
  var lastState: (objectID: ObjectIdentifier, state: Unretained<MockState>)?
  /// States swept out under the lock, to be released after it.
  var graveyard: [MockState] = []
  /// Defaults made up for unstubbed calls, by result type.
  var madeUpDefaults: [ObjectKey: _Answer] = [:] {
    didSet { lastMadeUpDefault = nil }
  }
  /// The entry of `madeUpDefaults` found last, since unstubbed calls tend to return one type.
  private var lastMadeUpDefault: (type: ObjectKey, answer: _Answer)?
  /// The Swift Testing test cases that called `resetMockSix()`, for mocks it left alone.
  var resetScopes: Set<TestScope> = []
  /// The two threads that called mocks last, and whether each is the main thread.
  // NB: Asking the thread's own storage costs a library call and a lazy global's check on every
  //     call; a thread identifier names one thread while the thread lives, and the main thread
  //     lives as long as the process, so the answer for a recent thread can be reused. Two
  //     entries keep two threads that take turns on the lock from asking on every call.
  var lastThread: UInt = 0
  var lastThreadIsMain = false
  var previousThread: UInt = 0
  var previousThreadIsMain = false

  /// Whether `thread`, the calling thread, is the main thread.
  @inline(__always)
  mutating func isMainThread(_ thread: UInt) -> Bool {
    if thread != lastThread { rememberThread(thread) }
    return lastThreadIsMain
  }

  @inline(never)
  private mutating func rememberThread(_ thread: UInt) {
    let isMain = thread == previousThread ? previousThreadIsMain : CurrentThread.isMain
    (previousThread, previousThreadIsMain) = (lastThread, lastThreadIsMain)
    (lastThread, lastThreadIsMain) = (thread, isMain)
  }

  /// The state of `identity` if the mock has been used, unretained; never creates one.
  @inline(__always)
  mutating func existingState(_ identity: _MockIdentity) -> Unretained<MockState>? {
    if let id = identity.objectID, let lastState, lastState.objectID == id {
      return lastState.state
    }
    return lookUpState(identity)
  }

  /// The state of `identity` if the mock has been used, found in the dictionaries.
  @inline(never)
  private mutating func lookUpState(_ identity: _MockIdentity) -> Unretained<MockState>? {
    if let id = identity.objectID {
      guard let state = objectStates[ObjectKey(id)] else { return nil }
      lastState = (id, Unretained(state))
      return Unretained(state)
    }
    return identity.lock.flatMap { lockStates[$0] }.map(Unretained.init)
  }

  /// The state of `identity`, created for `owner` if the mock is new.
  mutating func insertState(
    _ identity: _MockIdentity, owner: NewStateOwner, _ held: borrowing HeldLock<StoreState>
  ) -> MockState {
    if let state = existingState(identity) { return state.object }
    guard let object = identity.object, let id = identity.objectID else {
      let state = MockState(object: nil, owner: owner)
      lockStates[identity.lock ?? ""] = state
      return state
    }
    let state = MockState(object: object, owner: owner)
    objectStates[ObjectKey(id)] = state
    if objectStates.count >= sweepThreshold { sweepDeadStates(held) }
    lastState = (id, Unretained(state))
    return state
  }

  /// Appends a call to a state's log and reads what the call's answer may come from.
  ///
  /// - Parameters:
  ///   - arguments: Makes the call's arguments as the log keeps them.
  ///   - forwards: Whether the mock forwards an unstubbed call to a real object (a spy), so that
  ///     only a stub answers it: no default, made up or set, and no strict mode.
  /// - Returns: `nil` when the mock has nothing that could answer: no stubs, no defaults, no
  ///   strict mode, and no default made up earlier that the call could use.
  mutating func record(
    in state: Unretained<MockState>, methodID: Int, function: String,
    arguments: () -> _CallArguments,
    thread: UInt, resultType: Any.Type, synthesizesDefault: Bool,
    typeArguments: ObjectIdentifier?, forwards: Bool = false,
    _ held: borrowing HeldLock<StoreState>
  ) -> RecordedCall? {
    let isMainThread = isMainThread(thread)
    nextSequenceNumber += 1
    let sequenceNumber = nextSequenceNumber
    func answer(from contents: inout MockState.Contents) -> RecordedCall? {
      contents.log.append(
        methodID: methodID, function: function,
        arguments: arguments(),
        sequenceNumber: sequenceNumber,
        thread: thread, isMainThread: isMainThread, typeArguments: typeArguments, held)
      // NB: `count` rather than `isEmpty`, as in `StubTable.isEmpty`.
      if contents.routing.waiters.count != 0 {
        contents.changeRouting(held) { Self.wake(&$0.waiters) }
      }
      if forwards {
        guard !contents.routing.stubs.isEmpty, let stubs = contents.routing.stubs[methodID] else {
          return nil
        }
        if !stubs.hasConditional, let stub = stubs.unconditional {
          return .answered(stub.nextAnswer(held))
        }
        return .unstubbed(
          stubsToMatch: RetainedByHand(stubs), strictMode: nil, defaultAnswer: nil)
      }
      if contents.routing.stubs.isEmpty, contents.routing.defaults.isEmpty,
        contents.routing.strictMode == nil,
        !synthesizesDefault || madeUpDefaults.isEmpty
      {
        return nil
      }
      let stubs = contents.routing.stubs.isEmpty ? nil : contents.routing.stubs[methodID]
      if let stubs, !stubs.hasConditional, let stub = stubs.unconditional {
        return .answered(stub.nextAnswer(held))
      }
      // The mock's `setDefault(_:)` value first (step 3), else a made-up one (step 4).
      let type = ObjectKey(ObjectIdentifier(resultType))
      var defaultAnswer = contents.routing.defaults.isEmpty ? nil : contents.routing.defaults[type]
      if defaultAnswer == nil, synthesizesDefault, !madeUpDefaults.isEmpty {
        defaultAnswer = madeUpDefault(for: type)
      }
      if stubs == nil, contents.routing.strictMode == nil {
        // NB: Nothing comes before the default, so the call is answered here: a call of a
        //     generated mock left unstubbed then costs what a stubbed call costs.
        return defaultAnswer.map(RecordedCall.answered)
      }
      return .unstubbed(
        stubsToMatch: stubs.map(RetainedByHand.init), strictMode: contents.routing.strictMode,
        defaultAnswer: defaultAnswer)
    }
    // NB: A concrete local and bodies that return nothing, so that a debug build asks the
    //     runtime for no type's metadata here.
    var call: RecordedCall?
    state.withObject { state in
      state.withContents(held) { contents in
        call = answer(from: &contents)
      }
    }
    return call
  }

  /// Stamps a call of a generated mock for the mock to log itself, and answers it by its
  /// method's route (`MethodRoutes`) when nothing but the method's unconditional stub or the
  /// call's own default can answer it: no conditional stub of the method, no default set, no
  /// strict mode and no waiter.
  ///
  /// - Returns: `nil` when `record` must log and answer the call.
  @inline(__always)
  mutating func stampCall(
    of log: _LogAddress, methodID: Int, thread: UInt, _ held: borrowing HeldLock<StoreState>
  ) -> _CallStamp? {
    log.stamp(
      methodID: methodID, thread: thread, isMainThread: isMainThread(thread),
      sequenceNumber: &nextSequenceNumber, held)
  }

  /// The default made up earlier for the result type `type`, if any.
  @inline(__always)
  private mutating func madeUpDefault(for type: ObjectKey) -> _Answer? {
    if let lastMadeUpDefault, lastMadeUpDefault.type == type { return lastMadeUpDefault.answer }
    guard let answer = madeUpDefaults[type] else { return nil }
    lastMadeUpDefault = (type, answer)
    return answer
  }

  @inline(never)
  private static func wake(_ waiters: inout [CallWaiter]) {
    for waiter in waiters where !waiter.isCancelled { waiter.wake() }
    waiters = []
  }
}
