/// An error that says which type MockSix could not make a value of, where, and why.
///
/// `generate(_:seed:using:with:edit:)` throws it, and an unstubbed call quotes it when a result
/// type has no default:
///
/// ```swift
/// do {
///   _ = try generate(Order.self, seed: 7)
/// } catch {
///   print(error)  // cannot make Payment at payment: its init(from:) threw …
/// }
/// ```
public struct GenerationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name of the type that could not be made, with its module, such as MyApp.Payment.
  public var typeName: String

  /// Where the value sits in the generated value, such as items[0].payment; empty at the top.
  public var path: String

  /// Why the value could not be made, such as "its init(from:) threw …".
  public var reason: String

  /// Whether the type contains itself without end, so that another case of an enum may help.
  var isRecursion = false

  /// Whether the type's own `init(from:)` rejected every value it was given.
  var wasRejected = false

  /// What you can pass to make the value anyway, when the type rejected the values it got.
  ///
  /// ```swift
  /// print(error.suggestion ?? "")  // pass a valid MyApp.Payment with using:, or set …
  /// ```
  public var suggestion: String? {
    guard wasRejected else { return nil }
    let field = path.isEmpty ? "its fields" : "the field at \(path)"
    return "pass a valid \(typeName) with using:, or set \(field) with with:"
  }

  /// Creates an error naming a type, a path and a reason.
  ///
  /// - Parameters:
  ///   - type: The type that could not be made.
  ///   - path: The coding path of the value in the generated value.
  ///   - reason: Why it could not be made.
  init(_ type: Any.Type, at path: [any CodingKey], reason: String) {
    typeName = describeType(type)
    self.path = describePath(path)
    self.reason = reason
  }

  /// The error in one line: "cannot make Payment at payment: …".
  public var description: String {
    path.isEmpty
      ? "cannot make \(typeName): \(reason)" : "cannot make \(typeName) at \(path): \(reason)"
  }
}

/// Writes a coding path the way Swift reads it: `items[0].payment`.
func describePath(_ path: [any CodingKey]) -> String {
  var text = ""
  for key in path {
    if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue.isEmpty {
      text += "[\(index)]"
    } else {
      let separator = text.isEmpty || key.stringValue.hasPrefix("[") ? "" : "."
      text += separator + key.stringValue
    }
  }
  return text
}
