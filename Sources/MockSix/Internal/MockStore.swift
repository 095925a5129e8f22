internal import Foundation

/// The one owner of every mock's calls, stubs and settings, and of the lock that guards them.
///
/// Class mocks are keyed by object identity. A state holds its mock unowned, which keeps even a
/// dead mock's memory from being reused, so a mock allocated after another died starts empty;
/// the states of dead mocks are swept out as the store grows. Value-type mocks are keyed by
/// their `mockSixLock`.
// NB: `storage` is only read and written inside `lock.withLock`. Stub closures and arguments
//     are not `Sendable`; they are handed out of the lock, as MockSix always did, to be called
//     by the test that made them.
final class MockStore: @unchecked Sendable {
  static let shared: MockStore = {
    XCTestTracker.install()
    return MockStore()
  }()

  private let lock = Lock()
  // NB: Behind a pointer, so that the hot path pays no run-time exclusivity check; the lock
  //     already makes every access exclusive.
  private let storagePointer: UnsafeMutablePointer<Storage> = {
    let pointer = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
    pointer.initialize(to: Storage())
    return pointer
  }()

  private var storage: Storage {
    @inline(__always) _read { yield storagePointer.pointee }
    @inline(__always) _modify { yield &storagePointer.pointee }
  }

  deinit {
    storagePointer.deinitialize(count: 1)
    storagePointer.deallocate()
  }

  private struct Storage {
    var objectStates: [ObjectKey: MockState] = [:]
    var lockStates: [String: MockState] = [:]
    var nextSequenceNumber = 0
    var nextLockNumber = 0
    var sweepThreshold = 1024
    /// The state used last, so that repeated calls to one mock skip the dictionary.
    // NB: Unretained, so that a call retains no state: `objectStates` holds the state, and every
    //     change that drops states from it resets this.
    var lastState: Unmanaged<MockState>?
    /// States swept out under the lock, to be released after it.
    var graveyard: [MockState] = []

    /// The state of `identity` if the mock has been used, unretained: use it under the lock.
    mutating func existingState(_ identity: _MockIdentity) -> Unmanaged<MockState>? {
      if let id = identity.objectID {
        if let lastState, lastState._withUnsafeGuaranteedRef({ $0.objectID == id }) {
          return lastState
        }
        guard let state = objectStates[ObjectKey(id)] else { return nil }
        lastState = Unmanaged.passUnretained(state)
        return lastState
      }
      return identity.lock.flatMap { lockStates[$0] }.map(Unmanaged.passUnretained)
    }

    mutating func insertState(_ identity: _MockIdentity, owner: TestScope?) -> MockState {
      if let state = existingState(identity) { return state.takeUnretainedValue() }
      if let object = identity.object, let id = identity.objectID {
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
        lastState = Unmanaged.passUnretained(state)
        return state
      }
      let state = MockState(object: nil, owner: owner)
      lockStates[identity.lock ?? ""] = state
      return state
    }
  }

  // MARK: - Identities

  func makeLockNumber() -> Int {
    lock.withLock {
      storage.nextLockNumber += 1
      return storage.nextLockNumber
    }
  }

  /// Runs `body` with the state of `identity`, creating the state when the mock is new.
  func withState<Result>(_ identity: _MockIdentity, _ body: (MockState) throws -> Result) rethrows
    -> Result
  {
    if let result = try withExistingState(identity, body) { return result }
    return try withNewState(identity, body)
  }

  /// Runs `body` with the state of `identity`, created for the current test if need be.
  ///
  /// States swept out while inserting are released after the lock: releasing an argument can
  /// run a deinit that calls a mock.
  private func withNewState<Result>(
    _ identity: _MockIdentity, _ body: (MockState) throws -> Result
  ) rethrows -> Result {
    // NB: The owning test is looked up outside the lock: describing a parameterized test case
    //     can run the description code of its arguments.
    let owner = TestScope.current
    let (result, graveyard) = try lock.withLock { () throws -> (Result, [MockState]) in
      let result = try body(storage.insertState(identity, owner: owner))
      defer { storage.graveyard = [] }
      return (result, storage.graveyard)
    }
    withExtendedLifetime(graveyard) {}
    return result
  }

  /// Runs `body` with the state of `identity` if the mock has been used, without creating it.
  ///
  /// A mock that no test owns yet (it was first called off any test's task) is given to the
  /// current test.
  func withExistingState<Result>(
    _ identity: _MockIdentity, _ body: (MockState) throws -> Result
  ) rethrows -> Result? {
    let existing = try lock.withLock { () throws -> (Result, orphan: MockState?)? in
      try storage.existingState(identity).map { state in
        let state = state.takeUnretainedValue()
        return (try body(state), state.owner == nil ? state : nil)
      }
    }
    guard let (result, orphan) = existing else { return nil }
    if let orphan, let scope = TestScope.current {
      lock.withLock {
        if orphan.owner == nil { orphan.owner = scope }
      }
    }
    return result
  }

  // MARK: - Recording

  /// Logs one call and decides how it is answered.
  func record(
    _ identity: _MockIdentity, methodID: Int, function: String, args: [Any?],
    resultType: Any.Type
  ) -> Decision {
    let thread = ThreadID.current.rawValue
    let isMainThread = ThreadID.isMainThread
    let known = lock.withLock { () -> Decision? in
      storage.existingState(identity).map {
        $0._withUnsafeGuaranteedRef {
          append(
            to: $0, methodID: methodID, function: function, args: args, resultType: resultType,
            thread: thread, isMainThread: isMainThread)
        }
      }
    }
    if let known { return known }
    return withNewState(identity) {
      append(
        to: $0, methodID: methodID, function: function, args: args, resultType: resultType,
        thread: thread, isMainThread: isMainThread)
    }
  }

  @inline(__always)
  private func append(
    to state: MockState, methodID: Int, function: String, args: [Any?], resultType: Any.Type,
    thread: UInt, isMainThread: Bool
  ) -> Decision {
    storage.nextSequenceNumber += 1
    let sequenceNumber = storage.nextSequenceNumber
    return state.withContents { contents in
      contents.log.append(
        methodID: methodID, function: function, args: args, sequenceNumber: sequenceNumber,
        thread: thread, isMainThread: isMainThread)
      return contents.decide(methodID: methodID, resultType: resultType)
    }
  }

  /// Hands out the next answer of the first of `stubs` that matches `args`, if any.
  ///
  /// The stubs are matched outside the lock: their verifiers run your code.
  func answer(matching args: [Any?], from stubs: MethodStubs) -> _Answer? {
    guard let index = stubs.firstMatch(args) else { return nil }
    // NB: `stubs` keeps the stub alive, so the stub needs no retain of its own.
    let stub = Unmanaged.passUnretained(stubs.inMatchOrder[index])
    return stub._withUnsafeGuaranteedRef { $0.nextAnswer(lockingIfNeeded: lock) }
  }

  // MARK: - Resetting

  /// Forgets the mocks of `scope`, or every mock for `nil`.
  func reset(scope: TestScope?) {
    // NB: The forgotten states are released after the lock: releasing an argument or a stub
    //     closure can run a deinit that calls a mock.
    let forgotten = lock.withLock { () -> Storage in
      let old = storage
      storage.lastState = nil
      storage.graveyard = []
      if let scope {
        storage.objectStates = storage.objectStates.filter { $0.value.owner != scope }
        storage.lockStates = storage.lockStates.filter { $0.value.owner != scope }
      } else {
        storage.objectStates = [:]
        storage.lockStates = [:]
      }
      return old
    }
    withExtendedLifetime(forgotten) {}
  }

  /// Forgets the calls, stubs and settings of one mock.
  func reset(_ identity: _MockIdentity) {
    let forgotten = lock.withLock { () -> MockState? in
      storage.lastState = nil
      if let id = identity.objectID {
        return storage.objectStates.removeValue(forKey: ObjectKey(id))
      }
      return identity.lock.flatMap { storage.lockStates.removeValue(forKey: $0) }
    }
    withExtendedLifetime(forgotten) {}
  }
}
