import MockSix
import MockSixMatchers
import Testing

@Suite struct ReceiveTests {
  let mock = MockService()

  // MARK: - times

  @Test func receiveTimesPassesOnTheExactCount() {
    _ = mock.fetch(id: 1)
    _ = mock.fetch(id: 2)
    expect(mock).to(receive(.fetch, times: 2))
    expect(mock).to(receive(.load, times: 0))
  }

  @Test func receiveTimesFailsWithBothCountsAndTheRecordedCalls() {
    _ = mock.fetch(id: 42)
    withKnownIssue {
      expect(mock).to(receive(.fetch, times: 2))
    } matching: {
      issue(
        $0,
        is: """
          expected fetch(id:) to be received 2 times, got 1

            Calls recorded for fetch(id:):
              1. fetch(id:) with <42>
          """)
    }
  }

  @Test func receiveTimesFailsOnTooManyCalls() {
    _ = mock.fetch(id: 1)
    _ = mock.fetch(id: 2)
    _ = mock.fetch(id: 3)
    withKnownIssue {
      expect(mock).to(receive(.fetch, times: 1))
    } matching: {
      issue(
        $0, contains: "expected fetch(id:) to be received 1 time, got 3", "1. fetch(id:) with <1>",
        "3. fetch(id:) with <3>")
    }
  }

  // MARK: - atLeastTimes

  @Test func receiveWithoutCountMeansAtLeastOnce() {
    mock.delete(id: 7)
    mock.delete(id: 8)
    expect(mock).to(receive(.delete))
    expect(mock).to(receive(.delete, atLeastTimes: 2))
  }

  @Test func receiveWithoutCountFailsNamingTheCaseAndListingOtherCalls() {
    _ = mock.load()
    withKnownIssue {
      expect(mock).to(receive(.fetch))
    } matching: {
      issue(
        $0,
        is: """
          expected fetch to be received at least once, got 0

            No calls recorded for fetch.
            Other calls recorded on MockService:
              1. load()
          """)
    }
  }

  @Test func receiveFailsOnAMockWithoutCalls() {
    withKnownIssue {
      expect(mock).to(receive(.fetch))
    } matching: {
      issue($0, contains: "got 0", "No calls recorded for fetch.")
        && !message(of: $0).contains("Other calls")
    }
  }

  @Test func receiveAtLeastTimesFailsBelowTheCount() {
    mock.delete(id: 7)
    withKnownIssue {
      expect(mock).to(receive(.delete, atLeastTimes: 2))
    } matching: {
      issue(
        $0, contains: "expected delete(id:) to be received at least 2 times, got 1",
        "1. delete(id:) with <7>")
    }
  }

  // MARK: - atMostTimes

  @Test func receiveAtMostTimesPassesUpToTheCount() {
    expect(mock).to(receive(.fetch, atMostTimes: 1))
    _ = mock.fetch(id: 1)
    expect(mock).to(receive(.fetch, atMostTimes: 1))
  }

  @Test func receiveAtMostTimesFailsAboveTheCount() {
    _ = mock.fetch(id: 1)
    _ = mock.fetch(id: 2)
    withKnownIssue {
      expect(mock).to(receive(.fetch, atMostTimes: 1))
    } matching: {
      issue(
        $0,
        is: """
          expected fetch(id:) to be received at most 1 time, got 2

            Calls recorded for fetch(id:):
              1. fetch(id:) with <1>
              2. fetch(id:) with <2>
          """)
    }
  }

  // MARK: - with

  @Test func receiveWithCountsOnlyCallsWhoseArgumentsPass() {
    mock.save("a", 1)
    mock.save("b", 2)
    mock.save("a", 3)
    expect(mock).to(receive(.save, with: [theValue("a"), any()]))
    expect(mock).to(receive(.save, times: 2, with: [theValue("a"), any()]))
    expect(mock).to(receive(.save, atMostTimes: 1, with: [any(), theValue(2)]))
    expect(mock).to(receive(.save, times: 0, with: [theValue("c"), any()]))
  }

  @Test func receiveWithFailsNamingTheVerifierThatFailedOnEachArgument() {
    _ = mock.fetch(id: 41)
    _ = mock.fetch(id: 43)
    withKnownIssue {
      expect(mock).to(receive(.fetch, times: 1, with: [theValue(42)]))
    } matching: {
      issue(
        $0,
        is: """
          expected fetch(id:) to be received 1 time with [theValue(42)], got 0 matching calls (2 in all)

            Calls recorded for fetch(id:):
              1. fetch(id:) with <41>
                 arg 1: theValue(42) ✗ got <41>
              2. fetch(id:) with <43>
                 arg 1: theValue(42) ✗ got <43>
          """)
    }
  }

  @Test func receiveWithMarksPassingAndFailingArguments() {
    mock.save("a", 1)
    mock.save("b", 2)
    withKnownIssue {
      expect(mock).to(receive(.save, times: 2, with: [theValue("a"), instance(of: Int.self)]))
    } matching: {
      issue(
        $0, contains: "got 1 matching call (2 in all)", "arg 1: theValue(\"a\") ✓",
        "arg 2: instance(of: Int) ✓", "arg 1: theValue(\"a\") ✗ got <\"b\">")
    }
  }

  @Test func receiveWithNotesAWrongNumberOfVerifiers() {
    mock.save("a", 1)
    withKnownIssue {
      expect(mock).to(receive(.save, with: [theValue("a")]))
    } matching: {
      issue(
        $0, contains: "got 0 matching calls (1 in all)", "1. save(_:_:) with <\"a\">, <1>",
        "✗ 1 verifier for 2 arguments: give one verifier per argument")
    }
  }

  @Test func receiveWithShowsANilArgument() {
    let view = MockView()
    view.show(nil)
    expect(view).to(receive(.show, with: [nilValue()]))
    withKnownIssue {
      expect(view).to(receive(.show, with: [notNil()]))
    } matching: {
      issue($0, contains: "1. show(_:) with <nil>", "arg 1: notNil() ✗ got <nil>")
    }
  }

  // MARK: - toNot / notTo

  @Test func toNotPassesWhenTheMatcherFails() {
    _ = mock.load()
    expect(mock).toNot(receive(.fetch))
    expect(mock).notTo(receive(.load, times: 2))
    expect(mock).toNot(receive(.load, with: [any()]))
  }

  @Test func toNotFailsListingTheOffendingCalls() {
    mock.delete(id: 7)
    _ = mock.load()
    withKnownIssue {
      expect(mock).toNot(receive(.delete))
    } matching: {
      issue(
        $0,
        is: """
          expected delete(id:) not to be received, got 1

            Calls recorded for delete(id:):
              1. delete(id:) with <7>
          """)
    }
  }

  @Test func notToFailsLikeToNot() {
    _ = mock.fetch(id: 1)
    _ = mock.fetch(id: 2)
    withKnownIssue {
      expect(mock).notTo(receive(.fetch, times: 2))
    } matching: {
      issue($0, contains: "expected fetch(id:) not to be received 2 times, got 2")
    }
  }

  @Test func toNotWithVerifiersListsOnlyTheMatchingCalls() {
    mock.save("a", 1)
    mock.save("b", 2)
    withKnownIssue {
      expect(mock).toNot(receive(.save, with: [theValue("b"), any()]))
    } matching: {
      issue(
        $0,
        is: """
          expected save(_:_:) not to be received with [theValue("b"), any()], got 1 matching call (2 in all)

            Calls of save(_:_:) that match:
              2. save(_:_:) with <"b">, <2>
          """)
    }
  }

  // MARK: - description

  @Test func descriptionOpensTheMessage() {
    withKnownIssue {
      expect(mock).to(receive(.load), description: "Startup")
    } matching: {
      message(of: $0).hasPrefix("Startup - expected load to be received at least once, got 0")
    }
    withKnownIssue {
      expect(mock).toNot(receive(.load, times: 0), description: "Startup")
    } matching: {
      message(of: $0) == "Startup - expected load not to be received 0 times, got 0"
    }
  }

  @Test func countsOfAnyIntegerType() {
    _ = mock.fetch(id: 1)
    _ = mock.fetch(id: 2)
    let twice: UInt = 2
    expect(mock).to(receive(.fetch, times: twice))
    expect(mock).to(receive(.fetch, times: Int64(2)))
    expect(mock).to(receive(.fetch, atLeastTimes: UInt8(2)))
    expect(mock).to(receive(.fetch, atMostTimes: UInt.max))
    expect(mock).toNot(receive(.fetch, atLeastTimes: UInt.max))
    expect(mock).toNot(receive(.fetch, times: Int8(-1)))
    withKnownIssue {
      expect(mock).to(receive(.fetch, times: twice + 1))
    } matching: {
      issue($0, contains: "expected fetch(id:) to be received 3 times, got 2")
    }
  }

  @Test func anArrayOfVerifiersKeepsTheirDescriptions() {
    _ = mock.fetch(id: 1)
    withKnownIssue {
      expect(mock).to(receive(.fetch, with: [theValue(2)]))
    } matching: {
      issue($0, contains: "with [theValue(2)]", "arg 1: theValue(2) ✗ got <1>")
    }
    let verifiers: [ArgumentVerifier] = [any(of: [2, 3])]
    withKnownIssue {
      expect(mock).to(receive(.fetch, times: 1, with: verifiers))
    } matching: {
      issue($0, contains: "with [any(of: [2, 3])]")
    }
  }

  @Test func anArrayWithAClosureDescribesEachElementAsAClosure() {
    mock.save("a", 1)
    withKnownIssue {
      expect(mock).to(receive(.save, atMostTimes: 0, with: [theValue("a"), { $0 as? Int == 1 }]))
    } matching: {
      issue(
        $0,
        is: """
          expected save(_:_:) to be received at most 0 times with [closure, closure], got 1 matching call

            Calls recorded for save(_:_:):
              1. save(_:_:) with <"a">, <1>
                 arg 1: closure ✓
                 arg 2: closure ✓
          """)
    }
  }
}
