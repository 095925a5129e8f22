// The typed registrations that write no default, for a result type that is `MockDefault`: Swift
// picks them over the forms generic over any result, so that an unstubbed call returns the type's
// `mockDefault` straight away, as the `andReturn:` forms return the value the mock wrote.
// NB: The forms for any result answer an unstubbed call with the same value, but find it at run
//     time: they ask the store for the default made up earlier for the type, which costs an
//     unstubbed call of a generated mock a third more than a stubbed one (issue 25). The order of
//     defaults is unchanged: a stub, strict mode and the mock's `setDefault(_:)` come first, and
//     `MockDefault` comes before `MockSixDefaults.set(for:_:)` in `madeUpDefault` too.
// NB: Each form takes the parameters of the form it stands in for, so that a call picks it by
//     the result's constraint alone; the source location is unused, since `mockDefault` never
//     fails. Hidden from the documentation, which documents the forms for any result.

extension Mock where MockMethod.RawValue == Int {
  // MARK: Zero arguments

  /// Records a call of zero arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<R: MockDefault>(
    _ method: MockMethod, function: String = #function, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> R {
    _typedCall(method, function, [Any?](), defaultingTo: R.self)
  }

  /// Records a call to a throwing method of zero arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, errorType: E.Type = (any Error).self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(method, function, [Any?](), defaultingTo: R.self, throwing: E.self)
  }

  /// Records a call to an async method of zero arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<R: MockDefault>(
    _ method: MockMethod, function: String = #function, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(method, function, [Any?](), defaultingTo: R.self)
  }

  /// Records a call to an async throwing method of zero arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, errorType: E.Type = (any Error).self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(method, function, [Any?](), defaultingTo: R.self, throwing: E.self)
  }

  // MARK: One argument

  /// Records a call of one argument whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args a: A, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> R {
    _typedCall(method, function, _OneArgument(a), defaultingTo: R.self)
  }

  /// Records a call to a throwing method of one argument whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(method, function, _OneArgument(a), defaultingTo: R.self, throwing: E.self)
  }

  /// Records a call to an async method of one argument whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args a: A, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(method, function, _OneArgument(a), defaultingTo: R.self)
  }

  /// Records a call to an async throwing method of one argument whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _OneArgument(a), defaultingTo: R.self, throwing: E.self)
  }

  // MARK: Two arguments

  /// Records a call of two arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> R {
    _typedCall(method, function, _TwoArguments(a, b), defaultingTo: R.self)
  }

  /// Records a call to a throwing method of two arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(method, function, _TwoArguments(a, b), defaultingTo: R.self, throwing: E.self)
  }

  /// Records a call to an async method of two arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(method, function, _TwoArguments(a, b), defaultingTo: R.self)
  }

  /// Records a call to an async throwing method of two arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _TwoArguments(a, b), defaultingTo: R.self, throwing: E.self)
  }

  // MARK: Three arguments

  /// Records a call of three arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, C, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B, _ c: C,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> R {
    _typedCall(method, function, _ThreeArguments(a, b, c), defaultingTo: R.self)
  }

  /// Records a call to a throwing method of three arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, C, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B, _ c: C,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(
      method, function, _ThreeArguments(a, b, c), defaultingTo: R.self, throwing: E.self)
  }

  /// Records a call to an async method of three arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, C, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B, _ c: C,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(method, function, _ThreeArguments(a, b, c), defaultingTo: R.self)
  }

  /// Records a call to an async throwing method of three arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, C, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B, _ c: C,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _ThreeArguments(a, b, c), defaultingTo: R.self, throwing: E.self)
  }

  // MARK: Four arguments

  /// Records a call of four arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<A, B, C, D, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B, _ c: C, _ d: D,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> R {
    _typedCall(method, function, _FourArguments(a, b, c, d), defaultingTo: R.self)
  }

  /// Records a call to a throwing method of four arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<A, B, C, D, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B, _ c: C, _ d: D,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(
      method, function, _FourArguments(a, b, c, d), defaultingTo: R.self, throwing: E.self)
  }

  /// Records a call to an async method of four arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<A, B, C, D, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B, _ c: C, _ d: D,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(method, function, _FourArguments(a, b, c, d), defaultingTo: R.self)
  }

  /// Records a call to an async throwing method of four arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<A, B, C, D, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args a: A, _ b: B, _ c: C, _ d: D,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _FourArguments(a, b, c, d), defaultingTo: R.self, throwing: E.self)
  }

  // MARK: Any number of arguments

  /// Records a call of any number of arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerInvocation<each A, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args: repeat each A,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> R {
    _typedCall(method, function, _mockSixArguments(repeat each args), defaultingTo: R.self)
  }

  /// Records a call to a throwing method of any number of arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<each A, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args: repeat each A,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(
      method, function, _mockSixArguments(repeat each args), defaultingTo: R.self, throwing: E.self)
  }

  /// Records a call to an async method of any number of arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<each A, R: MockDefault>(
    _ method: MockMethod, function: String = #function, args: repeat each A,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, _mockSixArguments(repeat each args), defaultingTo: R.self)
  }

  /// Records a call to an async throwing method of any number of arguments whose result is `MockDefault`, like the form for any result.
  @_documentation(visibility: internal)
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<each A, R: MockDefault, E: Error>(
    _ method: MockMethod, function: String = #function, args: repeat each A,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _mockSixArguments(repeat each args), defaultingTo: R.self, throwing: E.self)
  }

}
