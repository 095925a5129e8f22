import MockSix
import MockSixMatchers
import Testing

@Suite struct ReceiveNoOtherCallsTests {
  let mock = MockService()

  @Test func passesWhenEveryCallWasVerified() {
    _ = mock.fetch(id: 1)
    _ = mock.fetch(id: 2)
    mock.save("a", 1)
    expect(mock).to(receive(.fetch, times: 2))
    expect(mock).to(receive(.save, with: [theValue("a"), theValue(1)]))
    expect(mock).to(receiveNoOtherCalls())
  }

  @Test func passesForAMockWithoutCalls() {
    expect(mock).to(receiveNoOtherCalls())
  }

  @Test func failsListingTheUnverifiedCalls() {
    _ = mock.fetch(id: 1)
    _ = mock.load()
    mock.delete(id: 7)
    expect(mock).to(receive(.fetch))
    withKnownIssue {
      expect(mock).to(receiveNoOtherCalls())
    } matching: {
      issue(
        $0,
        is: """
          expected MockService to receive no other calls, got 2 unverified calls

            Calls not verified by an expectation:
              2. load()
              3. delete(id:) with <7>
          """)
    }
  }

  @Test func onlyCallsThatPassedVerifiersAreVerified() {
    mock.save("a", 1)
    mock.save("b", 2)
    expect(mock).to(receive(.save, with: [theValue("a"), any()]))
    withKnownIssue {
      expect(mock).to(receiveNoOtherCalls())
    } matching: {
      issue($0, contains: "got 1 unverified call", "2. save(_:_:) with <\"b\">, <2>")
    }
  }

  @Test func failedAndNegatedExpectationsVerifyNothing() {
    _ = mock.load()
    withKnownIssue {
      expect(mock).to(receive(.load, times: 2))
    }
    expect(mock).toNot(receive(.load, times: 3))
    withKnownIssue {
      expect(mock).to(receiveNoOtherCalls())
    } matching: {
      issue($0, contains: "1. load()")
    }
  }

  @Test func expectCalledAndExpectInOrderVerifyCalls() {
    _ = mock.load()
    mock.delete(id: 1)
    _ = mock.fetch(id: 1)
    expectCalled(mock, .load)
    expectInOrder([call(mock, .delete), call(mock, .fetch)])
    expect(mock).to(receiveNoOtherCalls())
  }

  @Test func orderMatchersVerifyTheCallsTheyTook() {
    _ = mock.load()
    mock.delete(id: 1)
    expect(mock).to(receive(.load, before: .delete))
    expect(mock).to(receiveNoOtherCalls())
  }

  @Test func verifyingOneMockLeavesAnotherUnverified() {
    let other = MockService()
    _ = mock.load()
    _ = other.load()
    expect(mock).to(receive(.load))
    expect(mock).to(receiveNoOtherCalls())
    withKnownIssue {
      expect(other).to(receiveNoOtherCalls())
    } matching: {
      issue($0, contains: "1. load()")
    }
  }

  @Test func toNotFailsWhenEveryCallWasVerified() {
    _ = mock.load()
    expect(mock).to(receive(.load))
    withKnownIssue {
      expect(mock).toNot(receiveNoOtherCalls())
    } matching: {
      issue(
        $0,
        is:
          "expected MockService to receive calls that no expectation verified, got 1 call, all verified"
      )
    }
  }

  @Test func parallelTestsDoNotVerifyEachOthersCalls() async {
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask {
          let mock = MockService()
          _ = mock.fetch(id: index)
          mock.delete(id: index)
          expect(mock).to(receive(.fetch, with: [theValue(index)]))
          let failures = FailureRecorder.recording {
            expect(mock).to(receiveNoOtherCalls())
          }
          #expect(failures.count == 1)
          #expect(failures.first?.message.contains("2. delete(id:) with <\(index)>") == true)
        }
      }
    }
  }
}
