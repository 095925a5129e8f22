/// A message from the mock generator, located like a compiler's: a skipped protocol or a member that traps.
///
/// ```swift
/// for diagnostic in rendered.diagnostics {
///   print(diagnostic.description)  // Sources/Shapes/Shape.swift:3:17: warning: skipped protocol Shape: …
/// }
/// ```
///
/// - Parameters:
///   - protocolName: The protocol that the message is about.
///   - message: What the generator did and why, and what you can do.
public struct GeneratorDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious a message is, as a compiler would print it.
  public enum Severity: String, Sendable, Equatable {
    /// A protocol that got no mock.
    case warning
    /// A member of a mock that traps when called unstubbed.
    case note
  }

  /// The protocol that the message is about.
  public var protocolName: String
  /// What the generator did and why, and what you can do.
  public var message: String
  /// Whether the message is a warning or a note.
  public var severity: Severity
  /// The path of the source file of the declaration, if the symbol graph has it.
  public var file: String?
  /// The one-based line of the declaration.
  public var line: Int?
  /// The one-based column of the declaration.
  public var column: Int?

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - protocolName: The protocol that the message is about.
  ///   - message: What the generator did and why.
  ///   - severity: Whether the message is a warning or a note.
  ///   - file: The path of the declaration's source file.
  ///   - line: The one-based line of the declaration.
  ///   - column: The one-based column of the declaration.
  public init(
    protocolName: String, message: String, severity: Severity = .warning, file: String? = nil,
    line: Int? = nil, column: Int? = nil
  ) {
    self.protocolName = protocolName
    self.message = message
    self.severity = severity
    self.file = file
    self.line = line
    self.column = column
  }

  /// The message as the command-line tool prints it: `path:line:column: warning: message`.
  public var description: String {
    guard let file else { return "\(severity.rawValue): \(message)" }
    return "\(file):\(line ?? 1):\(column ?? 1): \(severity.rawValue): \(message)"
  }
}
