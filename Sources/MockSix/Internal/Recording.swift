/// Logs a call in the store and works out how it is answered; the non-generic half of a call.
///
/// Conditional stubs are matched here, outside the store's lock (their verifiers run your
/// code), and strict mode reports an unstubbed call here.
@usableFromInline
func _mockSixRecord(
  _ identity: _MockIdentity, methodID: Int, function: String, args: [Any?],
  resultType: Any.Type, mockType: Any.Type, methodName: (Int) -> String
) -> _Answer? {
  let store = MockStore.shared
  switch store.record(
    identity, methodID: methodID, function: function, args: args, resultType: resultType)
  {
  case .done(let answer):
    return answer
  case .conditional(let stubs):
    return store.answer(matching: args, from: stubs)
  case .pending(let pending):
    if let stubs = pending.stubs, let answer = store.answer(matching: args, from: stubs) {
      return answer
    }
    if let location = pending.strictMode {
      let stubs = pending.stubsByMethod.flatMap { entry in
        entry.stubs.map { "    .\(methodName(entry.methodID)): \($0.summary)" }
      }
      reportFailure(
        "expected a stub for \(describeCall(mockType, function)) on a strict mock, got none\n\n"
          + "  Stubs of \(mockType):\n"
          + (stubs.isEmpty ? "    (none)" : stubs.joined(separator: "\n")),
        at: location)
    }
    return pending.defaultValue.map { _Answer(.defaultValue($0), stub: nil) }
  }
}

/// Awaits an async stub and turns its result or error into a synchronous outcome.
@usableFromInline
func _mockSixAwait(
  _ block: ([Any?]) async throws -> Any?, from stub: StubInfo?, args: [Any?],
  isolation: isolated (any Actor)? = #isolation
) async -> _Answer {
  // NB: The block runs off the caller's actor. The arguments are the call's own, and the
  //     caller waits for the block, so nothing touches them meanwhile.
  nonisolated(unsafe) let args = args
  do {
    return _Answer(.value(try await block(args)), stub: stub)
  } catch {
    return _Answer(.error(error), stub: stub)
  }
}

/// Casts a stub's result that did not cast directly, reporting a result that does not fit.
@usableFromInline
func _mockSixCastSlowly<T>(
  _ value: Any?, to type: T.Type, from stub: StubInfo?, mockType: Any.Type, function: String
) -> T? {
  if let result = castResult(value, to: T.self) { return result }
  let source =
    stub?.summary
    ?? "a default set with setDefault(_:) (of type \(describeType(Swift.type(of: value as Any))))"
  let got = isNil(value) ? "nil from \(source)" : source
  reportMisuse(
    "expected \(describeCall(mockType, function)) to be stubbed with \(describeType(T.self)), "
      + "got \(got)",
    at: stub?.location)
  return nil
}

/// Throws a stub's error if the call may throw it, else reports it.
@usableFromInline
func _mockSixRethrow<E: Error>(
  _ error: any Error, as errorType: E.Type, from stub: StubInfo?, mockType: Any.Type,
  function: String
) throws(E) {
  if let typed = error as? E { throw typed }
  let expected = E.self == Never.self ? "not to throw" : "to throw only \(describeType(E.self))"
  reportMisuse(
    "expected \(describeCall(mockType, function)) \(expected), got \(error) from "
      + (stub?.summary ?? "a stub"),
    at: stub?.location)
}

/// Reports an async stub used by a synchronous call.
@usableFromInline
func _mockSixReportAsyncStub(_ stub: StubInfo?, mockType: Any.Type, function: String) {
  reportMisuse(
    "expected \(describeCall(mockType, function)) to be stubbed synchronously, got "
      + "\(stub?.summary ?? "an async stub"), which only async registrations can await",
    at: stub?.location)
}

/// The default for an unstubbed call whose mock gave none, made from the type by
/// `synthesizedDefault(_:)`: its `MockDefault`, first case, or zero instance.
@usableFromInline
func _mockSixDefault<T>(_ type: T.Type, mockType: Any.Type, function: String) -> T {
  let synthesized = synthesizedDefault(T.self)
  if case .success(let value) = synthesized { return value }
  let reason = if case .failure(let error) = synthesized { "\n\n  \(error)" } else { "" }
  let message =
    "expected a stub or a default for \(describeCall(mockType, function)), which returns "
    + "\(describeType(T.self)), got neither; stub it, set a default with setDefault(_:), "
    + "or conform \(describeType(T.self)) to MockDefault" + reason
  reportFailure(message, at: nil)
  // NB: Swift cannot make a value of a type it knows nothing about. This is the only trap in
  //     MockSix, and the failure above has already named the method and the remedy.
  fatalError("MockSix: \(message)")
}

private func reportMisuse(_ message: String, at location: FailureLocation?) {
  reportFailure(message + "; the call returned the mock's default instead", at: location)
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

/// Whether `value` is `nil`, also when it is a `nil` optional boxed in `Any`.
@usableFromInline
func _mockSixIsNil(_ value: Any?) -> Bool {
  isNil(value)
}

/// Whether `value` is `nil`, also when it is a `nil` optional boxed in `Any`.
func isNil(_ value: Any?) -> Bool {
  guard let value else { return true }
  guard let optional = value as? any OptionalDescribing else { return false }
  return optional.isNone
}
