// The ways one call can go wrong without failing the run: each is reported at the line of the
// stub (or the mock) that caused it, and the call returns the mock's default instead.

/// Casts a stub's result that did not cast directly, reporting a result that does not fit.
@usableFromInline
func _mockSixCastSlowly<T>(
  _ value: Any?, to type: T.Type, from stub: StubInfo?, mockType: Any.Type, function: String,
  identity: _MockIdentity
) -> T? {
  if let result = castResult(value, to: T.self) { return result }
  let source = stub?.summary ?? "a default of type \(describeType(Swift.type(of: value as Any)))"
  let got = isNil(value) ? "nil from \(source)" : source
  reportMisuse(
    "expected \(describeCall(mockType, function)) to be stubbed with \(describeType(T.self)), "
      + "got \(got)",
    at: stub?.location, identity: identity)
  return nil
}

/// Throws a stub's error if the call may throw it, else reports it.
@usableFromInline
func _mockSixRethrow<E: Error>(
  _ error: any Error, as errorType: E.Type, from stub: StubInfo?, mockType: Any.Type,
  function: String, identity: _MockIdentity
) throws(E) {
  // NB: A typed stub closure that the call's arguments do not fit has reported that already.
  if error is DeclinedCall { return }
  if let typed = error as? E { throw typed }
  let expected = E.self == Never.self ? "not to throw" : "to throw only \(describeType(E.self))"
  reportMisuse(
    "expected \(describeCall(mockType, function)) \(expected), got \(error) from "
      + (stub?.summary ?? "a stub"),
    at: stub?.location, identity: identity)
}

/// Reports an async stub used by a synchronous call.
@usableFromInline
func _mockSixReportAsyncStub(
  _ stub: StubInfo?, mockType: Any.Type, function: String, identity: _MockIdentity
) {
  reportMisuse(
    "expected \(describeCall(mockType, function)) to be stubbed synchronously, got "
      + "\(stub?.summary ?? "an async stub"), which only async registrations can await",
    at: stub?.location, identity: identity)
}

private func reportMisuse(
  _ message: String, at location: FailureLocation?, identity: _MockIdentity
) {
  reportFailure(
    message + "; the call returned the mock's default instead", at: location,
    owner: MockStore.shared.owner(of: identity))
}

/// Names a mocked method for messages, such as `MockFoobar.doThis(_:_:)`.
func describeCall(_ mockType: Any.Type, _ function: String) -> String {
  "\(mockType).\(function)"
}

/// Casts a stub's result to the type the call returns, flattening `nil` for optional results.
///
/// Returns `nil` when the value does not fit, including `nil` for a non-optional result.
func castResult<T>(_ value: Any?, to type: T.Type) -> T? {
  if isNil(value) {
    let none: Any? = nil
    return none as? T
  }
  return value as? T
}
