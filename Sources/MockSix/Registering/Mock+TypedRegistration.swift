/// Records calls with their arguments' static types, for mocks with typed IDs.
///
/// A mock with typed IDs (see `TypedMethod`) forwards each method to one of these, passing the
/// method's case and the arguments after `args:`; the result's type comes from the method. They
/// take the case rather than the `TypedMethod`, so that a mock compiles at the package's floor,
/// below the releases that typed IDs need; stubs and verifiers are checked against the IDs:
///
/// ```swift
/// func save(name: String, count: Int) -> Bool {
///   registerInvocation(.save, args: name, count, andReturn: false)
/// }
/// func load(city: String) async throws -> Forecast {
///   try await registerAsyncThrowingInvocation(.load, args: city)
/// }
/// ```
///
/// The log keeps the arguments as `args: Any?...` does, so `invocations` reads the same.
extension Mock where MockMethod.RawValue == Int {
  /// Records a call by its method's case and returns its stub's result, else the default value.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments, which key its stubs and calls (see
  ///     ``TypedMember/init(_:typeArguments:)``); `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  /// - Returns: The stubbed result, or `value`.
  // NB: Always inlined into the mock's method, so that the call it makes is specialized for the
  //     result type: Swift 6.3 does not specialize functions generic over a parameter pack.
  @inlinable
  @inline(__always)
  public func registerInvocation<each A, R>(
    _ method: MockMethod, function: String = #function,
    typeArguments: Any.Type? = nil, args: repeat each A, andReturn value: R
  ) -> R {
    _typedCall(
      method, function, _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init),
      andReturn: value)
  }

  /// Records a call by its method's case and returns its stub's result, else the mock's or the type's default.
  ///
  /// Without a stub, the result comes from `setDefault(_:)`, the type's `MockDefault` value, or a
  /// value MockSix makes up for the type, as for `registerInvocation(for:function:args:)`.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments, which key its stubs and calls (see
  ///     ``TypedMember/init(_:typeArguments:)``); `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @inline(__always)
  public func registerInvocation<each A, R>(
    _ method: MockMethod, function: String = #function,
    typeArguments: Any.Type? = nil, args: repeat each A, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> R {
    _typedCall(
      method, function, _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init), fileID: fileID,
      filePath: filePath,
      line: line, column: column)
  }

  /// Records a call to a throwing method by its method's case and returns its stub's result or error, else the default value.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments, which key its stubs and calls (see
  ///     ``TypedMember/init(_:typeArguments:)``); `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  ///   - errorType: The only error type the method throws, for `throws(E)`; any error by default.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<each A, R, E: Error>(
    _ method: MockMethod, function: String = #function,
    typeArguments: Any.Type? = nil, args: repeat each A, andReturn value: R,
    errorType: E.Type = (any Error).self
  ) throws(E) -> R {
    try _typedCall(
      method, function, _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init),
      andReturn: value,
      throwing: E.self)
  }

  /// Records a call to a throwing method by its method's case and returns its stub's result or error, else a default.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments, which key its stubs and calls (see
  ///     ``TypedMember/init(_:typeArguments:)``); `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - errorType: The only error type the method throws, for `throws(E)`; any error by default.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<each A, R, E: Error>(
    _ method: MockMethod, function: String = #function,
    typeArguments: Any.Type? = nil, args: repeat each A, errorType: E.Type = (any Error).self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> R {
    try _typedCall(
      method, function, _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init),
      throwing: E.self,
      fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Records a call to an async method by its method's case and returns its stub's result, else the default value.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments, which key its stubs and calls (see
  ///     ``TypedMember/init(_:typeArguments:)``); `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  ///   - isolation: The caller's actor, on which an async stub runs; leave it to default.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<each A, R>(
    _ method: MockMethod, function: String = #function,
    typeArguments: Any.Type? = nil, args: repeat each A, andReturn value: R,
    isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init),
      andReturn: value)
  }

  /// Records a call to an async method by its method's case and returns its stub's result, else a default.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments, which key its stubs and calls (see
  ///     ``TypedMember/init(_:typeArguments:)``); `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  ///   - isolation: The caller's actor, on which an async stub runs; leave it to default.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @inline(__always)
  public func registerAsyncInvocation<each A, R>(
    _ method: MockMethod, function: String = #function,
    typeArguments: Any.Type? = nil, args: repeat each A, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async -> R {
    await _typedCallAsync(
      method, function, _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init), fileID: fileID,
      filePath: filePath,
      line: line, column: column)
  }

  /// Records a call to an async throwing method by its method's case and returns its stub's result or error, else the default value.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments, which key its stubs and calls (see
  ///     ``TypedMember/init(_:typeArguments:)``); `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  ///   - errorType: The only error type the method throws, for `throws(E)`; any error by default.
  ///   - isolation: The caller's actor, on which an async stub runs; leave it to default.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<each A, R, E: Error>(
    _ method: MockMethod, function: String = #function,
    typeArguments: Any.Type? = nil, args: repeat each A, andReturn value: R,
    errorType: E.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init),
      andReturn: value,
      throwing: E.self)
  }

  /// Records a call to an async throwing method by its method's case and returns its stub's result or error, else a default.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments, which key its stubs and calls (see
  ///     ``TypedMember/init(_:typeArguments:)``); `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - errorType: The only error type the method throws, for `throws(E)`; any error by default.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  ///   - isolation: The caller's actor, on which an async stub runs; leave it to default.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @inline(__always)
  public func registerAsyncThrowingInvocation<each A, R, E: Error>(
    _ method: MockMethod, function: String = #function,
    typeArguments: Any.Type? = nil, args: repeat each A, errorType: E.Type = (any Error).self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _typedCallAsync(
      method, function, _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init),
      throwing: E.self,
      fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  // The one call path of every typed registration, the pack forms and the fixed-arity ones of
  // Mock+TypedRegistration+Arity.swift alike: they differ only in how they build `args`.

  /// Logs a typed call and answers it, else returns `value`.
  @inlinable
  @inline(__always)
  func _typedCall<R, E: Error>(
    _ method: MockMethod, _ function: String, _ arguments: consuming some _ArgumentPack,
    typeArguments: ObjectIdentifier? = nil,
    andReturn value: R, throwing errorType: E.Type = Never.self
  ) throws(E) -> R {
    try _invoke(
      method, function: function, pack: arguments, typeArguments: typeArguments,
      throwing: E.self, fallback: { () throws(E) in value })
  }

  /// Logs a typed call and answers it, else with a default for `R`.
  @inlinable
  @inline(__always)
  func _typedCall<R, E: Error>(
    _ method: MockMethod, _ function: String, _ arguments: consuming some _ArgumentPack,
    typeArguments: ObjectIdentifier? = nil,
    throwing errorType: E.Type = Never.self, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) throws(E) -> R {
    try _invoke(
      method, function: function, pack: arguments, typeArguments: typeArguments,
      throwing: E.self, synthesizesDefault: true,
      fallback: { () throws(E) in
        _typedDefault(
          R.self, function: function, fileID: fileID, filePath: filePath, line: line,
          column: column)
      })
  }

  /// Logs a typed call and answers it, else with the result type's `mockDefault`.
  @inlinable
  @inline(__always)
  func _typedCall<R: MockDefault, E: Error>(
    _ method: MockMethod, _ function: String, _ arguments: consuming some _ArgumentPack,
    typeArguments: ObjectIdentifier? = nil,
    defaultingTo type: R.Type, throwing errorType: E.Type = Never.self
  ) throws(E) -> R {
    try _invoke(
      method, function: function, pack: arguments, typeArguments: typeArguments,
      throwing: E.self, fallback: { () throws(E) in R.mockDefault })
  }

  /// The async form of `_typedCall(_:_:_:andReturn:throwing:)`.
  @inlinable
  @inline(__always)
  func _typedCallAsync<R, E: Error>(
    _ method: MockMethod, _ function: String, _ arguments: consuming some _ArgumentPack,
    typeArguments: ObjectIdentifier? = nil,
    andReturn value: R, throwing errorType: E.Type = Never.self,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _invokeAsync(
      method, function: function, pack: arguments, typeArguments: typeArguments,
      throwing: E.self, fallback: { () throws(E) in value })
  }

  /// The async form of `_typedCall(_:_:_:throwing:fileID:filePath:line:column:)`.
  @inlinable
  @inline(__always)
  func _typedCallAsync<R, E: Error>(
    _ method: MockMethod, _ function: String, _ arguments: consuming some _ArgumentPack,
    typeArguments: ObjectIdentifier? = nil,
    throwing errorType: E.Type = Never.self, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt, isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _invokeAsync(
      method, function: function, pack: arguments, typeArguments: typeArguments,
      throwing: E.self, synthesizesDefault: true,
      fallback: { () throws(E) in
        _typedDefault(
          R.self, function: function, fileID: fileID, filePath: filePath, line: line,
          column: column)
      })
  }

  /// The async form of `_typedCall(_:_:_:defaultingTo:throwing:)`.
  @inlinable
  @inline(__always)
  func _typedCallAsync<R: MockDefault, E: Error>(
    _ method: MockMethod, _ function: String, _ arguments: consuming some _ArgumentPack,
    typeArguments: ObjectIdentifier? = nil,
    defaultingTo type: R.Type, throwing errorType: E.Type = Never.self,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _invokeAsync(
      method, function: function, pack: arguments, typeArguments: typeArguments,
      throwing: E.self, fallback: { () throws(E) in R.mockDefault })
  }

  /// The result of an unstubbed call by a typed ID: `()` for a method that returns nothing.
  @inlinable
  @inline(__always)
  func _typedDefault<R>(
    _ type: R.Type, function: String, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) -> R {
    if R.self == Void.self, let none = () as? R { return none }
    return _defaultResult(
      R.self, function: function, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
