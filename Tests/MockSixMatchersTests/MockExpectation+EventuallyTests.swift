import Dispatch
import MockSix
import MockSixMatchers
import Testing

@Suite struct MockExpectationEventuallyTests {
  let view = MockView()

  @Test func toEventuallyWaitsForALaterCall() async {
    let view = view
    let task = Task.detached {
      try? await Task.sleep(nanoseconds: 30_000_000)
      view.reload()
    }
    let start = DispatchTime.now().uptimeNanoseconds
    await expect(view).toEventually(receive(.reload), timeout: 60)
    // NB: Far below the timeout, and far above what a loaded machine needs.
    #expect(DispatchTime.now().uptimeNanoseconds - start < 30_000_000_000)
    expect(view).to(receive(.reload, times: 1))
    await task.value
  }

  @MainActor @Test func toEventuallyChecksAClassMockOnTheCallersActor() async {
    let mock = MockService()
    Task { @MainActor in mock.delete(id: 1) }
    await expect(mock).toEventually(receive(.delete, with: [theValue(1)]), timeout: 60)
    expect(mock).to(receiveNoOtherCalls())
  }

  @Test(.timeLimit(.minutes(1))) func toEventuallyPassesAtOnceWhenTheExpectationHolds() async {
    view.reload()
    // NB: An hour to wait, and no call to come: only a check made before any wait ends this
    //     test inside its time limit.
    await expect(view).toEventually(receive(.reload, times: 1), timeout: 3600)
  }

  @Test func toEventuallyFailsAfterTheTimeout() async {
    let start = DispatchTime.now().uptimeNanoseconds
    await withKnownIssue {
      await expect(view).toEventually(receive(.reload), timeout: 0.2, description: "Refresh")
    } matching: {
      issue(
        $0,
        is: """
          Refresh - expected reload to be received at least once within 0.2 seconds, got 0

            No calls recorded for reload.
          """)
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    #expect(elapsed >= 200_000_000)
    #expect(elapsed < 30_000_000_000)
  }

  @Test func toEventuallyStopsWaitingWhenTheTaskIsCancelled() async {
    let view = view
    let start = DispatchTime.now().uptimeNanoseconds
    await withKnownIssue {
      let task = Task { await expect(view).toEventually(receive(.reload), timeout: 60) }
      task.cancel()
      await task.value
    } matching: {
      issue(
        $0,
        contains:
          "expected reload to be received at least once before the task was cancelled, got 0")
    }
    #expect(DispatchTime.now().uptimeNanoseconds - start < 30_000_000_000)
  }

  @Test func toEventuallyNotWaitsUntilTheMatcherFails() async {
    let view = view
    view.reload()
    let task = Task.detached {
      try? await Task.sleep(nanoseconds: 30_000_000)
      view.reload()
    }
    let start = DispatchTime.now().uptimeNanoseconds
    await expect(view).toEventuallyNot(receive(.reload, atMostTimes: 1), timeout: 60)
    #expect(DispatchTime.now().uptimeNanoseconds - start < 30_000_000_000)
    await task.value
  }

  @Test func toEventuallyNotFailsAfterTheTimeout() async {
    view.reload()
    await withKnownIssue {
      await expect(view).toEventuallyNot(receive(.reload), timeout: 0.05)
    } matching: {
      issue(
        $0,
        contains: "expected reload() not to be received within 0.05 seconds, got 1",
        "1. reload()")
    }
  }

  @Test func durationTimeoutsWork() async throws {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }
    view.reload()
    await expect(view).toEventually(receive(.reload), timeout: .milliseconds(500))
    await withKnownIssue {
      await expect(view).toEventually(receive(.show), timeout: .milliseconds(50))
    } matching: {
      issue($0, contains: "expected show to be received at least once within 0.05 seconds, got 0")
    }
  }

  @Test func toEventuallyVerifiesTheCallsItMatched() async {
    view.reload()
    await expect(view).toEventually(receive(.reload))
    expect(view).to(receiveNoOtherCalls())
  }

  @Test func toEventuallyReportsANilMock() async {
    let missing: MockView? = nil
    await withKnownIssue {
      await expect(missing).toEventually(receive(.reload))
    } matching: {
      issue($0, is: "expected a mock, got <nil>")
    }
  }

  @Test func synchronousToEventuallyWaitsForAnotherThread() {
    let view = view
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.03) { view.reload() }
    let start = DispatchTime.now().uptimeNanoseconds
    expect(view).toEventually(receive(.reload), timeout: 60)
    #expect(DispatchTime.now().uptimeNanoseconds - start < 30_000_000_000)
    expect(view).to(receiveNoOtherCalls())
  }

  @Test func synchronousToEventuallyFailsAfterTheTimeout() {
    let start = DispatchTime.now().uptimeNanoseconds
    withKnownIssue {
      expect(view).toEventually(
        receive(.reload), timeout: 0.2, pollInterval: 0.05, description: "Refresh")
    } matching: {
      issue(
        $0,
        is: """
          Refresh - expected reload to be received at least once within 0.2 seconds, got 0

            No calls recorded for reload.
          """)
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    #expect(elapsed >= 200_000_000)
    #expect(elapsed < 30_000_000_000)
  }

  @Test func synchronousToEventuallyNotWaitsUntilTheMatcherFails() {
    let view = view
    view.reload()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.03) { view.reload() }
    expect(view).toEventuallyNot(receive(.reload, atMostTimes: 1), timeout: 60)
    withKnownIssue {
      expect(view).toEventuallyNot(receive(.reload, times: 2), timeout: 0.05)
    } matching: {
      issue($0, contains: "expected reload() not to be received 2 times within 0.05 seconds, got 2")
    }
  }

  @Test func synchronousToEventuallyReportsANilMock() {
    let missing: MockView? = nil
    withKnownIssue {
      expect(missing).toEventually(receive(.reload))
    } matching: {
      issue($0, is: "expected a mock, got <nil>")
    }
  }

  @Test func inAsyncCodeTheWaitLeavesTheActorFree() async {
    // NB: A blocking wait would hold the actor, so the call it waits for could never be made.
    let desk = Desk()
    await desk.expectAReloadThatTheActorMakes()
  }
}

/// An actor that waits for a call that only the actor itself can make.
actor Desk {
  let view = MockView()

  func expectAReloadThatTheActorMakes() async {
    Task { self.reloadView() }
    await expect(view).toEventually(receive(.reload), timeout: 60)
  }

  func reloadView() {
    view.reload()
  }
}
