public import MockSix

/// Returns a matcher that passes when a method with a typed ID was received with arguments that pass typed verifiers.
///
/// One verifier per argument, each of the argument's type; a verifier of another type, or
/// another number of verifiers, does not compile:
///
/// ```swift
/// expect(store).to(receive(.save, with: theValue("a"), any()))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the method.
///   - verifiers: One verifier per argument of the method.
/// - Returns: A matcher that passes when at least one call passes the verifiers.
// NB: Disfavored, so that a method without arguments, whose verifiers can be left out, picks the
//     untyped overload instead of being ambiguous with it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@_disfavoredOverload
public func receive<M: Mock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>, with verifiers: repeat TypedVerifier<each A>
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, atLeastTimes: 1, with: _typedVerifiers(repeat each verifiers))
}

/// Returns a matcher that passes when a method with a typed ID was received the given number of times with typed arguments.
///
/// ```swift
/// expect(store).to(receive(.save, times: 2, with: any(), theValue(1)))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the method.
///   - times: The number of matching calls expected, of any integer type.
///   - verifiers: One verifier per argument of the method.
/// - Returns: A matcher for `expect(_:)`.
// NB: Disfavored, so that a method without arguments, whose verifiers can be left out, picks the
//     untyped overload instead of being ambiguous with it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@_disfavoredOverload
public func receive<M: Mock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>, times: some BinaryInteger,
  with verifiers: repeat TypedVerifier<each A>
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, times: times, with: _typedVerifiers(repeat each verifiers))
}

/// Returns a matcher that passes when a method with a typed ID was received at least the given number of times with typed arguments.
///
/// ```swift
/// expect(store).to(receive(.save, atLeastTimes: 2, with: theValue("a"), any()))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the method.
///   - times: The smallest number of matching calls expected, of any integer type.
///   - verifiers: One verifier per argument of the method.
/// - Returns: A matcher for `expect(_:)`.
// NB: Disfavored, so that a method without arguments, whose verifiers can be left out, picks the
//     untyped overload instead of being ambiguous with it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@_disfavoredOverload
public func receive<M: Mock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>, atLeastTimes times: some BinaryInteger,
  with verifiers: repeat TypedVerifier<each A>
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, atLeastTimes: times, with: _typedVerifiers(repeat each verifiers))
}

/// Returns a matcher that passes when a method with a typed ID was received at most the given number of times with typed arguments.
///
/// ```swift
/// expect(store).to(receive(.save, atMostTimes: 1, with: theValue("a"), any()))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the method.
///   - times: The largest number of matching calls allowed, of any integer type.
///   - verifiers: One verifier per argument of the method.
/// - Returns: A matcher for `expect(_:)`.
// NB: Disfavored, so that a method without arguments, whose verifiers can be left out, picks the
//     untyped overload instead of being ambiguous with it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@_disfavoredOverload
public func receive<M: Mock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>, atMostTimes times: some BinaryInteger,
  with verifiers: repeat TypedVerifier<each A>
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, atMostTimes: times, with: _typedVerifiers(repeat each verifiers))
}

/// Returns an expected call of a method with a typed ID and typed verifiers, for `expectInOrder`.
///
/// ```swift
/// expectInOrder([call(store, .save, with: theValue("a"), any()), call(fetch, .call, with: any())])
/// ```
///
/// - Parameters:
///   - mock: The mock that receives the call.
///   - method: The typed ID of the method.
///   - verifiers: One verifier per argument of the method.
/// - Returns: The expected call.
// NB: Disfavored, so that a method without arguments, whose verifiers can be left out, picks the
//     untyped overload instead of being ambiguous with it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@_disfavoredOverload
public func call<M: Mock, Failure, each A, R>(
  _ mock: M, _ method: TypedMember<M, Failure, repeat each A, R>,
  with verifiers: repeat TypedVerifier<each A>
) -> ExpectedCall where M.MockMethod.RawValue == Int {
  call(mock, method.method, with: _typedVerifiers(repeat each verifiers))
}

/// The type-erased verifiers of a pack of typed ones, in order.
private func _typedVerifiers<each A>(_ verifiers: repeat TypedVerifier<each A>)
  -> [ArgumentVerifier]
{
  var list: [ArgumentVerifier] = []
  for verifier in repeat each verifiers {
    list.append(verifier.verifier)
  }
  return list
}
