import Dispatch
import Foundation

/// Type-checks generated mocks with the compiler before they are written, and leaves out each
/// mock that does not compile, so that one mock the generator gets wrong never stops a test
/// target from building.
///
/// ```swift
/// let checker = MockTypeChecker(
///   compiler: "/usr/bin/swiftc", arguments: ["-I", ".build/debug/Modules"])
/// let checked = try checker.check { leavingOut in
///   try MockRenderer().render(graph, leavingOut: leavingOut)
/// }
/// print(checked.rendered.source)  // every mock in it compiles
/// ```
///
/// The file is type-checked in Swift 6 mode against the modules the arguments name (the module
/// under test, its dependencies and MockSix). A compiler error in a mock's lines leaves that mock
/// out: the file is written again without it, with a warning that names the protocol and the
/// error, and checked again, since a mock that named the one left out (as a child mock) changes
/// too. An error outside every mock, such as an `import` of a module the compiler cannot find,
/// says nothing about which mock needs it, so each mock is then checked in a file of its own.
///
/// - Parameters:
///   - compiler: The path of `swiftc`.
///   - arguments: What the compiler needs to find the modules: `-I` folders, `-target`,
///     `-package-name`, `-Xcc` flags for C modules.
public struct MockTypeChecker: Sendable {
  /// The path of `swiftc`.
  public var compiler: String
  /// The compiler's arguments besides the file: module search paths and the like.
  public var arguments: [String]
  /// How many times the file is checked again after leaving mocks out, at most.
  public var rounds = 4
  /// The fingerprints of mocks known to compile, from an earlier run with the same compiler and
  /// arguments (see ``CheckedMocks/compiled``): their bodies are not type-checked again, so a
  /// run after a protocol changed checks little more than that protocol's mock.
  public var trusted: Set<String> = []
  /// The fingerprints of mocks known not to compile, each with the compiler's error, from an
  /// earlier run (see ``CheckedMocks/failed``): they are left out without compiling them again.
  public var knownFailures: [String: String] = [:]

  /// Creates a checker.
  ///
  /// - Parameters:
  ///   - compiler: The path of `swiftc`.
  ///   - arguments: What the compiler needs to find the modules.
  public init(compiler: String, arguments: [String]) {
    self.compiler = compiler
    self.arguments = arguments
  }

  /// Mocks that were type-checked, and the protocols whose mocks were left out.
  public struct CheckedMocks: Sendable, Equatable {
    /// The file, without the mocks that do not compile.
    public var rendered: RenderedMocks
    /// The reasons the file gives for the mocks left out, by protocol name.
    public var leftOut: [String: String]
    /// How many times the compiler ran.
    public var compilerRuns: Int
    /// How long the compiler ran, in seconds, in all.
    public var seconds: Double
    /// How many mocks the first compile checked in full, the others being ``trusted``.
    public var checkedInFull = 0
    /// The fingerprints of the file's mocks, all of which compile, for ``trusted`` next time.
    public var compiled: Set<String> = []
    /// The fingerprints of the mocks left out, each with the compiler's error, for
    /// ``knownFailures`` next time.
    public var failed: [String: String] = [:]
  }

  /// An error that the compiler reported in the file.
  struct CompilerError: Equatable {
    /// The one-based line of the file.
    var line: Int
    /// The compiler's message, without its location.
    var message: String
  }

  /// Renders the file, type-checks it and renders it again without the mocks that do not compile,
  /// until every mock left compiles.
  ///
  /// - Parameter render: Renders the file, leaving out the given protocols, each with its reason.
  /// - Returns: The last file rendered and the mocks left out.
  /// - Throws: An error of `render`, or ``GeneratorError/typeCheckFailed(_:)`` when the compiler
  ///   cannot run.
  public func check(
    rendering render: (_ leavingOut: [String: String]) throws -> RenderedMocks
  ) throws -> CheckedMocks {
    var leftOut: [String: String] = [:]
    var failed: [String: String] = [:]
    var runs = 0
    var seconds = 0.0
    var rendered = try render(leftOut)
    var clean = false
    var checkedInFull: Int?
    for _ in 0..<rounds {
      guard !rendered.placements.isEmpty else {
        clean = true
        break
      }
      let split = Self.split(rendered, trusting: trusted)
      if checkedInFull == nil {
        checkedInFull = Set(split.checkedLines.values.map(\.protocolName)).count
      }
      var found: [String: (mockName: String, error: String)] = [:]
      for (placement, fingerprint) in zip(rendered.placements, split.fingerprints) {
        if let error = knownFailures[fingerprint] {
          found[placement.protocolName] = (placement.mockName, error)
        }
      }
      var errors: [CompilerError] = []
      if found.isEmpty, !split.checked.isEmpty {
        let started = Date()
        let results = try compile(checking: split.checked, besides: split.trusted)
        runs += 1
        seconds += Date().timeIntervalSince(started)
        errors = results.checked + results.trusted
        for error in results.checked {
          if let placement = split.checkedLines[error.line], found[placement.protocolName] == nil {
            found[placement.protocolName] = (placement.mockName, error.message)
          }
        }
        for error in results.trusted {
          if let placement = split.trustedLines[error.line], found[placement.protocolName] == nil {
            found[placement.protocolName] = (placement.mockName, error.message)
          }
        }
      }
      guard !errors.isEmpty || !found.isEmpty else {
        clean = true
        break
      }
      if found.isEmpty {
        // NB: An error outside every mock (an import) does not say which mock needs it; each
        //     mock then gets a file of its own.
        let placements = rendered.placements
        let all = Dictionary(uniqueKeysWithValues: placements.map { ($0.protocolName, "") })
        let alone = try placements.map { placement in
          var others = all.merging(leftOut) { $1 }
          others[placement.protocolName] = nil
          return try render(others).source
        }
        let started = Date()
        let results = try compile(alone)
        runs += alone.count
        seconds += Date().timeIntervalSince(started)
        for (placement, errors) in zip(placements, results) {
          if let first = errors.first {
            found[placement.protocolName] = (placement.mockName, first.message)
          }
        }
        // NB: Every mock compiles alone, yet not together: none can be told apart, so all go.
        if found.isEmpty, let first = errors.first {
          for placement in placements {
            found[placement.protocolName] = (placement.mockName, first.message)
          }
        }
      }
      for (placement, fingerprint) in zip(rendered.placements, split.fingerprints) {
        if let failure = found[placement.protocolName] { failed[fingerprint] = failure.error }
      }
      for (protocolName, failure) in found {
        leftOut[protocolName] = Self.reason(
          protocolName: protocolName, mockName: failure.mockName, error: failure.error)
      }
      rendered = try render(leftOut)
    }
    var checked = CheckedMocks(
      rendered: rendered, leftOut: leftOut, compilerRuns: runs, seconds: seconds)
    if clean { checked.compiled = Set(Self.split(rendered, trusting: []).fingerprints) }
    checked.failed = failed
    checked.checkedInFull = checkedInFull ?? 0
    return checked
  }

  /// A file's mocks in two files, each with the file's header: those to check, and those known
  /// to compile, which the compiler reads for their declarations only; and for each, which mock
  /// each line is in.
  struct Split {
    var checked = ""
    var trusted = ""
    var checkedLines: [Int: RenderedMocks.Placement] = [:]
    var trustedLines: [Int: RenderedMocks.Placement] = [:]
    /// The fingerprint of each mock, in the order of the placements.
    var fingerprints: [String] = []
  }

  /// Splits a file's mocks into those to check and those known to compile.
  static func split(_ rendered: RenderedMocks, trusting trusted: Set<String>) -> Split {
    let lines = rendered.source.split(separator: "\n", omittingEmptySubsequences: false)
    let headerEnd = (rendered.placements.map(\.lines.lowerBound).min() ?? lines.count + 1) - 1
    // NB: A mock's fingerprint takes the file's imports, not its comments, whose notes change
    //     with other mocks' members.
    let header = lines.prefix(headerEnd).filter { $0.split(separator: " ").contains("import") }
      .joined(separator: "\n")
    var split = Split()
    var checkedLines = lines.prefix(headerEnd).map(String.init)
    var trustedLines = checkedLines
    for placement in rendered.placements {
      let text = lines[
        (placement.lines.lowerBound - 1)..<min(placement.lines.upperBound, lines.count)]
      var hash = FNV1a()
      hash.add(header)
      hash.add("\n")
      hash.add(text.joined(separator: "\n"))
      let fingerprint = String(hash.value, radix: 16)
      split.fingerprints.append(fingerprint)
      if trusted.contains(fingerprint) {
        for offset in text.indices {
          split.trustedLines[trustedLines.count + 1 + offset - text.startIndex] = placement
        }
        trustedLines += text.map(String.init)
      } else {
        for offset in text.indices {
          split.checkedLines[checkedLines.count + 1 + offset - text.startIndex] = placement
        }
        checkedLines += text.map(String.init)
      }
    }
    if split.checkedLines.isEmpty { return split }
    split.checked = checkedLines.joined(separator: "\n") + "\n"
    split.trusted = split.trustedLines.isEmpty ? "" : trustedLines.joined(separator: "\n") + "\n"
    return split
  }

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

  /// The reason a file gives for a mock left out because it does not compile.
  static func reason(protocolName: String, mockName: String, error: String) -> String {
    "its mock does not compile (\(error)); write \(mockName) by hand in the test target, or "
      + "leave \(protocolName) out with --protocols, and please report it"
  }

  /// The first error in each mock's lines, by protocol name.
  private func failures(
    _ errors: [CompilerError], in rendered: RenderedMocks
  ) -> [String: (mockName: String, error: String)] {
    var found: [String: (mockName: String, error: String)] = [:]
    for error in errors {
      guard let placement = rendered.placements.first(where: { $0.lines.contains(error.line) }),
        found[placement.protocolName] == nil
      else { continue }
      found[placement.protocolName] = (placement.mockName, error.message)
    }
    return found
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = driverArguments + arguments + [file.path]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      return .failure(.typeCheckFailed("cannot run \(compiler): \(error.localizedDescription)"))
    }
    // NB: Read before waiting, so that a full pipe does not block the compiler.
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let errors = compilerErrors(in: output, file: file.path)
    if process.terminationStatus != 0 && errors.isEmpty {
      let first = output.split(separator: "\n").first { $0.contains("error") } ?? ""
      return .failure(
        .typeCheckFailed(
          "\(compiler) exited with status \(process.terminationStatus)"
            + (first.isEmpty ? "" : ": \(first)")))
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
