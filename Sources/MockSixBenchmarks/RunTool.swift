import Foundation

/// What a tool run by ``runTool(_:_:in:)`` did: its exit status, output and wall-clock time.
struct ToolRun {
  /// The exit status.
  var status: Int32
  /// Standard output and standard error, interleaved.
  var output: String
  /// Seconds from launch to exit.
  var seconds: Double
}

/// Runs a tool, found by path or on `PATH`, and waits for it.
///
/// - Parameters:
///   - tool: The tool's path, or its name on `PATH`.
///   - arguments: The arguments.
///   - directory: The working directory; nil for this process's.
///   - input: A file to read standard input from; nil for none.
/// - Returns: The exit status, the output and the time taken; status 127 when it cannot start.
func runTool(
  _ tool: String, _ arguments: [String], in directory: String? = nil, input: String? = nil
) -> ToolRun {
  let process = Process()
  if tool.contains("/") {
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
  } else {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
  }
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  if let input { process.standardInput = FileHandle(forReadingAtPath: input) }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  let start = now()
  do {
    try process.run()
  } catch {
    return ToolRun(status: 127, output: "cannot run \(tool): \(error)", seconds: 0)
  }
  // NB: Read before waiting, so that a full pipe does not block the tool.
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return ToolRun(
    status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
    seconds: Double(now() - start) / 1e9)
}
