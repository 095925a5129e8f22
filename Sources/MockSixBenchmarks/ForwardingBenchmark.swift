import Foundation
import MockSix

// Issue 40: a spy's forwarded call against what it stands in for. A spy (a generated mock made
// with `init(forwardingTo:)`) logs a call and forwards it to the real object, so its goal is
// within 1.5× of calling the real object through its protocol plus a logged mock call. Every
// double is called through `any Foobar` from the loops of SideBySideBenchmark.swift, calls
// 100,001–200,000 timed and 100,001–110,000 counted in instructions by callgrind, when valgrind
// is installed: a count the machine's load cannot change, so `--ci` checks it.

/// The small real object that the spies forward to: it counts its calls and answers `[]`.
final class RealFoobar: Foobar {
  private(set) var calls = 0

  func doThis(_ string: String, _ number: Int) -> [Int] {
    calls += 1
    return []
  }
}

@MainActor let realContender = Contender(name: "real object", key: "real") { RealFoobar() }
@MainActor let forwardedContender = Contender(
  name: "spy, forwarded", key: "forwarded",
  make: { GeneratedMockFoobar(forwardingTo: RealFoobar()) },
  tearDown: { ($0 as? GeneratedMockFoobar)?.resetMock() })
@MainActor let forwardedStubbedContender = Contender(
  name: "spy, stubbed", key: "forwarded-stubbed",
  make: {
    let spy = GeneratedMockFoobar(forwardingTo: RealFoobar())
    spy.stub(.doThis, andReturn: [1])
    return spy
  }, tearDown: { ($0 as? GeneratedMockFoobar)?.resetMock() })

/// The doubles of issue 40 that no other scenario runs; `--instructions` takes their keys too.
@MainActor let forwardingContenders = [
  realContender, forwardedContender, forwardedStubbedContender,
]

/// Instructions per call of calls 100,001–110,000 of the double `key` names, as callgrind counts
/// them in a run of this executable with `--instructions`; `nil` when valgrind cannot run it.
func countedInstructionsPerCall(_ key: String) -> Double? {
  let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
  let counts = FileManager.default.temporaryDirectory
    .appendingPathComponent("mocksix-callgrind-\(ProcessInfo.processInfo.processIdentifier)-\(key)")
    .path
  defer { try? FileManager.default.removeItem(atPath: counts) }
  let run = runTool(
    "valgrind",
    [
      "--tool=callgrind", "--callgrind-out-file=\(counts)", "--toggle-collect=*counted*",
      executable, "--instructions", key,
    ])
  // NB: callgrind ends its report with `==PID== Collected : N`, N the instructions counted.
  guard run.status == 0,
    let line = run.output.split(separator: "\n").last(where: { $0.contains("Collected :") }),
    let collected = line.split(separator: " ").last.flatMap({ Double($0) })
  else { return nil }
  return collected / 10_000
}

/// Runs the doubles of issue 40, prints their cost and checks the spy's goal.
@MainActor func runForwardingBenchmark() {
  let rounds = 5
  print(
    "\nspies (issue 40): a spy's forwarded call against the real object plus a logged mock call,"
      + " calls 100,001–200,000, best of \(rounds) rounds")
  resetMockSix()
  let rows = [realContender, generatedContender, forwardedContender, forwardedStubbedContender]
  let nanoseconds = Dictionary(
    uniqueKeysWithValues: rows.map { ($0.key, lateCallCost($0, rounds: rounds)) })
  let hasValgrind = runTool("valgrind", ["--version"]).status == 0
  var instructions: [String: Double] = [:]
  if hasValgrind {
    for contender in rows {
      instructions[contender.key] = countedInstructionsPerCall(contender.key)
    }
  }
  for contender in rows {
    let padded = contender.name.padding(toLength: 28, withPad: " ", startingAt: 0)
    let counted = instructions[contender.key].map { format($0).leftPadded(to: 8) + " Ir" } ?? ""
    print("  \(padded)\(format(nanoseconds[contender.key]!).leftPadded(to: 8)) ns\(counted)")
  }
  if !hasValgrind { print("  instructions not counted: valgrind is not installed") }

  print(
    "goals of issue 40 (the spy's forwarded call / the real object's call + a logged mock call)")
  let label = "spy's forwarded call / (real object + logged mock call)"
  if let real = instructions["real"], let logged = instructions["generated"],
    let forwarded = instructions["forwarded"]
  {
    goal("\(label), instructions", forwarded / (real + logged), "<=", 1.5, kind: .deterministic)
  } else if hasValgrind {
    print("  FAIL callgrind counted no instructions")
    failures.append("\(label), instructions")
  }
  goal(
    "\(label), ns",
    nanoseconds["forwarded"]! / (nanoseconds["real"]! + nanoseconds["generated"]!), "<=", 1.5)
}
