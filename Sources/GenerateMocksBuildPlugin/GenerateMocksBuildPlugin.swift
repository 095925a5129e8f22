import Foundation
import PackagePlugin

/// Generates the mocks of the modules a test target depends on as part of its build, so that
/// they never go stale: a protocol edited in the module is mocked anew on the next build.
///
/// Apply it to a test target:
///
/// ```swift
/// .testTarget(
///   name: "AppTests",
///   dependencies: ["App", .product(name: "MockSix", package: "swift-mocksix")],
///   plugins: [.plugin(name: "GenerateMocksOnBuild", package: "swift-mocksix")])
/// ```
///
/// For each module of the package that the test target depends on, one command extracts the
/// module's symbol graph from the built module and writes `GeneratedMocks-<Module>.swift` into
/// the plugin's work folder, which SwiftPM compiles into the test target; it runs after the
/// module is built, and leaves the file as it is when its text would not change.
// NB: The plugin API names neither the build's configuration nor its triple, so the built
//     modules are found beside the generator, which SwiftPM builds into the same folder: its
//     `Modules` subfolder with the native build system, the folder itself with swift-build.
@main
struct GenerateMocksBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let tests = target as? SwiftSourceModuleTarget else { return [] }
    let generator = try context.tool(named: "mocksix-gen")
    let extractor = try? context.tool(named: "swift-symbolgraph-extract")
    let swiftc = try? context.tool(named: "swiftc")
    let products = generator.url.deletingLastPathComponent()
    let modules =
      products.path.contains("/Products/") ? products : products.appendingPathComponent("Modules")
    // NB: The test target's own files are inputs: a mock written by hand there (`MockEngine`)
    //     leaves the generated one out, and the mocks are type-checked against MockSix's module,
    //     which is built first when it is an input.
    let testSources = tests.sourceFiles(withSuffix: "swift").map(\.url)
    let mockSix =
      Self.dependsOnMockSix(tests)
      ? [modules.appendingPathComponent("MockSix.swiftmodule")] : []
    return Self.modulesUnderTest(of: tests).map { module in
      let output = context.pluginWorkDirectoryURL
        .appendingPathComponent("GeneratedMocks-\(module.name).swift")
      var arguments = [
        "--extract-from", modules.path, "--module", module.name, "--output", output.path,
        "--write-if-changed", "--regenerate-command",
        "swift build --build-tests",
        "--type-check-cache",
        context.pluginWorkDirectoryURL.appendingPathComponent("type-check-\(module.name)").path,
        "--type-check-argument", "-package-name", "--type-check-argument",
        Self.packageName(context.package.id),
        "--test-target-sources", tests.directoryURL.path,
      ]
      if let extractor { arguments += ["--extractor", extractor.url.path] }
      if let swiftc { arguments += ["--swiftc", swiftc.url.path] }
      return .buildCommand(
        displayName: "Generating MockSix mocks of \(module.name) for \(tests.name)",
        executable: generator.url, arguments: arguments,
        inputFiles: [modules.appendingPathComponent("\(module.name).swiftmodule")] + mockSix
          + testSources,
        outputFiles: [output])
    }
  }

  /// Whether a test target depends on MockSix's library, whose module the mocks are
  /// type-checked against.
  static func dependsOnMockSix(_ tests: SwiftSourceModuleTarget) -> Bool {
    tests.dependencies.contains { dependency in
      if case .product(let product) = dependency { return product.name == "MockSix" }
      if case .target(let target) = dependency { return target.name == "MockSix" }
      return false
    }
  }

  /// The name SwiftPM gives `-package-name` for a package's identity: `swift-mocksix` is
  /// `swift_mocksix`.
  static func packageName(_ identity: String) -> String {
    let name = String(identity.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return name.first?.isNumber == true ? "_" + name : name
  }

  /// The Swift modules of the package that a test target depends on directly.
  static func modulesUnderTest(of tests: SwiftSourceModuleTarget) -> [SwiftSourceModuleTarget] {
    tests.dependencies.compactMap { dependency in
      guard case .target(let target) = dependency,
        let module = target as? SwiftSourceModuleTarget, module.kind != .test
      else { return nil }
      return module
    }
  }
}
