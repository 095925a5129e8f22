/// Returns a verifier that passes an argument equal to the given value.
///
/// ```swift
/// mock.stub(.greet, with: [theValue("Ann")], andReturn: "Hi, Ann")
/// ```
///
/// - Parameter value: The expected argument.
/// - Returns: A verifier described as `theValue(<value>)`.
@inlinable
public func theValue<T: Equatable>(_ value: T) -> ArgumentVerifier {
  let canPeek = _mockSixCanPeek(T.self)
  return ArgumentVerifier(_mockSixDescribe("theValue", value)) { argument in
    if let typed = _mockSixCast(argument, to: T.self, canPeek: canPeek) { return typed == value }
    return _mockSixIsNil(argument) && _mockSixIsNil(value)
  }
}

/// Returns a verifier that passes a nil argument.
public func nilValue() -> ArgumentVerifier {
  ArgumentVerifier("nilValue()") { isNil($0) }
}

/// Returns a verifier that passes any argument other than nil.
public func notNil() -> ArgumentVerifier {
  ArgumentVerifier("notNil()") { !isNil($0) }
}

/// Returns a verifier that passes every argument, nil included.
public func any() -> ArgumentVerifier {
  ArgumentVerifier(passingAll: "any()")
}

/// Returns a verifier that passes any non-nil argument of the given type.
///
/// - Parameter type: The type the argument must have.
public func any<T>(of type: T.Type) -> ArgumentVerifier {
  ArgumentVerifier("any(of: \(describeType(T.self)))") { argument in
    !isNil(argument) && argument is T
  }
}

/// Returns a verifier that passes a non-nil argument of a type for which a predicate holds.
///
/// ```swift
/// expect(mock).to(receive(.setVolume, with: [any { (x: Double) in x >= 3.0 && x < 4.0 }]))
/// ```
///
/// - Parameter predicate: The check the argument must pass.
@_disfavoredOverload
@inlinable
public func any<T>(passing predicate: @escaping (T) -> Bool) -> ArgumentVerifier {
  let canPeek = _mockSixCanPeek(T.self)
  return ArgumentVerifier(_mockSixDescribePredicate(T.self)) { argument in
    guard let value = _mockSixCast(argument, to: T.self, canPeek: canPeek), !_mockSixIsNil(value)
    else {
      return false
    }
    return predicate(value)
  }
}

/// Returns a verifier that passes an optional argument of a type for which a predicate holds.
///
/// `nil` reaches the predicate as `nil`; an argument of another type does not pass.
///
/// ```swift
/// any(passing: { (s: String?) in s == nil })
/// ```
///
/// - Parameter predicate: The check the argument must pass.
@inlinable
public func any<T>(passing predicate: @escaping (T?) -> Bool) -> ArgumentVerifier {
  let canPeek = _mockSixCanPeek(T.self)
  return ArgumentVerifier(_mockSixDescribePredicate(T?.self)) { argument in
    if let value = _mockSixCast(argument, to: T.self, canPeek: canPeek) { return predicate(value) }
    return _mockSixIsNil(argument) && predicate(nil)
  }
}

/// Returns a verifier that passes an instance of a class or of one of its subclasses.
///
/// - Parameter type: The class the argument must be an instance of.
public func instance<T: AnyObject>(of type: T.Type) -> ArgumentVerifier {
  ArgumentVerifier("instance(of: \(describeType(T.self)))") { argument in
    !isNil(argument) && argument is T
  }
}

/// Returns a verifier that passes the very object given, compared by identity.
///
/// - Parameter object: The object the argument must be.
public func identical(to object: AnyObject) -> ArgumentVerifier {
  let description =
    "identical(to: \(type(of: object)) at \(ObjectIdentifier(object).debugDescription))"
  return ArgumentVerifier(description) { argument in
    guard let value = unwrapped(argument), Swift.type(of: value) is AnyClass else { return false }
    return (value as AnyObject) === object
  }
}

@usableFromInline
func _mockSixDescribe(_ name: String, _ value: Any) -> String {
  "\(name)(\(describeValue(value)))"
}

@usableFromInline
func _mockSixDescribePredicate(_ type: Any.Type) -> String {
  "any(passing: (\(describeType(type))) -> Bool)"
}
