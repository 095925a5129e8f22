/// Records calls of async methods, in the forms of the synchronous registrations.
///
/// ```swift
/// func fetch(id: String) async throws -> User {
///   try await registerAsyncThrowingInvocation(for: .fetch, args: id, andReturn: .guest)
/// }
/// ```
///
/// Synchronous stubs answer async calls too, and `stub(_:withAsyncBlock:)` stubs are awaited on
/// the caller's actor.
extension Mock where MockMethod.RawValue == Int {
  /// Records a call to an async method and returns its stub's result, else the default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  ///   - isolation: The actor the call runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T,
    isolation: isolated (any Actor)? = #isolation
  ) async -> T {
    await _invokeAsync(method, function: function, args: args, throwing: Never.self) { _ in value }
  }

  /// Records a call to an async method and returns its stub's result, else the result of the returns closure.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Computes the result from the arguments when the method is not stubbed; for a
  ///     method that returns nothing, runs instead of a stub.
  ///   - isolation: The actor the call runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or the result of `returns`.
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., returns: ([Any?]) -> T,
    isolation: isolated (any Actor)? = #isolation
  ) async -> T {
    await _invokeAsync(method, function: function, args: args, throwing: Never.self) { args in
      returns(args)
    }
  }

  /// Records a call to an async method and returns its stub's result, else the mock's or the type's default.
  ///
  /// Without a stub, the result is the default set with `setDefault(_:)`, else the type's
  /// `MockDefault` value, the default set with `MockSixDefaults`, the first case of a
  /// `CaseIterable` or payload-free enum, the zero value of a `Decodable` type, `()`, an empty
  /// collection, or a `Result`, tuple or closure made of these. A type with none of these is
  /// reported at this line, naming the test and a fix, and the call traps (a throwing form
  /// whose method may throw any error throws `UnstubbedCallError` instead).
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  ///   - isolation: The actor the call runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async -> T {
    await _invokeAsync(
      method, function: function, args: args, throwing: Never.self, synthesizesDefault: true
    ) { _ in
      _defaultResult(
        T.self, function: function, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Records a call to an async method that returns nothing.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - isolation: The actor the call runs on; leave it to default to the caller's.
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation(
    for method: MockMethod, function: String = #function, args: Any?...,
    isolation: isolated (any Actor)? = #isolation
  ) async {
    await _invokeAsync(method, function: function, args: args, throwing: Never.self) { _ in }
  }

  /// Records a call to an async throwing method and returns its stub's result or error, else the default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  ///   - errorType: The only error type the method throws, for `throws(E)`; any error by default.
  ///   - isolation: The actor the call runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<T, E: Error>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T,
    errorType: E.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> T {
    try await _invokeAsync(method, function: function, args: args, throwing: E.self) {
      (_: [Any?]) throws(E) in value
    }
  }

  /// Records a call to an async throwing method and returns its stub's result or error, else the result of the returns closure.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Computes the result from the arguments when the method is not stubbed; for a
  ///     method that returns nothing, runs instead of a stub.
  ///   - isolation: The actor the call runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or the result of `returns`.
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?...,
    returns: ([Any?]) throws -> T, isolation: isolated (any Actor)? = #isolation
  ) async throws -> T {
    try await _invokeAsync(
      method, function: function, args: args, throwing: (any Error).self, fallback: returns)
  }

  /// Records a call to an async throwing method and returns its stub's result or error, else the mock's or the type's default.
  ///
  /// Without a stub, the result is made as `registerInvocation(for:function:args:fileID:filePath:line:column:)` makes it.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - errorType: The only error type the method throws, for `throws(E)`; any error by default.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  ///   - isolation: The actor the call runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<T, E: Error>(
    for method: MockMethod, function: String = #function, args: Any?...,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> T {
    try await _invokeAsync(
      method, function: function, args: args, throwing: E.self, synthesizesDefault: true
    ) { (_: [Any?]) throws(E) in
      try _defaultResult(
        T.self, throwing: E.self, function: function, fileID: fileID, filePath: filePath,
        line: line, column: column)
    }
  }

  /// Records a call to an async throwing method that returns nothing, and throws its stub's error.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - errorType: The only error type the method throws, for `throws(E)`; any error by default.
  ///   - isolation: The actor the call runs on; leave it to default to the caller's.
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<E: Error>(
    for method: MockMethod, function: String = #function, args: Any?...,
    errorType: E.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) {
    try await _invokeAsync(method, function: function, args: args, throwing: E.self) {
      (_: [Any?]) throws(E) in
    }
  }
}
