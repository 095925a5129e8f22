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
}
