/// The Swift source of generated mocks, with the messages produced while generating it.
///
/// ```swift
/// let rendered = try MockRenderer().render(graph)
/// try rendered.source.write(toFile: "GeneratedMocks.swift", atomically: true, encoding: .utf8)
/// ```
///
/// - Parameters:
///   - source: The Swift source file.
///   - mockNames: The names of the mock types.
///   - diagnostics: Warnings about protocols that were skipped.
///   - unstubbedTraps: Notes about mock members that trap when called unstubbed.
///   - typeDependentMembers: Notes about mock members that may trap when called unstubbed.
public struct RenderedMocks: Sendable, Equatable {
  /// The Swift source file, with its generated-file header.
  public var source: String
  /// The names of the mock types, in the order they appear in the source.
  public var mockNames: [String]
  /// Warnings about protocols that were skipped.
  public var diagnostics: [GeneratorDiagnostic]
  /// Notes about mock members whose result no default can make, which trap when called unstubbed.
  public var unstubbedTraps: [GeneratorDiagnostic]
  /// Notes about mock members that may trap unstubbed: a generic result, or a type that decodes itself.
  public var typeDependentMembers: [GeneratorDiagnostic]
  /// The number of mock members that return a value.
  public var valueReturningMemberCount: Int
  /// Where each mock is in ``source``, for telling which mock a compiler error is in.
  public var placements: [Placement] = []
  /// Notes about mocks named other than `Mock` and the protocol's name, and why.
  public var namingNotes: [GeneratorDiagnostic] = []

  /// Where one mock is in the source: its declaration, members, typed IDs and helpers.
  public struct Placement: Sendable, Equatable {
    /// The protocol that the mock is of, with the types it is nested in (`Garage.Door`).
    public var protocolName: String
    /// The name of the mock type.
    public var mockName: String
    /// The mock's lines, one-based, from its first attribute to its last helper.
    public var lines: ClosedRange<Int>

    /// Creates a placement.
    ///
    /// - Parameters:
    ///   - protocolName: The protocol that the mock is of.
    ///   - mockName: The name of the mock type.
    ///   - lines: The mock's lines, one-based.
    public init(protocolName: String, mockName: String, lines: ClosedRange<Int>) {
      self.protocolName = protocolName
      self.mockName = mockName
      self.lines = lines
    }
  }

  /// Creates rendered mocks.
  ///
  /// - Parameters:
  ///   - source: The Swift source file.
  ///   - mockNames: The names of the mock types.
  ///   - diagnostics: Warnings about skipped protocols.
  ///   - unstubbedTraps: Notes about members that trap when called unstubbed.
  ///   - typeDependentMembers: Notes about members that may trap when called unstubbed.
  ///   - valueReturningMemberCount: The number of mock members that return a value.
  public init(
    source: String, mockNames: [String], diagnostics: [GeneratorDiagnostic],
    unstubbedTraps: [GeneratorDiagnostic] = [], typeDependentMembers: [GeneratorDiagnostic] = [],
    valueReturningMemberCount: Int = 0
  ) {
    self.source = source
    self.mockNames = mockNames
    self.diagnostics = diagnostics
    self.unstubbedTraps = unstubbedTraps
    self.typeDependentMembers = typeDependentMembers
    self.valueReturningMemberCount = valueReturningMemberCount
  }
}
