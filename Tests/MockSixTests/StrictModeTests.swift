import MockSix
import Testing

/// `enableStrictMode()`: an unstubbed call is a reported failure, never a crash.
@Suite struct StrictModeTests {
  let greeter = MockGreeter()

  @Test func unstubbedCallIsAReportedFailureListingTheStubs() {
    greeter.stub(.count, andReturn: 3)
    let stubLine = #line - 1
    greeter.stub(.greet, with: [theValue("Ann"), any()], andReturn: "Hi")
    greeter.enableStrictMode()
    let strictLine = #line - 1
    var result = 0
    withKnownIssue {
      result = greeter.next()
    } matching: { issue in
      mentions(
        issue, "MockGreeter.next()", "strict", ".count", "StrictModeTests.swift:\(stubLine)",
        ".greet")
        && issue.sourceLocation?.line == strictLine
    }
    #expect(result == -1, "the call still returns the default")
    #expect(greeter.count() == 3, "stubbed calls are fine")
    #expect(greeter.invocations.count == 2)
  }

  @Test func strictMockWithoutStubsSaysSo() {
    greeter.enableStrictMode()
    withKnownIssue {
      _ = greeter.count()
    } matching: { issue in
      mentions(issue, "MockGreeter.count()", "none")
    }
  }

  @Test func conditionalStubThatDoesNotMatchIsAFailure() {
    greeter.stub(.greet, with: [theValue("Ann"), any()], andReturn: "Hi")
    greeter.enableStrictMode()
    #expect(greeter.greet("Ann", 1) == "Hi")
    withKnownIssue {
      #expect(greeter.greet("Bob", 1) == "default")
    } matching: { issue in
      mentions(issue, "MockGreeter.greet(_:_:)")
    }
  }

  @Test func unstubbedVoidAndAsyncCallsAreFailuresToo() async {
    greeter.enableStrictMode()
    withKnownIssue {
      greeter.setVolume(1)
    } matching: { issue in
      mentions(issue, "MockGreeter.setVolume(_:)")
    }
    await withKnownIssue {
      _ = try? await greeter.fetch(1)
    } matching: { issue in
      mentions(issue, "MockGreeter.fetch(_:)")
    }
  }

  @Test func disableStrictMode() {
    greeter.enableStrictMode()
    greeter.disableStrictMode()
    #expect(greeter.count() == 0)
  }

  @Test func strictModeIsPerMock() {
    greeter.enableStrictMode()
    #expect(MockGreeter().count() == 0)
  }

  @Test func resetMockEndsStrictMode() {
    greeter.enableStrictMode()
    greeter.resetMock()
    #expect(greeter.count() == 0)
  }

  @Test func exceptVoidFailsOnlyACallThatMustReturnAValue() {
    greeter.enableStrictMode(.exceptVoid)
    let strictLine = #line - 1
    greeter.setVolume(1)
    var allowed = true
    withKnownIssue {
      allowed = greeter.register(nil)
    } matching: { issue in
      mentions(
        issue, "expected a stub for MockGreeter.register(_:) on a strict mock, got none",
        "Fix: stub it, as mock.stub(.register, andReturn: <#Bool#>)")
        && issue.sourceLocation?.line == strictLine
    }
    #expect(!allowed, "the call still returns the default")
    #expect(greeter.invocations.count == 2)
  }

  @Test func exceptVoidLetsEveryVoidFormPass() async throws {
    let service = MockService()
    service.enableStrictMode(.exceptVoid)
    service.void(1)
    try service.throwingVoid(1)
    await service.asyncVoid(1)
    try await service.asyncThrowingVoid(1)
    #expect(service.invocations.count == 4)
  }

  @Test func aVoidCallOnAFullyStrictMockNamesTheFixAndExceptVoid() {
    greeter.enableStrictMode()
    withKnownIssue {
      greeter.setVolume(1)
    } matching: { issue in
      mentions(
        issue,
        "Fix: stub it, as mock.stub(.setVolume, andReturn: ()), or, since it returns "
          + "nothing, make the mock strict .exceptVoid")
    }
  }

  @Test func strictnessOffTurnsStrictModeOff() {
    greeter.enableStrictMode()
    greeter.enableStrictMode(.off)
    #expect(greeter.count() == 0)
  }
}

/// The trait's `strict: .exceptVoid`: every mock a test first uses fails an unstubbed call that
/// must return a value, and lets one that returns nothing pass.
@Suite(.mockSix(strict: .exceptVoid)) struct ExceptVoidTraitTests {
  let greeter = MockGreeter()

  @Test func anUnstubbedValueFailsAndAVoidCallPasses() {
    greeter.setVolume(2)
    withKnownIssue {
      _ = greeter.count()
    } matching: { issue in
      mentions(issue, "expected a stub for MockGreeter.count() on a strict mock, got none")
    }
  }

  @Test func trueAndFalseStandForAllAndOff() {
    #expect(MockSixTrait.mockSix(strict: true).strictness == .all)
    #expect(MockSixTrait.mockSix(strict: false).strictness == .off)
    #expect(MockSixTrait.mockSix(checkStubsUsed: true).checksStubsUsed == .failure)
    #expect(MockSixTrait.mockSix(checkStubsUsed: false).checksStubsUsed == .off)
    #expect(MockSixTrait.mockSix.checksStubsUsed == .warning)
  }
}
