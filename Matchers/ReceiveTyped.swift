public import MockSix

// The matchers of typed IDs, in NimbleMockSix's spelling: `receive(_:times:with:)` and its
// friends, with `with:` verifiers one per argument, typed, listed without an array. A generic
// member's ID counts only the calls of its type arguments.

/// Expects a member to be received exactly `times` times.
///
/// ```swift
/// expect(store).to(receive(.save, times: 2))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: How many calls to expect, in any integer type.
/// - Returns: A matcher for `expect(_:)`.
// NB: Disfavored, so that a hand-written mock whose typed IDs share their names with its cases
//     counts by the case, as before, rather than being ambiguous.
@_disfavoredOverload
public func receive<M: Mock, Failure, Arguments, R>(
  _ method: TypedMember<M, Failure, Arguments, R>, times: some BinaryInteger
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .exactly(Int(clamping: times)), verifiers: nil,
    typeArguments: method.typeArguments)
}

/// Expects a member to be received at least `times` times, once unless told.
///
/// ```swift
/// expect(store).to(receive(.save))
/// expect(store).to(receive(.save, atLeastTimes: 2))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The fewest calls to expect, in any integer type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, Arguments, R>(
  _ method: TypedMember<M, Failure, Arguments, R>, atLeastTimes times: some BinaryInteger = 1 as Int
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atLeast(Int(clamping: times)), verifiers: nil,
    typeArguments: method.typeArguments)
}

/// Expects a member to be received at most `times` times.
///
/// ```swift
/// expect(store).to(receive(.save, atMostTimes: 1))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The most calls to expect, in any integer type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, Arguments, R>(
  _ method: TypedMember<M, Failure, Arguments, R>, atMostTimes times: some BinaryInteger
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atMost(Int(clamping: times)), verifiers: nil,
    typeArguments: method.typeArguments)
}

/// Expects a one-argument member to be received at least once with an argument that passes a typed verifier.
///
/// ```swift
/// expect(settings).to(receive(.flag, with: theValue("dark")))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - verifier: The verifier of the argument, of its type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, Argument, R>(
  _ method: TypedMember<M, Failure, Argument, R>, with verifier: TypedVerifier<Argument>
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atLeast(1), verifiers: [verifier.verifier],
    typeArguments: method.typeArguments)
}

/// Expects a member to be received at least once with arguments that pass typed verifiers.
///
/// ```swift
/// expect(store).to(receive(.save, with: theValue("a"), any()))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - first: The verifier of the first argument, of its type.
///   - second: The verifier of the second argument, of its type.
///   - rest: One verifier per further argument, of its type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, A1, A2, each A, R>(
  _ method: TypedMember<M, Failure, (A1, A2, repeat each A), R>, with first: TypedVerifier<A1>,
  _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atLeast(1),
    verifiers: _mockSixVerifiers(first, second, repeat each rest),
    typeArguments: method.typeArguments)
}
/// Expects a one-argument member to be received exactly `times` times with an argument that passes a typed verifier.
///
/// ```swift
/// expect(settings).to(receive(.flag, times: 2, with: theValue("dark")))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: How many matching calls to expect, in any integer type.
///   - verifier: The verifier of the argument, of its type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, Argument, R>(
  _ method: TypedMember<M, Failure, Argument, R>, times: some BinaryInteger,
  with verifier: TypedVerifier<Argument>
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .exactly(Int(clamping: times)), verifiers: [verifier.verifier],
    typeArguments: method.typeArguments)
}

/// Expects a member to be received exactly `times` times with arguments that pass typed verifiers.
///
/// ```swift
/// expect(store).to(receive(.save, times: 2, with: theValue("a"), any()))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: How many matching calls to expect, in any integer type.
///   - first: The verifier of the first argument, of its type.
///   - second: The verifier of the second argument, of its type.
///   - rest: One verifier per further argument, of its type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, A1, A2, each A, R>(
  _ method: TypedMember<M, Failure, (A1, A2, repeat each A), R>, times: some BinaryInteger,
  with first: TypedVerifier<A1>,
  _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .exactly(Int(clamping: times)),
    verifiers: _mockSixVerifiers(first, second, repeat each rest),
    typeArguments: method.typeArguments)
}
/// Expects a one-argument member to be received at least `times` times with an argument that passes a typed verifier.
///
/// ```swift
/// expect(settings).to(receive(.flag, atLeastTimes: 2, with: theValue("dark")))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The fewest matching calls to expect, in any integer type.
///   - verifier: The verifier of the argument, of its type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, Argument, R>(
  _ method: TypedMember<M, Failure, Argument, R>, atLeastTimes times: some BinaryInteger,
  with verifier: TypedVerifier<Argument>
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atLeast(Int(clamping: times)), verifiers: [verifier.verifier],
    typeArguments: method.typeArguments)
}

/// Expects a member to be received at least `times` times with arguments that pass typed verifiers.
///
/// ```swift
/// expect(store).to(receive(.save, atLeastTimes: 2, with: theValue("a"), any()))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The fewest matching calls to expect, in any integer type.
///   - first: The verifier of the first argument, of its type.
///   - second: The verifier of the second argument, of its type.
///   - rest: One verifier per further argument, of its type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, A1, A2, each A, R>(
  _ method: TypedMember<M, Failure, (A1, A2, repeat each A), R>,
  atLeastTimes times: some BinaryInteger, with first: TypedVerifier<A1>,
  _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atLeast(Int(clamping: times)),
    verifiers: _mockSixVerifiers(first, second, repeat each rest),
    typeArguments: method.typeArguments)
}
/// Expects a one-argument member to be received at most `times` times with an argument that passes a typed verifier.
///
/// ```swift
/// expect(settings).to(receive(.flag, atMostTimes: 1, with: theValue("dark")))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The most matching calls to expect, in any integer type.
///   - verifier: The verifier of the argument, of its type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, Argument, R>(
  _ method: TypedMember<M, Failure, Argument, R>, atMostTimes times: some BinaryInteger,
  with verifier: TypedVerifier<Argument>
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atMost(Int(clamping: times)), verifiers: [verifier.verifier],
    typeArguments: method.typeArguments)
}

/// Expects a member to be received at most `times` times with arguments that pass typed verifiers.
///
/// ```swift
/// expect(store).to(receive(.save, atMostTimes: 1, with: theValue("a"), any()))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The most matching calls to expect, in any integer type.
///   - first: The verifier of the first argument, of its type.
///   - second: The verifier of the second argument, of its type.
///   - rest: One verifier per further argument, of its type.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, A1, A2, each A, R>(
  _ method: TypedMember<M, Failure, (A1, A2, repeat each A), R>,
  atMostTimes times: some BinaryInteger, with first: TypedVerifier<A1>,
  _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atMost(Int(clamping: times)),
    verifiers: _mockSixVerifiers(first, second, repeat each rest),
    typeArguments: method.typeArguments)
}
/// Names a call of a mock's member by its typed ID, as one step of an order check.
///
/// ```swift
/// expectInOrder([call(engine, .turnOn), call(battery, .charge)])
/// ```
///
/// - Parameters:
///   - mock: The mock that receives the call.
///   - method: The typed ID of the member.
/// - Returns: A step for `expectInOrder(_:_:fileID:filePath:line:column:)`.
@_disfavoredOverload
public func call<M: Mock, Failure, Arguments, R>(
  _ mock: M, _ method: TypedMember<M, Failure, Arguments, R>
) -> ExpectedCall {
  var step = call(mock, method.method, with: nil)
  step.typeArguments = method.typeArguments
  return step
}

/// Names a call of a one-argument member whose argument passes a typed verifier, as one step of
/// an order check.
///
/// ```swift
/// expectInOrder([call(engine, .turnOn), call(engine, .setSpeed, with: theValue(50))])
/// ```
///
/// - Parameters:
///   - mock: The mock that receives the call.
///   - method: The typed ID of the member.
///   - verifier: The verifier of the argument, of its type.
/// - Returns: A step for `expectInOrder(_:_:fileID:filePath:line:column:)`.
@_disfavoredOverload
public func call<M: Mock, Failure, Argument, R>(
  _ mock: M, _ method: TypedMember<M, Failure, Argument, R>, with verifier: TypedVerifier<Argument>
) -> ExpectedCall {
  var step = call(mock, method.method, with: [verifier.verifier])
  step.typeArguments = method.typeArguments
  return step
}

/// Names a call of a member whose arguments pass typed verifiers, as one step of an order check.
///
/// ```swift
/// expectInOrder([call(store, .open), call(store, .save, with: theValue("a"), any())])
/// ```
///
/// - Parameters:
///   - mock: The mock that receives the call.
///   - method: The typed ID of the member.
///   - first: The verifier of the first argument, of its type.
///   - second: The verifier of the second argument, of its type.
///   - rest: One verifier per further argument, of its type.
/// - Returns: A step for `expectInOrder(_:_:fileID:filePath:line:column:)`.
@_disfavoredOverload
public func call<M: Mock, Failure, A1, A2, each A, R>(
  _ mock: M, _ method: TypedMember<M, Failure, (A1, A2, repeat each A), R>,
  with first: TypedVerifier<A1>, _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>
) -> ExpectedCall {
  var step = call(mock, method.method, with: _mockSixVerifiers(first, second, repeat each rest))
  step.typeArguments = method.typeArguments
  return step
}
