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
      --target <Module> [--output <path>] [--protocols A,B] [--minimum-access-level public|internal]

    Without --output, the mocks go to <TestTarget>/GeneratedMocks.swift in the test target that
    depends on <Module>. The symbol graphs of the targets <Module> depends on in this package are
    read too, so that protocols refining theirs are mocked in full.
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let outputs = extractor.extractOption(named: "output")
    let protocols = extractor.extractOption(named: "protocols")
    let accessLevels = extractor.extractOption(named: "minimum-access-level")
    if extractor.extractFlag(named: "help") > 0 {
      print(Self.usage)
      return
    }
    guard extractor.remainingArguments.isEmpty else {
      throw PluginError(
        "unknown argument(s) \(extractor.remainingArguments.joined(separator: " "))\n"
          + Self.usage)
    }
    guard targetNames.count == 1, let targetName = targetNames.first else {
      throw PluginError("give exactly one --target <Module>\n" + Self.usage)
    }
    guard outputs.count <= 1, protocols.count <= 1, accessLevels.count <= 1 else {
      throw PluginError("--output, --protocols and --minimum-access-level may appear once")
    }
    let accessLevel = accessLevels.first ?? "public"
    guard ["public", "internal"].contains(accessLevel) else {
      throw PluginError("unknown access level '\(accessLevel)'; use public or internal")
    }
    let available = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
      .filter { $0.kind == .generic }
    guard let target = available.first(where: { $0.name == targetName }) else {
      let names = available.map(\.name).sorted().joined(separator: ", ")
      throw PluginError("no Swift library target named '\(targetName)' (targets: \(names))")
    }

    let packageURL = context.package.directoryURL
    let outputURL: URL
    if let output = outputs.first {
      outputURL =
        output.hasPrefix("/")
        ? URL(fileURLWithPath: output)
        : packageURL.appendingPathComponent(output)
    } else {
      let testTargets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
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
      guard let testTarget = testTargets.first else {
        throw PluginError(
          "no test target depends on '\(targetName)'; pass --output <path> to choose the file")
      }
      outputURL = testTarget.directoryURL.appendingPathComponent("GeneratedMocks.swift")
    }

    // NB: An internal-level graph keeps public declarations whose names start with `_`, which a
    //     public-level graph leaves out; the tool then mocks only the protocols asked for.
    var options = PackageManager.SymbolGraphOptions()
    options.minimumAccessLevel = .internal
    options.includeSynthesized = false
    options.includeSPI = false
    let symbolGraph = try packageManager.getSymbolGraph(for: target, options: options)
    var graphDirectories = [symbolGraph.directoryURL.path]
    let packageTargets = Set(context.package.targets.map(\.id))
    for dependency in target.recursiveTargetDependencies
    where packageTargets.contains(dependency.id) {
      guard let module = dependency as? SwiftSourceModuleTarget else { continue }
      let graph = try packageManager.getSymbolGraph(for: module, options: options)
      graphDirectories.append(graph.directoryURL.path)
    }

    let tool = try context.tool(named: "mocksix-gen")
    var toolArguments = graphDirectories.flatMap { ["--symbol-graph", $0] }
    toolArguments += [
      "--module", target.moduleName,
      "--output", outputURL.path,
      "--minimum-access-level", accessLevel,
    ]
    if let list = protocols.first { toolArguments += ["--protocols", list] }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = toolArguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw PluginError("mocksix-gen failed with status \(process.terminationStatus)")
    }
    let relative =
      outputURL.path.hasPrefix(packageURL.path + "/")
      ? String(outputURL.path.dropFirst(packageURL.path.count + 1)) : outputURL.path
    print("generate-mocks: mocks for \(targetName) are in \(relative)")
  }
}

/// An error with a message for the person running the command.
struct PluginError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
