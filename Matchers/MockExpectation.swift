/// An expectation about the calls of one mock, made by expect and checked by to or toNot.
///
/// ```swift
/// expect(mock).to(receive(.fetch, times: 2))
/// expect(mock).toNot(receive(.delete), description: "Read-only session")
/// ```
///
/// Each check reports its failure at the location of the `expect(_:)` call that made the
/// expectation. A passing `to` marks the calls it matched as verified, for
/// `receiveNoOtherCalls()`.
public struct MockExpectation<M: Mock> where M.MockMethod.RawValue == Int {
  /// The mock whose calls are checked, or nil when expect was given nil.
  public let mock: M?

  let location: FailureLocation

  /// Reports a failure unless the mock's calls satisfy the matcher.
  ///
  /// ```swift
  /// expect(mock).to(receive(.fetch, times: 2), description: "Retry once")
  /// ```
  ///
  /// ```text
  /// Retry once - expected fetch(id:) to be received 2 times, got 1
  ///
  ///   Calls recorded for fetch(id:):
  ///     1. fetch(id:) with <42>
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: The check to apply, such as `receive(.fetch)`.
  ///   - description: A message that opens the failure message.
  public func to(_ matcher: MockMatcher<M>, description: String? = nil) {
    guard let mock else { return reportNilMock(message: description, at: location) }
    let result = matcher.evaluate(mock)
    if result.matches {
      markVerified(result.verifiedCalls, of: mock)
    } else {
      reportFailure(
        result.failure.notingSharing([mock._sharingNote]).rendered(message: description),
        at: location)
    }
  }

  /// Reports a failure if the mock's calls satisfy the matcher, listing the offending calls.
  ///
  /// ```swift
  /// expect(mock).toNot(receive(.delete))
  /// ```
  ///
  /// ```text
  /// expected delete(id:) not to be received, got 1
  ///
  ///   Calls recorded for delete(id:):
  ///     1. delete(id:) with <7>
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: The check that must fail, such as `receive(.delete)`.
  ///   - description: A message that opens the failure message.
  public func toNot(_ matcher: MockMatcher<M>, description: String? = nil) {
    guard let mock else { return reportNilMock(message: description, at: location) }
    let result = matcher.evaluate(mock)
    if result.matches {
      reportFailure(
        result.negatedFailure.notingSharing([mock._sharingNote]).rendered(message: description),
        at: location)
    }
  }

  /// Reports a failure if the mock's calls satisfy the matcher; the same as toNot.
  ///
  /// ```swift
  /// expect(mock).notTo(receive(.delete))
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: The check that must fail, such as `receive(.delete)`.
  ///   - description: A message that opens the failure message.
  public func notTo(_ matcher: MockMatcher<M>, description: String? = nil) {
    toNot(matcher, description: description)
  }
}
