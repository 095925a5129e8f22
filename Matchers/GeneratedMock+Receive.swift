public import MockSix

// Verifiers in an array on a generated mock's typed ID: unavailable, with the checked spelling in
// the message, so that the compiler says what to write instead of a type mismatch.

/// Unavailable: a generated mock's verifiers follow `with:` one by one, without brackets.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@available(
  *, unavailable,
  message:
    "a generated mock's verifiers follow with: one by one, without brackets: receive(.save, with: theValue(1), any())"
)
public func receive<M: GeneratedMock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>, with verifiers: [ArgumentVerifier]
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  fatalError("unavailable")
}

/// Unavailable: a generated mock's verifiers follow `with:` one by one, without brackets.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@available(
  *, unavailable,
  message:
    "a generated mock's verifiers follow with: one by one, without brackets: receive(.save, times: 2, with: theValue(1), any())"
)
public func receive<M: GeneratedMock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>, times: Int,
  with verifiers: [ArgumentVerifier]
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  fatalError("unavailable")
}

/// Unavailable: a generated mock's verifiers follow `with:` one by one, without brackets.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@available(
  *, unavailable,
  message:
    "a generated mock's verifiers follow with: one by one, without brackets: call(mock, .save, with: theValue(1), any())"
)
public func call<M: GeneratedMock, Failure, each A, R>(
  _ mock: M, _ method: TypedMember<M, Failure, repeat each A, R>,
  with verifiers: [ArgumentVerifier]
) -> ExpectedCall where M.MockMethod.RawValue == Int {
  fatalError("unavailable")
}

/// Returns a matcher that passes when a generated mock's member was received, with any arguments.
///
/// ```swift
/// expect(store).to(receive(.save))
/// ```
///
/// - Parameter method: The typed ID of the member.
/// - Returns: A matcher that passes when the member was called at least once.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func receive<M: GeneratedMock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, atLeastTimes: 1, with: nil)
}

/// Returns a matcher that passes when a generated mock's member was received exactly the given
/// number of times, with any arguments.
///
/// ```swift
/// expect(store).to(receive(.save, times: 2))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The number of calls expected, of any integer type.
/// - Returns: A matcher for `expect(_:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func receive<M: GeneratedMock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>, times: some BinaryInteger
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, times: times, with: nil)
}

/// Returns a matcher that passes when a generated mock's member was received at least the given
/// number of times, with any arguments.
///
/// ```swift
/// expect(store).to(receive(.save, atLeastTimes: 2))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The smallest number of calls expected, of any integer type.
/// - Returns: A matcher for `expect(_:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func receive<M: GeneratedMock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>, atLeastTimes times: some BinaryInteger
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, atLeastTimes: times, with: nil)
}

/// Returns a matcher that passes when a generated mock's member was received at most the given
/// number of times, with any arguments.
///
/// ```swift
/// expect(store).to(receive(.save, atMostTimes: 1))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The largest number of calls expected, of any integer type.
/// - Returns: A matcher for `expect(_:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func receive<M: GeneratedMock, Failure, each A, R>(
  _ method: TypedMember<M, Failure, repeat each A, R>, atMostTimes times: some BinaryInteger
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, atMostTimes: times, with: nil)
}

/// Names a call of a generated mock's member with any arguments, as one step of an order check.
///
/// ```swift
/// expectInOrder([call(store, .load), call(store, .save)])
/// ```
///
/// - Parameters:
///   - mock: The mock that receives the call.
///   - method: The typed ID of the member.
/// - Returns: A step for `expectInOrder(_:_:fileID:filePath:line:column:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func call<M: GeneratedMock, Failure, each A, R>(
  _ mock: M, _ method: TypedMember<M, Failure, repeat each A, R>
) -> ExpectedCall where M.MockMethod.RawValue == Int {
  call(mock, method.method, with: nil)
}

// A one-argument member's verifier in an array, MockSix's spelling, typed: the array holds
// verifiers of the argument's type, so it is checked as the bracketless spelling is.

/// Returns a matcher that passes when a generated mock's one-argument member was received with
/// an argument that passes a typed verifier, in MockSix's array spelling.
///
/// ```swift
/// expect(store).to(receive(.plant, with: [theValue("Fern")]))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - verifiers: The verifier of its argument, of the argument's type.
/// - Returns: A matcher that passes when at least one call passes the verifier.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func receive<M: GeneratedMock, Failure, A, R>(
  _ method: TypedMember<M, Failure, A, R>, with verifiers: [TypedVerifier<A>]
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, atLeastTimes: 1, with: verifiers.map(\.verifier))
}

/// Returns a matcher that passes when a generated mock's one-argument member was received the
/// given number of times with an argument that passes a typed verifier, in MockSix's array
/// spelling.
///
/// ```swift
/// expect(store).to(receive(.plant, times: 1, with: [theValue("Fern")]))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The number of matching calls expected, of any integer type.
///   - verifiers: The verifier of its argument, of the argument's type.
/// - Returns: A matcher for `expect(_:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func receive<M: GeneratedMock, Failure, A, R>(
  _ method: TypedMember<M, Failure, A, R>, times: some BinaryInteger,
  with verifiers: [TypedVerifier<A>]
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, times: times, with: verifiers.map(\.verifier))
}

/// Returns a matcher that passes when a generated mock's one-argument member was received at
/// least the given number of times with an argument that passes a typed verifier, in MockSix's
/// array spelling.
///
/// ```swift
/// expect(store).to(receive(.plant, atLeastTimes: 1, with: [theValue("Fern")]))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The smallest number of matching calls expected, of any integer type.
///   - verifiers: The verifier of its argument, of the argument's type.
/// - Returns: A matcher for `expect(_:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func receive<M: GeneratedMock, Failure, A, R>(
  _ method: TypedMember<M, Failure, A, R>, atLeastTimes times: some BinaryInteger,
  with verifiers: [TypedVerifier<A>]
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, atLeastTimes: times, with: verifiers.map(\.verifier))
}

/// Returns a matcher that passes when a generated mock's one-argument member was received at
/// most the given number of times with an argument that passes a typed verifier, in MockSix's
/// array spelling.
///
/// ```swift
/// expect(store).to(receive(.plant, atMostTimes: 1, with: [theValue("Fern")]))
/// ```
///
/// - Parameters:
///   - method: The typed ID of the member.
///   - times: The largest number of matching calls expected, of any integer type.
///   - verifiers: The verifier of its argument, of the argument's type.
/// - Returns: A matcher for `expect(_:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public func receive<M: GeneratedMock, Failure, A, R>(
  _ method: TypedMember<M, Failure, A, R>, atMostTimes times: some BinaryInteger,
  with verifiers: [TypedVerifier<A>]
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method.method, atMostTimes: times, with: verifiers.map(\.verifier))
}
