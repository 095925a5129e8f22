// mocksix-gen: writes MockSix mocks for the protocols of a module's symbol graph.

import Foundation
import MockSixGenerator

let usage = """
  usage: mocksix-gen --symbol-graph <dir> --module <Module> [--output <file>] [--protocols A,B]

    --symbol-graph <dir>   A directory of .symbols.json files, or one such file.
    --module <Module>      The module whose protocols to mock.
    --output <file>        Where to write the mocks (default: standard output).
    --protocols A,B        Mock only these protocols (default: all).
    --help                 Show this help.
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

var symbolGraph: String?
var module: String?
var output: String?
var protocols: [String]?
var arguments = CommandLine.arguments.dropFirst()[...]
while let argument = arguments.popFirst() {
  func value() -> String {
    guard let value = arguments.popFirst(), !value.hasPrefix("--") else {
      fail("missing value for \(argument)", showUsage: true)
    }
    return value
  }
  switch argument {
  case "--symbol-graph": symbolGraph = value()
  case "--module": module = value()
  case "--output": output = value()
  case "--protocols":
    let names = value().split(separator: ",").map {
      String($0).trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
    guard !names.isEmpty else { fail("--protocols needs at least one name", showUsage: true) }
    protocols = names
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    fail("unknown argument '\(argument)'", showUsage: true)
  }
}
guard let symbolGraph else { fail("missing --symbol-graph <dir>", showUsage: true) }
guard let module else { fail("missing --module <Module>", showUsage: true) }

do {
  let graph = try SymbolGraphLoader.load(module: module, from: symbolGraph)
  let rendered = try MockRenderer().render(graph, protocols: protocols)
  for diagnostic in rendered.diagnostics { printError(diagnostic.description) }
  if let output {
    do {
      try rendered.source.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      fail("cannot write '\(output)': \(error.localizedDescription)")
    }
    let count = rendered.mockNames.count
    printError("mocksix-gen: wrote \(count) \(count == 1 ? "mock" : "mocks") to \(output)")
  } else {
    print(rendered.source, terminator: "")
  }
} catch let error as GeneratorError {
  fail(error.description)
} catch {
  fail("\(error)")
}
