// A call to a mocked method, from the registration that logs it to the value it returns.
//
// A call has two halves. The generic half is inlinable, so that it is specialized for each mock
// and result type in the test target (unspecialized generic code would cost a metadata lookup or
// two on every call): it turns the answer into the call's result type. The non-generic half runs
// in MockSix: it logs the call in the store, matches conditional stubs and reports strict mode.

extension Mock where MockMethod.RawValue == Int {
  /// Logs a call and answers it synchronously: from its stub, else from `fallback`.
  ///
  /// - Parameter synthesizesDefault: Whether `fallback` makes up a default rather than returning
  ///   one written in the mock, so that a default made up earlier may answer instead.
  @inlinable
  func _invoke<T, E: Error>(
    _ method: MockMethod, function: String, args: [Any?], throwing errorType: E.Type,
    synthesizesDefault: Bool = false, fallback: ([Any?]) throws(E) -> T
  ) throws(E) -> T {
    guard
      let answer = _record(
        method, function: function, args: args, resultType: T.self,
        synthesizesDefault: synthesizesDefault)
    else {
      return try fallback(args)
    }
    if let value = answer.value(as: T.self) { return value }
    return try _answer(
      answer, function: function, args: args, throwing: E.self, fallback: fallback)
  }

  /// Answers a call from an answer that is not a value of exactly `T`.
  // NB: Kept out of line, so that the common path above stays small enough to inline.
  @inlinable
  @inline(never)
  func _answer<T, E: Error>(
    _ answer: _Answer, function: String, args: [Any?], throwing errorType: E.Type,
    fallback: ([Any?]) throws(E) -> T
  ) throws(E) -> T {
    let outcome: Result<Any?, any Error>
    switch answer.kind {
    case .value(let value):
      outcome = .success(value)
    case .block(let block):
      outcome = Result { try block(args) }
    case .error(let error):
      outcome = .failure(error)
    case .asyncBlock:
      _mockSixReportAsyncStub(answer.stub, mockType: Self.self, function: function)
      return try fallback(args)
    }
    return try _finish(
      outcome, from: answer.stub, function: function, args: args, throwing: E.self,
      fallback: fallback)
  }

  /// Logs a call and answers it asynchronously: from its stub, else from `fallback`.
  @inlinable
  func _invokeAsync<T, E: Error>(
    _ method: MockMethod, function: String, args: [Any?], throwing errorType: E.Type,
    synthesizesDefault: Bool = false, isolation: isolated (any Actor)? = #isolation,
    fallback: ([Any?]) throws(E) -> T
  ) async throws(E) -> T {
    guard
      let answer = _record(
        method, function: function, args: args, resultType: T.self,
        synthesizesDefault: synthesizesDefault)
    else {
      return try fallback(args)
    }
    if let value = answer.value(as: T.self) { return value }
    guard case .asyncBlock(let block) = answer.kind else {
      return try _answer(
        answer, function: function, args: args, throwing: E.self, fallback: fallback)
    }
    // NB: The block is `nonisolated(nonsending)`: it runs on the caller's actor, so the
    //     arguments never leave it.
    let outcome: Result<Any?, any Error>
    do {
      outcome = .success(try await block(args))
    } catch {
      outcome = .failure(error)
    }
    return try _finish(
      outcome, from: answer.stub, function: function, args: args, throwing: E.self,
      fallback: fallback)
  }

  /// Turns what a stub gave into the call's result: its value cast to `T`, or its error thrown.
  ///
  /// A value that does not fit `T`, or an error the call cannot throw, is reported, and the call
  /// returns from `fallback` instead.
  @inlinable
  func _finish<T, E: Error>(
    _ outcome: Result<Any?, any Error>, from stub: StubInfo?, function: String, args: [Any?],
    throwing errorType: E.Type, fallback: ([Any?]) throws(E) -> T
  ) throws(E) -> T {
    switch outcome {
    case .success(let value):
      if let result = value as? T { return result }
      if let result = _mockSixCastSlowly(
        value, to: T.self, from: stub, mockType: Self.self, function: function)
      {
        return result
      }
    case .failure(let error):
      try _mockSixRethrow(error, as: E.self, from: stub, mockType: Self.self, function: function)
    }
    return try fallback(args)
  }

  @inlinable
  func _record(
    _ method: MockMethod, function: String, args: [Any?], resultType: Any.Type,
    synthesizesDefault: Bool
  ) -> _Answer? {
    _mockSixRecord(
      _mockSixIdentity, methodID: method.rawValue, function: function, args: args,
      resultType: resultType, synthesizesDefault: synthesizesDefault, mockType: Self.self,
      methodName: { MockMethod(rawValue: $0).map { "\($0)" } ?? "\($0)" })
  }

  /// The result of an unstubbed call whose mock gave no default: made up for the type, once.
  @inlinable
  func _defaultResult<T>(
    _ type: T.Type, function: String, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) -> T {
    _mockSixDefault(
      T.self, mockType: Self.self, function: function,
      at: _CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// Logs a call in the store and works out its answer; the non-generic half of a call.
///
/// Conditional stubs are matched here, outside the store's lock (their verifiers run your
/// code), and strict mode reports an unstubbed call here.
@usableFromInline
func _mockSixRecord(
  _ identity: _MockIdentity, methodID: Int, function: String, args: [Any?],
  resultType: Any.Type, synthesizesDefault: Bool, mockType: Any.Type,
  methodName: (Int) -> String
) -> _Answer? {
  let store = MockStore.shared
  switch store.record(
    identity, methodID: methodID, function: function, args: args, resultType: resultType,
    synthesizesDefault: synthesizesDefault)
  {
  case .answered(let answer):
    return answer
  case .matchStubs(let stubs, let otherwise):
    return store.answer(matching: args, from: stubs) ?? otherwise
  case .strict(let stubs, let otherwise, let strictMode):
    if let stubs, let answer = store.answer(matching: args, from: stubs) { return answer }
    let summaries = store.stubs(of: identity).flatMap { entry in
      entry.stubs.map { "    .\(methodName(entry.methodID)): \($0.info.summary)" }
    }
    reportFailure(
      "expected a stub for \(describeCall(mockType, function)) on a strict mock, got none\n\n"
        + "  Stubs of \(mockType):\n"
        + (summaries.isEmpty ? "    (none)" : summaries.joined(separator: "\n")),
      at: strictMode.location)
    return otherwise
  }
}

/// Where a registration was called: the line of the mock that a default failure names.
@usableFromInline
struct _CallSite {
  let location: FailureLocation

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
