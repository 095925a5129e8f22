/// A message from the mock generator about a protocol that it could not mock, or mocked partly.
///
/// ```swift
/// for diagnostic in rendered.diagnostics {
///   print(diagnostic.description)  // warning: skipped protocol Shape: ...
/// }
/// ```
public struct GeneratorDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// The protocol that the message is about.
  public var protocolName: String
  /// What the generator did and why.
  public var message: String

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - protocolName: The protocol that the message is about.
  ///   - message: What the generator did and why.
  public init(protocolName: String, message: String) {
    self.protocolName = protocolName
    self.message = message
  }

  /// The message as the command-line tool prints it.
  public var description: String {
    "warning: skipped protocol \(protocolName): \(message)"
  }
}
