/// Returns a matcher that passes when a method was received exactly the given number of times.
///
/// ```swift
/// expect(mock).to(receive(.fetch, times: 2))
/// expect(mock).to(receive(.fetch, times: 1, with: [theValue(42)]))
/// ```
///
/// With verifiers, only the calls whose arguments pass them count, and the failure tells which
/// verifier failed on which argument of each call:
///
/// ```text
/// expected fetch(id:) to be received 1 time with [theValue(42)], got 0 matching calls (2 in all)
///
///   Calls recorded for fetch(id:):
///     1. fetch(id:) with <41>
///        arg 1: theValue(42) ✗ got <41>
///     2. fetch(id:) with <43>
///        arg 1: theValue(42) ✗ got <43>
/// ```
///
/// - Parameters:
///   - method: The ID of the method.
///   - times: The number of calls expected, of any integer type (`Int`, `UInt`, …).
///   - verifiers: One verifier per argument of the method; a call with another number of
///     arguments never matches. `nil` accepts any arguments.
/// - Returns: A matcher for `expect(_:)`.
public func receive<M: Mock>(
  _ method: M.MockMethod, times: some BinaryInteger, with verifiers: [ArgumentVerifier]? = nil
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  countMatcher(method, count: .exactly(Int(clamping: times)), verifiers: verifiers)
}

/// Returns a matcher that passes when a method was received at least the given number of times.
///
/// `receive(.fetch)` means "at least once":
///
/// ```swift
/// expect(mock).to(receive(.fetch))
/// expect(mock).to(receive(.fetch, atLeastTimes: 2, with: [any(), theValue(true)]))
/// ```
///
/// ```text
/// expected fetch to be received at least once, got 0
///
///   No calls recorded for fetch.
///   Other calls recorded on MockService:
///     1. load()
/// ```
///
/// - Parameters:
///   - method: The ID of the method.
///   - times: The least number of calls expected, of any integer type; 1 by default.
///   - verifiers: One verifier per argument of the method; a call with another number of
///     arguments never matches. `nil` accepts any arguments.
/// - Returns: A matcher for `expect(_:)`.
public func receive<M: Mock>(
  _ method: M.MockMethod, atLeastTimes times: some BinaryInteger = 1 as Int,
  with verifiers: [ArgumentVerifier]? = nil
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  countMatcher(method, count: .atLeast(Int(clamping: times)), verifiers: verifiers)
}

/// Returns a matcher that passes when a method was received at most the given number of times.
///
/// ```swift
/// expect(mock).to(receive(.fetch, atMostTimes: 1))
/// ```
///
/// ```text
/// expected fetch(id:) to be received at most 1 time, got 2
///
///   Calls recorded for fetch(id:):
///     1. fetch(id:) with <1>
///     2. fetch(id:) with <2>
/// ```
///
/// - Parameters:
///   - method: The ID of the method.
///   - times: The greatest number of calls expected, of any integer type.
///   - verifiers: One verifier per argument of the method; a call with another number of
///     arguments never matches. `nil` accepts any arguments.
/// - Returns: A matcher for `expect(_:)`.
public func receive<M: Mock>(
  _ method: M.MockMethod, atMostTimes times: some BinaryInteger,
  with verifiers: [ArgumentVerifier]? = nil
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  countMatcher(method, count: .atMost(Int(clamping: times)), verifiers: verifiers)
}
