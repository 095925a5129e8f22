/// Returns a matcher that passes when earlier expectations verified every call the mock received.
///
/// A passing `to` (of `receive(_:times:with:)` and the other matchers), a passing
/// `expectCalled(_:_:times:with:_:fileID:filePath:line:column:)` and a passing
/// `expectInOrder(_:_:fileID:filePath:line:column:)` verify the calls they matched.
/// Verification is tracked per call, so tests running in parallel do not affect each other.
///
/// ```swift
/// expect(mock).to(receive(.fetch, times: 2))
/// expect(mock).to(receiveNoOtherCalls())
/// ```
///
/// ```text
/// expected MockService to receive no other calls, got 1 unverified call
///
///   Calls not verified by an expectation:
///     3. delete(id:) with <7>
/// ```
///
/// The numbers are the calls' positions among all calls of the mock.
///
/// - Returns: A matcher for `expect(_:)`.
public func receiveNoOtherCalls<M: Mock>() -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  MockMatcher { mock in
    let calls = mock.invocations
    let unverified = Set(unverifiedCalls(calls).map(\.sequenceNumber))
    let lines = calls.enumerated().compactMap { index, call in
      unverified.contains(call.sequenceNumber) ? "  \(index + 1). \(call)" : nil
    }
    let name = mockName(M.self)
    return MockMatchResult(
      matches: unverified.isEmpty,
      failure: MockMatchResult.Message(
        expected: "\(name) to receive no other calls",
        actual: counted(unverified.count, "unverified call"),
        details: ["Calls not verified by an expectation:"] + lines),
      negatedFailure: MockMatchResult.Message(
        expected: "\(name) to receive calls that no expectation verified",
        actual: "\(counted(calls.count, "call")), all verified"))
  }
}
