import Foundation
import PackagePlugin

/// The `generate-mocks` command: writes MockSix mocks for the protocols of a target.
///
/// ```sh
/// swift package --allow-writing-to-package-directory generate-mocks --target CarExample
/// ```
@main
struct GenerateMocksPlugin: CommandPlugin {
  static let usage = """
    usage: swift package --allow-writing-to-package-directory generate-mocks \\
      --target <Module> [--output <path>] [--test-target <Tests>] [--protocols A,B]
      [--minimum-access-level internal|public] [--default-isolation MainActor|nonisolated]
      [--keep-default-implementations] [--spies] [--check]

    The protocols mocked are those the test target sees through `@testable import`: internal,
    package and public ones (--minimum-access-level public keeps the public ones only).
    Without --output, the mocks go to GeneratedMocks.swift in the test target that depends on
    <Module>: --test-target if given, else <Module>Tests if it depends on <Module>, else the
    first such target by name (the command says which it chose and why). The symbol graphs of
    the targets <Module> depends on in this package are read too, so that protocols refining
    theirs are mocked in full, and so are those of the toolchain's and other packages' modules
    whose protocols <Module>'s refine or whose types the mocks name. With --check, nothing is written: the command fails if the file
    differs from what it would write, naming the command that brings it up to date. A target
    built with .defaultIsolation(MainActor.self) is recognised from its symbol graph, and its
    mocks are isolated to the main actor; --default-isolation says so when the graph cannot.
    With --keep-default-implementations, a requirement that a protocol extension implements is
    left to that implementation (a SwiftNIO handler's mock then forwards events as NIO does)
    instead of mocked. Mocks get init(forwardingTo:), which makes a spy, when a file of the test
    target calls it, or with --spies.
    """

  /// The command's options, as its arguments give them.
  struct Options {
    /// The library target whose protocols are mocked.
    var targetName: String
    /// The file to write, relative to the package or absolute; nil for the test target's.
    var output: String?
    /// The test target to write to, by name.
    var testTarget: String?
    /// The protocols to mock, separated by commas; nil for all.
    var protocols: String?
    /// `internal` or `public`.
    var accessLevel: String
    /// `MainActor` or `nonisolated`; nil reads it from the graph.
    var isolation: String?
    /// Whether requirements with a default implementation are left to it instead of mocked.
    var keepsDefaultImplementations: Bool
    /// Whether every mock that can be a spy gets `init(forwardingTo:)`, not only when the test
    /// target makes one.
    var makesSpies = false
    /// Whether the command only checks that the file is up to date.
    var check: Bool

    /// Reads the options from the command's arguments; nil for `--help`, which prints the usage.
    static func parse(_ arguments: [String]) throws -> Options? {
      var extractor = ArgumentExtractor(arguments)
      let targetNames = extractor.extractOption(named: "target")
      let outputs = extractor.extractOption(named: "output")
      let protocols = extractor.extractOption(named: "protocols")
      let accessLevels = extractor.extractOption(named: "minimum-access-level")
      let testTargetNames = extractor.extractOption(named: "test-target")
      let isolations = extractor.extractOption(named: "default-isolation")
      let check = extractor.extractFlag(named: "check") > 0
      let keepsDefaults = extractor.extractFlag(named: "keep-default-implementations") > 0
      let makesSpies = extractor.extractFlag(named: "spies") > 0
      if extractor.extractFlag(named: "help") > 0 {
        print(GenerateMocksPlugin.usage)
        return nil
      }
      guard extractor.remainingArguments.isEmpty else {
        throw PluginError(
          "unknown argument(s) \(extractor.remainingArguments.joined(separator: " "))\n"
            + GenerateMocksPlugin.usage)
      }
      guard targetNames.count == 1, let targetName = targetNames.first else {
        throw PluginError("give exactly one --target <Module>\n" + GenerateMocksPlugin.usage)
      }
      guard outputs.count <= 1, protocols.count <= 1, accessLevels.count <= 1,
        testTargetNames.count <= 1, isolations.count <= 1
      else {
        throw PluginError(
          "--output, --test-target, --protocols, --minimum-access-level and --default-isolation "
            + "may appear once")
      }
      if let isolation = isolations.first, !["MainActor", "nonisolated"].contains(isolation) {
        throw PluginError("unknown default isolation '\(isolation)'; use MainActor or nonisolated")
      }
      let accessLevel = accessLevels.first ?? "internal"
      guard ["public", "internal"].contains(accessLevel) else {
        throw PluginError("unknown access level '\(accessLevel)'; use public or internal")
      }
      return Options(
        targetName: targetName, output: outputs.first, testTarget: testTargetNames.first,
        protocols: protocols.first, accessLevel: accessLevel, isolation: isolations.first,
        keepsDefaultImplementations: keepsDefaults, makesSpies: makesSpies, check: check)
    }
  }

  /// Runs the command: reads the options, finds the target and the file, reads the symbol
  /// graphs and runs `mocksix-gen` on them.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    guard let options = try Options.parse(arguments) else { return }
    let available = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
      .filter { $0.kind == .generic }
    guard let target = available.first(where: { $0.name == options.targetName }) else {
      let names = available.map(\.name).sorted().joined(separator: ", ")
      throw PluginError(
        "no Swift library target named '\(options.targetName)' (targets: \(names))")
    }
    let (outputURL, testTarget) = try self.output(for: target, options, in: context.package)
    var graphDirectories = try packageGraphs(of: target, in: context.package)
    let moduleGraphs = ModuleGraphs(context: context)
    graphDirectories += moduleGraphs?.toolchainGraphs(refinedBy: graphDirectories) ?? []

    let tool = try context.tool(named: "mocksix-gen")
    var toolArguments = [
      "--module", target.moduleName,
      "--minimum-access-level", options.accessLevel,
      "--regenerate-command",
      regenerateCommand(
        options.targetName, testTarget: options.testTarget, protocols: options.protocols,
        accessLevel: options.accessLevel, isolation: options.isolation,
        keepsDefaultImplementations: options.keepsDefaultImplementations),
    ]
    if let list = options.protocols { toolArguments += ["--protocols", list] }
    if options.keepsDefaultImplementations { toolArguments += ["--keep-default-implementations"] }
    if options.makesSpies { toolArguments += ["--spies"] }
    if let isolation = options.isolation { toolArguments += ["--default-isolation", isolation] }
    if let testTarget { toolArguments += ["--test-target-sources", testTarget.directoryURL.path] }
    if let moduleGraphs {
      graphDirectories += importedGraphs(
        moduleGraphs, tool: tool.url, arguments: toolArguments, graphs: graphDirectories,
        target: target, workDirectory: context.pluginWorkDirectoryURL)
      toolArguments += try typeCheckArguments(
        moduleGraphs, graphs: graphDirectories, target: target, context: context)
    }
    try run(
      tool.url,
      arguments: graphDirectories.flatMap { ["--symbol-graph", $0] } + toolArguments
        + ["--output", outputURL.path] + (options.check ? ["--check"] : []),
      writing: outputURL, in: context.package.directoryURL, options)
  }

  /// The file that gets the mocks, `--output` or `GeneratedMocks.swift` in the test target, and
  /// the test target it is in, if any.
  private func output(
    for target: SwiftSourceModuleTarget, _ options: Options, in package: Package
  ) throws -> (URL, SwiftSourceModuleTarget?) {
    if let output = options.output {
      let url =
        output.hasPrefix("/")
        ? URL(fileURLWithPath: output) : package.directoryURL.appendingPathComponent(output)
      let testTarget = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.first {
        $0.kind == .test && url.path.hasPrefix($0.directoryURL.path + "/")
      }
      return (url, testTarget)
    }
    let testTarget = try chooseTestTarget(for: target, named: options.testTarget, in: package)
    return (testTarget.directoryURL.appendingPathComponent("GeneratedMocks.swift"), testTarget)
  }

  /// The tool's arguments that type-check the mocks against the build's modules before they
  /// are written, building MockSix's module first if the build has none yet; none when the
  /// build's folder cannot be found.
  private func typeCheckArguments(
    _ moduleGraphs: ModuleGraphs, graphs: [String], target: SwiftSourceModuleTarget,
    context: PluginContext
  ) throws -> [String] {
    guard let build = moduleGraphs.buildDirectory(holding: graphs) else { return [] }
    let modules = build.appendingPathComponent("Modules")
    let mockSix = modules.appendingPathComponent("MockSix.swiftmodule")
    if !FileManager.default.fileExists(atPath: mockSix.path) {
      // NB: A package that has built its module under test but not its tests yet.
      _ = try? packageManager.build(
        .target("MockSix"), parameters: PackageManager.BuildParameters(logging: .concise))
    }
    var arguments = [
      "--type-check-against", modules.path, "--swiftc", moduleGraphs.swiftc.path,
      "--type-check-argument", "-package-name", "--type-check-argument",
      Self.packageName(context.package.id),
    ]
    for argument in moduleGraphs.clangArguments(for: target, build: build) {
      arguments += ["--type-check-argument", argument]
    }
    return arguments
  }

  /// The name SwiftPM gives `-package-name` for a package's identity: `swift-mocksix` is
  /// `swift_mocksix`.
  static func packageName(_ identity: String) -> String {
    let name = String(identity.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return name.first?.isNumber == true ? "_" + name : name
  }

  /// The directories of the symbol graphs of a target and of the package's targets it depends on.
  private func packageGraphs(
    of target: SwiftSourceModuleTarget, in package: Package
  ) throws -> [String] {
    // NB: A private-level graph keeps the requirements whose names start with `_`: a public-level
    //     graph leaves out public ones, an internal-level graph internal ones (Swiftfin's
    //     `var _shouldBeResolved: Bool`); the tool then mocks only the protocols asked for.
    var options = PackageManager.SymbolGraphOptions()
    options.minimumAccessLevel = .private
    options.includeSynthesized = false
    options.includeSPI = false
    var graphDirectories = [try symbolGraph(of: target, options: options).path]
    let packageTargets = Set(package.targets.map(\.id))
    for dependency in target.recursiveTargetDependencies
    where packageTargets.contains(dependency.id) {
      guard let module = dependency as? SwiftSourceModuleTarget else { continue }
      graphDirectories.append(try symbolGraph(of: module, options: options).path)
    }
    return graphDirectories
  }

  /// The graphs of other packages' modules that the mocks import, which a first, silent run of
  /// the tool tells, and of those that declare the protocols' parents.
  ///
  /// They are read too, so that the mocks' names need no module qualifier, and a protocol that
  /// refines one of another package is mocked.
  private func importedGraphs(
    _ moduleGraphs: ModuleGraphs, tool: URL, arguments: [String], graphs: [String],
    target: SwiftSourceModuleTarget, workDirectory: URL
  ) -> [String] {
    let firstOutput = workDirectory.appendingPathComponent("first-run/GeneratedMocks.swift")
    try? FileManager.default.createDirectory(
      at: firstOutput.deletingLastPathComponent(), withIntermediateDirectories: true)
    let firstRun = Process()
    firstRun.executableURL = tool
    firstRun.arguments =
      graphs.flatMap { ["--symbol-graph", $0] } + arguments + ["--output", firstOutput.path]
    firstRun.standardError = FileHandle.nullDevice
    firstRun.standardOutput = FileHandle.nullDevice
    guard (try? firstRun.run()) != nil else { return [] }
    firstRun.waitUntilExit()
    return moduleGraphs.importedGraphs(of: firstOutput, besides: graphs, for: target)
  }

  /// Runs the tool that writes (or checks) the file, and says where the mocks are.
  private func run(
    _ tool: URL, arguments: [String], writing outputURL: URL, in packageURL: URL,
    _ options: Options
  ) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    let relative =
      outputURL.path.hasPrefix(packageURL.path + "/")
      ? String(outputURL.path.dropFirst(packageURL.path.count + 1)) : outputURL.path
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      if options.check {
        throw PluginError("the mocks in \(relative) are stale")
      }
      throw PluginError("mocksix-gen failed with status \(process.terminationStatus)")
    }
    if options.check {
      print("generate-mocks: the mocks in \(relative) are up to date")
    } else {
      print("generate-mocks: mocks for \(options.targetName) are in \(relative)")
    }
  }

  /// The test target that gets the mocks, said aloud when more than one could.
  private func chooseTestTarget(
    for target: SwiftSourceModuleTarget, named requested: String?, in package: Package
  ) throws -> SwiftSourceModuleTarget {
    let candidates = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
      .filter { candidate in
        candidate.kind == .test
          && candidate.dependencies.contains { dependency in
            if case .target(let dependencyTarget) = dependency {
              return dependencyTarget.name == target.name
            }
            return false
          }
      }
      .sorted { $0.name < $1.name }
    let names = candidates.map(\.name).joined(separator: ", ")
    if let requested {
      guard let chosen = candidates.first(where: { $0.name == requested }) else {
        throw PluginError(
          "'\(requested)' is not a test target that depends on '\(target.name)' "
            + "(those that do: \(names.isEmpty ? "none" : names))")
      }
      return chosen
    }
    guard let first = candidates.first else {
      throw PluginError(
        "no test target depends on '\(target.name)'; add '\(target.name)' to a test target's "
          + "dependencies, or pass --output <path> to choose the file (SwiftPM does not show a "
          + "plugin a test target whose folder has no Swift file yet: add one, even empty)")
    }
    guard candidates.count > 1 else { return first }
    if let conventional = candidates.first(where: { $0.name == target.name + "Tests" }) {
      print(
        "generate-mocks: writing to \(conventional.name), named after \(target.name), of the test "
          + "targets that depend on it (\(names)); pass --test-target to choose another")
      return conventional
    }
    print(
      "generate-mocks: writing to \(first.name), the first by name of the test targets that "
        + "depend on \(target.name) (\(names)); pass --test-target to choose another")
    return first
  }

  /// Builds a target and returns the directory of its symbol graph, or says why it cannot.
  private func symbolGraph(
    of target: SwiftSourceModuleTarget, options: PackageManager.SymbolGraphOptions
  ) throws -> URL {
    do {
      return try packageManager.getSymbolGraph(for: target, options: options).directoryURL
    } catch {
      // NB: The build's own errors are already printed; the error itself only says "fatalError".
      throw PluginError(
        "cannot read the symbol graph of '\(target.name)', most likely because it does not "
          + "compile; run `swift build --target \(target.name)` to see the errors, fix them and "
          + "run this command again")
    }
  }

  /// The command that brings the mocks up to date, for the generated file and stale checks.
  ///
  /// It leaves out `--output`, so that the file's text does not depend on where it was written.
  private func regenerateCommand(
    _ targetName: String, testTarget: String?, protocols: String?, accessLevel: String,
    isolation: String?, keepsDefaultImplementations: Bool
  ) -> String {
    var words = [
      "swift package --allow-writing-to-package-directory generate-mocks --target", targetName,
    ]
    if let testTarget { words += ["--test-target", testTarget] }
    if let protocols { words += ["--protocols", protocols] }
    if accessLevel != "internal" { words += ["--minimum-access-level", accessLevel] }
    if let isolation { words += ["--default-isolation", isolation] }
    if keepsDefaultImplementations { words += ["--keep-default-implementations"] }
    return words.joined(separator: " ")
  }
}

/// An error with a message for the person running the command.
struct PluginError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
