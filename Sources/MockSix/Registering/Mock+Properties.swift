/// Mocks properties and subscripts with one method ID for the getter and one for the setter.
///
/// Name the IDs after the property, `volume_get` and `volume_set`, and register each accessor as
/// an invocation named after it, as the generator does:
///
/// ```swift
/// final class MockPlayer: Player, Mock {
///   enum Methods: Int {
///     case volume_get, volume_set
///     case subscript_get, subscript_set
///   }
///   typealias MockMethod = Methods
///
///   var volume: Int {
///     get { registerInvocation(for: .volume_get, function: #function + ".get") }
///     set { registerInvocation(for: .volume_set, function: #function + ".set", args: newValue) }
///   }
///
///   subscript(track: Int) -> String {
///     get { registerInvocation(for: .subscript_get, function: #function + ".get", args: track) }
///     set {
///       registerInvocation(
///         for: .subscript_set, function: #function + ".set", args: track, newValue)
///     }
///   }
/// }
///
/// player.stub(.volume_get, andReturn: 11)
/// player.volume = 3
/// #expect(player.values(setThrough: .volume_set) == [3])
/// ```
///
/// A getter is logged as `volume.get` and a setter as `volume.set`, with the new value as the
/// last argument. Throwing and async getters call the throwing and async registrations:
///
/// ```swift
/// var profile: Profile {
///   get async throws {
///     try await registerAsyncThrowingInvocation(for: .profile_get, function: #function + ".get")
///   }
/// }
/// ```
///
/// The `registerGetter` and `registerSetter` families of the first release are deprecated: they
/// forward to these registrations.
extension Mock where MockMethod.RawValue == Int {
  /// Records a read of a property or subscript and returns its stub's result, else the default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the getter.
  ///   - function: The property's name; leave it to default to `#function`.
  ///   - args: The subscript's arguments, if any.
  ///   - value: The result when the getter is not stubbed.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @available(
    *, deprecated,
    message: "write registerInvocation(for: .volume_get, function: #function + \".get\")"
  )
  public func registerGetter<T>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T
  ) -> T {
    _invoke(method, function: function + ".get", args: args, throwing: Never.self) {
      _ in value
    }
  }

  /// Records a read of a property or subscript and returns its stub's result, else the mock's or the type's default.
  ///
  /// Without a stub, the result is made as `registerInvocation(for:function:args:fileID:filePath:line:column:)`
  /// makes it.
  ///
  /// - Parameters:
  ///   - method: The ID of the getter.
  ///   - function: The property's name; leave it to default to `#function`.
  ///   - args: The subscript's arguments, if any.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @available(
    *, deprecated,
    message: "write registerInvocation(for: .volume_get, function: #function + \".get\")"
  )
  public func registerGetter<T>(
    for method: MockMethod, function: String = #function, args: Any?...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> T {
    _invoke(
      method, function: function + ".get", args: args, throwing: Never.self,
      synthesizesDefault: true
    ) {
      _ in
      _defaultResult(
        T.self, function: function + ".get", fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
  }

  /// Records a read of a throwing property or subscript and returns its stub's result or error, else the default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the getter.
  ///   - function: The property's name; leave it to default to `#function`.
  ///   - args: The subscript's arguments, if any.
  ///   - value: The result when the getter is not stubbed.
  ///   - errorType: The only error type the getter throws, for `throws(E)`; any error by default.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @available(
    *, deprecated,
    message: "write registerThrowingInvocation(for: .volume_get, function: #function + \".get\")"
  )
  public func registerThrowingGetter<T, E: Error>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T,
    errorType: E.Type = (any Error).self
  ) throws(E) -> T {
    try _invoke(method, function: function + ".get", args: args, throwing: E.self) {
      (_: [Any?]) throws(E) in value
    }
  }

  /// Records a read of a throwing property or subscript and returns its stub's result or error, else the mock's or the type's default.
  ///
  /// Without a stub, the result is made as `registerInvocation(for:function:args:fileID:filePath:line:column:)`
  /// makes it.
  ///
  /// - Parameters:
  ///   - method: The ID of the getter.
  ///   - function: The property's name; leave it to default to `#function`.
  ///   - args: The subscript's arguments, if any.
  ///   - errorType: The only error type the getter throws, for `throws(E)`; any error by default.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @available(
    *, deprecated,
    message: "write registerThrowingInvocation(for: .volume_get, function: #function + \".get\")"
  )
  public func registerThrowingGetter<T, E: Error>(
    for method: MockMethod, function: String = #function, args: Any?...,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> T {
    try _invoke(
      method, function: function + ".get", args: args, throwing: E.self, synthesizesDefault: true
    ) {
      (_: [Any?]) throws(E) in
      try _defaultResult(
        T.self, throwing: E.self, function: function + ".get", fileID: fileID, filePath: filePath,
        line: line,
        column: column)
    }
  }

  /// Records a read of an async property or subscript and returns its stub's result, else the default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the getter.
  ///   - function: The property's name; leave it to default to `#function`.
  ///   - args: The subscript's arguments, if any.
  ///   - value: The result when the getter is not stubbed.
  ///   - isolation: The actor the getter runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @available(
    *, deprecated,
    message: "write registerAsyncInvocation(for: .volume_get, function: #function + \".get\")"
  )
  public func registerAsyncGetter<T>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T,
    isolation: isolated (any Actor)? = #isolation
  ) async -> T {
    await _invokeAsync(method, function: function + ".get", args: args, throwing: Never.self) {
      _ in value
    }
  }

  /// Records a read of an async property or subscript and returns its stub's result, else the mock's or the type's default.
  ///
  /// Without a stub, the result is made as `registerInvocation(for:function:args:fileID:filePath:line:column:)`
  /// makes it.
  ///
  /// - Parameters:
  ///   - method: The ID of the getter.
  ///   - function: The property's name; leave it to default to `#function`.
  ///   - args: The subscript's arguments, if any.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  ///   - isolation: The actor the getter runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @available(
    *, deprecated,
    message: "write registerAsyncInvocation(for: .volume_get, function: #function + \".get\")"
  )
  public func registerAsyncGetter<T>(
    for method: MockMethod, function: String = #function, args: Any?...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, isolation: isolated (any Actor)? = #isolation
  ) async -> T {
    await _invokeAsync(
      method, function: function + ".get", args: args, throwing: Never.self,
      synthesizesDefault: true
    ) {
      _ in
      _defaultResult(
        T.self, function: function + ".get", fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
  }

  /// Records a read of an async throwing property or subscript and returns its stub's result or error, else the default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the getter.
  ///   - function: The property's name; leave it to default to `#function`.
  ///   - args: The subscript's arguments, if any.
  ///   - value: The result when the getter is not stubbed.
  ///   - errorType: The only error type the getter throws, for `throws(E)`; any error by default.
  ///   - isolation: The actor the getter runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @available(
    *, deprecated,
    message:
      "write registerAsyncThrowingInvocation(for: .volume_get, function: #function + \".get\")"
  )
  public func registerAsyncThrowingGetter<T, E: Error>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T,
    errorType: E.Type = (any Error).self, isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> T {
    try await _invokeAsync(method, function: function + ".get", args: args, throwing: E.self) {
      (_: [Any?]) throws(E) in value
    }
  }

  /// Records a read of an async throwing property or subscript and returns its stub's result or error, else the mock's or the type's default.
  ///
  /// Without a stub, the result is made as `registerInvocation(for:function:args:fileID:filePath:line:column:)`
  /// makes it.
  ///
  /// - Parameters:
  ///   - method: The ID of the getter.
  ///   - function: The property's name; leave it to default to `#function`.
  ///   - args: The subscript's arguments, if any.
  ///   - errorType: The only error type the getter throws, for `throws(E)`; any error by default.
  ///   - fileID: The source `#fileID` associated with a failure to make a default.
  ///   - filePath: The source `#filePath` associated with a failure to make a default.
  ///   - line: The source `#line` associated with a failure to make a default.
  ///   - column: The source `#column` associated with a failure to make a default.
  ///   - isolation: The actor the getter runs on; leave it to default to the caller's.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @available(
    *, deprecated,
    message:
      "write registerAsyncThrowingInvocation(for: .volume_get, function: #function + \".get\")"
  )
  public func registerAsyncThrowingGetter<T, E: Error>(
    for method: MockMethod, function: String = #function, args: Any?...,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation
  ) async throws(E) -> T {
    try await _invokeAsync(
      method, function: function + ".get", args: args, throwing: E.self, synthesizesDefault: true
    ) {
      (_: [Any?]) throws(E) in
      try _defaultResult(
        T.self, throwing: E.self, function: function + ".get", fileID: fileID, filePath: filePath,
        line: line,
        column: column)
    }
  }

  /// Records a write to a property or subscript, with the new value as the last argument.
  ///
  /// - Parameters:
  ///   - method: The ID of the setter.
  ///   - newValue: The value written.
  ///   - function: The property's name; leave it to default to `#function`.
  ///   - args: The subscript's arguments, if any.
  @inlinable
  @available(
    *, deprecated,
    message:
      "write registerInvocation(for: .volume_set, function: #function + \".set\", args: newValue)"
  )
  public func registerSetter<T>(
    for method: MockMethod, _ newValue: T, function: String = #function, args: Any?...
  ) {
    _invoke(
      method, function: function + ".set", args: args + [newValue], throwing: Never.self
    ) { _ in }
  }

  /// Returns the values written through a setter, oldest first.
  ///
  /// ```swift
  /// #expect(player.values(setThrough: .volume_set) == [3, 7])
  /// ```
  ///
  /// - Parameters:
  ///   - method: The ID of the setter.
  ///   - type: The property's type; inferred where the result is used.
  /// - Returns: The written values that are of type `T`.
  public func values<T>(setThrough method: MockMethod, as type: T.Type = T.self) -> [T] {
    invocations(of: method).compactMap { $0.args.last.flatMap { $0 as? T } }
  }
}
