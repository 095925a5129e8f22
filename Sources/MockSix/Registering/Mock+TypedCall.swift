// The one call path of every typed registration (Mock+TypedRegistration.swift and its +ArityValue,
// +ArityDefault, +Void and +MockDefault overloads, which .ci/typed-forms writes): they differ only
// in how they build `args` and in what an unstubbed call returns, which these take as arguments.
// NB: Transparent, like the registrations: a debug build copies them into the mock's method, so
//     that the call to `_invoke` is made with the types known there, not from generic code that
//     asks the runtime for them; `_invoke` stays an ordinary call, which keeps what the mocks
//     cost a build (issue 41).

extension Mock where MockMethod.RawValue == Int {
  /// Logs a typed call and answers it, else returns `value`.
  @_transparent
  @usableFromInline
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
  @_transparent
  @usableFromInline
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
  @_transparent
  @usableFromInline
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
  @_transparent
  @usableFromInline
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
  @_transparent
  @usableFromInline
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
  @_transparent
  @usableFromInline
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

  /// Logs a typed call of a spy and answers it, else calls the real object with `forward`.
  @_transparent
  @usableFromInline
  func _typedCall<R, E: Error>(
    _ method: MockMethod, _ function: String, _ arguments: consuming some _ArgumentPack,
    typeArguments: ObjectIdentifier? = nil,
    forwardingTo forward: () throws(E) -> R, throwing errorType: E.Type
  ) throws(E) -> R {
    try _forwardCall(
      method, function: function, pack: arguments, typeArguments: typeArguments,
      throwing: E.self, forward: forward)
  }

  /// The async form of `_typedCall(_:_:_:forwardingTo:throwing:)`.
  @_transparent
  @usableFromInline
  func _typedCallAsync<R, E: Error>(
    _ method: MockMethod, _ function: String, _ arguments: consuming some _ArgumentPack,
    typeArguments: ObjectIdentifier? = nil,
    forwardingTo forward: () async throws(E) -> R, throwing errorType: E.Type,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> R {
    try await _forwardCallAsync(
      method, function: function, pack: arguments, typeArguments: typeArguments,
      throwing: E.self, forward: forward)
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
