import GeneratorCorpus
import MockSix
import Testing

/// On a generated mock, the stub the `.mockSix` trait names for a closure nothing calls takes the
/// member's typed arguments, and compiles as written once the value is filled in.
@Suite struct UnansweredHandlerTypedTests {
  @Test func theStubNamedForAGeneratedMockIsTyped() async throws {
    let reported = try await FailureRecorder.recording {
      try await MockSixTrait().provideScope(for: Test.current!, testCase: Test.Case.current) {
        let closures = MockClosures()
        closures.onChange { _ in }
        closures.complete { _ in }
        closures.complete(nil)
      }
    }
    #expect(reported.count == 2, "\(reported.map(\.message))")
    #expect(reported.allSatisfy { $0.isWarning })
    #expect(
      reported.first?.message.hasSuffix(
        "Stub it to call the closure:\n    mock.stub(.onChange) { completion in completion(<#value#>) }"
      )
        == true,
      "\(reported.map(\.message))")
    #expect(
      reported.last?.message.hasSuffix(
        "Stub it to call the closure:\n    mock.stub(.complete) { completion in "
          + "completion?(<#value#>) }") == true,
      "\(reported.map(\.message))")
  }

  @Test func theNamedStubsCallTheClosures() {
    let closures = MockClosures()
    // The messages' stubs, with a value written where they say <#value#>.
    closures.stub(.onChange) { completion in completion(3) }
    closures.stub(.complete) { completion in completion?(true) }
    var changed = 0
    var completed = false
    closures.onChange { changed = $0 }
    closures.complete { completed = $0 }
    #expect(changed == 3)
    #expect(completed)
  }
}
