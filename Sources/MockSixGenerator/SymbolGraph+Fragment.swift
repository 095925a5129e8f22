// The pieces that the graph splits a printed declaration or type into.

extension SymbolGraph {
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
}
