// The store's operations that read a mock's calls and stubs, mark them verified, and wait.

extension MockStore {
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
}
