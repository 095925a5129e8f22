public import Foundation

/// Finds and decodes the symbol graph of one module in a directory of symbol graph files.
///
/// ```swift
/// let graph = try SymbolGraphLoader.load(module: "CarExample", from: "/tmp/graphs")
/// ```
///
/// The loader reads `<Module>.symbols.json`, searching subdirectories too, as
/// `swift package dump-symbol-graph` and the plugin API write one directory per module.
public enum SymbolGraphLoader {
  /// Loads the symbol graph of a module from a directory or a single `.symbols.json` file.
  ///
  /// - Parameters:
  ///   - module: The name of the module whose graph to load.
  ///   - path: A directory that contains symbol graph files, or one such file.
  /// - Returns: The decoded symbol graph.
  /// - Throws: A ``GeneratorError`` when the input cannot be read, the module has no graph, or
  ///   the file is not a symbol graph.
  public static func load(module: String, from path: String) throws -> SymbolGraph {
    try load(module: module, from: [path])
  }

  /// Loads the symbol graph of a module from the first of several directories that has it.
  ///
  /// ```swift
  /// let graph = try SymbolGraphLoader.load(module: "App", from: ["graphs/App", "graphs/Core"])
  /// ```
  ///
  /// - Parameters:
  ///   - module: The name of the module whose graph to load.
  ///   - paths: Directories that contain symbol graph files, or such files.
  /// - Returns: The decoded symbol graph.
  /// - Throws: A ``GeneratorError`` when an input cannot be read, no input has a graph of the
  ///   module, or the file is not a symbol graph.
  public static func load(module: String, from paths: [String]) throws -> SymbolGraph {
    let files = try graphFiles(in: paths)
    guard let file = files[module] else {
      throw GeneratorError.unknownModule(module, available: files.keys.sorted())
    }
    return try decode(readFile(file), path: file)
  }

  /// The modules that declare the parents of a graph's protocols (the protocols they refine and
  /// the classes they require) outside the graph, other than the standard library's.
  ///
  /// A tool that extracts graphs itself extracts these too, so that a protocol that refines one
  /// of another module is mocked rather than skipped:
  ///
  /// ```swift
  /// let modules = SymbolGraphLoader.parentModules(of: graph)  // ["RuleKit"]
  /// ```
  ///
  /// - Parameter graph: The graph of the module being mocked, or of one it depends on.
  /// - Returns: The modules' names, sorted.
  public static func parentModules(of graph: SymbolGraph) -> [String] {
    let declared = Set(graph.symbols.map(\.identifier.precise))
    let protocols = Set(
      graph.symbols.filter { $0.kind.identifier == SymbolKind.protocolKind }
        .map(\.identifier.precise))
    var modules: Set<String> = []
    for relationship in graph.relationships
    where ["conformsTo", "inheritsFrom"].contains(relationship.kind)
      && protocols.contains(relationship.source) && !declared.contains(relationship.target)
    {
      let fallback = relationship.targetFallback.flatMap { name in
        name.firstIndex(of: ".").map { String(name[..<$0]) }
      }
      if let module = fallback ?? ModuleNames.module(ofPreciseIdentifier: relationship.target) {
        modules.insert(module)
      }
    }
    return modules.subtracting(["Swift", "_Concurrency", graph.module.name]).sorted()
  }

  /// Loads the graphs of the modules that a graph's protocols refine or name, where the inputs have them.
  ///
  /// A parent protocol, a superclass or a result type declared in another target is then
  /// found, so the mock can implement the parent's requirements and write the type's default.
  ///
  /// ```swift
  /// let dependencies = try SymbolGraphLoader.loadDependencies(of: graph, from: paths)
  /// let rendered = try MockRenderer().render(graph, dependencies: dependencies)
  /// ```
  ///
  /// - Parameters:
  ///   - graph: The graph of the module being mocked.
  ///   - paths: Directories that contain symbol graph files, or such files.
  /// - Returns: The graphs found, without the module's own.
  /// - Throws: A ``GeneratorError`` when an input cannot be read or a file does not decode.
  public static func loadDependencies(
    of graph: SymbolGraph, from paths: [String]
  ) throws -> [SymbolGraph] {
    let files = try graphFiles(in: paths)
    var loaded: [String: SymbolGraph] = [graph.module.name: graph]
    var pending = referencedModules(graph, fragments: true)
    var result: [SymbolGraph] = []
    while let module = pending.popFirst() {
      guard loaded[module] == nil, let file = files[module] else { continue }
      let dependency = try decode(readFile(file), path: file)
      loaded[module] = dependency
      result.append(dependency)
      pending.formUnion(referencedModules(dependency, fragments: false).subtracting(loaded.keys))
    }
    return result.sorted { $0.module.name < $1.module.name }
  }

  /// The modules that a graph's relationships, and optionally its fragments, point into.
  private static func referencedModules(_ graph: SymbolGraph, fragments: Bool) -> Set<String> {
    var modules: Set<String> = []
    for relationship in graph.relationships where relationship.kind != "memberOf" {
      if let module = ModuleNames.module(ofPreciseIdentifier: relationship.target) {
        modules.insert(module)
      }
    }
    if fragments {
      for symbol in graph.symbols {
        for fragment in symbol.declarationFragments {
          if let id = fragment.preciseIdentifier,
            let module = ModuleNames.module(ofPreciseIdentifier: id)
          {
            modules.insert(module)
          }
        }
      }
    }
    modules.remove(graph.module.name)
    modules.remove("Swift")
    return modules
  }

  /// The symbol graph files of the inputs, by module; a module's first file wins.
  private static func graphFiles(in paths: [String]) throws -> [String: String] {
    let fileManager = FileManager.default
    var files: [String: String] = [:]
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw GeneratorError.unreadableInput(path: path, reason: "no such file or directory")
      }
      var candidates: [String] = []
      if isDirectory.boolValue {
        guard let enumerator = fileManager.enumerator(atPath: path) else {
          throw GeneratorError.unreadableInput(path: path, reason: "cannot list the directory")
        }
        candidates = enumerator.compactMap { $0 as? String }
          .filter { $0.hasSuffix(".symbols.json") }
          .sorted()
          .map { (path as NSString).appendingPathComponent($0) }
      } else {
        candidates = [path]
      }
      for file in candidates {
        let name = (file as NSString).lastPathComponent
        guard !name.contains("@") else { continue }  // extensions of other modules' types
        var module =
          name.hasSuffix(".symbols.json") ? String(name.dropLast(".symbols.json".count)) : name
        if !isDirectory.boolValue {
          module = try decode(readFile(file), path: file).module.name
        }
        if files[module] == nil { files[module] = file }
      }
    }
    return files
  }

  private static func readFile(_ path: String) throws -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw GeneratorError.unreadableInput(path: path, reason: error.localizedDescription)
    }
  }

  /// Decodes symbol graph JSON.
  ///
  /// - Parameters:
  ///   - data: The contents of a `.symbols.json` file.
  ///   - path: The name to show in error messages.
  /// - Returns: The decoded symbol graph.
  /// - Throws: ``GeneratorError/invalidSymbolGraph(path:reason:)`` when the JSON does not decode.
  public static func decode(_ data: Data, path: String = "<data>") throws -> SymbolGraph {
    do {
      return try JSONDecoder().decode(SymbolGraph.self, from: data)
    } catch let error as DecodingError {
      throw GeneratorError.invalidSymbolGraph(path: path, reason: describe(error))
    } catch {
      throw GeneratorError.invalidSymbolGraph(path: path, reason: "\(error)")
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func pathText(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        .joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)' at '\(pathText(context))'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(context.debugDescription) at '\(pathText(context))'"
    case .dataCorrupted(let context):
      return context.debugDescription
    @unknown default:
      return "\(error)"
    }
  }
}
