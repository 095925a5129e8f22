public import MockSix

// The matchers of typed IDs, in NimbleMockSix's spelling: `receive(_:times:)` and its friends,
// which take a one-argument member's verifier in MockSix's array after a count, typed by the
// argument; the forms with verifiers without brackets are in ReceiveTyped+Verifiers.swift and,
// for `call(_:_:with:)`, ExpectedCall+Verifiers.swift. A generic member's ID counts only the
// calls of its type arguments.

/// Expects a member to be received exactly `times` times.
///
/// ```swift
/// expect(store).to(receive(.save, times: 2))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: How many calls to expect, in any integer type.
///   - verifiers: A one-argument member's verifier in MockSix's array, of the argument's type
///     (`with: [theValue("Fern")]`); `nil` accepts any arguments. A member of more arguments
///     takes its verifiers without brackets: `with: theValue("a"), any()`.
/// - Returns: A matcher for `expect(_:)`.
// NB: Disfavored, so that a hand-written mock whose typed IDs share their names with its cases
//     counts by the case, as before, rather than being ambiguous.
@_disfavoredOverload
public func receive<M: Mock, Failure, Arguments, R>(
  _ method: TypedMember<M, Failure, Arguments, R>, times: some BinaryInteger,
  with verifiers: [TypedVerifier<Arguments>]? = nil
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .exactly(Int(clamping: times)), verifiers: verifiers?.map(\.verifier),
    typeArguments: method.typeArguments)
}

/// Expects a member to be received at least once.
///
/// ```swift
/// expect(store).to(receive(.save))
/// ```
///
/// - Parameter method: The typed ID of the member.
/// - Returns: A matcher for `expect(_:)`.
// NB: A form of its own, not a default count in the form below: with a default count, a
//     hand-written mock's `receive(.record, with: [ten verifiers])` took 11 s to type-check, as
//     the solver weighed it against the forms with verifiers without brackets. So an array
//     follows a count: `receive(.plant, atLeastTimes: 1, with: [theValue("Fern")])`.
@_disfavoredOverload
public func receive<M: Mock, Failure, Arguments, R>(
  _ method: TypedMember<M, Failure, Arguments, R>
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atLeast(1), verifiers: nil, typeArguments: method.typeArguments)
}

/// Expects a member to be received at least `times` times.
///
/// ```swift
/// expect(store).to(receive(.save, atLeastTimes: 2))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The fewest calls to expect, in any integer type.
///   - verifiers: A one-argument member's verifier in MockSix's array, of the argument's type
///     (`with: [theValue("Fern")]`); `nil` accepts any arguments. A member of more arguments
///     takes its verifiers without brackets: `with: theValue("a"), any()`.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, Arguments, R>(
  _ method: TypedMember<M, Failure, Arguments, R>, atLeastTimes times: some BinaryInteger,
  with verifiers: [TypedVerifier<Arguments>]? = nil
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atLeast(Int(clamping: times)), verifiers: verifiers?.map(\.verifier),
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
///   - verifiers: A one-argument member's verifier in MockSix's array, of the argument's type
///     (`with: [theValue("Fern")]`); `nil` accepts any arguments. A member of more arguments
///     takes its verifiers without brackets: `with: theValue("a"), any()`.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock, Failure, Arguments, R>(
  _ method: TypedMember<M, Failure, Arguments, R>, atMostTimes times: some BinaryInteger,
  with verifiers: [TypedVerifier<Arguments>]? = nil
) -> MockMatcher<M> {
  countMatcher(
    method.method, count: .atMost(Int(clamping: times)), verifiers: verifiers?.map(\.verifier),
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
