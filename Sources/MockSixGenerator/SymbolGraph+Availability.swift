// The `availability` mixin: a declaration's `@available` attributes and their versions.

extension SymbolGraph {
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
}
