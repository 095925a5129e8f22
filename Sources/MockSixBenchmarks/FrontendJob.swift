import Foundation

/// One `swift-frontend -frontend -c` job, as read from SwiftPM's verbose debug build
/// (`swift build --build-tests -v`): the job a user's build runs for a changed file.
///
/// ```text
/// swift-frontend -frontend -c -primary-file …/Tests/MocksTests/Mocks.swift
///   -emit-dependencies-path … -emit-reference-dependencies-path … -serialize-diagnostics-path …
///   -target x86_64-unknown-linux-gnu -I …/.build/…/debug/Modules -enable-testing -g
///   -swift-version 6 -Onone -D SWIFT_PACKAGE -D DEBUG … -module-name MocksTests
///   -parse-as-library -o …/Mocks.swift.o -index-store-path …/index/store -index-system-modules
/// ```
///
/// The job does not always generate code: when its object file exists and holds the hash of the
/// same LLVM module, the frontend keeps the object and skips LLVM's code generation, as after a
/// touch of an unchanged file. So each run says which case it measures: `fresh` removes the
/// object first, as when the file's code changed or in a clean build.
struct FrontendJob {
  /// The `swift-frontend` executable.
  var executable: String
  /// Its arguments, from `-frontend` on.
  var arguments: [String]

  /// The object file the job writes, its `-o`.
  var output: String? {
    guard let flag = arguments.firstIndex(of: "-o"), flag + 1 < arguments.count else { return nil }
    return arguments[flag + 1]
  }

  /// The same job writing its object file to `path`, optimized with `optimization` (`-Onone`
  /// as in a debug build, or `-O`), so that measuring it leaves the build's own object alone.
  func writing(to path: String, optimization: String = "-Onone") -> FrontendJob {
    var arguments = arguments
    if let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count {
      arguments[output + 1] = path
    }
    if let level = arguments.firstIndex(where: { ["-Onone", "-O", "-Osize"].contains($0) }) {
      arguments[level] = optimization
    }
    return FrontendJob(executable: executable, arguments: arguments)
  }

  /// Runs the job; `fresh` removes its object file first, so that it generates code.
  func run(fresh: Bool) -> ToolRun {
    if fresh, let output { try? FileManager.default.removeItem(atPath: output) }
    return runTool(executable, arguments)
  }

  /// Runs the job under callgrind and returns the instructions it executed, or nil when
  /// valgrind is missing or the job fails.
  ///
  /// - Parameters:
  ///   - fresh: Whether to remove the object file first, so that the job generates code.
  ///   - scratch: A folder for callgrind's output file.
  func countInstructions(fresh: Bool, scratch: String) -> Double? {
    if fresh, let output { try? FileManager.default.removeItem(atPath: output) }
    let run = runTool(
      "valgrind",
      ["--tool=callgrind", "--callgrind-out-file=\(scratch)/callgrind.out", executable]
        + arguments)
    guard run.status == 0 else { return nil }
    // NB: Callgrind ends with `==pid== Collected : 16100000000`.
    for line in run.output.split(separator: "\n") where line.contains("Collected :") {
      if let count = line.split(separator: " ").last.flatMap({ Double($0) }) { return count }
    }
    return nil
  }
}

/// The sizes of an object file that the compile-cost benchmark reports.
struct ObjectSizes {
  /// The bytes of read-only code and data, `size`'s text column.
  var text: Int
  /// The bytes of machine code of one symbol, from `nm -S`.
  var symbol: Int?

  /// Reads an object's sizes with `size` and `nm`; nil when `size` cannot read it.
  ///
  /// - Parameters:
  ///   - path: The object file.
  ///   - symbol: The demangled, simplified name of the symbol to measure, such as
  ///     `MockPasswordValidator.isValid(_:)`.
  ///   - scratch: A folder for `nm`'s output, which `swift-demangle` reads.
  init?(of path: String, symbol: String, scratch: String) {
    let size = runTool("size", ["-B", path])
    let lines = size.output.split(separator: "\n")
    guard size.status == 0, lines.count >= 2,
      let text = lines[1].split(whereSeparator: \.isWhitespace).first.flatMap({ Int($0) })
    else { return nil }
    self.text = text
    self.symbol = Self.symbolBytes(in: path, named: symbol, scratch: scratch)
  }

  /// The size of a defined symbol, found by its demangled, simplified name.
  private static func symbolBytes(in path: String, named name: String, scratch: String) -> Int? {
    let symbols = runTool("nm", ["-S", "--defined-only", path])
    guard symbols.status == 0 else { return nil }
    let listing = scratch + "/nm.txt"
    guard (try? symbols.output.write(toFile: listing, atomically: true, encoding: .utf8)) != nil
    else { return nil }
    let demangled = runTool("swift-demangle", ["--simplified"], input: listing)
    for line in demangled.output.split(separator: "\n") {
      // "0000000000000000 00000000000010c6 T MockPasswordValidator.isValid(_:)"
      let fields = line.split(separator: " ", maxSplits: 3)
      if fields.count == 4, fields[3] == name, ["T", "t"].contains(fields[2]) {
        return Int(fields[1], radix: 16)
      }
    }
    return nil
  }
}
