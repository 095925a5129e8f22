/// The part of the compiler's symbol graph JSON that the mock generator reads.
///
/// Decode it with Foundation's `JSONDecoder` from a `<Module>.symbols.json` file:
///
/// ```swift
/// let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
/// ```
///
/// Unknown keys are ignored, so newer symbol graph formats still decode.
public struct SymbolGraph: Codable, Sendable, Equatable {
  /// The module that the graph describes.
  public var module: Module
  /// The declarations of the module.
  public var symbols: [Symbol]
  /// The relationships between the symbols, such as requirements and conformances.
  public var relationships: [Relationship]

  /// Creates a symbol graph from its parts.
  ///
  /// - Parameters:
  ///   - module: The module that the graph describes.
  ///   - symbols: The declarations of the module.
  ///   - relationships: The relationships between the symbols.
  public init(module: Module, symbols: [Symbol], relationships: [Relationship]) {
    self.module = module
    self.symbols = symbols
    self.relationships = relationships
  }

  /// The module that a symbol graph describes.
  public struct Module: Codable, Sendable, Equatable {
    /// The name of the module.
    public var name: String

    /// Creates a module description.
    ///
    /// - Parameter name: The name of the module.
    public init(name: String) {
      self.name = name
    }
  }

  /// A relationship between two symbols.
  public struct Relationship: Codable, Sendable, Equatable {
    /// The kind, such as `requirementOf`, `conformsTo` or `defaultImplementationOf`.
    public var kind: String
    /// The unique identifier of the source symbol.
    public var source: String
    /// The unique identifier of the target symbol.
    public var target: String
    /// The qualified name of the target when it is outside the module, such as `Swift.Hashable`.
    public var targetFallback: String?

    /// Creates a relationship.
    ///
    /// - Parameters:
    ///   - kind: The kind of relationship.
    ///   - source: The unique identifier of the source symbol.
    ///   - target: The unique identifier of the target symbol.
    ///   - targetFallback: The qualified name of an outside target.
    public init(kind: String, source: String, target: String, targetFallback: String? = nil) {
      self.kind = kind
      self.source = source
      self.target = target
      self.targetFallback = targetFallback
    }
  }
}
