import MockSix

/// Returns NimbleMockSix-style closures as verifiers, each described as `closure`.
func argumentVerifiers(_ closures: [ArgVerifier]) -> [ArgumentVerifier] {
  closures.map { ArgumentVerifier("closure", $0) }
}

/// Returns whether `call` passes `verifiers`, one per argument; `nil` verifiers pass every call.
func passes(_ call: MockInvocation, _ verifiers: [ArgumentVerifier]?) -> Bool {
  guard let verifiers else { return true }
  guard verifiers.count == call.args.count else { return false }
  return zip(verifiers, call.args).allSatisfy { $0.matches($1) }
}

/// Returns lines that tell, for each argument of `call`, whether its verifier passed.
///
/// ```text
/// arg 1: theValue("a") ✓
/// arg 2: theValue(42) ✗ got <41>
/// ```
func explain(_ call: MockInvocation, _ verifiers: [ArgumentVerifier]) -> [String] {
  guard verifiers.count == call.args.count else {
    return [
      "✗ \(counted(verifiers.count, "verifier")) for \(counted(call.args.count, "argument")): "
        + "give one verifier per argument"
    ]
  }
  return zip(verifiers, call.args).enumerated().map { index, pair in
    let (verifier, argument) = pair
    return verifier.matches(argument)
      ? "arg \(index + 1): \(verifier) ✓"
      : "arg \(index + 1): \(describeFailure(of: verifier, on: argument))"
  }
}

/// Returns the numbered lines of `calls`, each followed by its argument check, if any.
func numberedCalls(_ calls: [MockInvocation], checkedAgainst verifiers: [ArgumentVerifier]?)
  -> [String]
{
  calls.enumerated().flatMap { index, call -> [String] in
    let line = "  \(index + 1). \(call)"
    guard let verifiers else { return [line] }
    let pad = String(repeating: " ", count: "  \(index + 1). ".count)
    return [line] + explain(call, verifiers).map { pad + $0 }
  }
}
