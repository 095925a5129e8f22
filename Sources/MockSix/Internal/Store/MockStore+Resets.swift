// The store's operations on identities and resets, and on which test owns and shares a mock.

extension MockStore {
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
  func noteUse(_ identity: _MockIdentity) {
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
}
