import Foundation
import PackagePlugin

/// Extracts and caches the symbol graphs of modules that the package's own targets do not give.
///
/// Two kinds of module need one: a toolchain module (Foundation, say) whose protocols the
/// target's protocols refine, and a module of another package (NIOCore, say) that the generated
/// file imports. The generator qualifies every name of the file with its module while it does
/// not know an imported module's names, so reading that module's graph keeps the mocks plain.
struct ModuleGraphs {
  /// The `swift-symbolgraph-extract` tool.
  let extractor: URL
  /// The target triple of the toolchain's compiler, such as `x86_64-unknown-linux-gnu`.
  let triple: String
  /// The compiler's tag, which keys the cache of the toolchain's graphs.
  let compiler: String
  /// The plugin's work directory, which keeps the extracted graphs.
  let workDirectory: URL
  /// The compiler, which type-checks the mocks.
  let swiftc: URL

  init?(context: PluginContext) {
    guard let extractor = try? context.tool(named: "swift-symbolgraph-extract"),
      let swiftc = try? context.tool(named: "swiftc"),
      let (triple, compiler) = Self.targetInfo(swiftc: swiftc.url)
    else { return nil }
    self.extractor = extractor.url
    self.triple = triple
    self.compiler = compiler
    self.workDirectory = context.pluginWorkDirectoryURL
    self.swiftc = swiftc.url
  }

  /// The graph directories of the toolchain's modules whose protocols the graphs' protocols
  /// refine, other than the standard library's, which the generator knows.
  ///
  /// A module that cannot be extracted from the toolchain, such as one of another package, is
  /// left out without a word: ``importedGraphs(of:besides:for:)`` extracts it from the build.
  func toolchainGraphs(refinedBy directories: [String]) -> [String] {
    var read = Self.moduleNames(in: directories)
    var declared: Set<String> = []
    var relationships: [(target: String, fallback: String)] = []
    for graph in Self.graphs(in: directories) {
      if let module = (graph["module"] as? [String: Any])?["name"] as? String {
        read.insert(module)
      }
      for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
        if let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String {
          declared.insert(id)
        }
      }
      for relationship in graph["relationships"] as? [[String: Any]] ?? [] {
        guard let kind = relationship["kind"] as? String,
          kind == "conformsTo" || kind == "inheritsFrom",
          let target = relationship["target"] as? String,
          let fallback = relationship["targetFallback"] as? String
        else { continue }
        relationships.append((target, fallback))
      }
    }
    var wanted: [String] = []
    for relationship in relationships where !declared.contains(relationship.target) {
      guard let dot = relationship.fallback.firstIndex(of: ".") else { continue }
      let module = String(relationship.fallback[..<dot])
      // NB: Foundation's names are known to the generator, but its protocols' requirements are
      //     not, so its graph is read for the protocols that refine them.
      guard !["Swift", "_Concurrency"].contains(module), !read.contains(module),
        !wanted.contains(module)
      else { continue }
      wanted.append(module)
    }
    return wanted.sorted().compactMap { module in
      let directory = workDirectory.appendingPathComponent(
        "module-graphs/\(compiler)/\(triple)/internal/\(module)")
      return extract(
        module, into: directory, arguments: Self.sdkArguments(), cached: true, quietly: true)
    }
  }

  /// The graph directories of the modules a generated file imports, and of the modules that
  /// declare the parents of the graphs' protocols, whose graphs were not read, extracted from the
  /// build's modules; a module that cannot be extracted is left out, saying why.
  ///
  /// A parent's module counts even when no mock imports it: a protocol that refines only a
  /// protocol of another package (`protocol Manager: RuleSource`) is skipped without its graph.
  ///
  /// - Parameters:
  ///   - file: The generated file, whose `import` lines name the modules.
  ///   - directories: The graph directories already read.
  ///   - target: The target whose build holds the imported modules.
  func importedGraphs(
    of file: URL, besides directories: [String], for target: SwiftSourceModuleTarget
  ) -> [String] {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    let read = Self.moduleNames(in: directories)
    // NB: The header is comments and imports (`import X`, `@testable import X`); code follows.
    let header = text.split(separator: "\n").prefix { line in
      line.hasPrefix("//") || line.split(separator: " ").contains("import")
    }
    let imported = header.compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard let position = words.firstIndex(of: "import"), position + 1 < words.count else {
        return nil
      }
      return String(words[position + 1])
    }
    var wanted = imported.filter { module in
      !read.contains(module) && !Self.knownToTheGenerator.contains(module)
        && !["MockSix", "MockSixMatchers", "XCTest", "Testing"].contains(module)
    }
    for module in Self.parentModules(in: directories) where !wanted.contains(module) {
      wanted.append(module)
    }
    guard !wanted.isEmpty, let build = buildDirectory(holding: directories) else { return [] }
    let modules = build.appendingPathComponent("Modules")
    let arguments =
      ["-I", modules.path] + Self.sdkArguments() + clangArguments(for: target, build: build)
    return wanted.compactMap { module in
      let directory = workDirectory.appendingPathComponent("dependency-graphs/\(module)")
      return extract(module, into: directory, arguments: arguments, cached: false)
    }
  }

  /// The `-Xcc` arguments that find the C modules of a target's dependencies in a build: their
  /// headers, and the module maps the build wrote for them.
  func clangArguments(for target: SwiftSourceModuleTarget, build: URL) -> [String] {
    var arguments: [String] = []
    for dependency in target.recursiveTargetDependencies {
      guard let clang = dependency as? ClangSourceModuleTarget else { continue }
      let headers = clang.directoryURL.appendingPathComponent("include")
      arguments += ["-Xcc", "-I", "-Xcc", headers.path]
      let moduleMap = headers.appendingPathComponent("module.modulemap")
      if FileManager.default.fileExists(atPath: moduleMap.path) {
        arguments += ["-Xcc", "-fmodule-map-file=" + moduleMap.path]
      }
    }
    // NB: The build writes a module map for each C target without one of its own, beside its
    //     objects (a Swift target's `include/module.modulemap` is for its generated header, which
    //     may not exist yet, and is not needed).
    let built = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
    for directory in built where directory.hasSuffix(".build") {
      let moduleMap = build.appendingPathComponent("\(directory)/module.modulemap")
      if FileManager.default.fileExists(atPath: moduleMap.path) {
        arguments += ["-Xcc", "-fmodule-map-file=" + moduleMap.path]
      }
    }
    return arguments
  }

  /// Modules whose names the generator knows without a graph: Swift's, Foundation's, Dispatch's.
  private static let knownToTheGenerator: Set<String> = [
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "Dispatch",
  ]

  /// The modules that declare the parents of the graphs' protocols (the protocols they refine,
  /// the classes they require) whose graphs were not read, other than the standard library's.
  private static func parentModules(in directories: [String]) -> [String] {
    var read = moduleNames(in: directories)
    var declared: Set<String> = []
    var protocols: Set<String> = []
    var relationships: [[String: Any]] = []
    for graph in graphs(in: directories) {
      if let module = (graph["module"] as? [String: Any])?["name"] as? String {
        read.insert(module)
      }
      for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
        guard let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String else {
          continue
        }
        declared.insert(id)
        if (symbol["kind"] as? [String: Any])?["identifier"] as? String == "swift.protocol" {
          protocols.insert(id)
        }
      }
      relationships += graph["relationships"] as? [[String: Any]] ?? []
    }
    var modules: Set<String> = []
    for relationship in relationships {
      guard let kind = relationship["kind"] as? String,
        kind == "conformsTo" || kind == "inheritsFrom",
        let source = relationship["source"] as? String, protocols.contains(source),
        let target = relationship["target"] as? String, !declared.contains(target),
        let fallback = relationship["targetFallback"] as? String,
        let dot = fallback.firstIndex(of: ".")
      else { continue }
      modules.insert(String(fallback[..<dot]))
    }
    return modules.subtracting(read).subtracting(["Swift", "_Concurrency"]).sorted()
  }

  /// Extracts a module's graph into `directory`, reusing a cached one if asked; says why it
  /// could not unless asked to be quiet.
  ///
  /// NB: At the internal level, which keeps the public declarations whose names start with `_`
  ///     (a parent protocol such as `_NIOSSHSendableMetatype`), which a public-level graph leaves
  ///     out.
  private func extract(
    _ module: String, into directory: URL, arguments: [String], cached: Bool,
    quietly: Bool = false
  ) -> String? {
    let graph = directory.appendingPathComponent("\(module).symbols.json").path
    if cached, FileManager.default.fileExists(atPath: graph) { return directory.path }
    try? FileManager.default.removeItem(at: directory)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = extractor
    process.arguments =
      [
        "-module-name", module, "-target", triple, "-minimum-access-level", "internal",
        "-skip-synthesized-members", "-output-dir", directory.path,
      ] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    guard (try? process.run()) != nil else {
      print("generate-mocks: could not run \(extractor.path) for module \(module); skipping it")
      return nil
    }
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: graph) else {
      if quietly { return nil }
      // NB: Why, in the extractor's own words: its first error line, such as a missing module.
      let reason =
        output.split(separator: "\n").first { $0.contains("error") }.map(String.init)
        ?? "swift-symbolgraph-extract exited with status \(process.terminationStatus)"
      print(
        "generate-mocks: could not read the symbol graph of \(module) (\(reason)); skipping it, "
          + "so names of \(module) are written with their module and its types get no defaults")
      return nil
    }
    return directory.path
  }

  /// The build's directory of the graphs' configuration, such as `.build/<triple>/debug`.
  ///
  /// The package manager writes a target's graph to `.build/<triple>/extracted-symbols/…`,
  /// beside the `debug` directory that holds the modules it built for it.
  func buildDirectory(holding directories: [String]) -> URL? {
    for directory in directories {
      var url = URL(fileURLWithPath: directory)
      while url.pathComponents.count > 1, url.lastPathComponent != "extracted-symbols" {
        url.deleteLastPathComponent()
      }
      guard url.lastPathComponent == "extracted-symbols" else { continue }
      let debug = url.deletingLastPathComponent().appendingPathComponent("debug")
      if FileManager.default.fileExists(atPath: debug.appendingPathComponent("Modules").path) {
        return debug
      }
    }
    return nil
  }

  /// The names of the modules whose graphs are in `directories`, from the graphs' file names.
  private static func moduleNames(in directories: [String]) -> Set<String> {
    var names: Set<String> = []
    for directory in directories {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for file in files where file.hasSuffix(".symbols.json") && !file.contains("@") {
        names.insert(String(file.dropLast(".symbols.json".count)))
      }
    }
    return names
  }

  /// The decoded graph files in `directories`.
  private static func graphs(in directories: [String]) -> [[String: Any]] {
    directories.flatMap { directory in
      let files =
        (try? FileManager.default.contentsOfDirectory(atPath: directory))?.filter {
          $0.hasSuffix(".symbols.json")
        } ?? []
      return files.compactMap { file in
        FileManager.default.contents(atPath: directory + "/" + file).flatMap {
          try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
        }
      }
    }
  }

  /// The target triple and the compiler's tag, from `swiftc -print-target-info`.
  private static func targetInfo(swiftc: URL) -> (triple: String, compiler: String)? {
    let process = Process()
    let pipe = Pipe()
    process.executableURL = swiftc
    process.arguments = ["-print-target-info"]
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let target = info["target"] as? [String: Any], let triple = target["triple"] as? String
    else { return nil }
    let compiler = info["swiftCompilerTag"] as? String ?? "swift"
    return (triple, compiler.filter { $0.isLetter || $0.isNumber || "-._".contains($0) })
  }

  /// The SDK that Apple platforms extract graphs against, as arguments; none elsewhere.
  private static func sdkArguments() -> [String] {
    #if os(macOS)
      let process = Process()
      let pipe = Pipe()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
      process.arguments = ["--show-sdk-path"]
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      guard (try? process.run()) != nil else { return [] }
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let path = String(decoding: data, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      return path.isEmpty ? [] : ["-sdk", path]
    #else
      return []
    #endif
  }
}
