// NB: These functions are inlinable so that they are specialized for each mock and result
//     type in the test target; unspecialized generic code would cost a metadata lookup or two
//     on every call.

extension Mock where MockMethod.RawValue == Int {
  /// Logs a call and answers it synchronously: from its stub, else from `fallback`.
  @inlinable
  func _invoke<T, E: Error>(
    _ method: MockMethod, function: String, args: [Any?], throwing errorType: E.Type,
    fallback: ([Any?]) throws(E) -> T
  ) throws(E) -> T {
    guard let answer = _record(method, function: function, args: args, resultType: T.self) else {
      return try fallback(args)
    }
    if let value = answer.value(as: T.self) { return value }
    if case .asyncBlock = answer.kind {
      _mockSixReportAsyncStub(answer.stub, mockType: Self.self, function: function)
      return try fallback(args)
    }
    return try _answer(answer, function: function, args: args, throwing: E.self, fallback: fallback)
  }

  /// Logs a call and answers it asynchronously: from its stub, else from `fallback`.
  @inlinable
  func _invokeAsync<T, E: Error>(
    _ method: MockMethod, function: String, args: [Any?], throwing errorType: E.Type,
    isolation: isolated (any Actor)? = #isolation, fallback: ([Any?]) throws(E) -> T
  ) async throws(E) -> T {
    guard var answer = _record(method, function: function, args: args, resultType: T.self) else {
      return try fallback(args)
    }
    if let value = answer.value(as: T.self) { return value }
    if case .asyncBlock(let block) = answer.kind {
      answer = await _mockSixAwait(block, from: answer.stub, args: args)
    }
    return try _answer(answer, function: function, args: args, throwing: E.self, fallback: fallback)
  }

  @inlinable
  func _record(_ method: MockMethod, function: String, args: [Any?], resultType: Any.Type)
    -> _Answer?
  {
    _mockSixRecord(
      _mockSixIdentity, methodID: method.rawValue, function: function, args: args,
      resultType: resultType, mockType: Self.self,
      methodName: { MockMethod(rawValue: $0).map { "\($0)" } ?? "\($0)" })
  }

  @inlinable
  func _answer<T, E: Error>(
    _ answer: _Answer, function: String, args: [Any?], throwing errorType: E.Type,
    fallback: ([Any?]) throws(E) -> T
  ) throws(E) -> T {
    if let value = answer.value(as: T.self) { return value }
    switch answer.kind {
    case .asyncBlock:
      break
    case .value(let value):
      if let result = _cast(value, from: answer.stub, function: function, as: T.self) {
        return result
      }
    case .block(let block):
      do {
        let value = try block(args)
        if let result = _cast(value, from: answer.stub, function: function, as: T.self) {
          return result
        }
      } catch {
        try _mockSixRethrow(
          error, as: E.self, from: answer.stub, mockType: Self.self, function: function)
      }
    case .error(let error):
      try _mockSixRethrow(
        error, as: E.self, from: answer.stub, mockType: Self.self, function: function)
    case .defaultValue(let value):
      if let result = _cast(value, from: nil, function: function, as: T.self) { return result }
    }
    return try fallback(args)
  }

  @inlinable
  func _cast<T>(_ value: Any?, from stub: StubInfo?, function: String, as type: T.Type) -> T? {
    if let result = value as? T { return result }
    return _mockSixCastSlowly(
      value, to: T.self, from: stub, mockType: Self.self, function: function)
  }

  /// The default for an unstubbed call: the type's `MockDefault` value.
  @inlinable
  func _defaultResult<T>(_ type: T.Type, function: String) -> T {
    _mockSixDefault(T.self, mockType: Self.self, function: function)
  }
}
