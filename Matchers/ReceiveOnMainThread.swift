/// Returns a matcher that passes when a method was received, each time on (or off) the main thread.
///
/// ```swift
/// expect(view).to(receive(.reload, onMainThread: true))
/// expect(store).to(receive(.save, with: [any()], onMainThread: false))
/// ```
///
/// ```text
/// expected reload() to be received on the main thread, got 1 of 2 calls on other threads
///
///   Calls recorded for reload():
///     1. reload() ✓ on the main thread
///     2. reload() ✗ on thread 0x7f3a2c1ff640
/// ```
///
/// - Parameters:
///   - method: The ID of the method.
///   - verifiers: One verifier per argument of the method; only the calls that pass them count.
///     `nil` accepts any arguments.
///   - onMainThread: Whether every call must be on the main thread (`true`) or on other
///     threads (`false`).
/// - Returns: A matcher for `expect(_:)`.
public func receive<M: Mock>(
  _ method: M.MockMethod, with verifiers: [ArgumentVerifier]? = nil, onMainThread: Bool
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  MockMatcher { mock in
    let allCalls = mock.invocations(of: method)
    let calls = allCalls.filter { passes($0, verifiers) }
    let name = M._methodName(method.rawValue, in: allCalls)
    let withText = verifiers.map { " with \(describeVerifiers($0))" } ?? ""
    let place = onMainThread ? "on the main thread" : "off the main thread"
    let wrong = calls.filter { $0.isMainThread != onMainThread }
    let actual: String
    if calls.isEmpty {
      actual = verifiers == nil ? "0 calls" : "0 matching calls"
    } else if wrong.isEmpty {
      actual = "\(counted(calls.count, "call")) \(place)"
    } else {
      let elsewhere = onMainThread ? "on other threads" : "on the main thread"
      actual =
        wrong.count == calls.count
        ? "\(counted(calls.count, "call")) \(elsewhere)"
        : "\(wrong.count) of \(counted(calls.count, "call")) \(elsewhere)"
    }
    let lines = calls.enumerated().map { index, call in
      let thread = call.isMainThread ? "on the main thread" : "on \(call.thread)"
      let mark = call.isMainThread == onMainThread ? "✓" : "✗"
      return "  \(index + 1). \(call) \(mark) \(thread)"
    }
    let details: [String]
    if allCalls.isEmpty {
      details = ["No calls recorded for \(name)."]
    } else if calls.isEmpty {
      details =
        ["Calls recorded for \(name), none matching:"]
        + numberedCalls(allCalls, checkedAgainst: verifiers)
    } else {
      details = ["Calls recorded for \(name)\(withText):"] + lines
    }
    return MockMatchResult(
      matches: !calls.isEmpty && wrong.isEmpty,
      failure: MockMatchResult.Message(
        expected: "\(name)\(withText) to be received \(place)", actual: actual,
        details: details),
      negatedFailure: MockMatchResult.Message(
        expected: "\(name)\(withText) not to be received only \(place)", actual: actual,
        details: details),
      verifiedCalls: calls)
  }
}
