// The typed registrations of methods and setters that return nothing, beside the forms generic
// over their result `R`: a statement such as `registerInvocation(.turnOn)` gives `R` nothing to
// be inferred from, so these non-generic forms answer it. An unstubbed call returns `()`, as the
// `andReturn:` forms return the value the mock wrote, so the store looks up no default for it; the
// source location they take is unused, since `()` never fails to be made.
// NB: Hidden from the documentation, which documents the generic forms.

extension Mock where MockMethod.RawValue == Int {
  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation(
    _ method: MockMethod, function: String = #function, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    return _typedCall(
      method, function, [Any?](), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<E: Error>(
    _ method: MockMethod, function: String = #function,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) {
    return try _typedCall(
      method, function, [Any?](), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation(
    _ method: MockMethod, function: String = #function, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    return await _typedCallAsync(
      method, function, [Any?](), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<E: Error>(
    _ method: MockMethod, function: String = #function,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) {
    return try await _typedCallAsync(
      method, function, [Any?](), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A>(
    _ method: MockMethod, function: String = #function, args a: A,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    return _typedCall(
      method, function, _OneArgument(a), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) {
    return try _typedCall(
      method, function, _OneArgument(a), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A>(
    _ method: MockMethod, function: String = #function, args a: A,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async {
    return await _typedCallAsync(
      method, function, _OneArgument(a), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) {
    return try await _typedCallAsync(
      method, function, _OneArgument(a), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    return _typedCall(
      method, function, _TwoArguments(a, b), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) {
    return try _typedCall(
      method, function, _TwoArguments(a, b), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async {
    return await _typedCallAsync(
      method, function, _TwoArguments(a, b), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) {
    return try await _typedCallAsync(
      method, function, _TwoArguments(a, b), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, C>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    return _typedCall(
      method, function, _ThreeArguments(a, b, c), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, C, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) {
    return try _typedCall(
      method, function, _ThreeArguments(a, b, c), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, C>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async {
    return await _typedCallAsync(
      method, function, _ThreeArguments(a, b, c), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, C, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) {
    return try await _typedCallAsync(
      method, function, _ThreeArguments(a, b, c), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, C, D>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    return _typedCall(
      method, function,
      _FourArguments(a, b, c, d), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, C, D, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) {
    return try _typedCall(
      method, function,
      _FourArguments(a, b, c, d), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, C, D>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async {
    return await _typedCallAsync(
      method, function,
      _FourArguments(a, b, c, d), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, C, D, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    _ c: C, _ d: D, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) {
    return try await _typedCallAsync(
      method, function,
      _FourArguments(a, b, c, d), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<each A>(
    _ method: MockMethod, function: String = #function,
    args: repeat each A, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    return _typedCall(
      method, function, _mockSixArguments(repeat each args), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<each A, E: Error>(
    _ method: MockMethod, function: String = #function,
    args: repeat each A, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) {
    return try _typedCall(
      method, function, _mockSixArguments(repeat each args), andReturn: (), throwing: E.self)
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<each A>(
    _ method: MockMethod, function: String = #function,
    args: repeat each A, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async {
    return await _typedCallAsync(
      method, function, _mockSixArguments(repeat each args), andReturn: ())
  }

  /// Records a call that returns nothing, like the form generic over its result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<each A, E: Error>(
    _ method: MockMethod, function: String = #function,
    args: repeat each A, errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) {
    return try await _typedCallAsync(
      method, function, _mockSixArguments(repeat each args), andReturn: (), throwing: E.self)
  }
}
