import Dispatch
import Foundation
import MockSix
import Testing

/// Every call is logged exactly once and every counter is exact under concurrent use.
///
/// The tests run one at a time: each blocks a thread of the cooperative pool while its own
/// threads work, and two at once would leave no pool thread to the tests beside them.
@Suite(.serialized) struct ConcurrencyTests {
  static let threads = 4
  static let callsPerThread = 20_000

  @Test func exactCountsWithConcurrentStubUnstubAndReads() {
    let mock = MockService()
    // NB: Touched here first, so that the mock belongs to this test (see ParallelResetTests).
    mock.unstub(.value)
    let results = ResultSlots(count: Self.threads + 1)
    DispatchQueue.concurrentPerform(iterations: Self.threads + 1) { worker in
      if worker == Self.threads {
        // The meddler: stubs, unstubs and reads while the others call.
        // Each read must see at least the calls the read before it saw: none is ever lost.
        var reads = 0
        var seen = 0
        for round in 0..<200 {
          mock.stub(.value, andReturn: 1)
          mock.stub(.name, andReturn: "stubbed \(round)")
          if round.isMultiple(of: 20) {
            let count = mock.invocations(of: .value).count
            if count >= seen, count <= Self.threads * Self.callsPerThread { reads += 1 }
            seen = count
          }
          mock.unstub(.value)
          mock.unstub(.name)
        }
        results.set(worker, reads)
        return
      }
      var answers = 0
      for index in 0..<Self.callsPerThread {
        let answer = mock.value(worker * Self.callsPerThread + index)
        if answer == 1 || answer == -1 { answers += 1 }
      }
      results.set(worker, answers)
    }
    for worker in 0..<Self.threads {
      #expect(results.get(worker) == Self.callsPerThread, "every call answered 1 or -1")
    }
    #expect(results.get(Self.threads) == 10)
    let calls = mock.invocations
    #expect(calls.count == Self.threads * Self.callsPerThread)
    let arguments = Set(calls.compactMap { $0.argument(0, as: Int.self) })
    #expect(arguments.count == Self.threads * Self.callsPerThread, "no call lost or duplicated")
    let numbers = calls.map(\.sequenceNumber)
    #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }, "log order is call order")
    // Each thread's own calls are in its order.
    for worker in 0..<Self.threads {
      let mine = calls.compactMap { $0.argument(0, as: Int.self) }.filter {
        $0 / Self.callsPerThread == worker
      }
      #expect(mine == Array(worker * Self.callsPerThread..<(worker + 1) * Self.callsPerThread))
    }
  }

  @Test func countdownCounterIsExact() {
    let mock = MockService()
    mock.stub(.value, andReturn: 1, times: 10_000, afterwardsReturn: 2)
    let ones = ResultSlots(count: Self.threads)
    DispatchQueue.concurrentPerform(iterations: Self.threads) { worker in
      var count = 0
      for _ in 0..<10_000 where mock.value(0) == 1 { count += 1 }
      ones.set(worker, count)
    }
    let perThread: [Int] = (0..<Self.threads).map { ones.get($0) }
    let total: Int = perThread.reduce(0) { sum, count in sum + count }
    #expect(total == 10_000)
    #expect(mock.value(0) == 2)
    #expect(mock.invocations.count == 40_001)
  }

  @Test func sequenceValuesAreHandedOutOnceToConcurrentThreads() {
    let greeter = MockGreeter()
    let sentinel = 1_000
    greeter.stub(.next, andReturnValues: Array(0..<1_000) + [sentinel])
    let drawn = ValueBags(count: Self.threads)
    DispatchQueue.concurrentPerform(iterations: Self.threads) { worker in
      var mine: [Int] = []
      for _ in 0..<250 { mine.append(greeter.next()) }
      drawn.set(worker, mine)
    }
    let all = (0..<Self.threads).flatMap { drawn.get($0) }
    #expect(all.sorted() == Array(0..<1_000))
    #expect(greeter.next() == sentinel)
    #expect(greeter.next() == sentinel)
  }

  @Test func sequenceValuesAreHandedOutOnceToConcurrentTasks() async {
    let greeter = MockGreeter()
    greeter.stub(.next, andReturnValues: Array(0..<1_000) + [-2])
    let all = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<4 {
        group.addTask {
          var mine: [Int] = []
          for _ in 0..<250 {
            mine.append(greeter.next())
            if mine.count.isMultiple(of: 50) { await Task.yield() }
          }
          return mine
        }
      }
      var all: [Int] = []
      for await values in group { all += values }
      return all
    }
    #expect(all.sorted() == Array(0..<1_000))
    #expect(greeter.next() == -2)
  }

  @Test func sequenceBehindConditionalStubsUnderConcurrency() {
    let greeter = MockGreeter()
    greeter.stub(.next, andReturnValues: Array(0..<1_000) + [-2])
    greeter.stub(.next, when: { _ in false }, andReturn: -3)
    let drawn = ValueBags(count: Self.threads)
    DispatchQueue.concurrentPerform(iterations: Self.threads) { worker in
      drawn.set(worker, (0..<250).map { _ in greeter.next() })
    }
    #expect((0..<Self.threads).flatMap { drawn.get($0) }.sorted() == Array(0..<1_000))
  }

  @Test func manyMocksOnManyThreads() {
    let mocks = (0..<8).map { _ in MockCounterA() }
    for mock in mocks { mock.unstub(.tick) }
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for index in 0..<2_000 {
        _ = mocks[(worker + index) % 8].tick(index)
      }
    }
    let counts: [Int] = mocks.map { mock in mock.invocations.count }
    #expect(counts == [Int](repeating: 2_000, count: 8))
  }

  @Test func resetMockWhileCalling() {
    let mock = MockService()
    mock.unstub(.value)
    let calls = ResultSlots(count: 3)
    DispatchQueue.concurrentPerform(iterations: 3) { worker in
      if worker == 2 {
        for _ in 0..<100 { mock.resetMock() }
        return
      }
      for index in 0..<5_000 { _ = mock.value(index) }
      calls.set(worker, 1)
    }
    #expect(calls.get(0) == 1 && calls.get(1) == 1)
    #expect(mock.invocations.count <= 10_000)
    mock.resetMock()
    #expect(mock.invocations.isEmpty)
  }

  @Test(.timeLimit(.minutes(1)))
  func stubBlocksAndPredicatesMayCallTheMockAgain() {
    let greeter = MockGreeter()
    greeter.stub(.count, andReturn: 2)
    greeter.stub(.next) { _ in greeter.count() + greeter.invocations.count }
    greeter.stub(
      .greet, when: { _ in greeter.invocations(of: .greet).count > 1 }, andReturn: "later")
    #expect(greeter.next() == 4, "2 from count(), plus the calls of next() and count()")
    #expect(greeter.greet(nil, 0) == "default")
    #expect(greeter.greet(nil, 0) == "later")
  }

  @Test func stubClosuresCaptureLocalMutableState() {
    // NB: Stub closures need not be `@Sendable`: a test calls its mock from its own thread.
    let mock = MockService()
    var seen: [Int] = []
    mock.stub(.value) { args in
      seen.append(args[0] as? Int ?? 0)
      return seen.count
    }
    #expect(mock.value(10) == 1)
    #expect(mock.value(20) == 2)
    #expect(seen == [10, 20])
  }
}

/// Per-worker results, written by each worker and read after all have finished.
// NB: Test bookkeeping only, not part of a mock: every access goes through the lock.
private final class Slots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value]

  init(count: Int, initial: Value) { values = Array(repeating: initial, count: count) }

  func set(_ index: Int, _ value: Value) { lock.withLock { values[index] = value } }
  func get(_ index: Int) -> Value { lock.withLock { values[index] } }
}

private typealias ResultSlots = Slots<Int>
private typealias ValueBags = Slots<[Int]>

extension Slots where Value == Int {
  convenience init(count: Int) { self.init(count: count, initial: 0) }
}

extension Slots where Value == [Int] {
  convenience init(count: Int) { self.init(count: count, initial: []) }
}
