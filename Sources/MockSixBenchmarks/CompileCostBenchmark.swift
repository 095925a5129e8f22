// What a user's build pays for generated mocks (issue 41), in one run:
//
//     swift build -c release --product MockSixBenchmarks
//     .build/release/MockSixBenchmarks --compile-cost [--check] [--ci] [--keep]
//       [--no-instructions] [--full-instructions] [--release]
//
// (or `swift run -c release MockSixBenchmarks --compile-cost`). It needs `valgrind` on `PATH`,
// and takes about ten minutes on a quiet 2-core machine, half of it callgrind.
//
// 1. Makes three packages in a temporary folder (CompileCostPackage.swift), one a shape: the 50
//    protocols of Tests/CompileCostCorpus (216 methods, 53 properties) as a library target, and
//    a test target `MocksTests` of one file that depends on MockSix by path.
// 2. Builds one in debug, extracts the library's symbol graph from the build as the
//    GenerateMocksOnBuild plugin does (`swift-symbolgraph-extract -minimum-access-level internal
//    -skip-synthesized-members`) and writes the mocks with MockSixGenerator's `MockRenderer`, as
//    `mocksix-gen` does for it; reads the same graph into ProtocolShapeReader.swift's model and
//    writes the same protocols in mockolo's shape (MockoloShapeWriter.swift) and as hand-written
//    spies (SpyShapeWriter.swift).
// 3. Puts each shape in its package's test target and builds it with `-v`, which prints the
//    frontend job that compiles the file (FrontendJob.swift), and runs that job again, writing
//    its object elsewhere. The job skips LLVM's code generation when its object is up to date
//    (it holds the hash of the same LLVM module), so it is measured both ways: with the object
//    removed first (wall time, best of 2: what a clean build or changed mocks cost), and with the
//    object up to date (wall time, best of 2, and instructions under callgrind: what a touch
//    costs, and what re-running the command `swift build -v` printed measures, since the build
//    left its object up to date). Then the object's
//    text (`size -B`) and the machine code of one plain synchronous method,
//    `PasswordValidator.isValid(_:)` (`nm -S`). `--full-instructions` counts the code-generating
//    job too (about fifteen minutes more), and `--release` times the job with `-O` (about two
//    minutes more).
// 4. Times rebuilds, `swift build --build-tests`, after touching the file (best of 3), and after
//    touching it and removing its object, so that its job generates code (best of 2). Timed runs
//    take turns between the shapes, so that a change of the machine's load weighs on all alike.
// 5. Prints a Markdown table with the date and load average, and checks the goals: the job's
//    instructions within 1.1× mockolo's shape, the text within 1.5×, the rebuild after a touch
//    within 1.3×. `--check` exits with 1 on a miss; with `--ci` too, the rebuild (a timing) only
//    prints a miss, while instructions and bytes, which the load cannot change, still fail.
//
// `--keep` leaves the temporary packages, with the three files under `shapes/`, for a look;
// `--no-instructions` skips callgrind, for a quick look at the rest (about five minutes).

import Foundation
import MockSixGenerator

#if canImport(Glibc)
  import Glibc
#endif

/// One shape of mocks the compile-cost benchmark compiles, and what it measured.
struct CompileCostShape {
  /// The column's name.
  var name: String
  /// The file's text.
  var source: String
  /// The demangled name of its `PasswordValidator.isValid(_:)`.
  var sampleMethod: String
  /// The debug job's instructions with its object up to date, as callgrind counts them.
  var instructions: Double?
  /// The debug job's wall time with its object up to date, best of 2.
  var seconds: Double?
  /// The debug job's instructions with its object removed, with `--full-instructions`.
  var freshInstructions: Double?
  /// The debug job's wall time with its object removed, best of 2.
  var freshSeconds: Double?
  /// The debug object's sizes.
  var sizes: ObjectSizes?
  /// The `-O` job's wall time in seconds, with `--release`.
  var releaseSeconds: Double?
  /// The `-O` object's sizes, with `--release`.
  var releaseSizes: ObjectSizes?
  /// Seconds of a rebuild after touching the file, best of 3.
  var rebuildSeconds: Double?
  /// Seconds of a rebuild after touching the file and removing its object, best of 2.
  var changedRebuildSeconds: Double?
}

/// Why the compile-cost benchmark stopped before measuring.
struct CompileCostFailure: Error, CustomStringConvertible {
  /// What failed, with the tool's output when there is one.
  var description: String
}

/// Runs the compile-cost benchmark alone, prints its table, checks its goals and exits.
@MainActor func runCompileCostBenchmarkAlone() -> Never {
  do {
    try runCompileCostBenchmark()
  } catch {
    print("compile cost: \(error)")
    exit(2)
  }
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

/// Measures the three shapes and prints the table; see the top of this file.
@MainActor func runCompileCostBenchmark() throws {
  let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  let startLoad = loadAverage()
  let started = Date()
  print("compile cost (issue 41): what a user's debug build pays for the mocks of one module")

  let files = FileManager.default
  let root = NSTemporaryDirectory() + "mocksix-compile-cost-\(getpid())"
  try? files.removeItem(atPath: root)
  let scratch = root + "/shapes"
  try files.createDirectory(atPath: scratch, withIntermediateDirectories: true)
  try files.createSymbolicLink(atPath: root + "/swift-mocksix", withDestinationPath: repository)
  let keep = CommandLine.arguments.contains("--keep")
  defer {
    if keep { print("kept the packages in \(root)") } else { removePackages(in: root) }
  }
  let packages = try ["Spy", "Mockolo", "MockSix"].map {
    try CompileCostPackage(
      in: root, named: $0, corpus: repository + "/Tests/CompileCostCorpus")
  }

  progress("building MockSix and the corpus in debug, in \(packages[2].app)")
  let first = packages[2].build()
  guard first.status == 0 else {
    throw CompileCostFailure(description: "the package does not build:\n\(first.output)")
  }
  progress("writing the mocks")
  var shapes = try writeShapes(from: packages[2], scratch: scratch)
  var jobs: [FrontendJob] = []
  for (shape, package) in zip(shapes, packages) {
    progress("\(shape.name): building its package with -v, to read the compile job")
    try package.write(shape.source)
    let build = package.build(verbose: true)
    guard build.status == 0 else {
      throw CompileCostFailure(description: "\(shape.name) does not compile:\n\(build.output)")
    }
    guard let job = package.compileJob(in: build.output) else {
      throw CompileCostFailure(description: "no frontend job for \(package.mocksFile) in -v output")
    }
    jobs.append(job)
  }
  measureJobs(&shapes, jobs: jobs, scratch: scratch)
  measureRebuilds(&shapes, packages: packages, jobs: jobs)
  printCompileCostTable(shapes, started: started, loads: [startLoad, loadAverage()])
}

/// Removes the packages' folder, and the lock files SwiftPM left beside it, which it names after
/// each package's build folder (`_tmp_mocksix-compile-cost-123_Spy_.build.lock`).
private func removePackages(in root: String) {
  let files = FileManager.default
  try? files.removeItem(atPath: root)
  let folder = URL(fileURLWithPath: root).deletingLastPathComponent().path
  let prefix = root.replacingOccurrences(of: "/", with: "_") + "_"
  for name in (try? files.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
    try? files.removeItem(atPath: folder + "/" + name)
  }
}

/// Prints a line of progress.
private func progress(_ text: String) {
  print("  … \(text)")
  fflush(nil)
}

/// Extracts the corpus's graph from the build, renders the MockSix mocks as the build plugin
/// does, and writes the same protocols in mockolo's shape and as spies.
private func writeShapes(from package: CompileCostPackage, scratch: String) throws
  -> [CompileCostShape]
{
  let module = CompileCostPackage.corpusModule
  let graphs = scratch + "/graph"
  try FileManager.default.createDirectory(atPath: graphs, withIntermediateDirectories: true)
  let triple = targetTriple()
  // NB: The arguments of mocksix-gen's `--extract-from`, which the build plugin passes.
  let extract = runTool(
    "swift-symbolgraph-extract",
    [
      "-module-name", module, "-I", package.modules, "-minimum-access-level", "internal",
      "-skip-synthesized-members", "-output-dir", graphs,
    ] + (triple.map { ["-target", $0] } ?? []))
  guard extract.status == 0 else {
    throw CompileCostFailure(description: "cannot extract the graph:\n\(extract.output)")
  }
  let graph = try SymbolGraphLoader.load(module: module, from: [graphs])
  let dependencies = try SymbolGraphLoader.loadDependencies(of: graph, from: [graphs])
  let rendered = try MockRenderer(
    minimumAccessLevel: .internal, regenerateCommand: "swift build --build-tests"
  ).render(graph, dependencies: dependencies)
  guard rendered.diagnostics.isEmpty else {
    throw CompileCostFailure(
      description: "the generator skipped members:\n"
        + rendered.diagnostics.map(\.description).joined(separator: "\n"))
  }
  let names = Set(rendered.mockNames.map { String($0.dropFirst("Mock".count)) })
  let protocols = try readProtocolShapes(graph, names: names)
  let declared = graph.symbols.filter { $0.kind.identifier == "swift.protocol" }.count
  guard protocols.count == declared else {
    throw CompileCostFailure(
      description: "the generator mocked \(protocols.count) of \(declared) protocols")
  }
  let members = protocols.flatMap(\.members)
  let methods = members.filter { if case .method = $0 { true } else { false } }.count
  print(
    "  \(protocols.count) protocols of Tests/CompileCostCorpus: \(methods) methods, "
      + "\(members.count - methods) properties")
  let shapes = [
    CompileCostShape(
      name: "hand-written spy", source: spyShapedDoubles(for: protocols, module: module),
      sampleMethod: "PasswordValidatorSpy.isValid(_:)"),
    CompileCostShape(
      name: "mockolo's shape", source: mockoloShapedMocks(for: protocols, module: module),
      sampleMethod: "PasswordValidatorMock.isValid(_:)"),
    CompileCostShape(
      name: "MockSix, generated", source: rendered.source,
      sampleMethod: "MockPasswordValidator.isValid(_:)"),
  ]
  for (index, shape) in shapes.enumerated() {
    try shape.source.write(
      toFile: scratch + "/\(index)-\(shape.name.filter(\.isLetter)).swift", atomically: true,
      encoding: .utf8)
  }
  return shapes
}

/// Runs each shape's compile job again, writing its object to `scratch`: its wall time with the
/// object removed and with it up to date, the shapes taking turns, then its instructions under
/// callgrind, and with `--release` the job with `-O`.
private func measureJobs(_ shapes: inout [CompileCostShape], jobs: [FrontendJob], scratch: String) {
  let arguments = CommandLine.arguments
  let debugJobs = jobs.indices.map { jobs[$0].writing(to: scratch + "/\($0).o") }
  progress("timing the debug jobs generating code (object removed), in turn, 2 rounds")
  for _ in 0..<2 {
    for index in shapes.indices {
      shapes[index].freshSeconds = fastest(
        shapes[index].freshSeconds, debugJobs[index].run(fresh: true))
    }
  }
  for index in shapes.indices {
    shapes[index].sizes = ObjectSizes(
      of: scratch + "/\(index).o", symbol: shapes[index].sampleMethod, scratch: scratch)
  }
  progress("timing the debug jobs with their objects up to date, in turn, 2 rounds")
  for _ in 0..<2 {
    for index in shapes.indices {
      shapes[index].seconds = fastest(shapes[index].seconds, debugJobs[index].run(fresh: false))
    }
  }
  for index in shapes.indices where !arguments.contains("--no-instructions") {
    progress(
      "\(shapes[index].name): counting the job's instructions, object up to date (callgrind)")
    shapes[index].instructions = debugJobs[index].countInstructions(fresh: false, scratch: scratch)
    if shapes[index].instructions == nil { print("    no count: is valgrind on PATH?") }
  }
  for index in shapes.indices where arguments.contains("--full-instructions") {
    progress("\(shapes[index].name): counting the job's instructions, generating code (callgrind)")
    shapes[index].freshInstructions = debugJobs[index].countInstructions(
      fresh: true, scratch: scratch)
  }
  for index in shapes.indices where arguments.contains("--release") {
    progress("\(shapes[index].name): timing the job with -O")
    let object = scratch + "/\(index)-O.o"
    let release = jobs[index].writing(to: object, optimization: "-O").run(fresh: true)
    guard release.status == 0 else { continue }
    shapes[index].releaseSeconds = release.seconds
    shapes[index].releaseSizes = ObjectSizes(
      of: object, symbol: shapes[index].sampleMethod, scratch: scratch)
  }
}

/// Times each package's rebuild after touching its file (3 rounds), then after touching it and
/// removing its object (2 rounds), the shapes taking turns.
private func measureRebuilds(
  _ shapes: inout [CompileCostShape], packages: [CompileCostPackage], jobs: [FrontendJob]
) {
  var touched = Array(repeating: [Double](), count: shapes.count)
  var changed = touched
  progress("rebuilding each package after touching its file, in turn, 3 rounds")
  for _ in 0..<3 {
    for index in shapes.indices {
      if let seconds = packages[index].rebuild() { touched[index].append(seconds) }
    }
  }
  progress("rebuilding each package after touching its file and removing its object, 2 rounds")
  for _ in 0..<2 {
    for index in shapes.indices {
      if let seconds = packages[index].rebuild(removing: jobs[index].output) {
        changed[index].append(seconds)
      }
    }
  }
  for index in shapes.indices {
    shapes[index].rebuildSeconds = touched[index].min()
    shapes[index].changedRebuildSeconds = changed[index].min()
    print(
      "    \(shapes[index].name): touched \(spell(touched[index])); "
        + "object removed \(spell(changed[index]))")
  }
}

/// The faster of a best time so far and a run's, if the run succeeded.
private func fastest(_ best: Double?, _ run: ToolRun) -> Double? {
  guard run.status == 0 else { return best }
  return min(best ?? .infinity, run.seconds)
}

/// Seconds, spelled for a progress line.
private func spell(_ seconds: [Double]) -> String {
  seconds.isEmpty ? "failed" : seconds.map { format($0, 2) + " s" }.joined(separator: ", ")
}

/// The compiler's target triple, such as `x86_64-unknown-linux-gnu`, or nil if it cannot say.
private func targetTriple() -> String? {
  let info = runTool("swiftc", ["-print-target-info"])
  guard info.status == 0,
    let json = try? JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any],
    let target = json["target"] as? [String: Any]
  else { return nil }
  return target["triple"] as? String
}

/// The one-minute load average, or nil where it cannot be read.
private func loadAverage() -> Double? {
  var loads = [0.0, 0.0, 0.0]
  return getloadavg(&loads, 3) >= 1 ? loads[0] : nil
}

// MARK: - The table

/// Prints the figures as a Markdown table, MockSix against mockolo's shape, and checks the goals.
@MainActor private func printCompileCostTable(
  _ shapes: [CompileCostShape], started: Date, loads: [Double?]
) {
  let spy = shapes[0]
  let mockolo = shapes[1]
  let mockSix = shapes[2]
  let date = ISO8601DateFormatter().string(from: started)
  let load = loads.map { $0.map { format($0, 2) } ?? "?" }.joined(separator: " → ")
  print("\ncompile cost, \(date), load average \(load) (start → end)\n")
  print(
    "| measurement | \(spy.name) | \(mockolo.name) | \(mockSix.name) | MockSix ÷ mockolo | goal |")
  print("| --- | --- | --- | --- | --- | --- |")
  func row(_ label: String, _ goal: String, _ value: (CompileCostShape) -> Double?, _ unit: Unit) {
    let cells = shapes.map { value($0).map { unit.spell($0) } ?? "—" }
    let ratio = value(mockSix).flatMap { six in value(mockolo).map { format(six / $0, 2) + "×" } }
    print("| \(label) | \(cells.joined(separator: " | ")) | \(ratio ?? "—") | \(goal) |")
  }
  row(
    "debug compile job (`-c -Onone`), object up to date: instructions", "≤ 1.1×",
    \.instructions, .billions)
  row("its wall time, best of 2", "", \.seconds, .seconds)
  if shapes.contains(where: { $0.freshInstructions != nil }) {
    row(
      "the job generating code (object removed): instructions", "", \.freshInstructions,
      .billions)
  }
  row(
    "the job generating code (object removed): wall time, best of 2", "", \.freshSeconds, .seconds)
  row("its object's text (`size -B`)", "≤ 1.5×", { $0.sizes.map { Double($0.text) } }, .megabytes)
  row(
    "machine code of `PasswordValidator.isValid(_:)`", "",
    { $0.sizes?.symbol.map(Double.init) }, .bytes)
  if shapes.contains(where: { $0.releaseSeconds != nil }) {
    row("the job with `-O`, wall time", "", \.releaseSeconds, .seconds)
    row("its object's text", "", { $0.releaseSizes.map { Double($0.text) } }, .megabytes)
    row(
      "machine code of `isValid(_:)` with `-O`", "",
      { $0.releaseSizes?.symbol.map(Double.init) }, .bytes)
  }
  row(
    "rebuild after touching the file (`swift build --build-tests`), best of 3", "≤ 1.3×",
    \.rebuildSeconds, .seconds)
  row(
    "rebuild after touching it and removing its object, best of 2", "",
    \.changedRebuildSeconds, .seconds)
  print("")
  func check(
    _ label: String, _ value: (CompileCostShape) -> Double?, _ bound: Double, _ kind: CheckKind
  ) {
    guard let six = value(mockSix), let other = value(mockolo), other > 0 else {
      print("  skip \(label): not measured")
      return
    }
    goal(label, six / other, "<=", bound, kind: kind)
  }
  check("compile job instructions ÷ mockolo's shape", \.instructions, 1.1, .deterministic)
  check(
    "object text ÷ mockolo's shape", { $0.sizes.map { Double($0.text) } }, 1.5, .deterministic)
  check("rebuild after touching ÷ mockolo's shape", \.rebuildSeconds, 1.3, .timing)
}

/// How a table cell spells its value.
private enum Unit {
  case billions, seconds, megabytes, bytes

  func spell(_ value: Double) -> String {
    switch self {
    case .billions: format(value / 1e9, 2) + " G"
    case .seconds: format(value, 2) + " s"
    case .megabytes: format(value / 1e6, 2) + " MB"
    case .bytes: Int(value).formatted() + " B"
    }
  }
}
