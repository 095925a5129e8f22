// A declaration in the graph: its kind, identifier, names, fragments and place in the source.

extension SymbolGraph {
  /// One declaration in a symbol graph.
  public struct Symbol: Codable, Sendable, Equatable {
    /// The kind of declaration, such as `swift.protocol` or `swift.method`.
    public var kind: Kind
    /// The unique identifier of the declaration.
    public var identifier: Identifier
    /// The names of the declaration and its parents, outermost first.
    public var pathComponents: [String]
    /// The display names of the declaration.
    public var names: Names
    /// The declaration as the compiler prints it, split into fragments.
    public var declarationFragments: [Fragment]
    /// The access level, such as `public` or `internal`.
    public var accessLevel: String
    /// The availability attributes of the declaration.
    public var availability: [Availability]?
    /// Where the declaration is in the source.
    public var location: Location?
    /// The parameters and result of a function, initializer or subscript.
    public var functionSignature: FunctionSignature?
    /// The generic parameters of the declaration and its context.
    public var swiftGenerics: Generics?
    /// Whether the declaration is `@_spi`; the graph does not name its group.
    public var spi: Bool?

    /// Creates a symbol from its parts.
    ///
    /// - Parameters:
    ///   - kind: The kind identifier, such as `swift.method`.
    ///   - precise: The unique identifier of the declaration.
    ///   - pathComponents: The names of the declaration and its parents.
    ///   - title: The display name of the declaration.
    ///   - declarationFragments: The declaration split into fragments.
    ///   - accessLevel: The access level.
    ///   - availability: The availability attributes.
    ///   - location: Where the declaration is in the source.
    ///   - functionSignature: The parameters and result of a function.
    ///   - swiftGenerics: The generic parameters.
    public init(
      kind: String, precise: String, pathComponents: [String], title: String,
      declarationFragments: [Fragment],
      accessLevel: String = "public", availability: [Availability]? = nil,
      location: Location? = nil, functionSignature: FunctionSignature? = nil,
      swiftGenerics: Generics? = nil
    ) {
      self.kind = Kind(identifier: kind)
      self.identifier = Identifier(precise: precise)
      self.pathComponents = pathComponents
      self.names = Names(title: title)
      self.declarationFragments = declarationFragments
      self.accessLevel = accessLevel
      self.availability = availability
      self.location = location
      self.functionSignature = functionSignature
      self.swiftGenerics = swiftGenerics
    }

    /// Creates a symbol by decoding it, tolerating missing optional parts.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      kind = try container.decode(Kind.self, forKey: .kind)
      identifier = try container.decode(Identifier.self, forKey: .identifier)
      pathComponents = try container.decodeIfPresent([String].self, forKey: .pathComponents) ?? []
      names = try container.decode(Names.self, forKey: .names)
      declarationFragments =
        try container.decodeIfPresent([Fragment].self, forKey: .declarationFragments) ?? []
      accessLevel = try container.decodeIfPresent(String.self, forKey: .accessLevel) ?? "public"
      availability = try container.decodeIfPresent([Availability].self, forKey: .availability)
      location = try container.decodeIfPresent(Location.self, forKey: .location)
      functionSignature = try container.decodeIfPresent(
        FunctionSignature.self, forKey: .functionSignature)
      swiftGenerics = try container.decodeIfPresent(Generics.self, forKey: .swiftGenerics)
      spi = try container.decodeIfPresent(Bool.self, forKey: .spi)
    }
  }

  /// The kind of a symbol.
  public struct Kind: Codable, Sendable, Equatable {
    /// The kind identifier, such as `swift.protocol`.
    public var identifier: String
  }

  /// The unique identifier of a symbol.
  public struct Identifier: Codable, Sendable, Equatable {
    /// The compiler's unique symbol name (USR).
    public var precise: String
  }

  /// The display names of a symbol.
  public struct Names: Codable, Sendable, Equatable {
    /// The name with argument labels, such as `setSpeed(to:in:)`.
    public var title: String
  }

  /// Where a symbol is declared.
  public struct Location: Codable, Sendable, Equatable {
    /// The file URL of the declaration.
    public var uri: String
    /// The line and column of the declaration.
    public var position: Position

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - uri: The file URL of the declaration.
    ///   - line: The zero-based line of the declaration.
    ///   - character: The zero-based column of the declaration.
    public init(uri: String, line: Int, character: Int = 0) {
      self.uri = uri
      self.position = Position(line: line, character: character)
    }
  }

  /// A line and column in a source file.
  public struct Position: Codable, Sendable, Equatable {
    /// The zero-based line.
    public var line: Int
    /// The zero-based column.
    public var character: Int
  }
}
