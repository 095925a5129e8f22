internal import Dispatch
import MockSix

/// One wait of `toEventually` or `toEventuallyNot`: checks the matcher and settles the outcome.
struct EventualCheck<M: Mock> where M.MockMethod.RawValue == Int {
  let mock: M
  let matcher: MockMatcher<M>
  /// Whether the matcher must come to match (`toEventually`) or to fail (`toEventuallyNot`).
  let expected: Bool
  let timeout: Double
  let description: String?
  let location: FailureLocation
  /// When the wait ends, in `DispatchTime` uptime nanoseconds.
  let deadline: UInt64

  init(
    mock: M, matcher: MockMatcher<M>, expected: Bool, timeout: Double, description: String?,
    location: FailureLocation
  ) {
    self.mock = mock
    self.matcher = matcher
    self.expected = expected
    self.timeout = timeout
    self.description = description
    self.location = location
    let limit = UInt64(max(0, min(timeout, 1e9)) * 1e9)
    deadline = DispatchTime.now().uptimeNanoseconds + limit
  }

  /// Checks the matcher once; returns whether the wait is over, reporting a failure if it failed.
  ///
  /// A passing `toEventually` marks the calls it matched as verified.
  ///
  /// - Parameter cancelled: Whether the waiting task was cancelled, which ends the wait.
  func isSettled(cancelled: Bool) -> Bool {
    let result = matcher.evaluate(mock)
    if result.matches == expected {
      if expected { markVerified(result.verifiedCalls, of: mock) }
      return true
    }
    let now = DispatchTime.now().uptimeNanoseconds
    guard now >= deadline || cancelled else { return false }
    let text = expected ? result.failure : result.negatedFailure
    let qualifier =
      now < deadline ? " before the task was cancelled" : " within \(describeSeconds(timeout))"
    reportFailure(
      text.notingSharing([mock._sharingNote]).rendered(
        message: description, qualifier: qualifier),
      at: location)
    return true
  }
}
