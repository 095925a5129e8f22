import MockSix
import MockSixMatchers
import Testing

@Suite struct ReceiveOnMainThreadTests {
  let view = MockView()

  @Test func passesForCallsOnTheMainThread() async {
    await MainActor.run { view.reload() }
    expect(view).to(receive(.reload, onMainThread: true))
    expect(view).toNot(receive(.reload, onMainThread: false))
  }

  @Test func passesForCallsOffTheMainThread() async {
    let view = view
    await Task.detached { view.show("x") }.value
    expect(view).to(receive(.show, onMainThread: false))
    expect(view).to(receive(.show, with: [theValue("x")], onMainThread: false))
  }

  @Test func failsListingTheThreadOfEachCall() async {
    let view = view
    await MainActor.run { view.reload() }
    await Task.detached { view.reload() }.value
    withKnownIssue {
      expect(view).to(receive(.reload, onMainThread: true))
    } matching: {
      issue(
        $0,
        contains: "expected reload() to be received on the main thread, got 1 of 2 calls on other threads",
        "Calls recorded for reload():", "1. reload() ✓ on the main thread", "2. reload() ✗ on thread 0x")
    }
  }

  @Test func failsWithoutCalls() {
    withKnownIssue {
      expect(view).to(receive(.reload, onMainThread: false))
    } matching: {
      issue(
        $0,
        is: """
          expected reload to be received off the main thread, got 0 calls

            No calls recorded for reload.
          """)
    }
  }

  @Test func toNotFailsWhenEveryCallWasOnTheMainThread() async {
    await MainActor.run { view.show(nil) }
    withKnownIssue {
      expect(view).toNot(receive(.show, with: [nilValue()], onMainThread: true))
    } matching: {
      issue(
        $0,
        contains:
          "expected show(_:) with [nilValue()] not to be received only on the main thread, got 1 call on the main thread",
        "1. show(_:) with <nil> ✓ on the main thread")
    }
  }
}
