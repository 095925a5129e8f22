// The `swiftGenerics` mixin: a declaration's generic parameters and the constraints on them.

extension SymbolGraph {
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
}
