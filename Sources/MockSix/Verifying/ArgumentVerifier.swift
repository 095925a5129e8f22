/// A check of one argument of a call, with a description for failure messages.
///
/// Build verifiers with `theValue(_:)`, `any()`, `nilValue()` and friends, and use them to stub
/// or verify calls by their arguments:
///
/// ```swift
/// mock.stub(.fetch, with: [theValue("id"), any()], andReturn: 42)
/// ```
///
/// An argument of another type than the verifier expects never matches. A verifier can be
/// called like NimbleMockSix's closures:
///
/// ```swift
/// let verifier = theValue(42)
/// verifier(42)  // true
/// ```
public struct ArgumentVerifier: CustomStringConvertible {
  /// How the verifier appears in failure messages, such as theValue(42).
  public var description: String

  let predicate: (Any?) -> Bool
  /// Whether every argument passes, so that stubs can skip the check.
  let passesAll: Bool
  /// The type of the value the verifier compares with, so that messages can name a type mismatch.
  package let valueType: Any.Type?

  /// Creates a verifier from a description and a predicate over the type-erased argument.
  ///
  /// ```swift
  /// let even = ArgumentVerifier("even") { ($0 as? Int).map { $0 % 2 == 0 } ?? false }
  /// ```
  ///
  /// - Parameters:
  ///   - description: How the verifier appears in failure messages.
  ///   - predicate: Returns whether an argument passes.
  public init(_ description: String, _ predicate: @escaping (Any?) -> Bool) {
    self.description = description
    self.predicate = predicate
    passesAll = false
    valueType = nil
  }

  /// Creates a verifier that compares arguments with a value of the given type.
  @usableFromInline
  init(_ description: String, valueType: Any.Type, _ predicate: @escaping (Any?) -> Bool) {
    self.description = description
    self.predicate = predicate
    passesAll = false
    self.valueType = valueType
  }

  /// Creates a verifier that every argument passes, which stubs skip without calling it.
  init(passingAll description: String) {
    self.description = description
    predicate = { _ in true }
    passesAll = true
    valueType = nil
  }

  /// Returns whether an argument passes this verifier.
  ///
  /// ```swift
  /// theValue(42).matches(42)  // true
  /// ```
  ///
  /// - Parameter argument: The argument of a call, as the mock logged it.
  public func matches(_ argument: Any?) -> Bool {
    predicate(argument)
  }

  /// Returns whether an argument passes this verifier, when you call the verifier like a closure.
  ///
  /// ```swift
  /// let verifier = any(of: [2, nil, 5])
  /// verifier(nil)  // true
  /// ```
  ///
  /// - Parameter argument: The argument of a call, as the mock logged it.
  public func callAsFunction(_ argument: Any?) -> Bool {
    predicate(argument)
  }
}

/// A check of one argument as a plain closure, the verifier type of NimbleMockSix.
///
/// The matchers take arrays of such closures wherever they take verifiers:
///
/// ```swift
/// let verifiers = [{ (x: Any?) in x as? String == "foo" }, { (x: Any?) in x as? Int == 42 }]
/// expect(mock).to(receive(.myFunc, times: 2, with: verifiers))
/// ```
///
/// A closure has no description, so failure messages show it as `closure`.
public typealias ArgVerifier = (_ arg: Any?) -> Bool
