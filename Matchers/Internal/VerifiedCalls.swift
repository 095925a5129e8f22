import MockSix

// NB: The "verified" mark lives with each call in MockSix's store, so `resetMock()` and
//     `resetMockSix()` clear it with the call, and parallel tests never share it.

/// Marks calls of a mock as verified, for `receiveNoOtherCalls()`.
///
/// Every expectation that passes marks its calls through this function.
///
/// - Parameters:
///   - calls: Calls recorded by `mock`.
///   - mock: The mock that recorded them.
func markVerified<M: Mock>(_ calls: [MockInvocation], of mock: M)
where M.MockMethod.RawValue == Int {
  mock._markVerified(calls.map(\.sequenceNumber))
}

/// Returns the calls among `calls` that no passing expectation had verified when they were read.
///
/// - Parameter calls: Calls recorded by one mock.
func unverifiedCalls(_ calls: [MockInvocation]) -> [MockInvocation] {
  calls.filter { !$0.isVerified }
}
