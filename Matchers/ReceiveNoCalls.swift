/// Returns a matcher that passes when the mock received no calls at all.
///
/// ```swift
/// expect(mock).to(receiveNoCalls())
/// ```
///
/// ```text
/// expected MockService to receive no calls, got 2
///
///   Calls recorded on MockService:
///     1. load()
///     2. fetch(id:) with <1>
/// ```
///
/// - Returns: A matcher for `expect(_:)`.
public func receiveNoCalls<M: Mock>() -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  MockMatcher { mock in
    let calls = mock.invocations
    let name = mockName(M.self)
    return MockMatchResult(
      matches: calls.isEmpty,
      failure: MockMatchResult.Message(
        expected: "\(name) to receive no calls", actual: "\(calls.count)",
        details: allCallsDetails(calls, mock: name)),
      negatedFailure: MockMatchResult.Message(
        expected: "\(name) to receive calls", actual: "0"))
  }
}
