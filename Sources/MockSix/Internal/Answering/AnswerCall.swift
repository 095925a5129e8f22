// How MockSix answers a call to a mocked method. Every registration ends in one of two ways
// of logging the call, chosen by one decision, then in one chain of answers:
//
//   A generated mock's typed call (Mock+LogItself.swift) asks `MockStore.beginCall` whether the
//   method's route lets it log itself: when the method has no conditional stub and no stub whose
//   block reads the arguments, and the mock no default set, no strict mode and no waiter. Then
//   the call holds the store's lock in a stamp (`_withLoggedCall`, below), appends its packed
//   arguments to the log the mock stores and reads the unconditional stub's answer, and the
//   stamp's end releases the lock. Every other call, and a routed call the route turns down, is
//   logged by `answerCall`, below, which reads steps 1 to 4 under one lock.
//   A spy's call (a generated mock made with `init(forwardingTo:)`) is logged by
//   `answerForwardedCall` (AnswerForwardedCall.swift), where only step 1 answers it, and else the
//   real object does.
//
// The chain, first answer wins:
//   1. the method's stub: its unconditional stub, or the newest conditional stub that matches;
//   2. strict mode: if no stub answered, the call is a reported failure (and still answered),
//      unless the mock is strict `.exceptVoid` and the call returns nothing;
//   3. the mock's `setDefault(_:)` value for the result type;
//   4. for a registration that writes no default, a default made up earlier for the type;
//   5. the registration's own default: the value the mock wrote (`andReturn:`, `returns:`), or
//      for the forms with neither, `madeUpDefault` (MadeUpDefault.swift): the type's
//      `MockDefault` value, else a value made up for the type (kept for step 4), else a reported
//      failure and then, for a call that may throw any error, `UnstubbedCallError`, else a trap.
//
// A call has two halves. The generic half (`_invoke` in Mock+Invoke.swift, `_invokeAsync` in
// Mock+InvokeAsync.swift) is inlinable, so that it is specialized for each mock and result type
// in the test target: it turns the answer into the call's result type and runs step 5. The
// non-generic half, `answerCall`, runs in MockSix and does steps 1 to 4. `answerCall` takes the
// store's lock once for the log entry and what steps 1 to 4 read, once more to list a strict
// mock's stubs for its failure, and twice on a mock's first call (see `MockStore.record`). A
// conditional stub is matched unlocked, since matching runs your code, and the matched stub
// advances with one atomic operation (under the lock where `Atomic` needs a newer OS than
// MockSix's floor). A typed call hands its arguments over packed (`CallArguments.swift`), through
// closures that the log and a stub call when they need them, so that a call answered without
// reading them never erases them to `[Any?]`.

/// Logs a call and answers it from steps 1 to 4 of the chain above; `nil` leaves it to step 5.
///
/// - Parameters:
///   - arguments: Makes the call's arguments as the log keeps them; called once, under the lock.
///   - erased: Makes the call's arguments as `[Any?]`, for a conditional stub to match.
///   - synthesizesDefault: Whether the registration writes no default, so that a default made up
///     earlier for `resultType` may answer (step 4).
// NB: Closures, so that a typed call's arguments reach the log copied by code specialized for
//     their types, and are erased only if a stub reads them.
@usableFromInline
func answerCall(
  _ identity: _MockIdentity, methodID: Int, function: String,
  arguments: () -> _CallArguments, erased: () -> [Any?], resultType: Any.Type,
  synthesizesDefault: Bool, typeArguments: ObjectIdentifier?, mockType: Any.Type,
  methodName: (Int) -> String
) -> _Answer? {
  let store = MockStore.shared
  // The log entry, and everything steps 1 to 4 read, in one lock.
  switch store.record(
    identity, methodID: methodID, function: function, arguments: arguments,
    resultType: resultType, synthesizesDefault: synthesizesDefault, typeArguments: typeArguments)
  {
  case nil:
    // The mock has nothing that could answer: 5. the registration's own default.
    return nil
  case .answered(let answer):
    // 1. The method's unconditional stub, advanced under the lock; or, for a mock with no stub
    //    of the method and no strict mode, 3. or 4., which the store read.
    return answer
  case .unstubbed(let stubsToMatch, let strictMode, let defaultAnswer):
    // 1. The newest conditional stub that matches; matched unlocked, since verifiers run your
    //    code, then advanced atomically.
    //    The stubs were retained by hand for this call, and are released here, once.
    if let answer = stubsToMatch?.release(after: {
      store.nextAnswer(ofFirstMatchFor: erased(), typeArguments: typeArguments, in: $0)
    }) {
      return answer
    }
    // 2. Strict mode: no stub answered, which is a failure (for `.exceptVoid`, unless the call
    //    returns nothing).
    if let strictMode, strictMode.fails(resultType: resultType) {
      let summaries = store.stubs(of: identity).flatMap { entry in
        entry.stubs.map { "    .\(methodName(entry.methodID)): \($0.summary)" }
      }
      let fix =
        resultType == Void.self
        ? "Fix: stub it, as mock.stub(.\(methodName(methodID)), andReturn: ()), or, since it returns "
          + "nothing, make the mock strict .exceptVoid"
        : "Fix: stub it, as mock.stub(.\(methodName(methodID)), andReturn: "
          + "<#\(describeType(resultType))#>)"
      reportFailure(
        "expected a stub for \(describeCall(mockType, function)) on a strict mock, got none\n\n"
          + "  Stubs of \(mockType):\n"
          + (summaries.isEmpty ? "    (none)" : summaries.joined(separator: "\n"))
          + "\n\n  \(fix)",
        at: strictMode.location, owner: store.owner(of: identity))
    }
    // 3. The mock's default for the result type, else 4. a default made up earlier for the
    //    type: the store read whichever of the two comes first.
    if let defaultAnswer { return defaultAnswer }
    // 5. The registration's own default, in the generic half.
    return nil
  }
}

/// Logs a call of a generated mock in the log the mock stores and answers it by its method's
/// route (`MockStore.beginCall`): `body` logs the arguments and reads the answer while the
/// call's stamp holds the store's lock, which the stamp releases when it ends, here.
///
/// - Parameter mock: The mock, whose state the store makes on its first call.
/// - Returns: Whether `body` ran; `false` leaves the call to `answerCall`.
// NB: Inlined, with `body`, into the mock's method, which knows the arguments' types; `body` is
//     synchronous, so nothing awaits while the lock is held. Transparent, so that a debug build,
//     which calls `_invoke` in MockSix, runs it without a frame's debugger copies.
@_transparent
@usableFromInline
func _withLoggedCall(
  in log: _LogAddress, of mock: Unretained<AnyObject>, methodID: Int,
  _ body: (borrowing _CallStamp) -> Void
) -> Bool {
  var stamp: _CallStamp?
  log.store.withObject { store in stamp = store.beginCall(in: log, of: mock, methodID: methodID) }
  guard let stamp else { return false }
  body(stamp)
  return true
}
