/// Checks that a mock's method was called, a given number of times or at least once.
///
/// ```swift
/// expectCalled(mock, .fetch)
/// expectCalled(mock, .fetch, times: 2, with: [theValue(42)], "Retry once")
/// ```
///
/// ```text
/// Retry once - expected fetch(id:) to be called 2 times with [theValue(42)], got 1 matching call
///
///   Calls recorded for fetch(id:):
///     1. fetch(id:) with <42>
///        arg 1: theValue(42) ✓
/// ```
///
/// Pass `times: 0` to check that the method was never called. When the check passes, the calls
/// it matched count as verified for `receiveNoOtherCalls()`.
///
/// - Parameters:
///   - mock: The mock whose calls to check.
///   - method: The ID of the method.
///   - times: The number of calls expected, of any integer type, or `nil` for at least one.
///   - verifiers: One verifier per argument of the method; only the calls that pass them count.
///     `nil` accepts any arguments.
///   - message: A message that opens the failure message.
///   - fileID: The source `#fileID` associated with the failure.
///   - filePath: The source `#filePath` associated with the failure.
///   - line: The source `#line` associated with the failure.
///   - column: The source `#column` associated with the failure.
public func expectCalled<M: Mock>(
  _ mock: M, _ method: M.MockMethod, times: (some BinaryInteger)? = nil as Int?,
  with verifiers: [ArgumentVerifier]? = nil,
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) where M.MockMethod.RawValue == Int {
  let count = times.map { CallCount.exactly(Int(clamping: $0)) } ?? .atLeast(1)
  let matcher: MockMatcher<M> = countMatcher(
    method, count: count, verifiers: verifiers, verb: "called")
  let result = matcher.evaluate(mock)
  if result.matches {
    markVerified(result.verifiedCalls, of: mock)
  } else {
    reportFailure(
      result.failure.notingSharing([mock._sharingNote]).rendered(message: message()),
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
