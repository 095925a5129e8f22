public import MockSix

// Verifiers in an array on a generated mock's typed ID: unavailable, with the checked spelling in
// the message, so that the compiler says what to write instead of a type mismatch.

/// Unavailable: a generated mock's verifiers follow `with:` one by one, without brackets.
@available(
  *, unavailable,
  message:
    "a generated mock's verifiers follow with: one by one, without brackets: receive(.save, with: theValue(1), any())"
)
public func receive<M: GeneratedMock, Failure, Arguments, R>(
  _ method: TypedMember<M, Failure, Arguments, R>, with verifiers: [ArgumentVerifier]
) -> MockMatcher<M> {
  fatalError("unavailable")
}

/// Unavailable: a generated mock's verifiers follow `with:` one by one, without brackets.
@available(
  *, unavailable,
  message:
    "a generated mock's verifiers follow with: one by one, without brackets: receive(.save, times: 2, with: theValue(1), any())"
)
public func receive<M: GeneratedMock, Failure, Arguments, R>(
  _ method: TypedMember<M, Failure, Arguments, R>, times: Int, with verifiers: [ArgumentVerifier]
) -> MockMatcher<M> {
  fatalError("unavailable")
}

/// Unavailable: a generated mock's verifiers follow `with:` one by one, without brackets.
@available(
  *, unavailable,
  message:
    "a generated mock's verifiers follow with: one by one, without brackets: call(mock, .save, with: theValue(1), any())"
)
public func call<M: GeneratedMock, Failure, Arguments, R>(
  _ mock: M, _ method: TypedMember<M, Failure, Arguments, R>, with verifiers: [ArgumentVerifier]
) -> ExpectedCall {
  fatalError("unavailable")
}
