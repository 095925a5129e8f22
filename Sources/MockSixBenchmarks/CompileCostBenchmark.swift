// What a user's build pays for generated mocks (issue 41), in one run:
//
//     swift build -c release --product MockSixBenchmarks
//     .build/release/MockSixBenchmarks --compile-cost [--check] [--ci] [--keep]
//       [--no-instructions] [--release]
//
// (or `swift run -c release MockSixBenchmarks --compile-cost`). It needs `valgrind` on `PATH`,
// and takes about ten minutes on a quiet 2-core machine, most of it callgrind.
//
// 1. Makes a package in a temporary folder (CompileCostPackage.swift): the 50 protocols of
//    Tests/CompileCostCorpus (216 methods, 53 properties) as a library target, and a test target
//    `MocksTests` of one file that depends on MockSix by path; builds it in debug.
// 2. Extracts the library's symbol graph from the build as the GenerateMocksOnBuild plugin does
//    (`swift-symbolgraph-extract -minimum-access-level internal -skip-synthesized-members`) and
//    writes the mocks with MockSixGenerator's `MockRenderer`, as `mocksix-gen` does for it; reads
//    the same graph into ProtocolShapeReader.swift's model and writes the same protocols in
//    mockolo's shape (MockoloShapeWriter.swift) and as hand-written spies (SpyShapeWriter.swift).
// 3. For each shape, puts it in the test target and builds with `-v`, which prints the frontend
//    job that compiles the file (FrontendJob.swift); runs that job again, writing its object
//    elsewhere: its wall time (best of 2), its instructions under callgrind, the object's text
//    (`size -B`) and the machine code of one plain synchronous method,
//    `PasswordValidator.isValid(_:)` (`nm -S`); with `--release`, the same job with `-O` too,
//    timed once (about two minutes more: the optimizer takes 20–55 s a shape).
// 4. Times a rebuild after touching the file: `swift build --build-tests`, best of 3.
// 5. Prints a Markdown table with the date and load average, and checks the goals: the job's
//    instructions within 1.1× mockolo's shape, the text within 1.5×, the rebuild within 1.3×.
//    `--check` exits with 1 on a miss; with `--ci` too, the rebuild (a timing) only prints a miss,
//    while instructions and bytes, which the load cannot change, still fail.
//
// `--keep` leaves the temporary package, with the three files under `shapes/`, for a look;
// `--no-instructions` skips callgrind, for a quick look at the rest (a few minutes).

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
  /// The debug job's instructions, as callgrind counts them.
  var instructions: Double?
  /// The debug job's wall time in seconds, best of 2.
  var seconds: Double?
  /// The debug object's sizes.
  var sizes: ObjectSizes?
  /// The `-O` job's wall time in seconds.
  var releaseSeconds: Double?
  /// The `-O` object's sizes.
  var releaseSizes: ObjectSizes?
  /// Seconds of a rebuild after touching the file, best of 3.
  var rebuildSeconds: Double?
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

  let package = try CompileCostPackage(
    repository: repository, corpus: repository + "/Tests/CompileCostCorpus")
  let keep = CommandLine.arguments.contains("--keep")
  defer {
    if keep { print("kept the package in \(package.folder)") } else { package.remove() }
  }
  let scratch = package.folder + "/shapes"
  try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)

  progress("building MockSix and the corpus in debug, in \(package.folder)")
  let first = package.build()
  guard first.status == 0 else {
    throw CompileCostFailure(description: "the package does not build:\n\(first.output)")
  }

  progress("writing the mocks")
  var shapes = try writeShapes(package: package, scratch: scratch)

  for index in shapes.indices {
    try measure(&shapes[index], package: package, scratch: scratch)
  }
  printCompileCostTable(shapes, started: started, loads: [startLoad, loadAverage()])
}

/// Prints a line of progress.
private func progress(_ text: String) {
  print("  … \(text)")
  fflush(nil)
}

/// Extracts the corpus's graph from the build, renders the MockSix mocks as the build plugin
/// does, and writes the same protocols in mockolo's shape and as spies.
private func writeShapes(package: CompileCostPackage, scratch: String) throws
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

/// Builds the package with one shape in its test target, then measures the compile job and a
/// rebuild after touching the file.
private func measure(_ shape: inout CompileCostShape, package: CompileCostPackage, scratch: String)
  throws
{
  progress("\(shape.name): building with -v to read the compile job")
  try package.write(shape.source)
  let build = package.build(verbose: true)
  guard build.status == 0 else {
    throw CompileCostFailure(description: "\(shape.name) does not compile:\n\(build.output)")
  }
  guard let job = package.compileJob(in: build.output) else {
    throw CompileCostFailure(description: "no frontend job for \(package.mocksFile) in -v output")
  }
  let object = scratch + "/\(shape.name.filter(\.isLetter)).o"
  let debug = job.writing(to: object)
  progress("\(shape.name): timing the debug job")
  shape.seconds = (0..<2).compactMap { _ in
    let run = debug.run()
    return run.status == 0 ? run.seconds : nil
  }.min()
  shape.sizes = ObjectSizes(of: object, symbol: shape.sampleMethod, scratch: scratch)
  if !CommandLine.arguments.contains("--no-instructions") {
    progress("\(shape.name): counting the debug job's instructions with callgrind")
    shape.instructions = debug.countInstructions(scratch: scratch)
  }
  if CommandLine.arguments.contains("--release") {
    progress("\(shape.name): timing the job with -O")
    let releaseObject = scratch + "/\(shape.name.filter(\.isLetter))-O.o"
    let release = job.writing(to: releaseObject, optimization: "-O").run()
    if release.status == 0 {
      shape.releaseSeconds = release.seconds
      shape.releaseSizes = ObjectSizes(
        of: releaseObject, symbol: shape.sampleMethod, scratch: scratch)
    }
  }
  progress("\(shape.name): rebuilding after touching the file, 3 times")
  let rebuilds = package.rebuildsAfterTouch(rounds: 3)
  shape.rebuildSeconds = rebuilds?.min()
  print(
    "    rebuilds: " + (rebuilds?.map { format($0, 2) + " s" }.joined(separator: ", ") ?? "failed"))
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
  row("debug compile job (`-c -Onone`), instructions", "≤ 1.1×", \.instructions, .billions)
  row("its wall time, best of 2", "", \.seconds, .seconds)
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
