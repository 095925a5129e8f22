internal import Dispatch
import MockSix

extension MockExpectation {
  /// Waits until the mock's calls satisfy the matcher, reporting a failure on timeout.
  ///
  /// The expectation is checked at once, then again after pauses that grow from 1 millisecond
  /// to 50 milliseconds, so waiting costs next to no CPU time.
  ///
  /// ```swift
  /// model.refresh()  // calls `service.fetch(id:)` from a task
  /// await expect(service).toEventually(receive(.fetch), timeout: 2)
  /// ```
  ///
  /// ```text
  /// expected fetch to be received at least once within 2 seconds, got 0
  ///
  ///   No calls recorded for fetch.
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: The check to apply, such as `receive(.fetch)`.
  ///   - timeout: The longest time to wait, in seconds; 1 by default.
  ///   - description: A message that opens the failure message.
  ///   - isolation: The actor to check the mock on; leave it to default to the caller's.
  public func toEventually(
    _ matcher: MockMatcher<M>, timeout: Double = 1, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    await wait(for: true, matcher, timeout: timeout, description: description)
  }

  /// Waits until the mock's calls stop satisfying the matcher, reporting a failure on timeout.
  ///
  /// ```swift
  /// await expect(service).toEventuallyNot(receive(.fetch, atMostTimes: 1), timeout: 2)
  /// ```
  ///
  /// ```text
  /// expected fetch(id:) not to be received at most 1 time within 2 seconds, got 1
  ///
  ///   Calls recorded for fetch(id:):
  ///     1. fetch(id:) with <1>
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: The check that must come to fail.
  ///   - timeout: The longest time to wait, in seconds; 1 by default.
  ///   - description: A message that opens the failure message.
  ///   - isolation: The actor to check the mock on; leave it to default to the caller's.
  public func toEventuallyNot(
    _ matcher: MockMatcher<M>, timeout: Double = 1, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    await wait(for: false, matcher, timeout: timeout, description: description)
  }

  /// Waits until the mock's calls satisfy the matcher, for at most the given duration.
  ///
  /// ```swift
  /// await expect(service).toEventually(receive(.fetch), timeout: .milliseconds(500))
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: The check to apply, such as `receive(.fetch)`.
  ///   - timeout: The longest time to wait.
  ///   - description: A message that opens the failure message.
  ///   - isolation: The actor to check the mock on; leave it to default to the caller's.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public func toEventually(
    _ matcher: MockMatcher<M>, timeout: Duration, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    await wait(for: true, matcher, timeout: seconds(timeout), description: description)
  }

  /// Waits until the mock's calls no longer satisfy the matcher, for at most the given duration.
  ///
  /// ```swift
  /// await expect(service).toEventuallyNot(receive(.fetch), timeout: .milliseconds(500))
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: The check that must come to fail.
  ///   - timeout: The longest time to wait.
  ///   - description: A message that opens the failure message.
  ///   - isolation: The actor to check the mock on; leave it to default to the caller's.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public func toEventuallyNot(
    _ matcher: MockMatcher<M>, timeout: Duration, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    await wait(for: false, matcher, timeout: seconds(timeout), description: description)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  private func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  private func wait(
    for expected: Bool, _ matcher: MockMatcher<M>, timeout: Double, description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    guard let mock else { return reportNilMock(message: description, at: location) }
    let start = DispatchTime.now().uptimeNanoseconds
    let limit = UInt64(max(0, min(timeout, 1e9)) * 1e9)
    var pause: UInt64 = 1_000_000
    while true {
      let result = matcher.evaluate(mock)
      if result.matches == expected {
        if expected { VerifiedCalls.shared.insert(result.verified) }
        return
      }
      let elapsed = DispatchTime.now().uptimeNanoseconds &- start
      if elapsed >= limit || Task.isCancelled {
        let text = expected ? result.failure : result.negatedFailure
        let qualifier =
          Task.isCancelled && elapsed < limit
          ? " before the task was cancelled" : " within \(describeSeconds(timeout))"
        reportFailure(text.rendered(message: description, qualifier: qualifier), at: location)
        return
      }
      try? await Task.sleep(nanoseconds: min(pause, limit - elapsed))
      pause = min(pause * 2, 50_000_000)
    }
  }
}
