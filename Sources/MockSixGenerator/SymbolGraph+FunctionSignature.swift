// The `functionSignature` mixin: the parameters and result of a function, as fragments.

extension SymbolGraph {
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
}
