import MockSix
import MockSixMatchers
import RealWorldCorpus
import Testing

/// An actor that runs on the executor it is given, so that calling it enqueues a job there.
private actor OnExecutor {
  let executor: any SerialExecutor

  init(_ executor: any SerialExecutor) {
    self.executor = executor
  }

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  func answer() -> Int { 42 }
}

/// Uses the generated mocks of protocols that refine standard protocols whose requirements the
/// generator writes itself.
@Suite struct StandardParentMockTests {
  @Test func aSequenceIteratesWhatItsStubbedIteratorYields() {
    let deck = MockDeck()
    #expect(Array(deck).isEmpty)
    deck.stub(.makeIterator) { AnyIterator([3, 1, 2].makeIterator()) }
    #expect(Array(deck) == [3, 1, 2])
    var dealt: [Int] = []
    for card in deck { dealt.append(card) }
    #expect(dealt == [3, 1, 2])
    expect(deck).to(receive(.makeIterator, times: 3))
  }

  @Test func aSequenceWhoseElementIsAnAssociatedTypeIsGeneric() {
    let playlist = MockPlaylist<String>()
    playlist.stub(.makeIterator) { AnyIterator(["intro", "outro"].makeIterator()) }
    #expect(playlist.joined(separator: ",") == "intro,outro")
    playlist.add("bonus")
    expect(playlist).to(receive(.add, with: theValue("bonus")))
  }

  @Test func anIteratorAnswersItsStubUntilNil() {
    let reader = MockLineReader()
    #expect(reader.next() == nil)
    var lines = ["first", "second"]
    reader.stub(.next) { lines.isEmpty ? nil : lines.removeFirst() }
    #expect(Array(IteratorSequence(reader)) == ["first", "second"])
  }

  @Test func anAsyncSequenceIteratesItsStubbedStream() async throws {
    let ticks = MockTicks()
    var unstubbed: [Int] = []
    for try await tick in ticks { unstubbed.append(tick) }
    #expect(unstubbed.isEmpty)
    ticks.stub(.makeAsyncIterator) {
      AsyncThrowingStream { continuation in
        continuation.yield(1)
        continuation.yield(2)
        continuation.finish()
      }.makeAsyncIterator()
    }
    var seen: [Int] = []
    for try await tick in ticks { seen.append(tick) }
    #expect(seen == [1, 2])
  }

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
  @Test func anAsyncSequenceThatNeverFailsIsIteratedWithoutTry() async {
    let pulses = MockPulses()
    pulses.stub(.makeAsyncIterator) {
      AsyncStream { continuation in
        continuation.yield(60)
        continuation.finish()
      }.makeAsyncIterator()
    }
    var seen: [Int] = []
    for await pulse in pulses { seen.append(pulse) }
    #expect(seen == [60])
  }

  @Test func anAsyncIteratorAnswersNilUnstubbed() async throws {
    let reader = MockTickReader()
    #expect(try await reader.next() == nil)
    reader.stub(.next, andReturn: 7)
    #expect(try await reader.next() == 7)
  }

  @Test func aCaseIterableAnswersItsStubbedCases() {
    let first = MockMode()
    let second = MockMode()
    MockMode.staticMock.stub(.static_allCases_get, andReturn: [first, second])
    defer { MockMode.staticMock.resetMock() }
    #expect(MockMode.allCases == [first, second])
    #expect(MockMode.allCases.first === first)
  }

  @Test func aRawRepresentableIsMadeFromARawValue() throws {
    let code = try #require(MockStatusCode(rawValue: 404))
    expect(code).to(receive(.init_rawValue, with: theValue(404)))
    #expect(code.rawValue == 404)
    code.stub(.rawValue_get, andReturn: 500)
    #expect(code.rawValue == 500)
    #expect(MockStatusCode().rawValue == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func anUnstubbedSerialExecutorRunsTheJobAtOnce() async {
    let runner = MockJobRunner()
    #expect(runner.executor === runner)
    #expect(await OnExecutor(runner.executor).answer() == 42)
    expect(runner).to(receive(.enqueue, atLeastTimes: 1, with: any()))
  }

  @Test(.timeLimit(.minutes(1)))
  func aStubbedEnqueueRunsInsteadOfTheDefault() async {
    let runner = MockJobRunner()
    var stubbedRuns = 0
    runner.stub(.enqueue) { job in
      stubbedRuns += 1
      job.runSynchronously(on: runner.asUnownedSerialExecutor())
    }
    #expect(await OnExecutor(runner).answer() == 42)
    #expect(stubbedRuns >= 1)
  }

  @Test(.timeLimit(.minutes(1)))
  func anUnstubbedExecutorResultAnswersOneThatRunsJobs() async {
    let scheduler = MockScheduler()
    let executor = scheduler.executor
    #expect(executor === scheduler.executor)
    #expect(await OnExecutor(executor).answer() == 42)
    #expect(scheduler.anyExecutor is any SerialExecutor)
  }
}
