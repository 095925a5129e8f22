extension Mock where MockMethod.RawValue == Int {
  /// The calls made to this mock since it was created or last reset, oldest first.
  ///
  /// ```swift
  /// foobar.invocations
  ///   .filter { $0.methodID == MockFoobar.Methods.doThis.rawValue }
  ///   .count == 2
  /// ```
  public var invocations: [MockInvocation] {
    MockStore.shared.invocations(of: _mockSixIdentity)
  }

  /// Returns the calls of one method made to this mock, oldest first.
  ///
  /// ```swift
  /// #expect(foobar.invocations(of: .doThis).count == 2)
  /// ```
  ///
  /// - Parameter method: The ID of the method.
  /// - Returns: The calls of that method.
  public func invocations(of method: MockMethod) -> [MockInvocation] {
    MockStore.shared.invocations(of: _mockSixIdentity, methodID: method.rawValue)
  }

  /// Forgets this mock's calls, stubs, defaults and strict mode.
  public func resetMock() {
    MockStore.shared.reset(_mockSixIdentity)
  }

  /// Marks this mock's calls with the given sequence numbers as verified by an expectation.
  ///
  /// This is not API: the matchers mark the calls a passing expectation matched, for
  /// `receiveNoOtherCalls()`. The marks go with the calls, so a reset clears them.
  package func _markVerified(_ sequenceNumbers: [Int]) {
    MockStore.shared.markVerified(sequenceNumbers, of: _mockSixIdentity)
  }

  /// Wakes `waiter` once, from the thread that records this mock's next call.
  ///
  /// This is not API: the matchers' `toEventually` waits with it instead of polling.
  package func _wake(_ waiter: CallWaiter) {
    MockStore.shared.addWaiter(waiter, to: _mockSixIdentity)
  }
}
