// How a spy answers a call: a generated mock made with `init(forwardingTo:)` logs the call as
// any mock does, answers it from its stub when one matches (step 1 of `answerCall`), and else
// forwards it to the real object; what the call answered, from either, goes into the log. A spy
// has no defaults and no strict mode: a call that no stub answers is the real object's.
//
// A spy's call always goes through the store, since its answer is kept by its sequence number
// once the real object gave it, outside the lock: the real object may call mocks itself.

/// Logs a call of a spy and answers it from its stubs; `nil` leaves it to the real object.
///
/// - Parameter sequenceNumber: Set to the call's sequence number, by which its answer is kept.
@usableFromInline
func answerForwardedCall(
  _ identity: _MockIdentity, methodID: Int, function: String,
  arguments: () -> _CallArguments, erased: () -> [Any?], typeArguments: ObjectIdentifier?,
  sequenceNumber: inout Int
) -> _Answer? {
  let store = MockStore.shared
  switch store.recordForwarded(
    identity, methodID: methodID, function: function, arguments: arguments,
    typeArguments: typeArguments, sequenceNumber: &sequenceNumber)
  {
  case nil:
    return nil
  case .answered(let answer):
    return answer
  case .unstubbed(let stubsToMatch, _, _):
    return stubsToMatch?.release(after: {
      store.nextAnswer(ofFirstMatchFor: erased(), typeArguments: typeArguments, in: $0)
    })
  }
}

/// Keeps what a spy's call answered, for `MockInvocation.answer`.
// NB: Not generic: the mock's own code, which knows the result's type, erases the answer
//     (`MockAnswer(_:)`), so that no call asks the runtime for a `Result<T, E>`'s metadata
//     (about 340 instructions a call in a release build, when this took the `Result`).
@usableFromInline
func keepForwardedAnswer(
  _ answer: MockAnswer, ofCallNumbered sequenceNumber: Int, of identity: _MockIdentity
) {
  MockStore.shared.keepAnswer(answer, ofCallNumbered: sequenceNumber, of: identity)
}

extension MockAnswer {
  /// What a call answered, its value erased as the log erases an argument.
  @inlinable
  @inline(__always)
  init<T, E: Error>(_ outcome: Result<T, E>) {
    switch outcome {
    case .success(let value): self = .returned(_mockSixErase(value))
    case .failure(let error): self = .threw(error)
    }
  }
}

extension Mock where MockMethod.RawValue == Int {
  /// Logs a call of a spy and answers it: from its stub, else from `forward`, which calls the
  /// real object; keeps the answer in the log.
  @inlinable
  func _forwardCall<T, E: Error>(
    _ method: MockMethod, function: String, arguments: [Any?],
    typeArguments: ObjectIdentifier?, throwing errorType: E.Type, forward: () throws(E) -> T
  ) throws(E) -> T {
    var sequenceNumber = 0
    let answer = answerForwardedCall(
      _mockSixIdentity, methodID: method.rawValue, function: function,
      arguments: { _CallArguments(erased: arguments) }, erased: { arguments },
      typeArguments: typeArguments, sequenceNumber: &sequenceNumber)
    let outcome = Result { () throws(E) -> T in
      guard let answer else { return try forward() }
      if let value = answer.value(as: T.self) { return value }
      return try _answer(
        answer, function: function, erased: { arguments }, throwing: E.self, fallback: forward)
    }
    keepForwardedAnswer(
      MockAnswer(outcome), ofCallNumbered: sequenceNumber, of: _mockSixIdentity)
    return try outcome.get()
  }

  /// Logs a call of a spy and answers it asynchronously, like the form above.
  @inlinable
  func _forwardCallAsync<T, E: Error>(
    _ method: MockMethod, function: String, arguments: [Any?],
    typeArguments: ObjectIdentifier?, throwing errorType: E.Type,
    isolation: isolated (any Actor)? = #isolation, forward: () async throws(E) -> T
  ) async throws(E) -> T {
    var sequenceNumber = 0
    let answer = answerForwardedCall(
      _mockSixIdentity, methodID: method.rawValue, function: function,
      arguments: { _CallArguments(erased: arguments) }, erased: { arguments },
      typeArguments: typeArguments, sequenceNumber: &sequenceNumber)
    let outcome: Result<T, E>
    do throws(E) {
      // NB: A stub whose value does not fit the result, which `_finish` reports, answers `nil`,
      //     and the real object answers instead.
      let stubbed: T? =
        if let answer {
          try await _answerAsync(
            answer, function: function, erased: { arguments }, throwing: E.self,
            fallback: { () throws(E) -> T? in nil })
        } else {
          nil
        }
      if let stubbed {
        outcome = .success(stubbed)
      } else {
        outcome = .success(try await forward())
      }
    } catch {
      outcome = .failure(error)
    }
    keepForwardedAnswer(
      MockAnswer(outcome), ofCallNumbered: sequenceNumber, of: _mockSixIdentity)
    return try outcome.get()
  }
}
