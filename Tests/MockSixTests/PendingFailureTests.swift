import Dispatch
import Testing

@testable import MockSix

/// A failure raised where no test is current reaches the test that owns the mock.
@Suite struct PendingFailureTests {
  @Test(.mockSix) func aFailureFromADetachedTaskFailsItsTestAtTheNextMatcher() async {
    let service = MockService()
    service.stub(.void, andThrow: ServiceError(code: 7))
    await Task.detached { service.void(1) }.value
    withKnownIssue {
      // Every matcher reads the mock's calls, which reports what the detached task left.
      #expect(service.invocations.count == 1)
    } matching: { issue in
      mentions(issue, "MockService.void(_:) not to throw", "raised where no test was current")
    }
  }

  @Test(.mockSix) func aFailureFromAnotherThreadFailsItsTestOnce() async {
    let service = MockService()
    service.stub(.void, andThrow: ServiceError(code: 8))
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        service.void(2)
        continuation.resume()
      }
    }
    let seen = FailureRecorder()
    withKnownIssue {
      _ = service.invocations
      _ = service.invocations(of: .void)
    } matching: { issue in
      seen.record(
        RecordedFailure(message: message(of: issue), location: nil, destination: .swiftTesting))
      return mentions(issue, "ServiceError(code: 8)")
    }
    #expect(seen.recorded.count == 1)
  }

  @Test func theTraitReportsWhatIsPendingWhenTheTestEnds() async throws {
    let trait = MockSixTrait()
    try await withKnownIssue {
      try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
        let service = MockService()
        service.stub(.void, andThrow: ServiceError(code: 9))
        await Task.detached { service.void(3) }.value
      }
    } matching: { issue in
      mentions(issue, "ServiceError(code: 9)", "raised where no test was current")
    }
  }

  @Test func theTraitChecksThatEveryStubWasUsed() async throws {
    let unusedStubLine = #line + 6
    let trait = MockSixTrait.mockSix(checkStubsUsed: true)
    try await withKnownIssue {
      try await trait.provideScope(for: Test.current!, testCase: Test.Case.current) {
        let service = MockService()
        service.stub(.value, andReturn: 1)
        service.stub(.name, andReturn: "unused")
        #expect(service.value(0) == 1)
      }
    } matching: { issue in
      // The report names the method and points at the unused stub's line.
      mentions(issue, "got 1 that answered none", "    name: a stub returning String")
        && issue.sourceLocation?.fileName == "PendingFailureTests.swift"
        && issue.sourceLocation?.line == unusedStubLine
    }
  }

  @Test func theTraitWarnsOfUnusedStubsByDefault() async throws {
    let unusedStubLine = #line + 5
    let reported = try await FailureRecorder.recording {
      try await MockSixTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
        let service = MockService()
        service.stub(.value, andReturn: 1)
        service.stub(.name, andReturn: "unused")
        #expect(service.value(0) == 1)
      }
    }
    try #require(reported.count == 1, "\(reported.map(\.message))")
    #expect(reported[0].isWarning)
    #expect(reported[0].location?.line == UInt(unusedStubLine))
    #expect(
      reported[0].message.contains("got 1 that answered none")
        && reported[0].message.contains("    name: a stub returning String")
        && reported[0].message.contains(
          ".mockSix(checkStubsUsed: true) makes this a failure, false silences it"),
      "\(reported[0].message)")
  }

  @Test func theTraitReportsAnUnusedStubOfAMockThatDiedAndWasSweptOut() async throws {
    let reported = try await FailureRecorder.recording {
      try await MockSixTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
        MockService().stub(.name, andReturn: "unused")
        // NB: So many new mocks, of no test, that the store sweeps out the states of dead ones.
        await Task.detached {
          for index in 0..<20_000 { _ = MockService().value(index) }
        }.value
      }
    }
    #expect(
      reported.contains { $0.isWarning && $0.message.contains("name: a stub returning String") },
      "\(reported.map(\.message))")
  }

  @Test func checkStubsUsedFalseSilencesUnusedStubs() async throws {
    let reported = try await FailureRecorder.recording {
      try await MockSixTrait.mockSix(checkStubsUsed: false).provideScope(
        for: Test.current!, testCase: Test.Case.current
      ) {
        MockService().stub(.name, andReturn: "unused")
      }
    }
    #expect(reported.isEmpty, "\(reported.map(\.message))")
  }

  @Test func theTraitResetsTheTestsMocksAtItsEnd() async throws {
    let service = MockService()
    try await MockSixTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
      service.stub(.value, andReturn: 5)
      #expect(service.value(0) == 5)
    }
    #expect(service.value(0) == -1)
    #expect(service.invocations.count == 1)
  }

  @Test func aFailureOffTheTaskGoesToTheOwnersRecorder() async {
    var service: MockService?
    let failures = FailureRecorder.recording {
      let made = MockService()
      made.stub(.void, andThrow: ServiceError(code: 10))
      service = made
    }
    #expect(failures.isEmpty)
    // NB: The recorder is task-local; the detached task does not see it, the mock's owner does.
    let recorder = FailureRecorder()
    await FailureRecorder.$current.withValue(recorder) {
      let owned = MockService()
      owned.stub(.void, andThrow: ServiceError(code: 11))
      await Task.detached { owned.void(4) }.value
    }
    #expect(recorder.recorded.count == 1)
    #expect(recorder.recorded.first?.wasPending == true)
    #expect(recorder.recorded.first?.message.contains("ServiceError(code: 11)") == true)
    _ = service
  }
}

/// A warning, which has no line of its own, points at the test that it warns, not into MockSix.
@Test func aWarningPointsAtTheTest() {
  let test = Test.current?.sourceLocation
  withKnownIssue {
    reportWarning("a warning with no line")
  } matching: { issue in
    issue.severity == .warning && issue.sourceLocation == test
  }
}

/// The trait in use: a suite whose tests get the scope.
@Suite(.mockSix(strict: true)) struct MockSixTraitTests {
  let service = MockService()

  @Test func mocksFirstUsedInTheTestAreStrict() {
    let test = Test.current?.sourceLocation
    withKnownIssue {
      _ = service.value(1)
    } matching: { issue in
      // The trait has no line of its own: the failure points at the test, not into MockSix.
      mentions(issue, "expected a stub for MockService.value(_:) on a strict mock, got none")
        && issue.sourceLocation == test && test?.fileName == "PendingFailureTests.swift"
    }
  }

  @Test func stubbedCallsPassOnAStrictMock() {
    service.stub(.value, andReturn: 2)
    #expect(service.value(1) == 2)
  }
}
