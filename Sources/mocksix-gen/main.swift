// mocksix-gen: writes MockSix mocks for the protocols of a module's symbol graph.

import Foundation
import MockSixGenerator

let usage = """
  usage: mocksix-gen --symbol-graph <dir> [--symbol-graph <dir> ...] --module <Module>
                     [--output <file>] [--protocols A,B] [--minimum-access-level internal|public]
                     [--default-isolation MainActor|nonisolated]
                     [--regenerate-command <text>] [--check] [--write-if-changed]
       mocksix-gen --extract-from <Modules dir> --module <Module> [options]

    --symbol-graph <dir>    A directory of .symbols.json files, or one such file. Repeat it to
                            add the graphs of other modules, where parent protocols, superclasses
                            and result types may be declared.
    --module <Module>       The module whose protocols to mock.
    --output <file>         Where to write the mocks (default: standard output).
    --protocols A,B         Mock only these protocols (default: all).
    --minimum-access-level  internal (default: the protocols a test target sees through
                            @testable import) or public. Extract the graph with
                            -minimum-access-level private either way, so that requirements
                            whose names start with _ are in it.
    --default-isolation     The module's default isolation: MainActor for a module built with
                            .defaultIsolation(MainActor.self), whose mocks are then isolated
                            to the main actor too (default: read from the graph).
    --regenerate-command    The command that regenerates the file, for its header and for
                            --check's message (default: none in the header; this command in
                            --check's message).
    --keep-default-implementations
                            Leave each requirement that a protocol extension implements to that
                            implementation, which the mock inherits (default: mock it too).
    --spies                 Give each mock that can be a spy init(forwardingTo:) (default: only
                            when a file of --test-target-sources calls forwardingTo:, since
                            spies cost the build half as much again).
    --check                 Write nothing; exit 1 if --output differs from what would be written.
  --write-if-changed      Leave --output as it is when its text would not change.
  --extract-from <dir>    Extract the module's graph from this folder of built modules first
                          (with --extractor, default swift-symbolgraph-extract, and
                          --target-triple, default the compiler's), instead of --symbol-graph,
                          and the graphs of the modules its protocols' parents are declared in.
    --type-check-against <dir>
                            Before writing, type-check the mocks in Swift 6 mode against this
                            folder of built modules (the module's, its dependencies', MockSix's),
                            and leave out, with a warning, each mock that does not compile.
                            Repeat it for more folders; --extract-from's folder is one already.
    --type-check-argument <arg>
                            Pass an argument to that compiler, such as -package-name <name> or
                            -Xcc -fmodule-map-file=<file>. Repeat it for more.
    --swiftc <path>         The compiler that type-checks (default: swiftc on PATH).
    --type-check-cache <dir>
                            Keep the check's result here, and reuse it while the graphs, the
                            mocks and MockSix's module are unchanged.
    --no-type-check         Write the mocks without type-checking them.
    --test-target-sources <path>
                            A Swift file or folder of the test target that gets the mocks:
                            a mock it declares itself (a hand-written MockEngine) is left out
                            with a warning, and the mocks write a type whose name it declares
                            too with its module. Repeat it for more.
    --help                  Show this help.
  """

/// Writes a message to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Exits with a usage error.
func fail(_ message: String, showUsage: Bool = false) -> Never {
  printError("error: \(message)")
  if showUsage { printError(usage) }
  exit(showUsage ? 64 : 1)
}

var symbolGraphs: [String] = []
var module: String?
var output: String?
var protocols: [String]?
var accessLevel = MockRenderer.AccessLevel.internal
var regenerateCommand: String?
var defaultIsolation: MockRenderer.DefaultIsolation?
var check = false
var writeIfChanged = false
var keepsDefaultImplementations = false
var makesSpies = false
/// The folder of built modules to extract the module's graph from, and the extractor and target
/// triple to do it with: the build plugin's way, which needs no shell script.
var extractFrom: String?
var extractor = "swift-symbolgraph-extract"
var targetTriple: String?
/// The folders of built modules that the mocks are type-checked against, the compiler that
/// does it and its other arguments; no folder, no check.
var typeCheckFolders: [String] = []
var typeCheckArguments: [String] = []
var swiftc: String?
var typeCheckCache: String?
var typeChecks = true
/// The test target's own Swift files and folders.
var testTargetSources: [String] = []
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
  func value() -> String {
    guard let value = arguments.popFirst(), !value.hasPrefix("--") else {
      fail("missing value for \(argument)", showUsage: true)
    }
    return value
  }
  switch argument {
  case "--symbol-graph": symbolGraphs.append(value())
  case "--module": module = value()
  case "--output": output = value()
  case "--protocols":
    let names = value().split(separator: ",").map {
      String($0).trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    guard !names.isEmpty else { fail("--protocols needs at least one name", showUsage: true) }
    protocols = names
  case "--minimum-access-level":
    let level = value()
    guard let parsed = MockRenderer.AccessLevel(rawValue: level) else {
      fail("unknown access level '\(level)'; use public or internal", showUsage: true)
    }
    accessLevel = parsed
  case "--regenerate-command": regenerateCommand = value()
  case "--default-isolation":
    let isolation = value()
    guard let parsed = MockRenderer.DefaultIsolation(rawValue: isolation) else {
      fail(
        "unknown default isolation '\(isolation)'; use MainActor or nonisolated", showUsage: true)
    }
    defaultIsolation = parsed
  case "--check": check = true
  case "--write-if-changed": writeIfChanged = true
  case "--keep-default-implementations": keepsDefaultImplementations = true
  case "--spies": makesSpies = true
  case "--extract-from": extractFrom = value()
  case "--extractor": extractor = value()
  case "--target-triple": targetTriple = value()
  case "--type-check-against": typeCheckFolders.append(value())
  case "--type-check-argument":
    // NB: A compiler argument may start with `-`, so it is taken as it is.
    guard let next = arguments.popFirst() else {
      fail("missing value for \(argument)", showUsage: true)
    }
    typeCheckArguments.append(next)
  case "--swiftc": swiftc = value()
  case "--type-check-cache": typeCheckCache = value()
  case "--no-type-check": typeChecks = false
  case "--test-target-sources": testTargetSources.append(value())
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    fail("unknown argument '\(argument)'", showUsage: true)
  }
}
/// The folder the graph was extracted into, removed once the graphs are read.
var extracted: String?
if let extractFrom {
  guard let module else { fail("--extract-from needs --module <Module>", showUsage: true) }
  let directory = extractGraph(
    of: module, from: extractFrom, extractor: extractor, triple: targetTriple,
    fail: { fail($0) })
  extracted = directory
  symbolGraphs.append(directory)
}
guard !symbolGraphs.isEmpty else { fail("missing --symbol-graph <dir>", showUsage: true) }
guard let module else { fail("missing --module <Module>", showUsage: true) }
if check && output == nil { fail("--check needs --output <file>", showUsage: true) }
let command =
  regenerateCommand
  ?? (["mocksix-gen"] + CommandLine.arguments.dropFirst().filter { $0 != "--check" })
  .joined(separator: " ")

do {
  let graph = try SymbolGraphLoader.load(module: module, from: symbolGraphs)
  // NB: A protocol may refine one of a module that no input has; extract that module's graph
  //     from the same folder, as the generate-mocks plugin does from the build.
  var parentGraphs: [String] = []
  if let extractFrom {
    let read = Set(
      SymbolGraphLoader.parentModules(of: graph).filter {
        (try? SymbolGraphLoader.load(module: $0, from: symbolGraphs)) != nil
      })
    parentGraphs = extractParentGraphs(
      of: graph, from: extractFrom, besides: read, extractor: extractor, triple: targetTriple,
      fail: { fail($0) })
  }
  let dependencies = try SymbolGraphLoader.loadDependencies(
    of: graph, from: symbolGraphs + parentGraphs)
  let checkFolders = typeChecks ? typeCheckFolders + [extractFrom].compactMap(\.self) : []
  let graphsFingerprint = checkFolders.isEmpty ? 0 : fingerprint(of: symbolGraphs + parentGraphs)
  // NB: A build plugin runs this on every build; its extracted graphs are read and not kept.
  for folder in [extracted].compactMap(\.self) + parentGraphs {
    try? FileManager.default.removeItem(atPath: folder)
  }
  var renderer = MockRenderer(
    minimumAccessLevel: accessLevel, regenerateCommand: regenerateCommand,
    defaultIsolation: defaultIsolation, keepsDefaultImplementations: keepsDefaultImplementations)
  let testTargetFiles = testTargetSwiftFiles(in: testTargetSources, besides: output)
  renderer.testTargetDeclarations = testTargetFiles.flatMap { file, source in
    TestTargetNames.declarations(in: source, file: file)
  }
  // NB: A spy's members cost a build half as much again, so a test target gets spies when it
  //     asks for them: when one of its files makes one.
  renderer.makesSpies =
    makesSpies || testTargetFiles.contains { _, source in source.contains("forwardingTo:") }
  let render = { (leavingOut: [String: String]) in
    try renderer.render(
      graph, protocols: protocols, dependencies: dependencies, leavingOut: leavingOut)
  }
  var rendered = try render([:])
  var typeCheckSummary: String?
  if !checkFolders.isEmpty {
    (rendered, typeCheckSummary) = try typeChecked(
      rendered, render: render, against: checkFolders, arguments: typeCheckArguments,
      swiftc: swiftc, triple: targetTriple, cache: typeCheckCache, fingerprint: graphsFingerprint)
  }
  if check, let output {
    let current = try? String(contentsOfFile: output, encoding: .utf8)
    guard current == rendered.source else {
      fail(
        "\(output) is stale: its protocols changed since it was generated; run `\(command)` "
          + "to bring it up to date")
    }
    exit(0)
  }
  for diagnostic in rendered.diagnostics { printError(diagnostic.description) }
  if let output {
    do {
      // NB: An unchanged file keeps its date, so a build that regenerates it compiles nothing.
      if !writeIfChanged
        || (try? String(contentsOfFile: output, encoding: .utf8)) != rendered.source
      {
        try rendered.source.write(toFile: output, atomically: true, encoding: .utf8)
      }
    } catch {
      fail("cannot write '\(output)': \(error.localizedDescription)")
    }
  } else {
    print(rendered.source, terminator: "")
  }
  // The summary: what was written, and every member that traps when called unstubbed.
  let count = rendered.mockNames.count
  var summary = "mocksix-gen: wrote \(count) \(count == 1 ? "mock" : "mocks")"
  if let output { summary += " to \(output)" }
  if !rendered.diagnostics.isEmpty { summary += "; skipped \(rendered.diagnostics.count)" }
  let traps = rendered.unstubbedTraps.count
  summary +=
    "; \(traps) of \(rendered.valueReturningMemberCount) value-returning members "
    + (traps == 1 ? "has no default and traps" : "have no default and trap")
    + " when called unstubbed"
  let dependent = rendered.typeDependentMembers.count
  if dependent > 0 {
    summary += ", \(dependent) more may (see the notes)"
  }
  if let typeCheckSummary { summary += "; \(typeCheckSummary)" }
  printError(summary + (traps + dependent == 0 ? "" : ":"))
  for note in rendered.namingNotes { printError(note.description) }
  if count == 0, accessLevel == .public,
    let all = try? MockRenderer(minimumAccessLevel: .internal)
      .render(graph, dependencies: dependencies), !all.mockNames.isEmpty
  {
    printError(
      "note: \(all.mockNames.count) internal or package protocols were left out; pass "
        + "--minimum-access-level internal to mock them")
  }
  for note in rendered.unstubbedTraps + rendered.typeDependentMembers {
    printError(note.description)
  }
} catch let error as GeneratorError {
  fail(error.description)
} catch {
  fail("\(error)")
}

/// The Swift files of the given files and folders, with their text, other than the output file
/// and files mocksix-gen wrote.
func testTargetSwiftFiles(
  in paths: [String], besides output: String?
) -> [(file: String, source: String)] {
  let outputPath = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
  var files: [String] = []
  for path in paths {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
    guard isFolder.boolValue else {
      files.append(path)
      continue
    }
    let walker = FileManager.default.enumerator(atPath: path)
    while let relative = walker?.nextObject() as? String {
      if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
    }
  }
  return files.sorted().compactMap { file in
    guard URL(fileURLWithPath: file).standardizedFileURL.path != outputPath,
      let source = try? String(contentsOfFile: file, encoding: .utf8),
      !source.hasPrefix("// Generated by mocksix-gen")
    else { return nil }
    return (file, source)
  }
}
