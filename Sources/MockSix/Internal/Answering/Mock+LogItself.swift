// A generated mock's typed call logged by the mock itself, while a stamp holds the store's lock
// (see AnswerCall.swift).

extension Mock where MockMethod.RawValue == Int {
  /// Logs a typed call in the log a generated mock stores, when nothing but the method's
  /// unconditional stub or the call's own default can answer it (`MockStore.beginCall`), and reads
  /// the stub's answer into `answer`; none for the call's own default. A debug build's form.
  ///
  /// - Returns: Whether the mock logged the call; `false` leaves it to `answerCall`, as for
  ///   every other mock.
  @_transparent
  @usableFromInline
  func _logItself<Pack: _ArgumentPack>(
    _ pack: Pack, _ method: MockMethod, function: String, answer: inout _Answer?
  ) -> Bool {
    // NB: Only a generated mock, a class or an actor, stores a log.
    guard let log = _mockSixLog?.address, let mock = _mockSixIdentity._object else {
      return false
    }
    return _withLoggedCall(in: log, of: mock, methodID: method.rawValue) { stamp in
      _appendCall(pack, methodID: method.rawValue, function: function, stamp: stamp)
      answer = _readAnswer(stamp)
    }
  }

  /// Logs a typed call in the log a generated mock stores, like the form above, moving the
  /// arguments out of `pack` when it does, and reading a stub's value of exactly `T` into
  /// `value` rather than `answer`. An optimized build's form.
  @inlinable
  @inline(__always)
  func _logItself<T, Pack: _ArgumentPack>(
    _ pack: inout Pack?, _ method: MockMethod, function: String, value: inout T?,
    answer: inout _Answer?
  ) -> Bool {
    guard let log = _mockSixLog?.address, let mock = _mockSixIdentity._object else {
      return false
    }
    return _withLoggedCall(in: log, of: mock, methodID: method.rawValue) { stamp in
      _appendCall(
        pack._takeKnownPresent(), methodID: method.rawValue, function: function,
        stamp: stamp)
      answer = _readAnswer(stamp, value: &value)
    }
  }

  /// Whether a call copies its arguments into the log rather than moving them: in a debug build.
  // NB: Not transparent, so that MockSix's own build does not fold it and warn of the branch it
  //     never takes.
  @inlinable
  @inline(__always)
  func _copiesArguments() -> Bool {
    _isDebugAssertConfiguration()
  }

  /// Answers a call that the mock logged itself (`_logItself`): with the value of exactly `T`
  /// its stub gave, else from the stub's answer, else from `fallback` (step 5); the async forms
  /// too, since such an answer never awaits.
  @inlinable
  @inline(__always)
  func _answerLoggedCall<T, E: Error>(
    _ value: consuming T?, _ answer: consuming _Answer?, function: String,
    throwing errorType: E.Type, fallback: () throws(E) -> T
  ) throws(E) -> T {
    if let value { return value }
    guard let answer else { return try fallback() }
    // NB: No arguments to erase: a stub whose answer reads them answers from the store.
    return try _answer(
      answer, function: function, erased: { [] }, throwing: E.self, fallback: fallback)
  }
}
