/// The Swift source of generated mocks, with the messages produced while generating it.
///
/// ```swift
/// let rendered = try MockRenderer().render(graph)
/// try rendered.source.write(toFile: "GeneratedMocks.swift", atomically: true, encoding: .utf8)
/// ```
public struct RenderedMocks: Sendable, Equatable {
  /// The Swift source file, with its generated-file header.
  public var source: String
  /// The names of the mock types, in the order they appear in the source.
  public var mockNames: [String]
  /// Messages about protocols that were skipped.
  public var diagnostics: [GeneratorDiagnostic]

  /// Creates rendered mocks.
  ///
  /// - Parameters:
  ///   - source: The Swift source file.
  ///   - mockNames: The names of the mock types.
  ///   - diagnostics: Messages about skipped protocols.
  public init(source: String, mockNames: [String], diagnostics: [GeneratorDiagnostic]) {
    self.source = source
    self.mockNames = mockNames
    self.diagnostics = diagnostics
  }
}
