/// An error that stops the mock generator, with a message meant for the person running it.
///
/// ```swift
/// do {
///   let graph = try SymbolGraphLoader.load(module: "CarExample", from: directory)
/// } catch let error as GeneratorError {
///   print(error.description)
/// }
/// ```
public enum GeneratorError: Error, Equatable, CustomStringConvertible {
  /// The symbol graph directory or file could not be read.
  case unreadableInput(path: String, reason: String)
  /// The directory has no symbol graph for the requested module.
  case unknownModule(String, available: [String])
  /// A symbol graph file is not valid symbol graph JSON.
  case invalidSymbolGraph(path: String, reason: String)
  /// Protocols were requested by name but the module does not declare them.
  case unknownProtocols([String], available: [String])
  /// The compiler could not type-check the generated mocks, for a reason other than an error in
  /// them: it cannot run, or it stopped without naming a line of the file.
  case typeCheckFailed(String)

  /// A message that explains the error and how to fix it.
  public var description: String {
    switch self {
    case .unreadableInput(let path, let reason):
      return "cannot read symbol graph input '\(path)': \(reason)"
    case .unknownModule(let module, let available):
      let list = available.isEmpty ? "none" : available.joined(separator: ", ")
      return "no symbol graph for module '\(module)' (modules found: \(list))"
    case .invalidSymbolGraph(let path, let reason):
      return "'\(path)' is not a valid symbol graph: \(reason)"
    case .unknownProtocols(let names, let available):
      let list = available.isEmpty ? "none" : available.joined(separator: ", ")
      return
        "unknown protocol(s) \(names.joined(separator: ", ")) (protocols found: \(list))"
    case .typeCheckFailed(let reason):
      return "cannot type-check the mocks: \(reason)"
    }
  }
}
