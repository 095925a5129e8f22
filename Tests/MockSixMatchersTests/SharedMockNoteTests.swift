import MockSix
import MockSixMatchers
import Testing

/// A mock kept in a global, which the cases below share.
enum SharedNoteMocks {
  nonisolated(unsafe) static let analytics = MockService()
  nonisolated(unsafe) static let ordered = MockService()
}

/// A failed count or order check of a mock that another test used first says so, every time,
/// in its own message: the cases of a serialized parameterized test, one after the other.
@Suite(.serialized) struct SharedMockNoteTests {
  @Test(arguments: 1...6) func aCountCheckSpoiledByAnotherCaseSaysTheMockIsShared(step: Int) {
    SharedNoteMocks.analytics.delete(id: step)
    guard step > 1 else {
      // The first case owns the mock, and its count holds.
      expect(SharedNoteMocks.analytics).to(receive(.delete, times: 1))
      return
    }
    withKnownIssue {
      expect(SharedNoteMocks.analytics).to(receive(.delete, times: 1))
      expectCalled(SharedNoteMocks.analytics, .delete, times: 1)
    } matching: { issue in
      let text = message(of: issue)
      let note = """


          MockService is shared with a case of \
        aCountCheckSpoiledByAnotherCaseSaysTheMockIsShared(step:) (SharedMockNoteTests.swift:14): \
        that test's calls are in this mock's log too, and counted here
        """
      let received = text.hasPrefix("expected delete(id:) to be received 1 time, got \(step)")
      let called = text.hasPrefix("expected delete(id:) to be called 1 time, got \(step)")
      return issue.severity == .error && (received || called) && text.contains(note)
    }
  }

  @Test(arguments: 1...3) func anOrderCheckSaysTheMockIsSharedToo(step: Int) {
    if step == 1 {
      SharedNoteMocks.ordered.delete(id: 0)
      SharedNoteMocks.ordered.save("a", 1)
      return
    }
    withKnownIssue {
      expectInOrder([call(SharedNoteMocks.ordered, .save), call(SharedNoteMocks.ordered, .delete)])
    } matching: { issue in
      issue.severity == .error
        && message(of: issue).contains("MockService is shared with a case of")
    }
  }

  @Test func aMockOfThisTestAloneHasNoNote() {
    let mock = MockService()
    mock.delete(id: 1)
    mock.delete(id: 2)
    withKnownIssue {
      expect(mock).to(receive(.delete, times: 1))
    } matching: { issue in
      !message(of: issue).contains("shared")
    }
  }
}
