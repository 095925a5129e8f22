/// The calls a generated mock logs itself, kept in the mock so that a call reaches them without
/// the store looking the mock up, until the store moves them into the mock's log.
///
/// This is not API; it is public only because generated mocks store one.
///
/// A call of a generated mock is logged here, typed, when nothing but its method's unconditional
/// stub or its own default can answer it (see `MockStore.beginCall`): its arguments go into its
/// method's `_TypedCalls`, with the call's sequence number and thread, and are erased to `[Any?]`
/// only when the store moves them into the mock's `InvocationLog`. The store does that before
/// anything reads the mock's log and before it logs one of the mock's calls itself, so the log
/// stays in sequence order.
// NB: Every field is reached only under the store's lock. The state is set when the store makes
//     the mock's state and cleared when it drops the state, so it never outlives the state. What
//     the mock's own code reads and writes lives at a fixed address (`_MockLogHeader`), so that
//     a call reaches it through a plain pointer, with no reference counting.
@safe public final class _MockLog: @unchecked Sendable {
  /// What a call of the mock reads and writes, at a fixed address; allocated here, freed in
  /// `deinit`.
  @usableFromInline let address: _LogAddress
  private var header: UnsafeMutablePointer<_MockLogHeader> { unsafe address.header }
  /// Each method's typed calls, by method ID, where the method ID is small enough to index.
  @exclusivity(unchecked) private var byMethodID: [_MethodCalls?] = []
  /// The typed calls of methods whose ID does not index `byMethodID`, or which were called with
  /// other argument types than those `byMethodID` keeps for their ID (a generic method).
  @exclusivity(unchecked) private var others: [_MethodCalls] = []

  /// A log for a new mock, which the store takes up on the mock's first call.
  public init() {
    let header = UnsafeMutablePointer<_MockLogHeader>.allocate(capacity: 1)
    unsafe header.initialize(to: _MockLogHeader(store: MockStore.shared))
    unsafe address = _LogAddress(header: header)
    unsafe header.pointee.log = Unretained(self)
  }

  deinit {
    unsafe header.pointee.keptAnswers.free()
    unsafe header.pointee.routes.clear()
    unsafe header.deinitialize(count: 1)
    unsafe header.deallocate()
  }

  /// Points the log at the mock's state, and the state at the log, which routes the mock's calls
  /// from now on.
  func takeUp(_ state: MockState, _ held: borrowing HeldLock<StoreState>) {
    unsafe header.pointee.state = Unretained(state)
    state.withValue(held) { contents in contents.takeUp(self, held) }
  }

  /// Routes the mock's calls by its stubs, defaults, strict mode and waiters (see
  /// `MethodRoutes`); only `MockState.Contents` calls this, after every change to them.
  func route(by routing: MockState.Routing, _ held: borrowing HeldLock<StoreState>) {
    unsafe header.pointee.routes.rebuild(from: routing.stubs, answersAlone: routing.answersAlone)
  }

  /// Unhooks the log from the state of its dead mock, which the store sweeps out; the calls not
  /// yet moved go with the state, to be released after the lock.
  func unhook(_ held: borrowing HeldLock<StoreState>) {
    unsafe header.pointee.state = nil
    unsafe header.pointee.routes.clear()
  }

  /// Unhooks the log from the state the store drops, and hands back the calls not yet moved, to
  /// be released after the lock.
  func forget(_ held: borrowing HeldLock<StoreState>) -> [_MethodCalls] {
    defer {
      unsafe byMethodID = []
      unsafe others = []
      unsafe header.pointee.forget()
    }
    return unsafe byMethodID.compactMap { $0 } + others
  }

  /// The records of one method's typed calls with one pack of argument types, made on the
  /// method's first call with them; they become the ones a call finds first.
  func records<Pack: _ArgumentPack>(
    of methodID: Int, function: String, handledBy handling: _RecordHandling<Pack>
  ) -> UnsafeMutablePointer<_TypedRecords<Pack>> {
    let packType = ObjectIdentifier(Pack.self)
    let calls = find(methodID, packType) ?? make(methodID, function, handling)
    let records = unsafe unsafeDowncast(calls, to: _TypedCalls<Pack>.self).records
    unsafe header.pointee.lastRecords = UnsafeMutableRawPointer(records)
    unsafe (header.pointee.lastMethodID, header.pointee.lastPackType) = (methodID, packType)
    return unsafe records
  }

  private func find(_ methodID: Int, _ packType: ObjectIdentifier) -> _MethodCalls? {
    let fits = { (calls: _MethodCalls) in calls.methodID == methodID && calls.packType == packType }
    if methodID >= 0, unsafe methodID < byMethodID.count, let calls = unsafe byMethodID[methodID],
      fits(calls)
    {
      return calls
    }
    return unsafe others.first(where: fits)
  }

  private func make<Pack: _ArgumentPack>(
    _ methodID: Int, _ function: String, _ handling: _RecordHandling<Pack>
  ) -> _MethodCalls {
    let calls = _TypedCalls<Pack>(methodID: methodID, function: function, handling: handling)
    // NB: Generated mocks number their methods from 0, so a small table indexes them all.
    if methodID >= 0, methodID < 1024,
      unsafe methodID >= byMethodID.count || byMethodID[methodID] == nil
    {
      while unsafe byMethodID.count <= methodID { unsafe byMethodID.append(nil) }
      unsafe byMethodID[methodID] = calls
    } else {
      unsafe others.append(calls)
    }
    return calls
  }

  /// Whether typed calls wait to be moved into the mock's log.
  @inline(__always)
  func hasCallsToMove(_ held: borrowing HeldLock<StoreState>) -> Bool {
    unsafe header.pointee.hasCalls
  }

  /// Whether typed calls wait to be moved into the mock's log, for MockSix's tests, which ask
  /// while no call of the mock runs.
  var hasCalls: Bool {
    unsafe header.pointee.hasCalls
  }

  /// Moves the typed calls into the mock's log, in sequence order, erasing their arguments.
  func move(into log: inout InvocationLog, _ held: borrowing HeldLock<StoreState>) {
    guard unsafe header.pointee.hasCalls else { return }
    unsafe header.pointee.hasCalls = false
    defer { moveKeptAnswers(into: &log) }
    let sources = unsafe (byMethodID.compactMap { $0 } + others).filter { $0.count > 0 }
    if sources.count == 1 {
      sources[0].move(into: &log, held)
      return
    }
    // NB: Each method's calls are in sequence order already; the rarer log of calls to several
    //     methods is merged by sorting, when it is read.
    var calls: [LoggedCall] = []
    for source in sources { source.take(into: &calls) }
    calls.sort { $0.sequenceNumber < $1.sequenceNumber }
    for call in calls { call.append(to: &log, held) }
  }

  /// Moves what the spy's calls answered into the mock's log, after their calls.
  private func moveKeptAnswers(into log: inout InvocationLog) {
    unsafe header.pointee.keptAnswers.moveAll { sequenceNumber, answer in
      log.keepAnswer(answer.flattened, ofCallNumbered: sequenceNumber)
    }
  }
}

extension _MockLog: CustomReflectable {
  /// No children: a failed expectation that describes a generated mock by reflection must not
  /// reach the store's state through the log, unlocked.
  public var customMirror: Mirror {
    Mirror(self, children: [:])
  }
}

/// What a generated mock's call reads and writes in its mock's log, at a fixed address; reached
/// only under the store's lock.
@usableFromInline
@safe struct _MockLogHeader {
  /// Whether any typed call, or a spy's answer, waits to be moved into the mock's log.
  @usableFromInline var hasCalls = false
  /// What the spy's calls answered, by sequence number, since the log was last moved.
  var keptAnswers = KeptAnswers()
  /// The records appended to last (a `_TypedRecords`), with their method ID and argument
  /// types, since calls tend to repeat; the log's `_TypedCalls` keep them.
  @usableFromInline var lastRecords: UnsafeMutableRawPointer?
  @usableFromInline var lastMethodID = Int.min
  @usableFromInline var lastPackType: ObjectIdentifier?
  /// The mock's state, while the store keeps it.
  var state: Unretained<MockState>?
  /// How the mock's calls are answered while it logs them itself.
  var routes = MethodRoutes()
  /// The log this header belongs to, which owns it.
  var log: Unretained<_MockLog>?
  /// The store, which lives as long as the process.
  @usableFromInline let store: Unretained<MockStore>

  init(store: MockStore) {
    self.store = Unretained(store)
  }

  /// Forgets the state and the records appended to last, which the store drops.
  // NB: Keeps the spy's answers not yet moved: freeing them here would release the real
  //     object's values under the store's lock, where a `deinit` that calls a mock would wait
  //     for it forever. Their calls are gone with the state, so the next state moves them into
  //     `answers` under sequence numbers no call of its log has, where no read finds them; they
  //     are released with that state, after the lock.
  mutating func forget() {
    unsafe (hasCalls, lastRecords, lastMethodID, lastPackType, state) = (
      false, nil, Int.min, nil, nil
    )
    routes.clear()
  }
}

/// The header of a mock's log, by address, which a generated mock's call reaches with no
/// reference counting.
@usableFromInline
@safe struct _LogAddress {
  @usableFromInline let header: UnsafeMutablePointer<_MockLogHeader>

  init(header: UnsafeMutablePointer<_MockLogHeader>) {
    unsafe self.header = header
  }

  /// Whether the store keeps the mock's state, and so routes its calls; read under the store's
  /// lock.
  var isTakenUp: Bool { unsafe header.pointee.state != nil }

  /// Keeps what a spy's call answered, for the store to move into the mock's log with its
  /// calls; drops it when the store no longer keeps the mock's state.
  @inline(__always)
  func keepAnswer(
    _ answer: consuming MockAnswer, ofCallNumbered sequenceNumber: Int,
    _ held: borrowing HeldLock<StoreState>
  ) {
    guard isTakenUp else { return }
    unsafe header.pointee.keptAnswers.append(answer, ofCallNumbered: sequenceNumber)
    unsafe header.pointee.hasCalls = true
  }

  /// Stamps a call of the method with ID `methodID` and answers it by its route, for the mock's
  /// code to log and read (`_appendCall`, `_readAnswer(_:value:)`); `nil` when the store must
  /// answer the call.
  ///
  /// - Parameter sequenceNumber: The store's last sequence number, advanced for the call.
  func stamp(
    methodID: Int, thread: UInt, isMainThread: Bool, sequenceNumber: inout Int,
    _ held: borrowing HeldLock<StoreState>
  ) -> _CallStamp? {
    var answer: UnsafeMutablePointer<_CallAnswer>?
    guard unsafe header.pointee.routes.answer(methodID, into: &answer, held) else { return nil }
    sequenceNumber += 1
    return unsafe _CallStamp(
      sequenceNumber: sequenceNumber, thread: thread | (isMainThread ? 1 : 0), log: self,
      answer: answer)
  }

  /// The store.
  @inlinable
  var store: Unretained<MockStore> { unsafe header.pointee.store }

  /// The log, which the mock holds.
  var object: _MockLog { unsafe header.pointee.log!.object }
}

/// What the store gives a call that the mock logs itself: the call's place in the order of all
/// calls, its thread, the mock's log and the call's answer; it holds the store's lock from
/// `MockStore.beginCall` to its end, which releases the lock (`_withLoggedCall`).
// NB: Noncopyable, with a `deinit` that releases the lock: every path that drops a stamp ends
//     its call, so none can leave the lock held; and only code that cannot await can make one
//     (`Locked.lockForCall`).
@usableFromInline
@safe struct _CallStamp: ~Copyable {
  @usableFromInline let sequenceNumber: Int
  /// The calling thread, with its lowest bit set on the main thread.
  // NB: A thread identifier is the address of the thread's control block, whose lowest bit is
  //     always clear, so the record keeps both in one word.
  @usableFromInline let thread: UInt
  /// The mock's log.
  @usableFromInline let log: _LogAddress
  /// The call's answer, which stays put while the lock is held; `nil` for the call's own default.
  @usableFromInline let answer: UnsafeMutablePointer<_CallAnswer>?

  /// Ends the call, releasing the store's lock.
  @inlinable
  deinit {
    log.store.withObject { store in store.endCall() }
  }
}

/// Logs a typed call of the method with ID `methodID` in its mock's log, under the lock its stamp
/// holds.
///
/// A method's typed calls are told apart by method ID and argument types (a generic method's
/// calls differ in those); each keeps the name of its first call, since a generated mock calls
/// each method ID by one name.
// NB: Inlined into the mock's method, where the arguments' types are known, and reaching the log
//     through plain pointers, so that a release build retains nothing but the arguments.
@_transparent
@usableFromInline
func _appendCall<Pack: _ArgumentPack>(
  _ pack: consuming Pack, methodID: Int, function: String, stamp: borrowing _CallStamp
) {
  let header = unsafe stamp.log.header
  unsafe header.pointee.hasCalls = true
  let records: UnsafeMutablePointer<_TypedRecords<Pack>>
  if unsafe header.pointee.lastMethodID == methodID,
    unsafe header.pointee.lastPackType == ObjectIdentifier(Pack.self),
    let last = unsafe header.pointee.lastRecords
  {
    unsafe records = unsafe last.assumingMemoryBound(to: _TypedRecords<Pack>.self)
  } else {
    // NB: The closures are made here, where the arguments' types are known, so that they erase
    //     and release the records with code specialized for them.
    let handling = unsafe _RecordHandling<Pack>(
      erase: { records, body in unsafe records.pointee.eraseAll(body) },
      destroy: { records in unsafe records.pointee.destroyAll() })
    unsafe records = unsafe _records(
      of: methodID, function: function, handledBy: handling, stamp: stamp)
  }
  if unsafe records.pointee.count == records.pointee.capacity { unsafe _grow(records) }
  unsafe (records.pointee.slots! + records.pointee.count).initialize(
    to: (stamp.sequenceNumber, stamp.thread, consume pack))
  unsafe records.pointee.count += 1
}

/// The records of a method's typed calls that `_appendCall` did not find first.
@usableFromInline
@inline(never)
func _records<Pack: _ArgumentPack>(
  of methodID: Int, function: String, handledBy handling: _RecordHandling<Pack>,
  stamp: borrowing _CallStamp
) -> UnsafeMutablePointer<_TypedRecords<Pack>> {
  unsafe stamp.log.header.pointee.log!.withObject { log in
    unsafe log.records(of: methodID, function: function, handledBy: handling)
  }
}

/// Reads the answer of a call that the mock logged itself, under the lock its stamp holds: its
/// value into `value` when it is a value of exactly `T`; else the answer, retained, for the
/// generic half to turn into the result; else `nil`, for the call's own default.
// NB: Inlined, so that a release build copies the value with code for its type, which the mock's
//     method knows.
@inlinable
@inline(__always)
func _readAnswer<T>(_ stamp: borrowing _CallStamp, value: inout T?) -> _Answer? {
  guard let current = unsafe stamp.answer, let unretained = unsafe current.pointee.answer else {
    return nil
  }
  if unsafe current.pointee.answerClass == ObjectIdentifier(_ValueAnswer<T>.self) {
    value = unretained.value(as: T.self)
    return nil
  }
  return unretained.object
}

/// The answer of the stub the call's route reads, whatever its value's type, else `nil`: a debug
/// build's form of the one above, which asks the runtime for no generic type's metadata.
@_transparent
@usableFromInline
func _readAnswer(_ stamp: borrowing _CallStamp) -> _Answer? {
  guard let current = unsafe stamp.answer, let unretained = unsafe current.pointee.answer else {
    return nil
  }
  return unretained.object
}

/// What a spy's calls answered, by sequence number, in a buffer of their own, until the store
/// moves them into the mock's log; reached only under the store's lock.
// NB: A buffer rather than an array, so that the log's header stays a plain value (with an array
//     in it, a debug build's call cost about 220 instructions more) and an answer is kept without
//     an array's uniqueness check (about 20 instructions a spy's call).
@safe struct KeptAnswers {
  private var answers: UnsafeMutablePointer<(sequenceNumber: Int, answer: MockAnswer)>?
  private var count = 0
  private var capacity = 0

  /// Keeps one answer.
  @inline(__always)
  mutating func append(_ answer: consuming MockAnswer, ofCallNumbered sequenceNumber: Int) {
    if count == capacity { grow() }
    unsafe (answers.unsafelyUnwrapped + count).initialize(to: (sequenceNumber, answer))
    count += 1
  }

  /// Hands each answer to `body`, oldest first, and forgets them.
  mutating func moveAll(_ body: (Int, consuming MockAnswer) -> Void) {
    guard let answers = unsafe answers else { return }
    for index in 0..<count {
      let (sequenceNumber, answer) = unsafe (answers + index).move()
      body(sequenceNumber, answer)
    }
    count = 0
  }

  /// Releases the answers and the buffer.
  mutating func free() {
    guard let answers = unsafe answers else { return }
    unsafe answers.deinitialize(count: count)
    unsafe answers.deallocate()
    unsafe self.answers = nil
    (count, capacity) = (0, 0)
  }

  @inline(never)
  private mutating func grow() {
    let larger = max(8, capacity * 2)
    let moved = UnsafeMutablePointer<(sequenceNumber: Int, answer: MockAnswer)>.allocate(
      capacity: larger)
    if let answers = unsafe answers {
      unsafe moved.moveInitialize(from: answers, count: count)
      unsafe answers.deallocate()
    }
    unsafe answers = moved
    capacity = larger
  }
}
