import MockSix
import Testing

/// A mock of something that hands out executors, as swift-nio's `EventLoop.executor` does.
private final class MockExecutorSource: Mock, Sendable {
  enum Methods: Int {
    case serial, plain
  }
  typealias MockMethod = Methods

  var serial: any SerialExecutor { registerInvocation(for: .serial) }
  var plain: any Executor { registerInvocation(for: .plain) }
}

/// An actor that runs on the executor it is given, so that calling it enqueues a job there.
private actor Pinned {
  let executor: any SerialExecutor

  init(_ executor: any SerialExecutor) {
    self.executor = executor
  }

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  func double(_ value: Int) -> Int { value * 2 }
}

/// Checks the executor MockSix makes up for an unstubbed `any SerialExecutor` or `any Executor`.
@Suite struct InlineExecutorTests {
  @Test(.timeLimit(.minutes(1)))
  func anUnstubbedSerialExecutorAnswersAndRunsAJob() async {
    let source = MockExecutorSource()
    let executor = source.serial
    #expect(await Pinned(executor).double(21) == 42)
    #expect(source.invocations.count == 1)
  }

  @Test func everyMadeUpExecutorIsTheSameOne() {
    let source = MockExecutorSource()
    #expect(source.serial === source.serial)
    #expect(source.plain === source.serial)
  }

  @Test func aStubbedExecutorWinsOverTheMadeUpOne() {
    let source = MockExecutorSource()
    let other = MockExecutorSource().serial
    let stubbed = StubbedSerialExecutor()
    source.stub(.serial, andReturn: stubbed as any SerialExecutor)
    #expect(source.serial === stubbed)
    #expect(source.serial !== other)
  }
}

/// A serial executor of the test's own, to stub with.
private final class StubbedSerialExecutor: SerialExecutor {
  func enqueue(_ job: UnownedJob) {
    job.runSynchronously(on: asUnownedSerialExecutor())
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }
}
