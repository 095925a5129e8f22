import Foundation

/// Extracts the symbol graph of `module` from a folder of built modules into a new temporary
/// folder, and returns that folder.
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
  let output = FileManager.default.temporaryDirectory
    .appendingPathComponent("mocksix-gen-\(ProcessInfo.processInfo.processIdentifier)-\(module)")
  try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
  var arguments = [
    "-module-name", module, "-I", modules, "-minimum-access-level", "internal",
    "-skip-synthesized-members", "-output-dir", output.path,
  ]
  arguments += ["-target", triple ?? hostTriple(fail: fail)]
  let status = run(extractor, arguments, fail: fail).status
  guard status == 0 else {
    fail(
      "swift-symbolgraph-extract could not read module \(module) in \(modules) (exit status "
        + "\(status)); build the module first, or pass --symbol-graph")
  }
  return output.path
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
