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
  return ArgumentVerifier(_mockSixDescribe("theValue", value), valueType: T.self) { argument in
    if let typed = _mockSixCast(argument, to: T.self, canPeek: canPeek) { return typed == value }
    return _mockSixIsNil(argument) && _mockSixIsNil(value)
  }
}

/// Returns a closure that passes an argument equal to the given value, for arrays of closures.
///
/// Swift picks this form only where a closure is needed, as in an array that also holds
/// closures:
///
/// ```swift
/// expect(mock).to(receive(.save, with: [theValue("a"), { x in (x as? Int) == 3 }]))
/// ```
///
/// - Parameter value: The expected argument.
@_disfavoredOverload
public func theValue<T: Equatable>(_ value: T) -> ArgVerifier {
  theValue(value).callAsFunction
}

/// Returns a verifier that passes a nil argument.
///
/// ```swift
/// expect(view).to(receive(.show, with: [nilValue()]))
/// ```
public func nilValue() -> ArgumentVerifier {
  ArgumentVerifier("nilValue()") { isNil($0) }
}

/// Returns a closure that passes a nil argument, for arrays of closures.
///
/// ```swift
/// expect(view).to(receive(.show, with: [nilValue(), { x in (x as? Int) == 3 }]))
/// ```
@_disfavoredOverload
public func nilValue() -> ArgVerifier {
  nilValue().callAsFunction
}

/// Returns a verifier that passes any argument other than nil.
///
/// ```swift
/// expect(view).to(receive(.show, with: [notNil()]))
/// ```
public func notNil() -> ArgumentVerifier {
  ArgumentVerifier("notNil()") { !isNil($0) }
}

/// Returns a verifier that passes every argument, nil included.
///
/// ```swift
/// expect(mock).to(receive(.save, with: [theValue("aaa"), any()]))
/// ```
public func any() -> ArgumentVerifier {
  ArgumentVerifier(passingAll: "any()")
}

/// Returns a closure that passes every argument, nil included, for arrays of closures.
///
/// ```swift
/// expect(mock).to(receive(.save, with: [any(), { x in (x as? Int) == 3 }]))
/// ```
@_disfavoredOverload
public func any() -> ArgVerifier {
  any().callAsFunction
}

/// Returns a verifier that passes an argument equal to one of the given values.
///
/// A nil argument passes when the values include nil; an argument of another type never passes.
///
/// ```swift
/// expect(mock).to(receive(.save, with: [any(of: ["bbb", "ccc"]), any(of: [2, nil, 5])]))
/// ```
///
/// - Parameter options: The values the argument may equal.
/// - Returns: A verifier described as `any(of: [<values>])`.
public func any<T: Equatable>(of options: [T?]) -> ArgumentVerifier {
  let canPeek = _mockSixCanPeek(T.self)
  let acceptsNil = options.contains(nil)
  let list = options.map { describeValue($0 as Any) }.joined(separator: ", ")
  return ArgumentVerifier("any(of: [\(list)])", valueType: T.self) { argument in
    if let typed = _mockSixCast(argument, to: T.self, canPeek: canPeek) {
      return options.contains(typed)
    }
    return acceptsNil && isNil(argument)
  }
}

/// Returns a closure that passes an argument equal to one of the given values, for arrays of
/// closures.
///
/// ```swift
/// expect(mock).to(receive(.save, with: [any(of: ["a", "b"]), { x in (x as? Int) == 3 }]))
/// ```
///
/// - Parameter options: The values the argument may equal.
@_disfavoredOverload
public func any<T: Equatable>(of options: [T?]) -> ArgVerifier {
  any(of: options).callAsFunction
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

/// Returns a verifier that passes a non-nil argument of the given type.
///
/// The type may be a class (an instance of a subclass passes), a struct, an enum or a protocol:
///
/// ```swift
/// expect(mock).to(receive(.save, with: [instance(of: String.self), instance(of: Int.self)]))
/// expect(zoo).to(receive(.admit, with: [instance(of: Animal.self)]))
/// expect(list).to(receive(.add, with: [instance(of: (any Shape).self)]))
/// ```
///
/// - Parameter type: The type the argument must have.
public func instance<T>(of type: T.Type) -> ArgumentVerifier {
  ArgumentVerifier("instance(of: \(describeType(T.self)))") { argument in
    !isNil(argument) && argument is T
  }
}

/// Returns a verifier that passes the very object given, compared by identity.
///
/// ```swift
/// expect(garage).to(receive(.park, with: [identical(to: car)]))
/// ```
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
