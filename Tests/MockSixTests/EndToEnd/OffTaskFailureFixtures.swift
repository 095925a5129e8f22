import MockSix
import Testing

// Fixtures of `OffTaskFailureTests`, which runs them in a child process and reads its output; in
// a normal run they are disabled. Their failures are the point.

/// A suite without the `.mockSix` trait whose mock fails in a detached task.
@Suite(.enabled(if: TestBinary.runsFixtures, "runs in OffTaskFailureTests' child process"))
struct OffTaskFailureFixtures {
  @Test func aWrongStubCalledFromADetachedTask() async {
    let service = MockService()
    service.stub(.void, andThrow: ServiceError(code: 24))  // off-task stub line
    await Task.detached { service.void(1) }.value
  }

  @Test func aWrongStubCalledFromADetachedTaskThenVerified() async {
    let service = MockService()
    service.stub(.void, andThrow: ServiceError(code: 25))  // verified stub line
    await Task.detached { service.void(2) }.value
    #expect(service.invocations.count == 1)
  }
}
