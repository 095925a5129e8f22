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
}
