/// Records calls of a spy: a mock that forwards the calls no stub answers to a real object.
///
/// A generated mock made with `init(forwardingTo:)` is a spy. Each of its members logs the call
/// as any mock does, then answers it from its stub, if one matches, else from `forwardingTo`,
/// which calls the real object; what the call returned or threw goes into the log
/// (``MockInvocation/answer``):
///
/// ```swift
/// func user(id: Int) async throws -> User {
///   try await registerAsyncThrowingInvocation(
///     ._user, args: id, forwardingTo: { try await self._mockSixReal!.user(id: id) })
/// }
/// ```
///
/// A spy has no defaults and no strict mode: a call that no stub answers is the real object's.
extension Mock where MockMethod.RawValue == Int {
  /// Records a call of a spy and returns its stub's result, else the real object's.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments, which key its stubs and calls;
  ///     `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - forward: Calls the real object, when no stub answers.
  /// - Returns: The stubbed result, or the real object's.
  @inlinable
  public func registerInvocation<each A, R>(
    _ method: MockMethod, function: String = #function, typeArguments: Any.Type? = nil,
    args: repeat each A, forwardingTo forward: () -> R
  ) -> R {
    _forwardCall(
      method, function: function, arguments: _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init), throwing: Never.self,
      forward: forward)
  }

  /// Records a call of a spy to a throwing method and returns its stub's result or error, else
  /// the real object's.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments; `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - errorType: The error type the method throws: `(any Error).self` for `throws`.
  ///   - forward: Calls the real object, when no stub answers.
  /// - Returns: The stubbed result, or the real object's.
  @inlinable
  public func registerThrowingInvocation<each A, R, E: Error>(
    _ method: MockMethod, function: String = #function, typeArguments: Any.Type? = nil,
    args: repeat each A, errorType: E.Type,
    forwardingTo forward: () throws(E) -> R
  ) throws(E) -> R {
    try _forwardCall(
      method, function: function, arguments: _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init), throwing: E.self,
      forward: forward)
  }

  /// Records a call of a spy to an async method and returns its stub's result, else the real
  /// object's.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments; `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - isolation: The caller's actor, on which the real object is called; leave it to default.
  ///   - forward: Calls the real object, when no stub answers.
  /// - Returns: The stubbed result, or the real object's.
  @inlinable
  public func registerAsyncInvocation<each A, R>(
    _ method: MockMethod, function: String = #function, typeArguments: Any.Type? = nil,
    args: repeat each A, isolation: isolated (any Actor)? = #isolation,
    forwardingTo forward: () async -> R
  ) async -> R {
    await _forwardCallAsync(
      method, function: function, arguments: _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init), throwing: Never.self,
      forward: forward)
  }

  /// Records a call of a spy to an async throwing method and returns its stub's result or
  /// error, else the real object's.
  ///
  /// - Parameters:
  ///   - method: The case of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - typeArguments: A generic member's type arguments; `nil` for a member that is not generic.
  ///   - args: The arguments of the call, in order.
  ///   - errorType: The error type the method throws: `(any Error).self` for `throws`.
  ///   - isolation: The caller's actor, on which the real object is called; leave it to default.
  ///   - forward: Calls the real object, when no stub answers.
  /// - Returns: The stubbed result, or the real object's.
  @inlinable
  public func registerAsyncThrowingInvocation<each A, R, E: Error>(
    _ method: MockMethod, function: String = #function, typeArguments: Any.Type? = nil,
    args: repeat each A, errorType: E.Type,
    isolation: isolated (any Actor)? = #isolation, forwardingTo forward: () async throws(E) -> R
  ) async throws(E) -> R {
    try await _forwardCallAsync(
      method, function: function, arguments: _mockSixArguments(repeat each args),
      typeArguments: typeArguments.map(ObjectIdentifier.init), throwing: E.self,
      forward: forward)
  }
}
