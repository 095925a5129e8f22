// Measures MockSix against a hand-written spy in the same run; build with `-c release`:
//
//     swift run -c release MockSixBenchmarks [--check] [--ci] [--side-by-side] [--forwarding]
//       [--generator]
//
// Every figure is the best of several rounds. `--check` exits with 1 when a target is missed;
// with `--ci` too, only when a count the machine's load cannot change (bytes, logged calls, the
// instructions callgrind counts) misses its target, since shared CI machines make timings swing.
// `--side-by-side` runs only the doubles of SideBySideBenchmark.swift and the spies of
// ForwardingBenchmark.swift, `--forwarding` only the spies; `--instructions` runs one of them for
// callgrind (see there).
import Dispatch
import Foundation
import MockSix

#if canImport(Glibc)
  import Glibc
#endif

protocol Foobar: AnyObject {
  func doThis(_ string: String, _ number: Int) -> [Int]
}

/// The test double you would write by hand: it records each call's arguments.
final class SpyFoobar: Foobar {
  var calls: [(String, Int)] = []

  func doThis(_ string: String, _ number: Int) -> [Int] {
    calls.append((string, number))
    return []
  }
}

/// The same spy made safe to share between threads, as Swift 6 asks of a `Sendable` spy.
final class LockedSpyFoobar: Foobar, @unchecked Sendable {
  private let lock = NSLock()
  private var calls: [(String, Int)] = []

  func doThis(_ string: String, _ number: Int) -> [Int] {
    lock.lock()
    calls.append((string, number))
    lock.unlock()
    return []
  }
}

final class MockFoobar: Foobar, Mock, Sendable {
  enum Methods: Int {
    case doThis, reset
  }
  typealias MockMethod = Methods

  func doThis(_ string: String, _ number: Int) -> [Int] {
    registerInvocation(for: .doThis, args: string, number, andReturn: [])
  }

  /// A second method, so that a log can hold the calls of more than one method.
  func reset() {
    registerInvocation(for: .reset)
  }
}

/// A spy that answers from a queue of values, like a sequence stub.
final class SequenceSpyFoobar: Foobar {
  var calls: [(String, Int)] = []
  var results: [[Int]] = [[1], [2], [3]]

  func doThis(_ string: String, _ number: Int) -> [Int] {
    calls.append((string, number))
    return results.count > 1 ? results.removeFirst() : results[0]
  }
}

/// A spy that answers one value when the argument matches, like a conditional stub.
final class ConditionalSpyFoobar: Foobar {
  var calls: [(String, Int)] = []

  func doThis(_ string: String, _ number: Int) -> [Int] {
    calls.append((string, number))
    return string == "a" ? [42] : []
  }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Nanoseconds per call of `calls` calls on a fresh double, best of `rounds` rounds.
///
/// The clock also runs while the double is torn down: the spy's array is freed with the spy,
/// the mock's log with `resetMock()`.
@inline(never)
func perCall(rounds: Int = 9, calls: Int, _ make: () -> any Foobar) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    var double: (any Foobar)? = make()
    let start = now()
    for index in 0..<calls {
      _ = double!.doThis("a", index)
    }
    (double as? MockFoobar)?.resetMock()
    double = nil
    best = min(best, Double(now() - start) / Double(calls))
  }
  return best
}

func format(_ value: Double, _ digits: Int = 1) -> String {
  String(format: "%.\(digits)f", value)
}

var failures: [String] = []

@MainActor func check(_ label: String, _ value: Double, _ relation: String, _ bound: Double) {
  let passed = relation == "<=" ? value <= bound : value >= bound
  // NB: These targets are timings (the resident growth, too, counts whole pages), so `--ci`
  //     prints a miss without failing.
  let counted = !CommandLine.arguments.contains("--ci")
  print(
    "  \(passed ? "ok  " : counted ? "FAIL" : "miss") \(label): \(format(value, 2)) "
      + "(target \(relation) \(bound))" + (passed || counted ? "" : " — not checked in CI"))
  if !passed, counted { failures.append(label) }
}

runSideBySideAloneIfAsked()

// `--generator` runs only the generator's benchmark, and exits with 1 when it misses its target.
if CommandLine.arguments.contains("--generator") { exit(runGeneratorBenchmark() <= 1 ? 0 : 1) }

// `--compile-cost` runs only what a build pays for generated mocks (CompileCostBenchmark.swift).
if CommandLine.arguments.contains("--compile-cost") { runCompileCostBenchmarkAlone() }

// MARK: - Memory (measured first, before other measurements free memory that calls could reuse)

/// The resident memory of this process in bytes, from `/proc/self/statm`, or `nil` elsewhere.
func residentBytes() -> Int? {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

let memoryCalls = 400_000
let memoryMock = MockFoobar()
_ = memoryMock.doThis("a", 0)
let memoryBefore = residentBytes()
for index in 1..<memoryCalls { _ = memoryMock.doThis("a", index) }
let memoryAfter = residentBytes()
withExtendedLifetime(memoryMock) {}

// MARK: - Per-call cost, early and late

print("MockSix benchmarks (release build; figures are the best of several rounds)")
if let memoryBefore, let memoryAfter {
  let bytesPerCall = Double(memoryAfter - memoryBefore) / Double(memoryCalls - 1)
  print("memory: \(format(bytesPerCall)) bytes per logged two-argument call (resident growth)")
  check("bytes per logged call", bytesPerCall, "<=", 160)
} else {
  print("memory: not measured on this platform (the figure comes from /proc/self/statm)")
}
resetMockSix()
let spyEarly = perCall(calls: 1_000) { SpyFoobar() }
let lockedSpyEarly = perCall(calls: 1_000) { LockedSpyFoobar() }
let mockEarly = perCall(calls: 1_000) { MockFoobar() }
print(
  "first 1k calls: spy \(format(spyEarly)) ns, locked spy \(format(lockedSpyEarly)) ns, mock \(format(mockEarly)) ns per call"
)

/// Nanoseconds per call of calls 100,001 to 200,000 on a fresh double, best of `rounds` rounds.
///
/// The window is as long as the history, so each double's growth is in it: the spy's array
/// doubles once, the mock's log adds chunks.
@inline(never)
func perCallAfter100k(rounds: Int = 3, _ make: () -> any Foobar) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    let double = make()
    for index in 0..<100_000 { _ = double.doThis("a", index) }
    let start = now()
    for index in 100_000..<200_000 { _ = double.doThis("a", index) }
    best = min(best, Double(now() - start) / 100_000)
    (double as? MockFoobar)?.resetMock()
  }
  return best
}

let spyLate = perCallAfter100k { SpyFoobar() }
let mockLate = perCallAfter100k { MockFoobar() }
print("after 100k calls: spy \(format(spyLate)) ns, mock \(format(mockLate)) ns per call")
check("mock/spy, first 1k calls", mockEarly / spyEarly, "<=", 15)
check("mock/spy, after 100k calls", mockLate / spyLate, "<=", 15)
check("mock late/early", mockLate / mockEarly, "<=", 1.3)

// MARK: - Stubbed calls

let conditionalSpy = perCall(calls: 1_000) { ConditionalSpyFoobar() }
let conditionalMock = perCall(calls: 1_000) {
  let mock = MockFoobar()
  mock.stub(.doThis, with: [theValue("a"), any()], andReturn: [42])
  return mock
}
let sequenceSpy = perCall(calls: 1_000) { SequenceSpyFoobar() }
let sequenceMock = perCall(calls: 1_000) {
  let mock = MockFoobar()
  mock.stub(.doThis, andReturnValues: [[1], [2], [3]])
  return mock
}
print(
  "conditional stub: spy \(format(conditionalSpy)) ns, mock \(format(conditionalMock)) ns per call")
print("sequence stub: spy \(format(sequenceSpy)) ns, mock \(format(sequenceMock)) ns per call")
check("mock/spy, conditional stub", conditionalMock / conditionalSpy, "<=", 15)
check("mock/spy, sequence stub", sequenceMock / sequenceSpy, "<=", 15)

// MARK: - Many live mocks

/// Nanoseconds per call, round robin over `doubles`, best of `rounds` rounds.
@inline(never)
func perCallRoundRobin(rounds: Int = 5, callsEach: Int, _ doubles: [any Foobar]) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = now()
    for index in 0..<callsEach {
      for double in doubles {
        _ = double.doThis("a", index)
      }
    }
    best = min(best, Double(now() - start) / Double(callsEach * doubles.count))
  }
  return best
}

resetMockSix()
let manySpies = perCallRoundRobin(callsEach: 20, (0..<1_000).map { _ in SpyFoobar() })
let manyMocks = perCallRoundRobin(callsEach: 20, (0..<1_000).map { _ in MockFoobar() })
print(
  "1,000 live doubles, round robin: spy \(format(manySpies)) ns, mock \(format(manyMocks)) ns per call"
)
check("mock/spy, 1,000 live mocks", manyMocks / manySpies, "<=", 5)

// MARK: - Two threads on one mock

/// Calls per second of two threads calling one mock, best of `rounds` rounds; also checks that
/// each round logged every call exactly once.
func twoThreadThroughput(rounds: Int = 5, callsPerThread: Int = 500_000) -> (Double, Bool) {
  var best = 0.0
  var loggedAll = true
  for _ in 0..<rounds {
    resetMockSix()
    let sharedMock = MockFoobar()
    let start = now()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      for index in 0..<callsPerThread {
        _ = sharedMock.doThis("a", index)
      }
    }
    best = max(best, Double(2 * callsPerThread) / (Double(now() - start) / 1e9))
    loggedAll = loggedAll && sharedMock.invocations.count == 2 * callsPerThread
  }
  return (best, loggedAll)
}

let (callsPerSecond, loggedAll) = twoThreadThroughput()
print(
  "two threads on one mock: \(format(callsPerSecond / 1e6, 2)) M calls/s, "
    + (loggedAll ? "every call logged once" : "CALLS LOST OR DUPLICATED"))
check("calls/s with two threads, millions", callsPerSecond / 1e6, ">=", 3)
if !loggedAll {
  failures.append("two-thread log count")
}

// MARK: - Side by side with mockolo's shapes (issue 19)

runSideBySideBenchmark()

// MARK: - Spies (issue 40)

runForwardingBenchmark()

// MARK: - toEventually

// NB: Calls come 5 to 19 ms after the wait starts; a wait that polled in growing pauses (1 to
//     50 ms) passed up to a pause late.
let syncLatency = synchronousEventuallyLatency()
let asyncLatency = await asynchronousEventuallyLatency()
print(
  "toEventually, from the call to the pass: synchronous median \(format(syncLatency.median)) µs "
    + "(worst \(format(syncLatency.worst)) µs), async median \(format(asyncLatency.median)) µs "
    + "(worst \(format(asyncLatency.worst)) µs)")
check("toEventually latency, median µs", max(syncLatency.median, asyncLatency.median), "<=", 1_000)

runTypedBenchmark()

// MARK: - Synthesis

let synthesis = runSynthesisBenchmark()
check(
  "later unstubbed call / default written in the call",
  synthesis.laterUnstubbedCall / synthesis.writtenDefaultCall, "<=", 1)

// MARK: - Generator

check("generator, seconds for 1,000 protocols", runGeneratorBenchmark(), "<=", 1)

if failures.isEmpty {
  print(
    CommandLine.arguments.contains("--ci")
      ? "no count missed its target (--ci checks no timings: see the misses above)"
      : "all targets met")
} else {
  print("targets missed: \(failures.joined(separator: ", "))")
  // NB: Timings swing with the machine's load, so only `--check` turns a miss into a failure.
  if CommandLine.arguments.contains("--check") { exit(1) }
}
