// The synchronous generic half of a call: logs it through `answerCall` or the mock itself, and
// turns the answer into the call's result (see AnswerCall.swift for the order).

extension Mock where MockMethod.RawValue == Int {
  /// Logs a call and answers it synchronously: from `answerCall`, else from `fallback` (step 5).
  ///
  /// - Parameter synthesizesDefault: Whether `fallback` makes up a default rather than returning
  ///   one written in the mock, so that a default made up earlier may answer instead.
  @inlinable
  @inline(__always)
  func _invoke<T, E: Error>(
    _ method: MockMethod, function: String, args: [Any?], throwing errorType: E.Type,
    synthesizesDefault: Bool = false, fallback: ([Any?]) throws(E) -> T
  ) throws(E) -> T {
    try _invoke(
      method, function: function, arguments: { _CallArguments(erased: args) }, erased: { args },
      throwing: E.self, synthesizesDefault: synthesizesDefault,
      fallback: { () throws(E) in try fallback(args) })
  }

  /// Logs a call and answers it synchronously, like the form above, for arguments that the log
  /// erases only when it is read.
  ///
  /// - Parameters:
  ///   - arguments: Makes the call's arguments as the log keeps them; called once.
  ///   - erased: Makes the same arguments as `[Any?]`, for a stub that needs them.
  @inlinable
  @inline(__always)
  func _invoke<T, E: Error>(
    _ method: MockMethod, function: String, arguments: () -> _CallArguments,
    erased: () -> [Any?], throwing errorType: E.Type, synthesizesDefault: Bool = false,
    fallback: () throws(E) -> T
  ) throws(E) -> T {
    guard
      let answer = _record(
        method, function: function, arguments: arguments, erased: erased, resultType: T.self,
        synthesizesDefault: synthesizesDefault)
    else {
      return try fallback()
    }
    if let value = answer.value(as: T.self) { return value }
    return try _answer(
      answer, function: function, erased: erased, throwing: E.self,
      fallback: fallback)
  }

  /// Logs a typed call and answers it synchronously, like the form above; a generated mock logs
  /// it itself when it can (`_logItself`).
  @inlinable
  @inline(__always)
  func _invoke<T, E: Error, Pack: _ArgumentPack>(
    _ method: MockMethod, function: String, pack: consuming Pack,
    typeArguments: ObjectIdentifier? = nil, throwing errorType: E.Type,
    synthesizesDefault: Bool = false,
    fallback: () throws(E) -> T
  ) throws(E) -> T {
    // NB: A generic member's call with its type arguments is logged and answered by the store,
    //     which keys its stubs and records by them.
    if typeArguments == nil, !synthesizesDefault {
      // NB: An optimized build moves the arguments into the log and copies a stub's value of
      //     exactly `T` under the lock (`_invokeMovingArguments`). A debug build copies the
      //     arguments and reads every answer from its object: its functions ask the runtime for
      //     the metadata of every generic type they keep on the stack, `T?` and `Pack?` (a third
      //     of its call), whatever path the call takes, so this one keeps none.
      guard _copiesArguments() else {
        return try _invokeMovingArguments(
          method, function: function, pack: consume pack, throwing: E.self, fallback: fallback)
      }
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
    }
    return try _invokeThroughStore(
      method, function: function, pack: consume pack, typeArguments: typeArguments,
      throwing: E.self,
      synthesizesDefault: synthesizesDefault, fallback: fallback)
  }

  /// Logs a typed call in the log the mock stores, moving the arguments there, and answers it,
  /// else leaves it to the store: the optimized build's path of the form above.
  @inlinable
  @inline(__always)
  func _invokeMovingArguments<T, E: Error, Pack: _ArgumentPack>(
    _ method: MockMethod, function: String, pack: consuming Pack, throwing errorType: E.Type,
    fallback: () throws(E) -> T
  ) throws(E) -> T {
    var value: T?
    var answer: _Answer?
    var unlogged: Pack? = consume pack
    if _logItself(&unlogged, method, function: function, value: &value, answer: &answer) {
      return try _answerLoggedCall(
        value, answer, function: function, throwing: E.self, fallback: fallback)
    }
    return try _invokeThroughStore(
      method, function: function, pack: unlogged._takeKnownPresent(), typeArguments: nil,
      throwing: E.self, synthesizesDefault: false, fallback: fallback)
  }

  /// Logs a typed call through `answerCall` and answers it, for the forms above.
  @inlinable
  @inline(__always)
  func _invokeThroughStore<T, E: Error, Pack: _ArgumentPack>(
    _ method: MockMethod, function: String, pack: consuming Pack,
    typeArguments: ObjectIdentifier?, throwing errorType: E.Type, synthesizesDefault: Bool,
    fallback: () throws(E) -> T
  ) throws(E) -> T {
    guard
      let answer = _record(
        method, function: function, arguments: { pack.logged }, erased: { pack.erased },
        resultType: T.self, synthesizesDefault: synthesizesDefault, typeArguments: typeArguments)
    else {
      return try fallback()
    }
    if let value = answer.value(as: T.self) { return value }
    return try _answer(
      answer, function: function, erased: { pack.erased }, throwing: E.self, fallback: fallback)
  }

  /// Answers a call from an answer that is not a value of exactly `T`.
  // NB: Kept out of line, so that the common path above stays small enough to inline.
  @inlinable
  @inline(never)
  func _answer<T, E: Error>(
    _ answer: _Answer, function: String, erased: () -> [Any?], throwing errorType: E.Type,
    fallback: () throws(E) -> T
  ) throws(E) -> T {
    let outcome: Result<Any?, any Error>
    switch answer.kind {
    case .value(let value):
      outcome = .success(value)
    case .block(let block):
      outcome = Result { try block(erased()) }
    case .error(let error):
      outcome = .failure(error)
    case .asyncBlock:
      _mockSixReportAsyncStub(
        answer.stub, mockType: Self.self, function: function, identity: _mockSixIdentity)
      return try fallback()
    }
    return try _finish(
      outcome, from: answer.stub, function: function, throwing: E.self, fallback: fallback)
  }

  /// Turns what a stub gave into the call's result: its value cast to `T`, or its error thrown.
  ///
  /// A value that does not fit `T`, or an error the call cannot throw, is reported, and the call
  /// returns from `fallback` instead.
  @inlinable
  func _finish<T, E: Error>(
    _ outcome: Result<Any?, any Error>, from stub: StubInfo?, function: String,
    throwing errorType: E.Type, fallback: () throws(E) -> T
  ) throws(E) -> T {
    switch outcome {
    case .success(let value):
      if let result = value as? T { return result }
      if let result = _mockSixCastSlowly(
        value, to: T.self, from: stub, mockType: Self.self, function: function,
        identity: _mockSixIdentity)
      {
        return result
      }
    case .failure(let error):
      try _mockSixRethrow(
        error, as: E.self, from: stub, mockType: Self.self, function: function,
        identity: _mockSixIdentity)
    }
    return try fallback()
  }

  @inlinable
  @inline(__always)
  func _record(
    _ method: MockMethod, function: String, arguments: () -> _CallArguments,
    erased: () -> [Any?], resultType: Any.Type, synthesizesDefault: Bool,
    typeArguments: ObjectIdentifier? = nil
  ) -> _Answer? {
    answerCall(
      _mockSixIdentity, methodID: method.rawValue, function: function, arguments: arguments,
      erased: erased, resultType: resultType, synthesizesDefault: synthesizesDefault,
      typeArguments: typeArguments, mockType: Self.self, methodName: { Self._methodName($0) })
  }
}
