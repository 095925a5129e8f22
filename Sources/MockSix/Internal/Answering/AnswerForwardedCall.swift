// How a spy answers a call: a generated mock made with `init(forwardingTo:)` logs the call as
// any mock does, answers it from its stub when one matches (step 1 of `answerCall`), and else
// forwards it to the real object; what the call answered, from either, goes into the log. A spy
// has no defaults and no strict mode: a call that no stub answers is the real object's.
//
// A spy's typed call is logged as a generated mock's (`_withLoggedCall`) when its method's route
// allows, and else by the store (`answerForwardedCall`); either way the real object is called
// outside the lock, since it may call mocks itself, and its answer is kept by the call's sequence
// number afterwards (`MockStore.keepAnswer`).

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
  /// The answer with a returned optional flattened to `Any?`, as `_mockSixErase(_:)` erases one.
  var flattened: MockAnswer {
    guard case .returned(let value?) = self, let optional = value as? any _MockSixOptional else {
      return self
    }
    return .returned(optional._mockSixFlattened)
  }

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
  /// Logs a typed call of a spy in the log a generated mock stores, when its method's route lets
  /// the mock log it (see `_logItself`), and reads its stub's answer; moves the arguments out of
  /// `pack` in an optimized build, and copies them in a debug build, as `_invoke` does.
  ///
  /// - Returns: The call's sequence number; `nil`, with `pack` as it was, leaves the call to the
  ///   store.
  @inlinable
  @inline(__always)
  func _logForwardedCall<T, Pack: _ArgumentPack>(
    _ pack: inout Pack?, _ method: MockMethod, in log: _LogAddress, function: String,
    value: inout T?, answer: inout _Answer?
  ) -> Int? {
    guard let mock = _mockSixIdentity._object else { return nil }
    var sequenceNumber: Int?
    _ = _withLoggedCall(in: log, of: mock, methodID: method.rawValue) { stamp in
      if _copiesArguments() {
        _appendCall(pack._knownPresent, methodID: method.rawValue, function: function, stamp: stamp)
      } else {
        _appendCall(
          pack._takeKnownPresent(), methodID: method.rawValue, function: function, stamp: stamp)
      }
      answer = _readAnswer(stamp, value: &value)
      sequenceNumber = stamp.sequenceNumber
    }
    return sequenceNumber
  }

  /// Logs a typed call of a spy and answers it: from its stub, else from `forward`, which calls
  /// the real object; keeps the answer in the log.
  @inlinable
  @inline(__always)
  func _forwardCall<T, E: Error, Pack: _ArgumentPack>(
    _ method: MockMethod, function: String, pack: consuming Pack,
    typeArguments: ObjectIdentifier?, throwing errorType: E.Type, forward: () throws(E) -> T
  ) throws(E) -> T {
    var unlogged: Pack? = consume pack
    if typeArguments == nil, let log = _mockSixLog?.address {
      var value: T?
      var answer: _Answer?
      if let sequenceNumber = _logForwardedCall(
        &unlogged, method, in: log, function: function, value: &value, answer: &answer)
      {
        // NB: No `Result`: building one, erasing it and reading it back cost a call about 50
        //     instructions more than keeping the value or the error where each is known.
        do throws(E) {
          let result: T
          if let stubbed = value.take() {
            result = stubbed
          } else if let answer {
            // NB: No arguments to erase: a stub whose answer reads them answers from the store.
            result = try _answer(
              answer, function: function, erased: { [] }, throwing: E.self, fallback: forward)
          } else {
            result = try forward()
          }
          log.store.withObject {
            // NB: Not `_mockSixErase(result)`: the log flattens an optional when it moves the
            //     answer (`flattened`), which spares the call asking whether `T` is optional.
            $0.keepAnswer(.returned(result), ofCallNumbered: sequenceNumber, in: log)
          }
          return result
        } catch {
          log.store.withObject {
            $0.keepAnswer(.threw(error), ofCallNumbered: sequenceNumber, in: log)
          }
          throw error
        }
      }
    }
    return try _forwardCall(
      method, function: function, arguments: unlogged._knownPresent.erased,
      typeArguments: typeArguments, throwing: E.self, forward: forward)
  }

  /// Logs a typed call of a spy and answers it asynchronously, like the form above.
  @inlinable
  @inline(__always)
  func _forwardCallAsync<T, E: Error, Pack: _ArgumentPack>(
    _ method: MockMethod, function: String, pack: consuming Pack,
    typeArguments: ObjectIdentifier?, throwing errorType: E.Type,
    isolation: isolated (any Actor)? = #isolation, forward: () async throws(E) -> T
  ) async throws(E) -> T {
    var unlogged: Pack? = consume pack
    if typeArguments == nil, let log = _mockSixLog?.address {
      var value: T?
      var answer: _Answer?
      if let sequenceNumber = _logForwardedCall(
        &unlogged, method, in: log, function: function, value: &value, answer: &answer)
      {
        let outcome = await _stubbedOrForwarded(
          stubbed: { () throws(E) -> T? in
            if let value { return value }
            guard let answer else { return nil }
            // NB: A route's answer never awaits: a stub whose block is async answers from the
            //     store. A stub whose value does not fit, which `_finish` reports, answers `nil`.
            return try _answer(
              answer, function: function, erased: { [] }, throwing: E.self,
              fallback: { () throws(E) -> T? in nil })
          }, forward: forward)
        log.store.withObject {
          $0.keepAnswer(MockAnswer(outcome), ofCallNumbered: sequenceNumber, in: log)
        }
        return try outcome.get()
      }
    }
    return try await _forwardCallAsync(
      method, function: function, arguments: unlogged._knownPresent.erased,
      typeArguments: typeArguments, throwing: E.self, forward: forward)
  }

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
    let outcome = await _stubbedOrForwarded(
      stubbed: { () async throws(E) -> T? in
        guard let answer else { return nil }
        // NB: A stub whose value does not fit the result, which `_finish` reports, answers
        //     `nil`, and the real object answers instead.
        return try await _answerAsync(
          answer, function: function, erased: { arguments }, throwing: E.self,
          fallback: { () throws(E) -> T? in nil })
      }, forward: forward)
    keepForwardedAnswer(
      MockAnswer(outcome), ofCallNumbered: sequenceNumber, of: _mockSixIdentity)
    return try outcome.get()
  }

  /// What an asynchronous call of a spy answers: the stub's value that `stubbed` returns, else
  /// the real object's from `forward`, or the error either threw.
  @inlinable
  func _stubbedOrForwarded<T, E: Error>(
    stubbed: () async throws(E) -> T?, forward: () async throws(E) -> T,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Result<T, E> {
    do throws(E) {
      if let value = try await stubbed() { return .success(value) }
      return .success(try await forward())
    } catch {
      return .failure(error)
    }
  }
}
