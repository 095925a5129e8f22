/// A check of one argument whose type the compiler knows, for typed method IDs.
///
/// The verifiers you know, such as `theValue(_:)` and `any()`, make one where a typed ID needs
/// it, so a verifier of the wrong type, or the wrong number of verifiers, does not compile:
///
/// ```swift
/// store.stub(.save, with: theValue("a"), any(), returning: true)
/// expect(store).to(receive(.save, with: theValue("a"), any()))
/// ```
public struct TypedVerifier<Value> {
  /// The type-erased verifier that does the check.
  public var verifier: ArgumentVerifier

  /// Creates a typed verifier from a type-erased one, such as one you wrote yourself.
  ///
  /// - Parameter verifier: The verifier that checks arguments of type `Value`.
  public init(_ verifier: ArgumentVerifier) {
    self.verifier = verifier
  }

  /// Returns a typed verifier that passes an argument for which the predicate returns true.
  ///
  /// ```swift
  /// expect(store).to(receive(.save, with: any(), .passing { $0 > 0 }))
  /// ```
  ///
  /// - Parameter predicate: Returns whether an argument passes.
  /// - Returns: A verifier described as `any(passing: (Value) -> Bool)`.
  public static func passing(_ predicate: @escaping (Value) -> Bool) -> TypedVerifier {
    TypedVerifier(
      ArgumentVerifier(_mockSixDescribePredicate(Value.self)) { argument in
        guard let value = castResult(argument, to: Value.self) else { return false }
        return predicate(value)
      })
  }
}

/// Returns a typed verifier that passes an argument equal to the given value.
///
/// ```swift
/// store.stub(.save, with: theValue("a"), any(), returning: true)
/// ```
///
/// - Parameter value: The expected argument.
@_disfavoredOverload
public func theValue<T: Equatable>(_ value: T) -> TypedVerifier<T> {
  TypedVerifier(theValue(value))
}

/// Returns a typed verifier that passes any argument of its type.
///
/// ```swift
/// expect(store).to(receive(.save, with: any(), theValue(2)))
/// ```
@_disfavoredOverload
public func any<T>() -> TypedVerifier<T> {
  TypedVerifier(any())
}

/// Returns a typed verifier that passes a nil argument.
///
/// ```swift
/// expect(cache).to(receive(.put, with: nilValue()))
/// ```
@_disfavoredOverload
public func nilValue<T>() -> TypedVerifier<T?> {
  TypedVerifier(nilValue())
}

/// Returns a typed verifier that passes any argument other than nil.
///
/// ```swift
/// expect(cache).to(receive(.put, with: notNil()))
/// ```
@_disfavoredOverload
public func notNil<T>() -> TypedVerifier<T?> {
  TypedVerifier(notNil())
}

/// Returns a typed verifier that passes an argument equal to one of the given values.
///
/// ```swift
/// expect(store).to(receive(.save, with: any(of: ["a", "b"]), any()))
/// ```
///
/// - Parameter options: The values an argument may equal.
@_disfavoredOverload
public func any<T: Equatable>(of options: [T]) -> TypedVerifier<T> {
  TypedVerifier(any(of: options.map { Optional($0) }))
}

/// The type-erased verifiers of a pack of typed ones, in order; for the typed forms of the
/// matchers.
public func _mockSixVerifiers<each A>(_ verifiers: repeat TypedVerifier<each A>)
  -> [ArgumentVerifier]
{
  var list: [ArgumentVerifier] = []
  for verifier in repeat each verifiers {
    list.append(verifier.verifier)
  }
  return list
}
