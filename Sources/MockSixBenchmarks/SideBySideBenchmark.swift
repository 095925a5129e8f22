import Dispatch
import Foundation
import MockSix

#if canImport(Glibc)
  import Glibc
#endif

// The doubles of issue 19 side by side in one run: a hand-written spy, a locked spy, mockolo's
// two shapes and MockSix, every double called through `any Foobar` from one non-inlined loop,
// each figure the best of several rounds, each printed as ns and × the spy.

/// One double of the side-by-side benchmark: how to make it and how to let go of its log.
struct Contender {
  /// The row's name.
  var name: String
  /// The name `--instructions` takes.
  var key: String
  var make: () -> any Foobar
  /// Frees what the double logged, as a test's end does; runs on the clock.
  var tearDown: (any Foobar) -> Void = { _ in }
}

/// A double that two threads may share, for the two-thread scenario.
struct SharedContender {
  var name: String
  var make: () -> any Foobar & Sendable
  /// How many calls the double logged, to prove none was lost; `nil` if it cannot say.
  var loggedCalls: (any Foobar & Sendable) -> Int?
  var tearDown: (any Foobar & Sendable) -> Void = { _ in }
}

@MainActor let spyContender = Contender(name: "hand-written spy", key: "spy") { SpyFoobar() }
@MainActor let lockedSpyContender = Contender(name: "locked spy", key: "locked") {
  LockedSpyFoobar()
}
@MainActor let mockoloContender = Contender(name: "mockolo's shape", key: "mockolo") {
  MockoloShapedFoobar()
}
@MainActor let mockoloSendableContender = Contender(
  name: "mockolo's Sendable shape", key: "mockolo-sendable"
) { MockoloSendableFoobar() }
@MainActor let untypedContender = Contender(
  name: "MockSix, args: Any?...", key: "untyped", make: { MockFoobar() },
  tearDown: { ($0 as? MockFoobar)?.resetMock() })
@MainActor let typedContender = Contender(
  name: "MockSix, typed", key: "typed", make: { TypedMockFoobar() },
  tearDown: { ($0 as? TypedMockFoobar)?.resetMock() })

@MainActor let generatedContender = Contender(
  name: "generated mock, unstubbed", key: "generated", make: { GeneratedMockFoobar() },
  tearDown: { ($0 as? GeneratedMockFoobar)?.resetMock() })
@MainActor let generatedStubbedContender = Contender(
  name: "generated mock, stubbed", key: "generated-stubbed", make: stubbedGeneratedFoobar,
  tearDown: { ($0 as? GeneratedMockFoobar)?.resetMock() })

/// The plugin's mock with an unconditional stub of its method, for the stubbed rows.
func stubbedGeneratedFoobar() -> GeneratedMockFoobar {
  let mock = GeneratedMockFoobar()
  mock.stub(.doThis, andReturn: [1])
  return mock
}

@MainActor let sideBySideContenders = [
  spyContender, lockedSpyContender, mockoloContender, mockoloSendableContender, untypedContender,
  typedContender, generatedContender, generatedStubbedContender,
]

// MARK: - The loops

/// The one loop that calls every double of the timed scenarios.
@inline(never)
func callLoop(_ double: any Foobar, from start: Int, to end: Int) {
  for index in start..<end {
    _ = double.doThis("a", index)
  }
}

/// The loop `--instructions` counts, so that callgrind can tell it from the warm-up.
@inline(never)
func countedLoop(_ double: any Foobar, from start: Int, to end: Int) {
  for index in start..<end {
    _ = double.doThis("a", index)
  }
}

/// One call to each of `doubles` in turn, `callsEach` times over.
@inline(never)
func roundRobinLoop(_ doubles: [any Foobar], callsEach: Int) {
  for index in 0..<callsEach {
    for double in doubles {
      _ = double.doThis("a", index)
    }
  }
}

// MARK: - Scenarios

/// Nanoseconds per call of the first 1,000 calls on a fresh double, making and dropping it
/// included, best of `rounds` rounds of 20 doubles.
@inline(never)
func freshDoubleCost(_ contender: Contender, rounds: Int) -> Double {
  let doubles = 20
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = now()
    for _ in 0..<doubles {
      let double = contender.make()
      callLoop(double, from: 0, to: 1_000)
      contender.tearDown(double)
    }
    best = min(best, Double(now() - start) / Double(doubles * 1_000))
  }
  return best
}

/// Nanoseconds per call of calls 100,001 to 200,000 on one double, best of `rounds` rounds.
@inline(never)
func lateCallCost(_ contender: Contender, rounds: Int) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    let double = contender.make()
    callLoop(double, from: 0, to: 100_000)
    let start = now()
    callLoop(double, from: 100_000, to: 200_000)
    best = min(best, Double(now() - start) / 100_000)
    contender.tearDown(double)
  }
  return best
}

/// Nanoseconds per call, round robin over 1,000 live doubles, best of `rounds` rounds.
@inline(never)
func liveDoublesCost(_ contender: Contender, rounds: Int) -> Double {
  let doubles = (0..<1_000).map { _ in contender.make() }
  var best = Double.infinity
  for _ in 0..<rounds {
    let start = now()
    roundRobinLoop(doubles, callsEach: 20)
    best = min(best, Double(now() - start) / 20_000)
  }
  doubles.forEach(contender.tearDown)
  return best
}

/// Nanoseconds per call of the first 1,000 calls on a fresh double made right after 1,000
/// doubles received ten calls each, let go of their logs and were dropped, as a test's mocks
/// are after the last test's died; best of `rounds` rounds.
// NB: Blocks the dropped doubles freed sit in glibc's fastbins, and the next allocation large
//     enough pays `malloc_consolidate` for them (issue 25): this is where a per-call heap block
//     costs most.
@inline(never)
func freshAfterDroppedCost(_ contender: Contender, rounds: Int) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    dropThousand(contender)
    let start = now()
    let double = contender.make()
    callLoop(double, from: 0, to: 1_000)
    best = min(best, Double(now() - start) / 1_000)
    contender.tearDown(double)
  }
  return best
}

/// Makes 1,000 doubles, calls each ten times, tears them down and drops them.
@inline(never)
func dropThousand(_ contender: Contender) {
  var dropped = (0..<1_000).map { _ in contender.make() }
  roundRobinLoop(dropped, callsEach: 10)
  dropped.forEach(contender.tearDown)
  dropped = []
}

/// Calls per second of two threads calling one shared double, best of `rounds` rounds, and
/// whether every round logged every call once.
func twoThreadThroughput(
  _ contender: SharedContender, rounds: Int, callsPerThread: Int = 300_000
) -> (callsPerSecond: Double, loggedAll: Bool) {
  var best = 0.0
  var loggedAll = true
  for _ in 0..<rounds {
    let double = contender.make()
    let start = now()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      callLoop(double, from: 0, to: callsPerThread)
    }
    best = max(best, Double(2 * callsPerThread) / (Double(now() - start) / 1e9))
    if let logged = contender.loggedCalls(double) {
      loggedAll = loggedAll && logged == 2 * callsPerThread
    }
    contender.tearDown(double)
  }
  return (best, loggedAll)
}

/// The bytes of heap in use, from glibc's `mallinfo2()`, or `nil` where it cannot be asked.
func heapBytesInUse() -> Int? {
  #if canImport(Glibc) && arch(x86_64)
    // NB: Swift's Glibc module leaves out <malloc.h>. On x86-64 a C function returning an
    //     80-byte struct takes the address of the result as its first argument and returns it,
    //     so `mallinfo2` can be called as a function of one pointer. Its fields are ten
    //     `size_t`s: `uordblks` (bytes in use in the heap) is the eighth, `hblkhd` (bytes in
    //     blocks of their own) the fifth.
    typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2") else { return nil }
    let mallinfo2 = unsafeBitCast(symbol, to: MallInfo2.self)
    var fields = [Int](repeating: 0, count: 10)
    _ = fields.withUnsafeMutableBytes { mallinfo2($0.baseAddress!) }
    return fields[7] + fields[4]
  #else
    return nil
  #endif
}

/// The heap bytes one logged call keeps, over 409,600 calls after the double's first.
///
/// The count is whole chunks of MockSix's log, so that no half-empty chunk skews it; the spies'
/// arrays grow by doubling, so theirs include the slack of the last doubling.
func bytesPerLoggedCall(_ contender: Contender) -> Double? {
  let calls = 409_600
  let double = contender.make()
  _ = double.doThis("a", 0)
  guard let before = heapBytesInUse() else { return nil }
  callLoop(double, from: 1, to: calls + 1)
  guard let after = heapBytesInUse() else { return nil }
  contender.tearDown(double)
  withExtendedLifetime(double) {}
  return Double(after - before) / Double(calls)
}

/// Nanoseconds per logged call of reading a 100,000-call log back: the best of `rounds` rounds,
/// and the first round's, which for MockSix is the one that builds the list it hands out.
func readBackCost(
  _ contender: Contender, rounds: Int, after prepare: (any Foobar) -> Void = { _ in },
  _ read: (any Foobar) -> Int
) -> (best: Double, first: Double) {
  let calls = 100_000
  let double = contender.make()
  callLoop(double, from: 0, to: calls)
  prepare(double)
  var best = Double.infinity
  var first = Double.infinity
  for round in 0..<rounds {
    let start = now()
    let count = read(double)
    let cost = Double(now() - start) / Double(calls)
    best = min(best, cost)
    if round == 0 { first = cost }
    if count != calls { print("  (read back \(count) of \(calls) calls)") }
  }
  contender.tearDown(double)
  return (best, first)
}

// MARK: - Printing and checking

/// The result of a checked row: whether a timing or a count.
enum CheckKind {
  /// A timing: it swings with the machine's load, so only `--check` checks it.
  case timing
  /// A count the machine's load cannot change (bytes, logged calls): `--ci` checks it too.
  case deterministic
}

/// The goals of issue 19 that MockSix misses today, with the reason; `--ci` prints them
/// without failing, `--check` fails on them like on any other.
// NB: Keep this list honest: remove a goal from it the day it is met, so that CI guards it.
let goalsNotYetMet: [String: String] = [
  "bytes per logged call, args: Any?...":
    "each call's [Any?] array is its own 112-byte heap block, made by the caller (issue 19)"
]

/// Prints a row: a double's nanoseconds per call and its ratio to the spy's.
func printRow(_ name: String, _ nanoseconds: Double, spy: Double) {
  let padded = name.padding(toLength: 28, withPad: " ", startingAt: 0)
  let value = format(nanoseconds).leftPadded(to: 8)
  print("  \(padded)\(value) ns  \(format(nanoseconds / spy, 2).leftPadded(to: 6))× spy")
}

/// Checks a goal of issue 19 or 40; `--ci` fails only on deterministic ones not yet known to be
/// missed.
@MainActor func goal(
  _ label: String, _ value: Double, _ relation: String, _ bound: Double, kind: CheckKind = .timing
) {
  let passed = relation == "<=" ? value <= bound : value >= bound
  let ci = CommandLine.arguments.contains("--ci")
  let counted = !ci || (kind == .deterministic && goalsNotYetMet[label] == nil)
  let mark = passed ? "ok  " : counted ? "FAIL" : "miss"
  var line = "  \(mark) \(label): \(format(value, 2)) (goal \(relation) \(format(bound, 2)))"
  if !passed, let reason = goalsNotYetMet[label] { line += " — not yet met: \(reason)" }
  if !passed, ci, !counted { line += " — not checked in CI" }
  print(line)
  if !passed, counted { failures.append(label) }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

// MARK: - The run

/// Runs every scenario of the side-by-side benchmark, prints its tables and checks its goals.
@MainActor func runSideBySideBenchmark() {
  let rounds = 5
  print("\nside by side (issue 19): every double through `any Foobar`, best of \(rounds) rounds")

  resetMockSix()
  print("first 1,000 calls on a fresh double, making and dropping it included")
  let fresh = sideBySideContenders.map { ($0, freshDoubleCost($0, rounds: rounds)) }
  let freshSpy = fresh[0].1
  for (contender, value) in fresh { printRow(contender.name, value, spy: freshSpy) }

  resetMockSix()
  print("calls 100,001–200,000 on one double")
  let late = sideBySideContenders.map { ($0, lateCallCost($0, rounds: rounds)) }
  let lateSpy = late[0].1
  for (contender, value) in late { printRow(contender.name, value, spy: lateSpy) }

  resetMockSix()
  print("first 1,000 calls on a fresh double, right after 1,000 doubles were dropped")
  let afterDropped = sideBySideContenders.map { ($0, freshAfterDroppedCost($0, rounds: rounds)) }
  let afterDroppedSpy = afterDropped[0].1
  for (contender, value) in afterDropped { printRow(contender.name, value, spy: afterDroppedSpy) }

  resetMockSix()
  print("1,000 live doubles, one call each in turn")
  let live = sideBySideContenders.map { ($0, liveDoublesCost($0, rounds: rounds)) }
  let liveSpy = live[0].1
  for (contender, value) in live { printRow(contender.name, value, spy: liveSpy) }

  resetMockSix()
  print("answering: an unconditional stub against a conditional one, calls 100,001–200,000")
  let stubbed = stubContenders.map { ($0, lateCallCost($0, rounds: rounds)) }
  let stubbedSpy = stubbed[0].1
  for (contender, value) in stubbed { printRow(contender.name, value, spy: stubbedSpy) }
  let unconditional = stubbed.first { $0.0.key == "untyped-stub" }!.1
  let conditional = stubbed.first { $0.0.key == "untyped-conditional" }!.1

  resetMockSix()
  print("two threads on one double (calls per second, × the locked spy)")
  var throughput: [String: Double] = [:]
  var lockedThroughput = 0.0
  for contender in sharedContenders {
    let (callsPerSecond, loggedAll) = twoThreadThroughput(contender, rounds: rounds)
    if contender.name == "locked spy" { lockedThroughput = callsPerSecond }
    throughput[contender.name] = callsPerSecond
    let padded = contender.name.padding(toLength: 28, withPad: " ", startingAt: 0)
    print(
      "  \(padded)\(format(callsPerSecond / 1e6, 2).leftPadded(to: 8)) M/s "
        + "\(format(callsPerSecond / lockedThroughput, 2).leftPadded(to: 6))× locked spy"
        + (loggedAll ? "" : "  CALLS LOST OR DUPLICATED"))
    if !loggedAll { failures.append("two threads, \(contender.name): log count") }
  }

  resetMockSix()
  print("heap bytes per logged two-argument call (malloc statistics, 409,600 calls)")
  var bytes: [String: Double] = [:]
  for contender in sideBySideContenders where contender.key != "locked" {
    guard let value = bytesPerLoggedCall(contender) else {
      print("  not measured on this platform (the figure comes from mallinfo2)")
      break
    }
    bytes[contender.key] = value
    let padded = contender.name.padding(toLength: 28, withPad: " ", startingAt: 0)
    print("  \(padded)\(format(value).leftPadded(to: 8)) bytes")
  }

  resetMockSix()
  print("reading a 100,000-call log back (ns per logged call)")
  let readSpy = readBackCost(spyContender, rounds: rounds) { double in
    (double as! SpyFoobar).calls.filter { $0.0 == "a" }.count
  }
  let readMockolo = readBackCost(mockoloSendableContender, rounds: rounds) { double in
    (double as! MockoloSendableFoobar).doThisArgValues.count
  }
  let readOfMethod = readBackCost(untypedContender, rounds: rounds) { double in
    (double as! MockFoobar).invocations(of: .doThis).count
  }
  let readFiltered = readBackCost(untypedContender, rounds: rounds) { double in
    (double as! MockFoobar).invocations.filter {
      $0.methodID == MockFoobar.Methods.doThis.rawValue
    }.count
  }
  // NB: A log of one method's calls hands out the list it keeps; one more call of another
  //     method makes `invocations(of:)` filter the log, as it does for most mocks in tests.
  let callAnotherMethod: (any Foobar) -> Void = { ($0 as! MockFoobar).reset() }
  let readOfMixedLog = readBackCost(untypedContender, rounds: rounds, after: callAnotherMethod) {
    double in
    (double as! MockFoobar).invocations(of: .doThis).count
  }
  printRow("spy, calls.filter", readSpy.best, spy: readSpy.best)
  printRow("mockolo Sendable, argValues", readMockolo.best, spy: readSpy.best)
  printRow("MockSix, invocations(of:)", readOfMethod.best, spy: readSpy.best)
  printRow("MockSix, invocations.filter", readFiltered.best, spy: readSpy.best)
  print("  the first of the rounds above, which builds the list MockSix keeps and hands out again")
  printRow("MockSix, invocations(of:)", readOfMethod.first, spy: readSpy.first)
  printRow("MockSix, invocations.filter", readFiltered.first, spy: readSpy.first)
  print("  a log that also holds one call of another method: best round, first round")
  printRow("MockSix, invocations(of:)", readOfMixedLog.best, spy: readSpy.best)
  printRow("MockSix, invocations(of:)", readOfMixedLog.first, spy: readSpy.first)

  print("goals of issue 19 (× the spy of the same scenario)")
  let mockSix: Set = ["untyped", "typed", "generated", "generated-stubbed"]
  for (contender, value) in late where mockSix.contains(contender.key) {
    goal("calls 100,001–200,000, \(contender.name)", value / lateSpy, "<=", 1.5)
  }
  for (contender, value) in live where mockSix.contains(contender.key) {
    goal("1,000 live mocks, \(contender.name)", value / liveSpy, "<=", 1.5)
  }
  for (contender, value) in fresh where mockSix.contains(contender.key) {
    goal("first 1,000 calls on a fresh mock, \(contender.name)", value / freshSpy, "<=", 2.5)
  }
  for (contender, value) in afterDropped
  where mockSix.contains(contender.key) {
    // NB: Issue 25's goals: 5× for generated (typed) mocks, 15× for `args: Any?...`.
    goal(
      "fresh mock after 1,000 dropped, \(contender.name)", value / afterDroppedSpy, "<=",
      contender.key == "untyped" ? 15 : 5)
  }
  goal("conditional stub / unconditional stub", conditional / unconditional, "<=", 1.2)
  let threaded = [untypedContender, typedContender, generatedContender, generatedStubbedContender]
  for contender in threaded {
    guard lockedThroughput > 0, let mockThroughput = throughput[contender.name] else { continue }
    goal(
      "two threads, \(contender.name), × the locked spy's throughput",
      mockThroughput / lockedThroughput, ">=", 0.5)
  }
  if let untypedBytes = bytes["untyped"] {
    goal("bytes per logged call, args: Any?...", untypedBytes, "<=", 96, kind: .deterministic)
    // NB: Issue 41's bound, met, so that CI guards it while issue 19's above is not met.
    goal(
      "bytes per logged call, args: Any?..., issue 41", untypedBytes, "<=", 160,
      kind: .deterministic)
  }
  if let typedBytes = bytes["typed"] {
    goal("bytes per logged call, typed", typedBytes, "<=", 64, kind: .deterministic)
  }
  if let generatedBytes = bytes["generated"] {
    goal(
      "bytes per logged call, generated mock", generatedBytes, "<=", 64, kind: .deterministic)
  }
  if let stubbedBytes = bytes["generated-stubbed"] {
    goal(
      "bytes per logged call, generated mock, stubbed", stubbedBytes, "<=", 64,
      kind: .deterministic)
  }
  goal("reading back, invocations(of:), ns per call", readOfMethod.best, "<=", 20)
  goal(
    "reading back, invocations(of:) of a log of two methods, ns per call", readOfMixedLog.best,
    "<=", 20)
  goal("reading back, invocations.filter, ns per call", readFiltered.best, "<=", 20)
}

/// The doubles of the stub scenario: the spies answer from code, MockSix from its stubs.
@MainActor let stubContenders: [Contender] = [
  Contender(name: "spy, conditional answer", key: "spy-conditional") { ConditionalSpyFoobar() },
  Contender(name: "mockolo, handler", key: "mockolo-handler") {
    let double = MockoloShapedFoobar()
    double.doThisHandler = { _, _ in [42] }
    return double
  },
  Contender(name: "mockolo, conditional handler", key: "mockolo-conditional") {
    let double = MockoloShapedFoobar()
    double.doThisHandler = { string, _ in string == "a" ? [42] : [] }
    return double
  },
  Contender(
    name: "MockSix, stub", key: "untyped-stub",
    make: {
      let mock = MockFoobar()
      mock.stub(.doThis, andReturn: [42])
      return mock
    }, tearDown: { ($0 as? MockFoobar)?.resetMock() }),
  Contender(
    name: "MockSix, conditional stub", key: "untyped-conditional",
    make: {
      let mock = MockFoobar()
      mock.stub(.doThis, with: [theValue("a"), any()], andReturn: [42])
      return mock
    }, tearDown: { ($0 as? MockFoobar)?.resetMock() }),
]

/// The doubles of the two-thread scenario: those that are safe to share.
@MainActor let sharedContenders: [SharedContender] = [
  SharedContender(name: "locked spy", make: { LockedSpyFoobar() }, loggedCalls: { _ in nil }),
  SharedContender(
    name: "mockolo's Sendable shape", make: { MockoloSendableFoobar() },
    loggedCalls: { ($0 as? MockoloSendableFoobar)?.doThisCallCount }),
  SharedContender(
    name: untypedContender.name, make: { MockFoobar() },
    loggedCalls: { ($0 as? MockFoobar)?.invocations.count },
    tearDown: { ($0 as? MockFoobar)?.resetMock() }),
  SharedContender(
    name: typedContender.name, make: { TypedMockFoobar() },
    loggedCalls: { ($0 as? TypedMockFoobar)?.invocations.count },
    tearDown: { ($0 as? TypedMockFoobar)?.resetMock() }),
  SharedContender(
    name: generatedContender.name, make: { GeneratedMockFoobar() },
    loggedCalls: { ($0 as? GeneratedMockFoobar)?.invocations.count },
    tearDown: { ($0 as? GeneratedMockFoobar)?.resetMock() }),
  SharedContender(
    name: generatedStubbedContender.name, make: stubbedGeneratedFoobar,
    loggedCalls: { ($0 as? GeneratedMockFoobar)?.invocations.count },
    tearDown: { ($0 as? GeneratedMockFoobar)?.resetMock() }),
]

// MARK: - Instruction counts

/// Runs one double's calls for callgrind, or returns `false` without `--instructions`.
///
/// `--instructions KEY [late|fresh|live|after-dropped|read-of|read-filter]` makes the double and
/// warms it up with 100,000 calls (late), then makes 10,000 calls from `countedLoop` (late), 10
/// fresh doubles of 1,000 calls each (fresh), 10 calls to each of 1,000 live doubles (live), or
/// 10 times a fresh double of 1,000 calls right after 1,000 doubles were dropped, as
/// `freshAfterDroppedCost` times it (after-dropped); or it reads back a MockSix double's 10,000
/// calls with `invocations(of:)` or a filter of `invocations`. Count them with
///
///     valgrind --tool=callgrind --toggle-collect='*counted*' \
///       .build/release/MockSixBenchmarks --instructions untyped
///
/// and divide the instructions by 10,000.
@MainActor func runInstructionCount() -> Bool {
  let arguments = CommandLine.arguments
  guard let flag = arguments.firstIndex(of: "--instructions"), flag + 1 < arguments.count else {
    return false
  }
  let key = arguments[flag + 1]
  let scenario = flag + 2 < arguments.count ? arguments[flag + 2] : "late"
  let contenders = sideBySideContenders + stubContenders + forwardingContenders
  guard let contender = contenders.first(where: { $0.key == key }) else {
    print("unknown double \(key); one of: " + contenders.map(\.key).joined(separator: ", "))
    return true
  }
  switch scenario {
  case "read-of", "read-filter":
    let double = contender.make()
    callLoop(double, from: 0, to: 10_000)
    let count = countedRead(double, filtering: scenario == "read-filter")
    if count != 10_000 { print("read back \(count) calls") }
    contender.tearDown(double)
  case "fresh":
    // NB: One fresh double first, uncounted, as for every other scenario: what a process does
    //     once (the runtime's first look-ups of a type's conformances and metadata, about a
    //     million instructions for MockSix's mocks) would otherwise count as a tenth of it per
    //     double, where a test suite pays it once for thousands of mocks.
    let warmUp = contender.make()
    callLoop(warmUp, from: 0, to: 1_000)
    contender.tearDown(warmUp)
    countedFresh(contender)
  case "after-dropped":
    for _ in 0..<10 {
      dropThousand(contender)
      countedFresh(contender, doubles: 1)
    }
  case "live":
    let doubles = (0..<1_000).map { _ in contender.make() }
    roundRobinLoop(doubles, callsEach: 2)
    countedLive(doubles)
    doubles.forEach(contender.tearDown)
  default:
    let double = contender.make()
    callLoop(double, from: 0, to: 100_000)
    countedLoop(double, from: 100_000, to: 110_000)
    contender.tearDown(double)
  }
  print("counted 10,000 calls of \(contender.name) (\(scenario))")
  return true
}

/// Fresh doubles of 1,000 calls each, ten unless told, made and dropped, for callgrind.
@inline(never)
func countedFresh(_ contender: Contender, doubles: Int = 10) {
  for _ in 0..<doubles {
    let double = contender.make()
    callLoop(double, from: 0, to: 1_000)
    contender.tearDown(double)
  }
}

/// Ten calls to each of `doubles` in turn, for callgrind.
@inline(never)
func countedLive(_ doubles: [any Foobar]) {
  roundRobinLoop(doubles, callsEach: 10)
}

/// Runs only what `--instructions`, `--side-by-side` or `--forwarding` asks for, then exits; else
/// returns. `--side-by-side` also runs the spies of `--forwarding` (ForwardingBenchmark.swift).
@MainActor func runSideBySideAloneIfAsked() {
  if runInstructionCount() { exit(0) }
  let forwarding = CommandLine.arguments.contains("--forwarding")
  guard forwarding || CommandLine.arguments.contains("--side-by-side") else { return }
  if CommandLine.arguments.contains("--side-by-side") { runSideBySideBenchmark() }
  runForwardingBenchmark()
  if failures.isEmpty {
    print(
      CommandLine.arguments.contains("--ci")
        ? "no count missed its goal (--ci checks no timings: see the misses above)"
        : "all goals met")
  } else {
    print("goals missed: \(failures.joined(separator: ", "))")
    if CommandLine.arguments.contains("--check") { exit(1) }
  }
  exit(0)
}

/// Reads a MockSix double's calls back, for callgrind.
@inline(never)
func countedRead(_ double: any Foobar, filtering: Bool) -> Int {
  guard let mock = double as? MockFoobar else { return 0 }
  if filtering {
    return mock.invocations.filter { $0.methodID == MockFoobar.Methods.doThis.rawValue }.count
  }
  return mock.invocations(of: .doThis).count
}
