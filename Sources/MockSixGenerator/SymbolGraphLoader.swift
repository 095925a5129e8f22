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
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw GeneratorError.unreadableInput(path: path, reason: "no such file or directory")
    }
    if !isDirectory.boolValue {
      let graph = try decode(readFile(path), path: path)
      guard graph.module.name == module else {
        throw GeneratorError.unknownModule(module, available: [graph.module.name])
      }
      return graph
    }
    let files: [String]
    do {
      guard let enumerator = fileManager.enumerator(atPath: path) else {
        throw GeneratorError.unreadableInput(path: path, reason: "cannot list the directory")
      }
      files = enumerator.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".symbols.json") }
        .sorted()
        .map { (path as NSString).appendingPathComponent($0) }
    }
    let wanted = module + ".symbols.json"
    guard let file = files.first(where: { ($0 as NSString).lastPathComponent == wanted }) else {
      let available = Set(
        files.map { ($0 as NSString).lastPathComponent }
          .filter { !$0.contains("@") }
          .map { String($0.dropLast(".symbols.json".count)) })
      throw GeneratorError.unknownModule(module, available: available.sorted())
    }
    return try decode(readFile(file), path: file)
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
