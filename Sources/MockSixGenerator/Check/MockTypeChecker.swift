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

  /// The reason a file gives for a mock left out because it does not compile.
  static func reason(protocolName: String, mockName: String, error: String) -> String {
    "its mock does not compile (\(error)); write \(mockName) by hand in the test target, or "
      + "leave \(protocolName) out with --protocols, and please report it"
  }
}
