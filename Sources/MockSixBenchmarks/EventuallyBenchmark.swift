import Dispatch
import Foundation
import MockSix
import MockSixMatchers

// Measures how soon `toEventually` passes after the call it waits for: the time from just before
// a call made on another thread to the return of the wait.

/// When the awaited call was made, in uptime nanoseconds.
// NB: Benchmark bookkeeping only: every access goes through the lock.
private final class CallTime: @unchecked Sendable {
  private let lock = NSLock()
  private var value: UInt64 = 0

  func set(_ time: UInt64) { lock.withLock { value = time } }
  func get() -> UInt64 { lock.withLock { value } }
}

/// A call of `mock.doThis` made on another thread after `delay` nanoseconds.
private func callLater(_ mock: MockFoobar, after delay: UInt64, stamp: CallTime) {
  DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(delay))) {
    stamp.set(now())
    _ = mock.doThis("late", 1)
  }
}

/// Median and worst latency, in microseconds, of a synchronous `toEventually` on this thread.
func synchronousEventuallyLatency(rounds: Int = 21) -> (median: Double, worst: Double) {
  var latencies: [Double] = []
  for round in 0..<rounds {
    let mock = MockFoobar()
    let stamp = CallTime()
    callLater(mock, after: UInt64(5_000_000 + round * 700_000), stamp: stamp)
    expect(mock).toEventually(receive(.doThis), timeout: 5)
    latencies.append(Double(now() - stamp.get()) / 1e3)
  }
  latencies.sort()
  return (latencies[rounds / 2], latencies[rounds - 1])
}

/// Median and worst latency, in microseconds, of an async `toEventually`.
func asynchronousEventuallyLatency(rounds: Int = 21) async -> (median: Double, worst: Double) {
  var latencies: [Double] = []
  for round in 0..<rounds {
    let mock = MockFoobar()
    let stamp = CallTime()
    callLater(mock, after: UInt64(5_000_000 + round * 700_000), stamp: stamp)
    await expect(mock).toEventually(receive(.doThis), timeout: 5)
    latencies.append(Double(now() - stamp.get()) / 1e3)
  }
  latencies.sort()
  return (latencies[rounds / 2], latencies[rounds - 1])
}
