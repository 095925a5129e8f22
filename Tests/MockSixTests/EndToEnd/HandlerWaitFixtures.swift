import Dispatch
import MockSix
import Testing

// Fixtures of `HandlerWaitTests`, which runs them in a child process and reads its output; in a
// normal run they are disabled.

/// A test with the `.mockSix` trait that awaits a completion handler its unstubbed mock never
/// calls, as a real test would, forever; here the fixture gives up after a few seconds.
@Suite(.mockSix, .enabled(if: TestBinary.runsFixtures, "runs in HandlerWaitTests' child process"))
struct HandlerWaitFixtures {
  @Test func awaitsAHandlerThatNothingCalls() async {
    let loader = MockLoader()
    let name: String? = await withCheckedContinuation { continuation in
      loader.load(id: 1) { continuation.resume(returning: try? $0.get()) }
      // NB: The fixture's own way out, so that the child run ends.
      DispatchQueue.global().asyncAfter(deadline: .now() + 7) {
        continuation.resume(returning: nil)
      }
    }
    #expect(name == nil)
  }
}
