import MockSix
import MockSixMatchers
import Testing

@Suite struct ExpectCalledTests {
  let mock = MockService()

  @Test func passesForACalledMethod() {
    _ = mock.fetch(id: 42)
    expectCalled(mock, .fetch)
    expectCalled(mock, .fetch, times: 1)
    expectCalled(mock, .fetch, times: 1, with: [theValue(42)])
    expectCalled(mock, .load, times: 0)
  }

  @Test func failsWithTheMessageAndTheCalls() {
    _ = mock.fetch(id: 42)
    let line = #line + 2
    withKnownIssue {
      expectCalled(mock, .fetch, times: 2, with: [theValue(42)], "Retry once")
    } matching: {
      issue(
        $0,
        is: """
          Retry once - expected fetch(id:) to be called 2 times with [theValue(42)], got 1 matching call

            Calls recorded for fetch(id:):
              1. fetch(id:) with <42>
                 arg 1: theValue(42) ✓
          """) && $0.sourceLocation?.line == line
    }
  }

  @Test func failsForAMethodNeverCalled() {
    withKnownIssue {
      expectCalled(mock, .load)
    } matching: {
      issue(
        $0, is: "expected load to be called at least once, got 0\n\n  No calls recorded for load.")
    }
  }

  @Test func timesZeroFailsForACalledMethod() {
    mock.delete(id: 1)
    withKnownIssue {
      expectCalled(mock, .delete, times: 0)
    } matching: {
      issue(
        $0, contains: "expected delete(id:) to be called 0 times, got 1", "1. delete(id:) with <1>")
    }
  }

  @Test func takesClosuresAndCountsOfAnyIntegerType() {
    _ = mock.fetch(id: 42)
    let once: UInt = 1
    expectCalled(mock, .fetch, times: once)
    expectCalled(mock, .fetch, with: [{ $0 as? Int == 42 }])
    expectCalled(mock, .fetch, times: once, with: [{ $0 as? Int == 42 }], "Lookup")
    withKnownIssue {
      expectCalled(mock, .fetch, times: UInt8(2), with: [{ $0 as? Int == 41 }], "Lookup")
    } matching: {
      issue(
        $0,
        contains:
          "Lookup - expected fetch(id:) to be called 2 times with [closure], got 0 matching calls",
        "arg 1: closure ✗ got <42>")
    }
  }

  @Test func closureVerifiersCountAsVerified() {
    _ = mock.fetch(id: 42)
    expectCalled(mock, .fetch, with: [{ $0 as? Int == 42 }])
    expect(mock).to(receiveNoOtherCalls())
  }
}
