import MockSix
import MockSixMatchers
import Testing

/// A matcher written outside the library, as the README's example writes it.
// The example of `MockMatcher.result(for:)`'s documentation, verbatim.
func receiveFetchOrLoad() -> MockMatcher<MockService> {
  MockMatcher { mock in
    let fetch = receive(.fetch).result(for: mock)
    return fetch.matches ? fetch : receive(.load).result(for: mock)
  }
}

func receiveFetch(withIDAbove limit: Int) -> MockMatcher<MockService> {
  MockMatcher { mock in
    let calls = mock.invocations(of: .fetch).filter {
      ($0.argument(0, as: Int.self) ?? 0) > limit
    }
    return MockMatchResult(
      matches: !calls.isEmpty,
      failure: .init(expected: "fetch(id:) with an ID above \(limit)", actual: "none"),
      negatedFailure: .init(
        expected: "no fetch(id:) with an ID above \(limit)", actual: "\(calls.count)",
        details: calls.map { "\($0)" }),
      verifiedCalls: calls)
  }
}

@Suite struct MockMatcherTests {
  let service = MockService()

  @Test func aMatcherCanBuildOnBuiltInOnes() {
    let service = MockService()
    withKnownIssue {
      expect(service).to(receiveFetchOrLoad())
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("expected load to be received at least once")
    }
    _ = service.load()
    expect(service).to(receiveFetchOrLoad())
    #expect(service.invocations.map(\.isVerified) == [true])
    _ = service.fetch(id: 1)
    #expect(receiveFetchOrLoad().result(for: service).verifiedCalls.map(\.methodID) == [0])
  }

  @Test func aUserWrittenMatcherPasses() {
    _ = service.fetch(id: 3)
    _ = service.fetch(id: 11)
    expect(service).to(receiveFetch(withIDAbove: 10))
    expect(service).toNot(receiveFetch(withIDAbove: 11))
  }

  @Test func itsFailureReadsLikeTheBuiltInOnes() {
    _ = service.fetch(id: 3)
    withKnownIssue {
      expect(service).to(receiveFetch(withIDAbove: 10), description: "Paging")
    } matching: {
      issue($0, is: "Paging - expected fetch(id:) with an ID above 10, got none")
    }
  }

  @Test func toNotReportsTheNegatedFailure() {
    _ = service.fetch(id: 12)
    withKnownIssue {
      expect(service).toNot(receiveFetch(withIDAbove: 10))
    } matching: {
      issue(
        $0,
        is: """
          expected no fetch(id:) with an ID above 10, got 1

            fetch(id:) with <12>
          """)
    }
  }

  @Test func thePassingCallsItNamesAreVerified() {
    _ = service.fetch(id: 11)
    _ = service.fetch(id: 3)
    expect(service).to(receiveFetch(withIDAbove: 10))
    withKnownIssue {
      expect(service).to(receiveNoOtherCalls())
    } matching: {
      issue($0, contains: "got 1 unverified call", "2. fetch(id:) with <3>")
    }
    withKnownIssue {
      expect(service).toNot(receiveFetch(withIDAbove: 100))
      expect(service).to(receiveNoOtherCalls())
    } matching: {
      issue($0, contains: "got 1 unverified call")
    }
  }

  @Test func aMatcherFromAClosureOverTheMock() {
    let neverDeletes = MockMatcher<MockService> { mock in
      let deletes = mock.invocations(of: .delete)
      return MockMatchResult(
        matches: deletes.isEmpty,
        failure: .init(expected: "no delete(id:)", actual: "\(deletes.count)"),
        negatedFailure: .init(expected: "a delete(id:)", actual: "none"))
    }
    expect(service).to(neverDeletes)
    service.delete(id: 1)
    withKnownIssue {
      expect(service).to(neverDeletes)
    } matching: {
      issue($0, is: "expected no delete(id:), got 1")
    }
  }

  @MainActor @Test func aUserWrittenMatcherWaitsWithToEventually() async {
    let service = MockService()
    Task { @MainActor in _ = service.fetch(id: 20) }
    await expect(service).toEventually(receiveFetch(withIDAbove: 10), timeout: 60)
    await withKnownIssue {
      await expect(service).toEventually(receiveFetch(withIDAbove: 30), timeout: 0.05)
    } matching: {
      issue($0, is: "expected fetch(id:) with an ID above 30 within 0.05 seconds, got none")
    }
  }

  @Test func theResultCanBeReadAndChanged() {
    var result = MockMatchResult(
      matches: false, failure: .init(expected: "a", actual: "b"),
      negatedFailure: .init(expected: "c", actual: "d", details: ["e"]))
    result.matches = true
    result.failure.details = ["f"]
    #expect(result.matches)
    #expect(result.failure.expected == "a")
    #expect(result.failure.actual == "b")
    #expect(result.failure.details == ["f"])
    #expect(result.negatedFailure.details == ["e"])
    #expect(result.verifiedCalls.isEmpty)
  }
}
