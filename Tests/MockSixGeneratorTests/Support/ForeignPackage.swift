import Foundation
import Testing

/// Modules built from source for a test, as a user's build builds them (Swift 5 mode, testable),
/// and `mocksix-gen` run on them the way the build plugin runs it: the graph extracted from the
/// built module, the mocks type-checked against it and MockSix before they are written.
///
/// ```swift
/// let package = try ForeignPackage(["KitDeps": "public struct Thing {}", "Kit": "…"])
/// let run = try package.generate("Kit")
/// #expect(run.source.contains("import KitDeps"))
/// ```
struct ForeignPackage {
  /// The folder of the built modules.
  let folder: URL
  /// The folder the tests were built in, which holds MockSix's module and `mocksix-gen`.
  static let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent()

  /// What a run of `mocksix-gen` wrote and said.
  struct Run {
    /// The generated file.
    var source: String
    /// What the tool printed: warnings, notes and its summary.
    var messages: String
  }

  /// Builds modules from source, in order, each able to import those before it.
  init(_ modules: KeyValuePairs<String, String>) throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mocksix-foreign-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, source) in modules {
      let file = folder.appendingPathComponent("\(name).swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      let output = try Self.run(
        Self.tool("swiftc"),
        [
          "-emit-module", "-swift-version", "5", "-parse-as-library", "-enable-testing",
          "-package-name", "Foreign", "-module-name", name, "-emit-module-path",
          folder.appendingPathComponent("\(name).swiftmodule").path, "-I", folder.path, file.path,
        ])
      guard output.status == 0 else {
        throw ForeignPackageError(description: "\(name) does not compile:\n\(output.text)")
      }
    }
  }

  /// Runs `mocksix-gen` on a module as the build plugin does, with more arguments if given.
  func generate(_ module: String, _ arguments: [String] = []) throws -> Run {
    let output = folder.appendingPathComponent("GeneratedMocks-\(module).swift")
    let generator = Self.buildFolder.appendingPathComponent("mocksix-gen")
    guard FileManager.default.isExecutableFile(atPath: generator.path) else {
      throw ForeignPackageError(
        description: "no mocksix-gen beside the tests; build it with swift build --build-tests")
    }
    let result = try Self.run(
      generator.path,
      [
        "--extract-from", folder.path, "--module", module, "--output", output.path,
        "--extractor", try Self.tool("swift-symbolgraph-extract"),
        "--type-check-against", Self.buildFolder.appendingPathComponent("Modules").path,
        "--swiftc", try Self.tool("swiftc"),
        "--type-check-argument", "-package-name", "--type-check-argument", "Foreign",
      ] + arguments)
    guard result.status == 0 else {
      throw ForeignPackageError(description: "mocksix-gen failed:\n\(result.text)")
    }
    return Run(source: try String(contentsOf: output, encoding: .utf8), messages: result.text)
  }

  /// Extracts a module's graph at the internal level, as the command plugin extracts the graphs
  /// of the modules a file imports, and returns its folder, for `--symbol-graph`.
  func graph(of module: String) throws -> String {
    let output = folder.appendingPathComponent("graph-\(module)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let triple =
      try Self.run(Self.tool("swiftc"), ["-print-target-info"]).text
      .split(separator: "\"").drop { $0 != "triple" }.dropFirst(2).first.map(String.init) ?? ""
    let result = try Self.run(
      Self.tool("swift-symbolgraph-extract"),
      [
        "-module-name", module, "-I", folder.path, "-target", triple, "-minimum-access-level",
        "internal", "-skip-synthesized-members", "-output-dir", output.path,
      ])
    guard result.status == 0 else {
      throw ForeignPackageError(description: "cannot extract \(module):\n\(result.text)")
    }
    return output.path
  }

  /// The compiler's errors and warnings on a file type-checked against the modules and
  /// MockSix in Swift 6 mode; empty when it compiles cleanly.
  func typeCheck(_ source: String) throws -> String {
    let file = folder.appendingPathComponent("Check-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let result = try Self.run(
      Self.tool("swiftc"),
      [
        "-typecheck", "-swift-version", "6", "-parse-as-library", "-package-name", "Foreign",
        "-I", folder.path, "-I", Self.buildFolder.appendingPathComponent("Modules").path,
        file.path,
      ])
    return result.text.split(separator: "\n")
      .filter { $0.contains(": error: ") || $0.contains(": warning: ") }
      .joined(separator: "\n")
  }

  /// The path of a tool of the toolchain, on `PATH`.
  static func tool(_ name: String) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    guard
      let found = path.split(separator: ":").map({ $0 + "/" + name })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { throw ForeignPackageError(description: "no \(name) on PATH") }
    return found
  }

  private static func run(_ tool: String, _ arguments: [String]) throws -> (
    status: Int32, text: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}

/// Why a foreign package could not be built or mocked.
struct ForeignPackageError: Error, CustomStringConvertible {
  let description: String
}
