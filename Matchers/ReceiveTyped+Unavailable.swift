public import MockSix

// The verifier spellings a typed ID refuses, each with the one that works, so that the compiler
// says what to write rather than which types failed to meet.
// NB: No such form for `receive` with verifiers in an array, whose own error names the member's
//     types (`TypedVerifier<(String, Int)>`): beside the form below it made a ten-verifier array
//     of a hand-written mock take seconds to type-check.

/// Unavailable: verifiers that are not one per argument of the member, each of its argument's type.
@available(
  *, unavailable,
  message:
    "give one verifier per argument of the member, each of that argument's type, as its typed ID declares them: receive(.save, with: theValue(\"a\"), any())"
)
public func receive<M: Mock, Failure, Arguments, R, V>(
  _ method: TypedMember<M, Failure, Arguments, R>, with verifier: TypedVerifier<V>
) -> MockMatcher<M> {
  fatalError("unavailable")
}

/// Unavailable: a typed ID's verifiers follow `with:` one by one, without brackets.
@available(
  *, unavailable,
  message:
    "a typed ID's verifiers follow with: one by one, without brackets, one per argument of the member's type: call(mock, .save, with: theValue(\"a\"), any())"
)
public func call<M: Mock, Failure, Arguments, R>(
  _ mock: M, _ method: TypedMember<M, Failure, Arguments, R>, with verifiers: [ArgumentVerifier]
) -> ExpectedCall {
  fatalError("unavailable")
}
