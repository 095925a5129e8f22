/// A check of one argument of a call, with a description for failure messages.
///
/// Build verifiers with `theValue(_:)`, `any()`, `nilValue()` and friends, and use them to stub
/// or verify calls by their arguments:
///
/// ```swift
/// mock.stub(.fetch, with: [theValue("id"), any()], andReturn: 42)
/// ```
///
/// An argument of another type than the verifier expects never matches.
public struct ArgumentVerifier: CustomStringConvertible {
  /// How the verifier appears in failure messages, such as theValue(42).
  public var description: String

  let predicate: (Any?) -> Bool
  /// Whether every argument passes, so that stubs can skip the check.
  let passesAll: Bool

  /// Creates a verifier from a description and a predicate over the type-erased argument.
  ///
  /// - Parameters:
  ///   - description: How the verifier appears in failure messages.
  ///   - predicate: Returns whether an argument passes.
  public init(_ description: String, _ predicate: @escaping (Any?) -> Bool) {
    self.description = description
    self.predicate = predicate
    passesAll = false
  }

  /// Creates a verifier that every argument passes, which stubs skip without calling it.
  init(passingAll description: String) {
    self.description = description
    predicate = { _ in true }
    passesAll = true
  }

  /// Returns whether an argument passes this verifier.
  public func matches(_ argument: Any?) -> Bool {
    predicate(argument)
  }
}
