import MockSix
import MockSixMatchers
import Testing

@Suite struct ExpectInOrderTests {
  let service = MockService()
  let view = MockView()

  @Test func passesWhenCallsAcrossMocksHappenedInOrder() {
    _ = service.load()
    view.reload()
    service.delete(id: 3)
    view.show("done")
    expectInOrder([call(service, .load), call(view, .reload), call(service, .delete)])
    expectInOrder([call(view, .reload), call(view, .show, with: [theValue("done")])])
    expectInOrder([call(service, .load)])
    expectInOrder([])
  }

  @Test func aStepCanRepeatAMethod() {
    view.reload()
    _ = service.load()
    view.reload()
    expectInOrder([call(view, .reload), call(service, .load), call(view, .reload)])
    withKnownIssue {
      expectInOrder([call(service, .load), call(view, .reload), call(view, .reload)])
    } matching: {
      issue($0, contains: "got no reload() on MockView after reload() on MockView")
    }
  }

  @Test func failsNamingTheMissingStepAndMarkingTheStepsFound() {
    view.reload()
    _ = service.load()
    let line = #line + 2
    withKnownIssue {
      expectInOrder([call(service, .load), call(view, .reload)], "Refresh")
    } matching: {
      issue(
        $0,
        is: """
          Refresh - expected load() on MockService, then reload() on MockView, got no reload() on MockView after load() on MockService

            Calls recorded, in order:
              1. reload() on MockView
              2. load() on MockService  ← step 1
          """) && $0.sourceLocation?.line == line
    }
  }

  @Test func failsWhenAMockReceivedNothing() {
    withKnownIssue {
      expectInOrder([call(service, .fetch), call(view, .reload)])
    } matching: {
      issue(
        $0,
        is: """
          expected fetch on MockService, then reload on MockView, got no fetch on MockService

            No calls recorded on these mocks.
          """)
    }
  }

  @Test func verifiersNarrowAStep() {
    view.show("a")
    view.show("b")
    expectInOrder(
      [call(view, .show, with: [theValue("a")]), call(view, .show, with: [theValue("b")])])
    withKnownIssue {
      expectInOrder(
        [call(view, .show, with: [theValue("b")]), call(view, .show, with: [theValue("a")])])
    } matching: {
      issue(
        $0,
        contains:
          "got no show(_:) with [theValue(\"a\")] on MockView after show(_:) with [theValue(\"b\")] on MockView",
        "2. show(_:) with <\"b\"> on MockView  ← step 1")
    }
  }

  @Test func mocksOfOneTypeAreNumbered() {
    let other = MockService()
    _ = other.load()
    _ = service.load()
    expectInOrder([call(other, .load), call(service, .load)])
    withKnownIssue {
      expectInOrder([call(service, .load), call(other, .load)])
    } matching: {
      issue(
        $0, contains: "got no load() on MockService #2 after load() on MockService #1",
        "1. load() on MockService #2", "2. load() on MockService #1  ← step 1")
    }
  }

  @Test func stepsTakeClosures() {
    view.show("a")
    _ = service.load()
    expectInOrder([call(view, .show, with: [{ $0 as? String == "a" }]), call(service, .load)])
    withKnownIssue {
      expectInOrder([call(service, .load), call(view, .show, with: [{ _ in true }])], "Refresh")
    } matching: {
      issue(
        $0,
        contains:
          "Refresh - expected load() on MockService, then show(_:) with [closure] on MockView")
    }
  }

  @Test func passingStepsVerifyTheirCallsOnEachMock() {
    view.show("a")
    _ = service.load()
    view.reload()
    expectInOrder([call(view, .show), call(service, .load)])
    expect(service).to(receiveNoOtherCalls())
    withKnownIssue {
      expect(view).to(receiveNoOtherCalls())
    } matching: {
      issue($0, contains: "got 1 unverified call", "2. reload()")
    }
  }
}
