// mocksix-gen: writes MockSix mocks for the protocols of a module's symbol graph.

import Foundation
import MockSixGenerator

let usage = """
  usage: mocksix-gen --symbol-graph <dir> [--symbol-graph <dir> ...] --module <Module>
                     [--output <file>] [--protocols A,B] [--minimum-access-level public|internal]

    --symbol-graph <dir>    A directory of .symbols.json files, or one such file. Repeat it to
                            add the graphs of other modules, where parent protocols, superclasses
                            and result types may be declared.
    --module <Module>       The module whose protocols to mock.
    --output <file>         Where to write the mocks (default: standard output).
    --protocols A,B         Mock only these protocols (default: all).
    --minimum-access-level  public (default) or internal: the protocols to mock. Extract the
                            graph with -minimum-access-level internal either way, so that
                            requirements whose names start with _ are in it.
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
var accessLevel = MockRenderer.AccessLevel.public
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
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    fail("unknown argument '\(argument)'", showUsage: true)
  }
}
guard !symbolGraphs.isEmpty else { fail("missing --symbol-graph <dir>", showUsage: true) }
guard let module else { fail("missing --module <Module>", showUsage: true) }

do {
  let graph = try SymbolGraphLoader.load(module: module, from: symbolGraphs)
  let dependencies = try SymbolGraphLoader.loadDependencies(of: graph, from: symbolGraphs)
  let rendered = try MockRenderer(minimumAccessLevel: accessLevel)
    .render(graph, protocols: protocols, dependencies: dependencies)
  for diagnostic in rendered.diagnostics { printError(diagnostic.description) }
  if let output {
    do {
      try rendered.source.write(toFile: output, atomically: true, encoding: .utf8)
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
    summary += ", \(dependent) more unless their generic result type has a default"
  }
  printError(summary + (traps + dependent == 0 ? "" : ":"))
  for note in rendered.unstubbedTraps + rendered.typeDependentMembers {
    printError(note.description)
  }
} catch let error as GeneratorError {
  fail(error.description)
} catch {
  fail("\(error)")
}
