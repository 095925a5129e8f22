import Testing

/// A test with the `.mockSix` trait that awaits a completion handler its unstubbed mock never
/// calls hears of it while it waits, not only at an end that may never come: a child run of this
/// binary's fixtures, read back.
@Suite struct HandlerWaitTests {
  @Test func aTestAwaitingAHandlerNothingCallsIsWarnedWhileItWaits() throws {
    let run = try TestBinary.run([
      "--testing-library", "swift-testing", "--filter", "HandlerWaitFixtures",
    ])
    let lines = run.output.split(separator: "\n").map(String.init)
    let warning = lines.firstIndex {
      $0.contains("Test awaitsAHandlerThatNothingCalls() recorded a warning")
    }
    let end = lines.firstIndex { $0.contains("Test awaitsAHandlerThatNothingCalls() passed") }
    #expect(warning != nil && end != nil, "\(run.output)")
    if let warning, let end {
      #expect(warning < end, "the warning comes while the test waits: \(run.output)")
    }
    let expected = """
      MockLoader.load(id:completion:) was called unstubbed, so nothing calls the closure it was \
      given (argument 2, completion): code that waits for it, or a test that awaits it, waits \
      forever (this test has run for 5 seconds since, and may be waiting for it)
      """
    #expect(run.output.contains(expected), "\(run.output)")
    #expect(
      lines.filter { $0.contains("recorded a warning") }.count == 1,
      "told once, not again at the end: \(run.output)")
    #expect(run.status == 0, "a warning fails no test: \(run.output)")
  }
}
