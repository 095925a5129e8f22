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

  /// The parameters and result of a function, initializer or subscript, as fragments.
  ///
  /// The fragments of a parameter leave out `inout`, ownership and `@escaping`, which only the
  /// declaration fragments show.
  public struct FunctionSignature: Codable, Sendable, Equatable {
    /// The parameters, in order.
    public var parameters: [Parameter]?
    /// The result type; `()` or nothing for none.
    public var returns: [Fragment]?

    /// Creates a function signature.
    ///
    /// - Parameters:
    ///   - parameters: The parameters, in order.
    ///   - returns: The result type.
    public init(parameters: [Parameter]? = nil, returns: [Fragment]? = nil) {
      self.parameters = parameters
      self.returns = returns
    }

    /// One parameter of a function signature.
    public struct Parameter: Codable, Sendable, Equatable {
      /// The argument label, or the parameter name when the parameter has no label.
      public var name: String
      /// The parameter name, when it differs from the argument label.
      public var internalName: String?
      /// The parameter as `name: Type`.
      public var declarationFragments: [Fragment]?

      /// Creates a parameter.
      ///
      /// - Parameters:
      ///   - name: The argument label, or the name.
      ///   - internalName: The parameter name, when it differs from the label.
      ///   - declarationFragments: The parameter as `name: Type`.
      public init(name: String, internalName: String? = nil, declarationFragments: [Fragment]?) {
        self.name = name
        self.internalName = internalName
        self.declarationFragments = declarationFragments
      }
    }
  }

  /// The generic parameters of a declaration and of its context, and the constraints on them.
  ///
  /// Requirements come from the declaration's fragments; the constraints tell only whether a
  /// member of a type has constraints of its own, as one in a constrained extension has.
  public struct Generics: Codable, Sendable, Equatable {
    /// The generic parameters; depth 0 belongs to the outermost context.
    public var parameters: [GenericParameter]?
    /// The constraints on the parameters, those of the declaration's context included.
    public var constraints: [GenericConstraint]?

    /// Creates generics.
    ///
    /// - Parameters:
    ///   - parameters: The generic parameters.
    ///   - constraints: The constraints on them.
    public init(parameters: [GenericParameter]? = nil, constraints: [GenericConstraint]? = nil) {
      self.parameters = parameters
      self.constraints = constraints
    }
  }

  /// A constraint on a generic parameter, such as `Element : Equatable`.
  public struct GenericConstraint: Codable, Sendable, Equatable {
    /// The kind of constraint, such as `conformance`, `superclass` or `sameType`.
    public var kind: String
    /// The constrained type, such as `Element`.
    public var lhs: String
    /// The type it is constrained to, such as `Equatable`.
    public var rhs: String

    /// Creates a constraint.
    ///
    /// - Parameters:
    ///   - kind: The kind of constraint.
    ///   - lhs: The constrained type.
    ///   - rhs: The type it is constrained to.
    public init(kind: String, lhs: String, rhs: String) {
      self.kind = kind
      self.lhs = lhs
      self.rhs = rhs
    }

    /// Creates a constraint by decoding it, tolerating missing parts.
    ///
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      kind = try container.decodeIfPresent(String.self, forKey: .kind) ?? ""
      lhs = try container.decodeIfPresent(String.self, forKey: .lhs) ?? ""
      rhs = try container.decodeIfPresent(String.self, forKey: .rhs) ?? ""
    }
  }

  /// A generic parameter, such as `T` in `func decode<T>()`.
  public struct GenericParameter: Codable, Sendable, Equatable {
    /// The name of the parameter.
    public var name: String
    /// The position of the parameter in its list.
    public var index: Int
    /// How deeply the declaration that owns the parameter is nested; a protocol's `Self` is 0.
    public var depth: Int

    /// Creates a generic parameter.
    ///
    /// - Parameters:
    ///   - name: The name of the parameter.
    ///   - index: Its position in its list.
    ///   - depth: How deeply its declaration is nested.
    public init(name: String, index: Int, depth: Int) {
      self.name = name
      self.index = index
      self.depth = depth
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

  /// A piece of a printed declaration.
  public struct Fragment: Codable, Sendable, Hashable {
    /// The kind of text, such as `keyword`, `identifier`, `typeIdentifier` or `text`.
    public var kind: String
    /// The text of the fragment.
    public var spelling: String
    /// The unique identifier of the type that the fragment names, if any.
    public var preciseIdentifier: String?

    /// Creates a fragment.
    ///
    /// - Parameters:
    ///   - kind: The kind of text.
    ///   - spelling: The text of the fragment.
    ///   - preciseIdentifier: The unique identifier of the named type.
    public init(kind: String, spelling: String, preciseIdentifier: String? = nil) {
      self.kind = kind
      self.spelling = spelling
      self.preciseIdentifier = preciseIdentifier
    }

    /// Reads a fragment, leaving a generic parameter unidentified.
    ///
    /// NB: A graph that `swiftc -emit-symbol-graph` writes identifies a method's own generic
    ///     parameter (`T` in `func load<T>(_: T)` as `s:…1TL_qd__mfp`); one that
    ///     `swift-symbolgraph-extract` writes from a built module does not, and the generator
    ///     tells a generic parameter from a type by that.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      kind = try container.decode(String.self, forKey: .kind)
      spelling = try container.decode(String.self, forKey: .spelling)
      let identifier = try container.decodeIfPresent(String.self, forKey: .preciseIdentifier)
      preciseIdentifier = identifier.flatMap { Self.namesGenericParameter($0) ? nil : $0 }
    }

    /// Whether a precise identifier is a generic parameter's, such as `s:…1TL_qd__mfp`.
    static func namesGenericParameter(_ identifier: String) -> Bool {
      identifier.hasSuffix("mfp") && identifier.containsText("L_")
    }
  }

  /// One availability attribute of a symbol.
  public struct Availability: Codable, Sendable, Equatable {
    /// The platform, or `*` for all platforms.
    public var domain: String?
    /// The version that introduced the symbol.
    public var introduced: Version?
    /// The version that deprecated the symbol.
    public var deprecated: Version?
    /// The version that removed the symbol.
    public var obsoleted: Version?
    /// The message of the attribute.
    public var message: String?
    /// The new name of the symbol.
    public var renamed: String?
    /// Whether the symbol is deprecated on every version.
    public var isUnconditionallyDeprecated: Bool?
    /// Whether the symbol is unavailable on every version.
    public var isUnconditionallyUnavailable: Bool?

    /// Creates an availability attribute.
    ///
    /// - Parameters:
    ///   - domain: The platform, or `*`.
    ///   - introduced: The version that introduced the symbol.
    ///   - message: The message of the attribute.
    ///   - isUnconditionallyDeprecated: Whether the symbol is deprecated on every version.
    public init(
      domain: String?, introduced: Version? = nil, message: String? = nil,
      isUnconditionallyDeprecated: Bool? = nil
    ) {
      self.domain = domain
      self.introduced = introduced
      self.message = message
      self.isUnconditionallyDeprecated = isUnconditionallyDeprecated
    }
  }

  /// A semantic version in an availability attribute.
  public struct Version: Codable, Sendable, Equatable {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int?
    /// The patch version.
    public var patch: Int?

    /// Creates a version.
    ///
    /// - Parameters:
    ///   - major: The major version.
    ///   - minor: The minor version.
    ///   - patch: The patch version.
    public init(major: Int, minor: Int? = nil, patch: Int? = nil) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }
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
