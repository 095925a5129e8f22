import Dispatch
import Foundation

// Running the compiler: a file checked beside trusted declarations through the driver's own
// frontend job, files checked alone two at a time, and the errors read from its output.

extension MockTypeChecker {
  /// Type-checks a file, reading a second one for its declarations only when given (the job the
  /// compiler's driver would run for the first file as its primary file); returns the errors of
  /// each.
  func compile(
    checking checked: String, besides trusted: String
  ) throws -> (checked: [CompilerError], trusted: [CompilerError]) {
    guard !trusted.isEmpty else { return (try compile([checked]).first ?? [], []) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mocksix-check-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let checkedFile = folder.appendingPathComponent("GeneratedMocks.swift")
    let trustedFile = folder.appendingPathComponent("CheckedBefore.swift")
    try checked.write(to: checkedFile, atomically: false, encoding: .utf8)
    try trusted.write(to: trustedFile, atomically: false, encoding: .utf8)
    let jobs = try Self.run(
      compiler, Self.driverArguments + arguments + [checkedFile.path, trustedFile.path, "-###"])
    guard
      let job = jobs.output.split(separator: "\n").map(String.init)
        .first(where: { $0.contains("-primary-file " + checkedFile.path) }),
      let words = Self.shellWords(job), let frontend = words.first
    else {
      // NB: A driver that prints no job of this shape checks both files in full.
      return (try compile([checked + "\n" + trusted]).first ?? [], [])
    }
    let result = try Self.run(frontend, Array(words.dropFirst()))
    let errors = (
      Self.compilerErrors(in: result.output, file: checkedFile.path),
      Self.compilerErrors(in: result.output, file: trustedFile.path)
    )
    if result.status != 0 && errors.0.isEmpty && errors.1.isEmpty {
      throw GeneratorError.typeCheckFailed(
        "\(frontend) exited with status \(result.status): "
          + (result.output.split(separator: "\n").first { $0.contains("error") } ?? ""))
    }
    return errors
  }

  /// The driver's arguments of every check: Swift 6 mode, a library's file, a module of its own.
  static let driverArguments = [
    "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "MockSixCheck",
  ]

  /// Runs a tool and returns its exit status and its output and errors together.
  static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      throw GeneratorError.typeCheckFailed("cannot run \(tool): \(error.localizedDescription)")
    }
    // NB: Read before waiting, so that a full pipe does not block the tool.
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// The words of a command line as a POSIX shell splits it: quotes and backslashes.
  static func shellWords(_ line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          word.append(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }

  /// Type-checks each source in a file of its own, two at a time on two cores, and returns the
  /// errors of each.
  func compile(_ sources: [String]) throws -> [[CompilerError]] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "mocksix-check-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = sources.indices.map {
      folder.appendingPathComponent("\($0)/GeneratedMocks.swift")
    }
    for (file, source) in zip(files, sources) {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try source.write(to: file, atomically: false, encoding: .utf8)
    }
    let slots = ParallelSlots<Result<[CompilerError], GeneratorError>>(count: files.count)
    let compiler = compiler
    let arguments = arguments
    DispatchQueue.concurrentPerform(iterations: files.count) { position in
      slots.store(
        Self.typeCheck(files[position], compiler: compiler, arguments: arguments), at: position)
    }
    return try slots.values().map { try $0.get() }
  }

  /// Runs the compiler on one file and reads its errors.
  private static func typeCheck(
    _ file: URL, compiler: String, arguments: [String]
  ) -> Result<[CompilerError], GeneratorError> {
    let status: Int32
    let output: String
    do {
      (status, output) = try run(compiler, driverArguments + arguments + [file.path])
    } catch let error as GeneratorError {
      return .failure(error)
    } catch {
      return .failure(.typeCheckFailed("cannot run \(compiler): \(error.localizedDescription)"))
    }
    let errors = compilerErrors(in: output, file: file.path)
    if status != 0 && errors.isEmpty {
      let first = output.split(separator: "\n").first { $0.contains("error") } ?? ""
      return .failure(
        .typeCheckFailed(
          "\(compiler) exited with status \(status)" + (first.isEmpty ? "" : ": \(first)")))
    }
    return .success(errors)
  }

  /// The errors of a file in the compiler's output, `<file>:<line>:<column>: error: <message>`.
  static func compilerErrors(in output: String, file: String) -> [CompilerError] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasPrefix(file + ":") else { return nil }
      let rest = line.dropFirst(file.count + 1)
      let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, let number = Int(parts[0]), parts[2] == " error" else { return nil }
      return CompilerError(line: number, message: parts[3].trimmingCharacters(in: .whitespaces))
    }
  }
}
