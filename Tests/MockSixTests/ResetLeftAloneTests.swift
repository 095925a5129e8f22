import Testing

@testable import MockSix

/// A mock kept in a global, as NimbleMockSix-era test suites often share one.
enum SharedMocks {
  static let service = MockService()
}

/// `resetMockSix()` says which mock it left alone because another test owns it.
@Suite(.serialized) struct ResetLeftAloneTests {
  @Test(arguments: [1, 2]) func aResetThatLeftAMockAloneSaysSoWhenTheTestUsesIt(step: Int) {
    if step == 1 {
      // The first case owns the shared mock.
      SharedMocks.service.stub(.value, andReturn: 1)
      _ = SharedMocks.service.value(0)
      return
    }
    resetMockSix()
    let warnings = FailureRecorder.recording {
      _ = SharedMocks.service.invocations
      _ = SharedMocks.service.invocations
    }
    #expect(warnings.count == 1)
    #expect(warnings.first?.isWarning == true)
    #expect(
      warnings.first?.message.contains(
        "resetMockSix() left MockService alone: it belongs to a case of "
          + "aResetThatLeftAMockAloneSaysSoWhenTheTestUsesIt(step:) (ResetLeftAloneTests.swift:12)")
        == true,
      "\(warnings.map(\.message))")
    #expect(warnings.first?.message.contains("value(_:)") == true)
  }
}
