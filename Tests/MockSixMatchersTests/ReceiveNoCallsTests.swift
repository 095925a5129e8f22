import MockSix
import MockSixMatchers
import Testing

@Suite struct ReceiveNoCallsTests {
  let mock = MockService()

  @Test func passesForAMockWithoutCalls() {
    expect(mock).to(receiveNoCalls())
  }

  @Test func failsListingEveryCall() {
    _ = mock.load()
    _ = mock.fetch(id: 1)
    withKnownIssue {
      expect(mock).to(receiveNoCalls())
    } matching: {
      issue(
        $0,
        is: """
          expected MockService to receive no calls, got 2

            Calls recorded on MockService:
              1. load()
              2. fetch(id:) with <1>
          """)
    }
  }

  @Test func toNotFailsForAMockWithoutCalls() {
    withKnownIssue {
      expect(mock).toNot(receiveNoCalls())
    } matching: {
      issue($0, is: "expected MockService to receive calls, got 0")
    }
    _ = mock.load()
    expect(mock).toNot(receiveNoCalls())
  }
}
