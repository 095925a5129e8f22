import MockSix
import MockSixMatchers
import Testing

// NB: Swift Testing on Linux runs even `@MainActor` code off the main thread, so calls made on
//     the main thread are tested in `XCTestReportingTests`, whose tests run on the main thread.
@Suite struct ReceiveOnMainThreadTests {
  let view = MockView()

  @Test func passesForCallsOffTheMainThread() async {
    let view = view
    await Task.detached { view.show("x") }.value
    await Task.detached { view.show("y") }.value
    expect(view).to(receive(.show, onMainThread: false))
    expect(view).to(receive(.show, with: [theValue("x")], onMainThread: false))
    expect(view).toNot(receive(.show, onMainThread: true))
  }

  @Test func failsListingTheThreadOfEachCall() async {
    let view = view
    await Task.detached { view.reload() }.value
    await Task.detached { view.reload() }.value
    withKnownIssue {
      expect(view).to(receive(.reload, onMainThread: true))
    } matching: {
      issue(
        $0,
        contains:
          "expected reload() to be received on the main thread, got 2 calls on other threads",
        "Calls recorded for reload():", "1. reload() ✗ on thread 0x", "2. reload() ✗ on thread 0x")
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

  @Test func failsWithoutMatchingCalls() async {
    let view = view
    await Task.detached { view.show("x") }.value
    withKnownIssue {
      expect(view).to(receive(.show, with: [theValue("y")], onMainThread: false))
    } matching: {
      issue(
        $0,
        is: """
          expected show(_:) with [theValue("y")] to be received off the main thread, got 0 matching calls

            Calls recorded for show(_:), none matching:
              1. show(_:) with <"x">
                 arg 1: theValue("y") ✗ got <"x">
          """)
    }
  }

  @Test func toNotFailsWhenEveryCallWasOffTheMainThread() async {
    let view = view
    await Task.detached { view.show(nil) }.value
    withKnownIssue {
      expect(view).toNot(receive(.show, with: [nilValue()], onMainThread: false))
    } matching: {
      issue(
        $0,
        contains:
          "expected show(_:) with [nilValue()] not to be received only off the main thread, got 1 call off the main thread",
        "1. show(_:) with <nil> ✓ on thread 0x")
    }
  }

  @Test func takesClosures() async {
    let view = view
    await Task.detached { view.show("x") }.value
    expect(view).to(receive(.show, with: [{ $0 as? String == "x" }], onMainThread: false))
    withKnownIssue {
      expect(view).to(receive(.show, with: [{ $0 as? String == "y" }], onMainThread: false))
    } matching: {
      issue($0, contains: "expected show(_:) with [closure] to be received off the main thread")
    }
  }
}
