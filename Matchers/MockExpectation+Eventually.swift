internal import Dispatch
internal import Foundation
import MockSix

extension MockExpectation {
  /// Waits until the mock's calls satisfy the matcher, reporting a failure on timeout.
  ///
  /// The expectation is checked at once, then again as soon as the mock records a call, from
  /// any thread or task, so the wait ends right after the call it waits for, and waiting costs
  /// no CPU time.
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
  /// In synchronous code, the same call without `await` waits by running the current run loop.
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

  /// Blocks until the mock's calls satisfy the matcher, running the current run loop meanwhile.
  ///
  /// Nimble's synchronous form, for synchronous tests: it checks at once and again as soon as
  /// the mock records a call, and meanwhile runs the current run loop, so work queued on the
  /// main queue proceeds when you call it on the main thread.
  ///
  /// ```swift
  /// func testRefreshFetches() {
  ///   DispatchQueue.main.async { service.fetch(id: 1) }
  ///   expect(service).toEventually(receive(.fetch))
  /// }
  /// ```
  ///
  /// ```text
  /// expected fetch to be received at least once within 1 second, got 0
  ///
  ///   No calls recorded for fetch.
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: The check to apply, such as `receive(.fetch)`.
  ///   - timeout: The longest time to wait, in seconds; 1 by default, as in Nimble.
  ///   - pollInterval: The longest time the run loop runs at a stretch, in seconds; 0.01 by
  ///     default, as in Nimble. The matcher is checked again on each call and at the deadline.
  ///   - description: A message that opens the failure message.
  @available(*, noasync, message: "use `await expect(…).toEventually(…)` in async code")
  public func toEventually(
    _ matcher: MockMatcher<M>, timeout: Double = 1, pollInterval: Double = 0.01,
    description: String? = nil
  ) {
    waitBlocking(
      for: true, matcher, timeout: timeout, pollInterval: pollInterval, description: description)
  }

  /// Blocks until the mock's calls stop satisfying the matcher, running the current run loop.
  ///
  /// ```swift
  /// expect(service).toEventuallyNot(receive(.fetch, atMostTimes: 1))
  /// ```
  ///
  /// ```text
  /// expected fetch(id:) not to be received at most 1 time within 1 second, got 1
  ///
  ///   Calls recorded for fetch(id:):
  ///     1. fetch(id:) with <1>
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: The check that must come to fail.
  ///   - timeout: The longest time to wait, in seconds; 1 by default, as in Nimble.
  ///   - pollInterval: The longest time the run loop runs at a stretch, in seconds; 0.01 by
  ///     default, as in Nimble. The matcher is checked again on each call and at the deadline.
  ///   - description: A message that opens the failure message.
  @available(*, noasync, message: "use `await expect(…).toEventuallyNot(…)` in async code")
  public func toEventuallyNot(
    _ matcher: MockMatcher<M>, timeout: Double = 1, pollInterval: Double = 0.01,
    description: String? = nil
  ) {
    waitBlocking(
      for: false, matcher, timeout: timeout, pollInterval: pollInterval, description: description)
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
    let check = EventualCheck(
      mock: mock, matcher: matcher, expected: expected, timeout: timeout,
      description: description, location: location)
    while true {
      let nextCall = NextCall(on: mock)
      if check.isSettled(cancelled: Task.isCancelled) { return }
      await nextCall.wait(until: check.deadline)
    }
  }

  private func waitBlocking(
    for expected: Bool, _ matcher: MockMatcher<M>, timeout: Double, pollInterval: Double,
    description: String?
  ) {
    guard let mock else { return reportNilMock(message: description, at: location) }
    let check = EventualCheck(
      mock: mock, matcher: matcher, expected: expected, timeout: timeout,
      description: description, location: location)
    let onMainThread = Thread.isMainThread
    while true {
      let nextCall = NextCall(on: mock, wakesMainRunLoop: onMainThread)
      if check.isSettled(cancelled: Task.isCancelled) { return }
      nextCall.waitBlocking(until: check.deadline, pollInterval: pollInterval)
    }
  }
}
