import MockSix
import MockSixMatchers
import Testing

@Suite struct ReceiveInOrderTests {
  let mock = MockService()

  @Test func beforePassesWhenTheFirstMethodCameFirst() {
    _ = mock.load()
    _ = mock.fetch(id: 1)
    mock.delete(id: 1)
    expect(mock).to(receive(.load, before: .delete))
    expect(mock).to(receive(.fetch, with: [theValue(1)], before: .delete))
    expect(mock).toNot(receive(.delete, before: .load))
  }

  @Test func beforeAllowsEarlierCallsOfTheSecondMethod() {
    mock.delete(id: 1)
    _ = mock.load()
    mock.delete(id: 2)
    expect(mock).to(receive(.load, before: .delete))
  }

  @Test func beforeFailsWhenTheSecondMethodCameOnlyEarlier() {
    mock.delete(id: 1)
    _ = mock.load()
    withKnownIssue {
      expect(mock).to(receive(.load, before: .delete))
    } matching: {
      issue(
        $0,
        is: """
          expected load() to be received before delete(id:), got no delete(id:) after load()

            Calls recorded on MockService:
              1. delete(id:) with <1>
              2. load()
          """)
    }
  }

  @Test func beforeFailsWhenAMethodIsMissing() {
    _ = mock.load()
    withKnownIssue {
      expect(mock).to(receive(.load, before: .delete))
    } matching: {
      issue(
        $0, contains: "expected load() to be received before delete, got no delete", "1. load()")
    }
    withKnownIssue {
      expect(mock).to(receive(.fetch, before: .load))
    } matching: {
      issue($0, contains: "expected fetch to be received before load(), got no fetch")
    }
  }

  @Test func beforeWithVerifiersIgnoresOtherCalls() {
    _ = mock.fetch(id: 1)
    mock.delete(id: 1)
    _ = mock.fetch(id: 2)
    withKnownIssue {
      expect(mock).to(receive(.fetch, with: [theValue(2)], before: .delete))
    } matching: {
      issue(
        $0,
        contains:
          "expected fetch(id:) with [theValue(2)] to be received before delete(id:), got no delete(id:) after fetch(id:) with [theValue(2)]"
      )
    }
  }

  @Test func afterPassesWhenTheMethodCameLater() {
    _ = mock.load()
    mock.delete(id: 1)
    expect(mock).to(receive(.delete, after: .load))
    expect(mock).to(receive(.delete, with: [theValue(1)], after: .load))
  }

  @Test func afterFailsWhenTheMethodCameOnlyEarlier() {
    mock.delete(id: 1)
    _ = mock.load()
    withKnownIssue {
      expect(mock).to(receive(.delete, after: .load))
    } matching: {
      issue(
        $0,
        contains:
          "expected delete(id:) to be received after load(), got no delete(id:) after load()")
    }
  }

  @Test func toNotFailsWhenTheCallsWereInOrder() {
    _ = mock.load()
    mock.delete(id: 1)
    withKnownIssue {
      expect(mock).toNot(receive(.load, before: .delete))
    } matching: {
      issue(
        $0,
        is: """
          expected load() not to be received before delete(id:), got load() before delete(id:)

            Calls recorded on MockService:
              1. load()
              2. delete(id:) with <1>
          """)
    }
  }

  @Test func beforeAndAfterTakeClosures() {
    _ = mock.fetch(id: 1)
    mock.delete(id: 2)
    expect(mock).to(receive(.fetch, with: [{ $0 as? Int == 1 }], before: .delete))
    expect(mock).to(receive(.delete, with: [{ $0 as? Int == 2 }], after: .fetch))
    expect(mock).toNot(receive(.delete, with: [{ $0 as? Int == 2 }], before: .fetch))
    withKnownIssue {
      expect(mock).to(receive(.delete, with: [{ $0 as? Int == 3 }], after: .fetch))
    } matching: {
      issue($0, contains: "expected delete(id:) with [closure] to be received after fetch(id:)")
    }
  }
}
