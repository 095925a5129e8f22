// The asynchronous generic half of a call, like Mock+Invoke.swift's, for async registrations:
// only an async block stub awaits.

extension Mock where MockMethod.RawValue == Int {
  /// Logs a call and answers it asynchronously: from `answerCall`, else from `fallback` (step 5).
  @inlinable
  @inline(__always)
  func _invokeAsync<T, E: Error>(
    _ method: MockMethod, function: String, args: [Any?], throwing errorType: E.Type,
    synthesizesDefault: Bool = false, isolation: isolated (any Actor)? = #isolation,
    fallback: ([Any?]) throws(E) -> T
  ) async throws(E) -> T {
    try await _invokeAsync(
      method, function: function, arguments: { _CallArguments(erased: args) }, erased: { args },
      throwing: E.self, synthesizesDefault: synthesizesDefault,
      fallback: { () throws(E) in try fallback(args) })
  }

  /// Logs a call and answers it asynchronously, like the form above, for arguments that the log
  /// erases only when it is read.
  ///
  /// - Parameters:
  ///   - arguments: Makes the call's arguments as the log keeps them; called once.
  ///   - erased: Makes the same arguments as `[Any?]`, for a stub that needs them.
  @inlinable
  @inline(__always)
  func _invokeAsync<T, E: Error>(
    _ method: MockMethod, function: String, arguments: () -> _CallArguments,
    erased: () -> [Any?], throwing errorType: E.Type, synthesizesDefault: Bool = false,
    isolation: isolated (any Actor)? = #isolation, fallback: () throws(E) -> T
  ) async throws(E) -> T {
    guard
      let answer = _record(
        method, function: function, arguments: arguments, erased: erased, resultType: T.self,
        synthesizesDefault: synthesizesDefault)
    else {
      return try fallback()
    }
    return try await _answerAsync(
      answer, function: function, erased: erased, throwing: E.self, fallback: fallback)
  }

  /// Answers an async call from the answer that steps 1 to 4 gave.
  @inlinable
  @inline(__always)
  func _answerAsync<T, E: Error>(
    _ answer: _Answer, function: String, erased: () -> [Any?], throwing errorType: E.Type,
    isolation: isolated (any Actor)? = #isolation, fallback: () throws(E) -> T
  ) async throws(E) -> T {
    if let value = answer.value(as: T.self) { return value }
    guard case .asyncBlock(let block) = answer.kind else {
      return try _answer(
        answer, function: function, erased: erased, throwing: E.self,
        fallback: fallback)
    }
    // NB: The block is `nonisolated(nonsending)`: it runs on the caller's actor, so the
    //     arguments never leave it.
    let outcome: Result<Any?, any Error>
    do {
      outcome = .success(try await block(erased()))
    } catch {
      outcome = .failure(error)
    }
    return try _finish(
      outcome, from: answer.stub, function: function, throwing: E.self, fallback: fallback)
  }

  /// Logs a typed call and answers it asynchronously, like the form above; a generated mock logs
  /// it itself when it can (`_logItself`).
  @inlinable
  @inline(__always)
  func _invokeAsync<T, E: Error, Pack: _ArgumentPack>(
    _ method: MockMethod, function: String, pack: consuming Pack,
    typeArguments: ObjectIdentifier? = nil, throwing errorType: E.Type,
    synthesizesDefault: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fallback: () throws(E) -> T
  ) async throws(E) -> T {
    // NB: A generic member's call with its type arguments is logged and answered by the store,
    //     which keys its stubs and records by them.
    if typeArguments == nil, !synthesizesDefault {
      // NB: An optimized build moves the arguments into the log, which spares a retain and a
      //     release of each, and copies a stub's value of exactly `T` under the lock; a debug
      //     build copies the arguments and reads every answer from its object, as the
      //     synchronous form does. Unlike that form, this one is not split in three: the
      //     benchmark measures synchronous calls, so a debug build's async call still asks for
      //     `T?`'s and `Pack?`'s metadata on entry.
      if _copiesArguments() {
        var answer: _Answer?
        if _logItself(pack, method, function: function, answer: &answer) {
          // NB: Checked here, so that an unstubbed call does not enter a function that keeps
          //     a `T?`, whose metadata a debug build asks the runtime for on entry.
          guard let answer else { return try fallback() }
          if answer.valueType == ObjectIdentifier(T.self) { return answer.knownValue(as: T.self) }
          // NB: No arguments to erase: a stub whose answer reads them answers from the store.
          return try _answer(
            answer, function: function, erased: { [] }, throwing: E.self, fallback: fallback)
        }
      } else {
        var value: T?
        var answer: _Answer?
        var unlogged: Pack? = consume pack
        if _logItself(&unlogged, method, function: function, value: &value, answer: &answer) {
          return try _answerLoggedCall(
            value, answer, function: function, throwing: E.self, fallback: fallback)
        }
        pack = unlogged._knownPresent
      }
    }
    guard
      let answer = _record(
        method, function: function, arguments: { pack.logged }, erased: { pack.erased },
        resultType: T.self, synthesizesDefault: synthesizesDefault, typeArguments: typeArguments)
    else {
      return try fallback()
    }
    return try await _answerAsync(
      answer, function: function, erased: { pack.erased }, throwing: E.self, fallback: fallback)
  }
}
