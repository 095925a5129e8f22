// The typed registrations for methods of zero to four arguments, which Swift picks over the
// parameter-pack forms of Mock+TypedRegistration.swift: they log the same invocation, but without
// a pack, so that the compiler specializes them for the mock's types.
// NB: Swift 6.3 does not specialize functions generic over a parameter pack, which made the pack
//     forms cost 1.8-3x `args: Any?...` per call. Each overload packs its arguments in a struct
//     (`_TwoArguments`), which the log keeps unerased and turns into the same `[Any?]` as
//     `_mockSixArguments` when read, and forwards to the one call path of the pack forms. Delete
//     this file once the compiler specializes packs; the pack forms then do the same job alone.
// NB: Hidden from the documentation, which documents the pack forms, the API these overloads
//     speed up.

extension Mock where MockMethod.RawValue == Int {
  // MARK: Zero arguments

  /// Records a call of zero arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<R>(
    _ method: MockMethod, function: String = #function, andReturn value: R
  ) -> R {
    _typedCall(method, function, [Any?](), andReturn: value)
  }

  /// Records a call of zero arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<R>(
    _ method: MockMethod, function: String = #function, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> R {
    _typedCall(
      method, function, [Any?](), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Records a call to a throwing method of zero arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<R, E: Error>(
    _ method: MockMethod, function: String = #function, andReturn value: R,
    errorType: E.Type = (any Error).self
  ) throws(E) -> R {
    try _typedCall(method, function, [Any?](), andReturn: value, throwing: E.self)
  }

  /// Records a call to a throwing method of zero arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<R, E: Error>(
    _ method: MockMethod, function: String = #function,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(
      method, function, [Any?](), throwing: E.self, fileID: fileID,
      filePath: filePath, line: line,
      column: column)
  }

  /// Records a call to an async method of zero arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<R>(
    _ method: MockMethod, function: String = #function, andReturn value: R,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(method, function, [Any?](), andReturn: value)
  }

  /// Records a call to an async method of zero arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<R>(
    _ method: MockMethod, function: String = #function, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, [Any?](), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Records a call to an async throwing method of zero arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<R, E: Error>(
    _ method: MockMethod, function: String = #function, andReturn value: R,
    errorType: E.Type = (any Error).self, isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, [Any?](), andReturn: value, throwing: E.self)
  }

  /// Records a call to an async throwing method of zero arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<R, E: Error>(
    _ method: MockMethod, function: String = #function,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, [Any?](), throwing: E.self, fileID: fileID,
      filePath: filePath, line: line,
      column: column)
  }

  // MARK: One argument

  /// Records a call of one argument by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, R>(
    _ method: MockMethod, function: String = #function, args a: A, andReturn value: R
  ) -> R {
    _typedCall(method, function, _OneArgument(a), andReturn: value)
  }

  /// Records a call of one argument by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, R>(
    _ method: MockMethod, function: String = #function, args a: A,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> R {
    _typedCall(
      method, function, _OneArgument(a), fileID: fileID,
      filePath: filePath, line: line,
      column: column)
  }

  /// Records a call to a throwing method of one argument by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, andReturn value: R,
    errorType: E.Type = (any Error).self
  ) throws(E) -> R {
    try _typedCall(
      method, function, _OneArgument(a), andReturn: value, throwing: E.self
    )
  }

  /// Records a call to a throwing method of one argument by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(
      method, function, _OneArgument(a), throwing: E.self, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Records a call to an async method of one argument by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, R>(
    _ method: MockMethod, function: String = #function, args a: A, andReturn value: R,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, _OneArgument(a), andReturn: value)
  }

  /// Records a call to an async method of one argument by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, R>(
    _ method: MockMethod, function: String = #function, args a: A,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, _OneArgument(a), fileID: fileID,
      filePath: filePath, line: line,
      column: column)
  }

  /// Records a call to an async throwing method of one argument by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, andReturn value: R,
    errorType: E.Type = (any Error).self, isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _OneArgument(a), andReturn: value, throwing: E.self
    )
  }

  /// Records a call to an async throwing method of one argument by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _OneArgument(a), throwing: E.self, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  // MARK: Two arguments

  /// Records a call of two arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    andReturn value: R
  ) -> R {
    _typedCall(method, function, _TwoArguments(a, b), andReturn: value)
  }

  /// Records a call of two arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> R {
    _typedCall(
      method, function, _TwoArguments(a, b), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Records a call to a throwing method of two arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    andReturn value: R, errorType: E.Type = (any Error).self
  ) throws(E) -> R {
    try _typedCall(
      method, function, _TwoArguments(a, b), andReturn: value,
      throwing: E.self)
  }

  /// Records a call to a throwing method of two arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(
      method, function, _TwoArguments(a, b), throwing: E.self,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call to an async method of two arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    andReturn value: R, isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, _TwoArguments(a, b), andReturn: value)
  }

  /// Records a call to an async method of two arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, _TwoArguments(a, b), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Records a call to an async throwing method of two arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    andReturn value: R, errorType: E.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _TwoArguments(a, b), andReturn: value,
      throwing: E.self)
  }

  /// Records a call to an async throwing method of two arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _TwoArguments(a, b), throwing: E.self,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: Three arguments

  /// Records a call of three arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, C, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, andReturn value: R
  ) -> R {
    _typedCall(
      method, function, _ThreeArguments(a, b, c),
      andReturn: value)
  }

  /// Records a call of three arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, C, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> R {
    _typedCall(
      method, function, _ThreeArguments(a, b, c),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call to a throwing method of three arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, C, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, andReturn value: R, errorType: E.Type = (any Error).self
  ) throws(E) -> R {
    try _typedCall(
      method, function, _ThreeArguments(a, b, c),
      andReturn: value, throwing: E.self)
  }

  /// Records a call to a throwing method of three arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, C, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(
      method, function, _ThreeArguments(a, b, c),
      throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call to an async method of three arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, C, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, andReturn value: R, isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, _ThreeArguments(a, b, c),
      andReturn: value)
  }

  /// Records a call to an async method of three arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, C, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, _ThreeArguments(a, b, c),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call to an async throwing method of three arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, C, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, andReturn value: R, errorType: E.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _ThreeArguments(a, b, c),
      andReturn: value, throwing: E.self)
  }

  /// Records a call to an async throwing method of three arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, C, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _ThreeArguments(a, b, c),
      throwing: E.self, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: Four arguments

  /// Records a call of four arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, C, D, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, andReturn value: R
  ) -> R {
    _typedCall(
      method, function,
      _FourArguments(a, b, c, d), andReturn: value)
  }

  /// Records a call of four arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, C, D, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> R {
    _typedCall(
      method, function,
      _FourArguments(a, b, c, d), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Records a call to a throwing method of four arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, C, D, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, andReturn value: R, errorType: E.Type = (any Error).self
  ) throws(E) -> R {
    try _typedCall(
      method, function,
      _FourArguments(a, b, c, d), andReturn: value,
      throwing: E.self)
  }

  /// Records a call to a throwing method of four arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, C, D, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(
      method, function,
      _FourArguments(a, b, c, d), throwing: E.self,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call to an async method of four arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, C, D, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, andReturn value: R, isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function,
      _FourArguments(a, b, c, d), andReturn: value)
  }

  /// Records a call to an async method of four arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, C, D, R>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function,
      _FourArguments(a, b, c, d), fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Records a call to an async throwing method of four arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, C, D, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, andReturn value: R, errorType: E.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function,
      _FourArguments(a, b, c, d), andReturn: value,
      throwing: E.self)
  }

  /// Records a call to an async throwing method of four arguments by its method's case, like the pack form, and returns its stub's result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, C, D, R, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function,
      _FourArguments(a, b, c, d), throwing: E.self,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
