import MockSix
import MockSixMatchers
import Testing

/// The "verified" mark that `receiveNoOtherCalls()` reads lives with each logged call in the store,
/// so resets clear it with the call.
@Suite struct VerifiedMarkTests {
  let service = MockService()

  @Test func aPassingExpectationMarksExactlyTheCallsItMatched() {
    _ = service.fetch(id: 1)
    _ = service.fetch(id: 2)
    service.save("a", 1)
    expect(service).to(receive(.fetch, with: [theValue(2)]))
    #expect(service.invocations.map(\.isVerified) == [false, true, false])
    expectCalled(service, .save)
    #expect(service.invocations.map(\.isVerified) == [false, true, true])
  }

  @Test func failingAndNegatedExpectationsMarkNothing() {
    _ = service.fetch(id: 1)
    expect(service).toNot(receive(.save))
    withKnownIssue {
      expect(service).to(receive(.fetch, times: 2))
    }
    #expect(service.invocations.map(\.isVerified) == [false])
  }

  @Test func resetMockClearsTheMarksWithTheCalls() {
    _ = service.fetch(id: 1)
    expect(service).to(receive(.fetch))
    service.resetMock()
    _ = service.fetch(id: 1)
    #expect(service.invocations.map(\.isVerified) == [false])
    withKnownIssue {
      expect(service).to(receiveNoOtherCalls())
    }
  }

  @Test func resetMockSixClearsTheMarksOfThisTestsMocks() {
    _ = service.load()
    expect(service).to(receive(.load))
    resetMockSix()
    #expect(service.invocations.isEmpty)
    _ = service.load()
    #expect(service.invocations.map(\.isVerified) == [false])
  }

  @Test func marksStayWithTheirMock() {
    let other = MockService()
    _ = service.fetch(id: 1)
    _ = other.fetch(id: 1)
    expect(service).to(receive(.fetch))
    #expect(other.invocations.map(\.isVerified) == [false])
    expect(service).to(receiveNoOtherCalls())
    withKnownIssue {
      expect(other).to(receiveNoOtherCalls())
    }
  }

  @Test func orderChecksMarkTheCallsTheyTook() {
    _ = service.fetch(id: 1)
    service.save("a", 1)
    _ = service.fetch(id: 2)
    expectInOrder([call(service, .fetch), call(service, .save)])
    #expect(service.invocations.map(\.isVerified) == [true, true, false])
  }
}
