import Testing

@testable import MockSix

/// The `.mockSix` trait says when a test's unstubbed call took a closure that nothing calls (a
/// completion handler), naming the member and a stub that calls it.
@Suite struct UnansweredHandlerTests {
  /// Runs `body` in the trait's scope and returns what the trait reported.
  private func inTheTrait(_ body: @escaping @Sendable () async -> Void) async throws
    -> [RecordedFailure]
  {
    try await FailureRecorder.recording {
      try await MockSixTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
        await body()
      }
    }
  }

  @Test func anUnstubbedCallsHandlerIsAWarningWhenTheTestEnds() async throws {
    let reported = try await inTheTrait {
      MockLoader().load(id: 7) { _ in }
    }
    try #require(reported.count == 1, "\(reported.map(\.message))")
    #expect(reported[0].isWarning)
    #expect(
      reported[0].message == """
        MockLoader.load(id:completion:) was called unstubbed, so nothing calls the \
        closure it was given (argument 2, completion): code that waits for it, or a test that \
        awaits it, waits forever

          Stub it to call the closure:
            mock.stub(.load) { args in (args[1] as! \
        @Sendable (Result<String, MockSixTests.ServiceError>) -> ())(<#value#>) }
        """)
  }

  @Test func theStubItNamesCallsTheHandler() async {
    let loader = MockLoader()
    // The message's stub, with a value written where it says <#value#>.
    loader.stub(.load) { args in
      (args[1] as! @Sendable (Result<String, ServiceError>) -> Void)(.success("Ada"))
    }
    let name = await withCheckedContinuation { continuation in
      loader.load(id: 7) { continuation.resume(returning: try? $0.get()) }
    }
    #expect(name == "Ada")
  }

  @Test func anOptionalHandlerThatIsPassedCountsAndNilDoesNot() async throws {
    let reported = try await inTheTrait {
      let loader = MockLoader()
      loader.refresh(nil)
      loader.refresh {}
    }
    #expect(reported.count == 1, "\(reported.map(\.message))")
    #expect(
      reported.first?.message.contains(
        "refresh(_:) was called unstubbed, so nothing calls the "
          + "closure it was given (argument 1, completion)") == true,
      "\(reported.map(\.message))")
  }

  @Test func aStubbedCallOrACallWithoutAClosureIsNoWarning() async throws {
    let reported = try await inTheTrait {
      let loader = MockLoader()
      loader.stub(.load) { _ in }
      loader.load(id: 1) { _ in }
      _ = loader.count()
    }
    #expect(reported.isEmpty, "\(reported.map(\.message))")
  }
}
