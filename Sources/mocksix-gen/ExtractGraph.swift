import Foundation
import MockSixGenerator

/// Extracts the symbol graph of `module` from a folder of built modules into a new temporary
/// folder, and returns that folder.
///
/// The graph is extracted at the private level: an internal-level one leaves out an internal
/// protocol's requirements whose names start with `_`, and a public-level one a public one's.
///
/// - Parameters:
///   - module: The module whose graph to extract.
///   - modules: The folder of built modules, such as `.build/debug/Modules`.
///   - extractor: `swift-symbolgraph-extract`, by path or name.
///   - triple: The target triple; nil for the compiler's own.
///   - fail: Reports why it could not, and exits.
/// - Returns: The folder that holds the module's `.symbols.json` files.
func extractGraph(
  of module: String, from modules: String, extractor: String, triple: String?,
  fail: (String) -> Never
) -> String {
  let (output, status) = runExtractor(
    on: module, from: modules, extractor: extractor, triple: triple, accessLevel: "private",
    fail: fail)
  guard status == 0 else {
    fail(
      "swift-symbolgraph-extract could not read module \(module) in \(modules) (exit status "
        + "\(status)); build the module first, or pass --symbol-graph")
  }
  return output
}

/// Extracts the graphs of the modules that declare the parents of a graph's protocols, and of
/// their parents in turn, from a folder of built modules (or the toolchain's); returns the
/// folders that hold them.
///
/// They are extracted at the internal level, which keeps the public protocols whose names start
/// with `_` (a parent such as SwiftNIO's `_NIOSSHSendableMetatype`) that a public-level graph
/// leaves out.
///
/// A module that cannot be extracted is left out, saying why: the protocols that refine its
/// protocols are then skipped with a warning.
///
/// - Parameters:
///   - graph: The graph of the module being mocked.
///   - modules: The folder of built modules, such as `.build/debug/Modules`.
///   - read: The modules whose graphs the inputs already have.
///   - extractor: `swift-symbolgraph-extract`, by path or name.
///   - triple: The target triple; nil for the compiler's own.
///   - fail: Reports why the extractor cannot run, and exits.
func extractParentGraphs(
  of graph: SymbolGraph, from modules: String, besides read: Set<String>, extractor: String,
  triple: String?, fail: (String) -> Never
) -> [String] {
  var done = read.union([graph.module.name])
  var pending = SymbolGraphLoader.parentModules(of: graph)
  var folders: [String] = []
  while !pending.isEmpty {
    let module = pending.removeFirst()
    guard done.insert(module).inserted else { continue }
    let (output, status) = runExtractor(
      on: module, from: modules, extractor: extractor, triple: triple, accessLevel: "internal",
      fail: fail)
    guard status == 0, let parent = try? SymbolGraphLoader.load(module: module, from: output)
    else {
      try? FileManager.default.removeItem(atPath: output)
      printError(
        "mocksix-gen: could not read the symbol graph of \(module), which declares a parent of "
          + "a protocol (swift-symbolgraph-extract exit status \(status)); skipping it")
      continue
    }
    folders.append(output)
    pending += SymbolGraphLoader.parentModules(of: parent).filter { !done.contains($0) }
  }
  return folders
}

/// Runs the extractor on one module into a new temporary folder; returns the folder and the
/// extractor's exit status.
private func runExtractor(
  on module: String, from modules: String, extractor: String, triple: String?,
  accessLevel: String, fail: (String) -> Never
) -> (output: String, status: Int32) {
  let output = FileManager.default.temporaryDirectory
    .appendingPathComponent("mocksix-gen-\(ProcessInfo.processInfo.processIdentifier)-\(module)")
  try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  var arguments = [
    "-module-name", module, "-I", modules, "-minimum-access-level", accessLevel,
    "-skip-synthesized-members", "-output-dir", output.path,
  ]
  arguments += ["-target", triple ?? hostTriple(fail: fail)]
  return (output.path, run(extractor, arguments, fail: fail).status)
}

/// The compiler's target triple, such as `x86_64-unknown-linux-gnu`.
private func hostTriple(fail: (String) -> Never) -> String {
  let (_, data) = run("swiftc", ["-print-target-info"], capturing: true, fail: fail)
  guard let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let target = info["target"] as? [String: Any], let triple = target["triple"] as? String
  else { fail("cannot read the compiler's target triple; pass --target-triple") }
  return triple
}

/// Runs a tool, found by path or on `PATH`; returns its exit status and, if asked, its output.
@discardableResult
private func run(
  _ tool: String, _ arguments: [String], capturing: Bool = false, fail: (String) -> Never
) -> (status: Int32, output: Data) {
  let process = Process()
  if tool.contains("/") {
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
  } else {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
  }
  let pipe = Pipe()
  if capturing { process.standardOutput = pipe }
  do {
    try process.run()
  } catch {
    fail("cannot run \(tool): \(error.localizedDescription)")
  }
  // NB: Read before waiting, so that a full pipe does not block the tool.
  let output = capturing ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
  process.waitUntilExit()
  return (process.terminationStatus, output)
}
