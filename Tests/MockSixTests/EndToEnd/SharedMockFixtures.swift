import MockSix
import Testing

// Fixtures of `SharedMockTests`, which runs them in a child process and reads its output; in a
// normal run they are disabled.

/// Hands a turn from one test to another, and gives up after a while in a serial run.
actor Turns {
  private var passed: Set<String> = []

  func pass(_ turn: String) {
    passed.insert(turn)
  }

  /// Waits until `turn` is passed, or about two seconds.
  func wait(for turn: String) async {
    for _ in 0..<200 where !passed.contains(turn) {
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
  }
}

/// A mock in a global, which two tests use; `SharedMockTests` runs each suite on its own.
enum SharedFixtureMocks {
  static let sideBySide = MockService()
  static let oneAfterTheOther = MockService()
  static let parameterized = MockService()
  static let turns = Turns()
}

/// Two tests that use one mock side by side: the owner uses it again after the other did.
@Suite(.enabled(if: TestBinary.runsFixtures, "runs in SharedMockTests' child process"))
struct SideBySideFixtures {
  @Test func theOwner() async {
    SharedFixtureMocks.sideBySide.stub(.value, andReturn: 1)
    await SharedFixtureMocks.turns.pass("owner used it")
    await SharedFixtureMocks.turns.wait(for: "visitor used it")
    _ = SharedFixtureMocks.sideBySide.invocations
  }

  @Test func theVisitor() async {
    await SharedFixtureMocks.turns.wait(for: "owner used it")
    _ = SharedFixtureMocks.sideBySide.invocations
    await SharedFixtureMocks.turns.pass("visitor used it")
  }
}

/// The same two tests, serialized: the second uses the mock after the first ended, and sees its
/// calls and stubs.
@Suite(.serialized, .enabled(if: TestBinary.runsFixtures, "runs in SharedMockTests' child process"))
struct OneAfterTheOtherFixtures {
  @Test func first() {
    SharedFixtureMocks.oneAfterTheOther.stub(.value, andReturn: 1)
    _ = SharedFixtureMocks.oneAfterTheOther.invocations
  }

  @Test func second() {
    _ = SharedFixtureMocks.oneAfterTheOther.invocations
    SharedFixtureMocks.oneAfterTheOther.stub(.value, andReturn: 2)
  }
}

/// The cases of a main-actor parameterized test run one after the other, and each checks that
/// one call was made: every case after the first sees the calls of the cases before it.
@Suite(.enabled(if: TestBinary.runsFixtures, "runs in SharedMockTests' child process"))
struct ParameterizedFixtures {
  @MainActor @Test(arguments: 1...25) func eachCaseCountsItsCall(index: Int) {
    _ = SharedFixtureMocks.parameterized.value(index)
    #expect(SharedFixtureMocks.parameterized.invocations.count == 1)
  }
}
