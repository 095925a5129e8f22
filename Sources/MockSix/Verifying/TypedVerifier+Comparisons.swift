extension TypedVerifier where Value: Comparable {
  /// Returns a typed verifier that passes an argument greater than a bound.
  ///
  /// ```swift
  /// expect(cart).to(receive(.add, with: any(), .greaterThan(0)))
  /// ```
  ///
  /// - Parameter bound: The value an argument must exceed.
  /// - Returns: A verifier described as `greaterThan(bound)`.
  public static func greaterThan(_ bound: Value) -> TypedVerifier {
    comparing("greaterThan(\(describeValue(bound)))") { $0 > bound }
  }

  /// Returns a typed verifier that passes an argument less than a bound.
  ///
  /// ```swift
  /// expect(thermostat).to(receive(.set, with: .lessThan(30)))
  /// ```
  ///
  /// - Parameter bound: The value an argument must stay under.
  /// - Returns: A verifier described as `lessThan(bound)`.
  public static func lessThan(_ bound: Value) -> TypedVerifier {
    comparing("lessThan(\(describeValue(bound)))") { $0 < bound }
  }

  /// Returns a typed verifier that passes an argument within a closed range.
  ///
  /// ```swift
  /// expect(player).to(receive(.setVolume, with: .in(0...100)))
  /// ```
  ///
  /// - Parameter range: The values an argument may take.
  /// - Returns: A verifier described as `in(lower...upper)`.
  public static func `in`(_ range: ClosedRange<Value>) -> TypedVerifier {
    comparing(
      "in(\(describeValue(range.lowerBound))...\(describeValue(range.upperBound)))",
      range.contains)
  }

  /// Returns a typed verifier that passes an argument within a half-open range.
  ///
  /// ```swift
  /// expect(list).to(receive(.remove, with: .in(0..<3)))
  /// ```
  ///
  /// - Parameter range: The values an argument may take.
  /// - Returns: A verifier described as `in(lower..<upper)`.
  public static func `in`(_ range: Range<Value>) -> TypedVerifier {
    comparing(
      "in(\(describeValue(range.lowerBound))..<\(describeValue(range.upperBound)))",
      range.contains)
  }

  /// A verifier of the given description that passes an argument `passes` accepts.
  private static func comparing(
    _ description: String, _ passes: @escaping (Value) -> Bool
  ) -> TypedVerifier {
    TypedVerifier(
      ArgumentVerifier(description) { argument in
        guard let value = castResult(argument, to: Value.self) else { return false }
        return passes(value)
      })
  }
}

/// Returns a typed verifier that passes an optional argument equal to the given value, which is
/// written without `Optional` or `as T?`.
///
/// ```swift
/// expect(delivery).to(receive(.ship, with: theValue(home)))  // ship(to address: Address?)
/// ```
///
/// - Parameter value: The expected argument.
@_disfavoredOverload
public func theValue<T: Equatable>(_ value: T) -> TypedVerifier<T?> {
  TypedVerifier(theValue(Optional(value)))
}
