import MockSix
import MockSixMatchers
import Testing

@Suite struct ExpectTests {
  let mock = MockService()

  @Test func failureIsReportedAtTheExpectCall() {
    let line = #line + 2
    withKnownIssue {
      expect(mock).to(receive(.load))
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func toNotReportsAtTheExpectCall() {
    _ = mock.load()
    let line = #line + 2
    withKnownIssue {
      expect(mock).toNot(receive(.load))
    } matching: { issue in
      issue.sourceLocation?.line == line
    }
  }

  @Test func nilMockFailsEveryExpectation() {
    let missing: MockService? = nil
    withKnownIssue {
      expect(missing).to(receive(.load))
      expect(missing).toNot(receive(.load))
    } matching: {
      issue($0, is: "expected a mock, got <nil>")
    }
  }

  @Test func optionalMockIsChecked() {
    let present: MockService? = mock
    _ = mock.load()
    expect(present).to(receive(.load, times: 1))
  }

  @Test func valueTypeMocksWork() {
    let view = MockView()
    view.reload()
    expect(view).to(receive(.reload, times: 1))
    withKnownIssue {
      expect(view).to(receive(.show))
    } matching: {
      issue($0, contains: "expected show to be received at least once, got 0", "1. reload()")
    }
  }

  @Test func eachMockHasItsOwnCalls() {
    let other = MockService()
    _ = other.load()
    expect(mock).toNot(receive(.load))
    expect(other).to(receive(.load, times: 1))
  }
}
