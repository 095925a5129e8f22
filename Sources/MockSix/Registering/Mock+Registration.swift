/// Records calls of synchronous methods: one form per way a mock gives its default result.
///
/// Forward each method of a mock to one of these, passing the arguments after `args:`:
///
/// ```swift
/// func doThis(_ string: String, _ number: Int) -> [Int] {
///   registerInvocation(for: .doThis, args: string, number, andReturn: [])
/// }
/// func doThat() throws -> Double {
///   try registerThrowingInvocation(for: .doThat, andReturn: 0.0)
/// }
/// ```
///
/// A stub answers first. Without one, the call returns the mock's `setDefault(_:)` value for
/// the result type if it has one, else the default the mock wrote: `andReturn:`, the result of
/// `returns:`, or, for the forms with neither, a default MockSix makes up for the type.
extension Mock where MockMethod.RawValue == Int {
  /// Records a call and returns its stub's result, else the default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @inline(__always)
  public func registerInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T
  ) -> T {
    _invoke(method, function: function, args: args, throwing: Never.self) { _ in value }
  }

  /// Records a call and returns its stub's result, else the result of the returns closure.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Computes the result from the arguments when the method is not stubbed; for a
  ///     method that returns nothing, runs instead of a stub.
  /// - Returns: The stubbed result, or the result of `returns`.
  @inlinable
  @inline(__always)
  public func registerInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., returns: ([Any?]) -> T
  ) -> T {
    _invoke(method, function: function, args: args, throwing: Never.self) { args in returns(args) }
  }

  /// Records a call and returns its stub's result, else the mock's or the type's default.
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
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @inline(__always)
  public func registerInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?...,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> T {
    _invoke(method, function: function, args: args, throwing: Never.self, synthesizesDefault: true)
    { _ in
      _defaultResult(
        T.self, function: function, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Records a call that returns nothing.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  @inlinable
  @inline(__always)
  public func registerInvocation(
    for method: MockMethod, function: String = #function, args: Any?...
  ) {
    _invoke(method, function: function, args: args, throwing: Never.self) { _ in }
  }

  /// Records a call to a throwing method and returns its stub's result or error, else the default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  ///   - errorType: The only error type the method throws, for `throws(E)`; any error by default.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<T, E: Error>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T,
    errorType: E.Type = (any Error).self
  ) throws(E) -> T {
    try _invoke(method, function: function, args: args, throwing: E.self) {
      (_: [Any?]) throws(E) in value
    }
  }

  /// Records a call to a throwing method and returns its stub's result or error, else the result of the returns closure.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Computes the result from the arguments when the method is not stubbed; for a
  ///     method that returns nothing, runs instead of a stub.
  /// - Returns: The stubbed result, or the result of `returns`.
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?...,
    returns: ([Any?]) throws -> T
  ) throws -> T {
    try _invoke(
      method, function: function, args: args, throwing: (any Error).self, fallback: returns)
  }

  /// Records a call to a throwing method and returns its stub's result or error, else the mock's or the type's default.
  ///
  /// Without a stub, the result is made as `registerInvocation(for:function:args:)` makes it.
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
  /// - Returns: The stubbed result, or the default.
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<T, E: Error>(
    for method: MockMethod, function: String = #function, args: Any?...,
    errorType: E.Type = (any Error).self, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(E) -> T {
    try _invoke(method, function: function, args: args, throwing: E.self, synthesizesDefault: true)
    { (_: [Any?]) throws(E) in
      try _defaultResult(
        T.self, throwing: E.self, function: function, fileID: fileID, filePath: filePath,
        line: line, column: column)
    }
  }

  /// Records a call to a throwing method that returns nothing, and throws its stub's error.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - errorType: The only error type the method throws, for `throws(E)`; any error by default.
  @inlinable
  @inline(__always)
  public func registerThrowingInvocation<E: Error>(
    for method: MockMethod, function: String = #function, args: Any?...,
    errorType: E.Type = (any Error).self
  ) throws(E) {
    try _invoke(method, function: function, args: args, throwing: E.self) {
      (_: [Any?]) throws(E) in
    }
  }
}
