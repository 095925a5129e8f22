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
  public func registerInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T
  ) -> T {
    _invoke(method, function: function, args: args, throwing: Never.self) { _ in value }
  }

  /// Records a call and returns its stub's result, else the optional default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  public func registerInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T?
  ) -> T? {
    _invoke(method, function: function, args: args, throwing: Never.self) { _ in value }
  }

  /// Records a call and returns its stub's result, else the result of the returns closure.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Computes the result from the arguments when the method is not stubbed.
  /// - Returns: The stubbed result, or the result of `returns`.
  @inlinable
  public func registerInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., returns: ([Any?]) -> T
  ) -> T {
    _invoke(method, function: function, args: args, throwing: Never.self) { args in returns(args) }
  }

  /// Records a call and returns its stub's result, else the optional result of the returns closure.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Computes the result from the arguments when the method is not stubbed.
  /// - Returns: The stubbed result, or the result of `returns`.
  @inlinable
  public func registerInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., returns: ([Any?]) -> T?
  ) -> T? {
    _invoke(method, function: function, args: args, throwing: Never.self) { args in returns(args) }
  }

  /// Records a call and returns its stub's result, else the mock's or the type's default.
  ///
  /// Without a stub, the result is the default set with `setDefault(_:)`, else the type's
  /// `MockDefault` value. A type with neither is reported as a failure, and the call traps:
  /// Swift cannot make a value of a type it knows nothing about.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  public func registerInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?...
  ) -> T {
    _invoke(method, function: function, args: args, throwing: Never.self) { _ in
      _defaultResult(T.self, function: function)
    }
  }

  /// Records a call that returns nothing.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  @inlinable
  public func registerInvocation(
    for method: MockMethod, function: String = #function, args: Any?...
  ) {
    _invoke(method, function: function, args: args, throwing: Never.self) { _ in }
  }

  /// Records a call that returns nothing, running the returns closure when it is not stubbed.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Runs with the arguments when the method is not stubbed.
  @inlinable
  public func registerInvocation(
    for method: MockMethod, function: String = #function, args: Any?..., returns: ([Any?]) -> Void
  ) {
    _invoke(method, function: function, args: args, throwing: Never.self) { args in returns(args) }
  }

  /// Records a call to a throwing method and returns its stub's result or thrown error, else the default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  public func registerThrowingInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T
  ) throws -> T {
    try _invoke(method, function: function, args: args, throwing: (any Error).self) { _ in value }
  }

  /// Records a call to a throwing method and returns its stub's result or thrown error, else the optional default value.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - value: The result when the method is not stubbed.
  /// - Returns: The stubbed result, or `value`.
  @inlinable
  public func registerThrowingInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?..., andReturn value: T?
  ) throws -> T? {
    try _invoke(method, function: function, args: args, throwing: (any Error).self) { _ in value }
  }

  /// Records a call to a throwing method and returns its stub's result or thrown error, else the result of the returns closure.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Computes the result from the arguments when the method is not stubbed.
  /// - Returns: The stubbed result, or the result of `returns`.
  @inlinable
  public func registerThrowingInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?...,
    returns: ([Any?]) throws -> T
  ) throws -> T {
    try _invoke(method, function: function, args: args, throwing: (any Error).self) { args in
      try returns(args)
    }
  }

  /// Records a call to a throwing method and returns its stub's result or thrown error, else the optional result of the returns closure.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Computes the result from the arguments when the method is not stubbed.
  /// - Returns: The stubbed result, or the result of `returns`.
  @inlinable
  public func registerThrowingInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?...,
    returns: ([Any?]) throws -> T?
  ) throws -> T? {
    try _invoke(method, function: function, args: args, throwing: (any Error).self) { args in
      try returns(args)
    }
  }

  /// Records a call to a throwing method and returns its stub's result or thrown error, else the mock's or the type's default.
  ///
  /// Without a stub, the result is the default set with `setDefault(_:)`, else the type's
  /// `MockDefault` value. A type with neither is reported as a failure, and the call traps:
  /// Swift cannot make a value of a type it knows nothing about.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  public func registerThrowingInvocation<T>(
    for method: MockMethod, function: String = #function, args: Any?...
  ) throws -> T {
    try _invoke(method, function: function, args: args, throwing: (any Error).self) { _ in
      _defaultResult(T.self, function: function)
    }
  }

  /// Records a call to a throwing method that returns nothing, and throws its stub's error.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  @inlinable
  public func registerThrowingInvocation(
    for method: MockMethod, function: String = #function, args: Any?...
  ) throws {
    try _invoke(method, function: function, args: args, throwing: (any Error).self) { _ in }
  }

  /// Records a call to a throwing method that returns nothing, running the returns closure when it is not stubbed.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - returns: Runs with the arguments when the method is not stubbed.
  @inlinable
  public func registerThrowingInvocation(
    for method: MockMethod, function: String = #function, args: Any?...,
    returns: ([Any?]) throws -> Void
  ) throws {
    try _invoke(method, function: function, args: args, throwing: (any Error).self) { args in
      try returns(args)
    }
  }

  /// Records a call to a throwing method with a typed error and returns its stub's result, else the default.
  ///
  /// A stubbed error that is not an `E` is reported as a failure, and the call returns the
  /// default instead.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - errorType: The only error type the method throws.
  /// - Returns: The stubbed result, or the default.
  @inlinable
  public func registerThrowingInvocation<T, E: Error>(
    for method: MockMethod, function: String = #function, args: Any?..., errorType: E.Type
  ) throws(E) -> T {
    try _invoke(method, function: function, args: args, throwing: E.self) { (_: [Any?]) throws(E) in
      _defaultResult(T.self, function: function)
    }
  }

  /// Records a call to a throwing method with a typed error that returns nothing.
  ///
  /// A stubbed error that is not an `E` is reported as a failure, and the call returns.
  ///
  /// - Parameters:
  ///   - method: The ID of the mocked method.
  ///   - function: The mocked method's name; leave it to default to `#function`.
  ///   - args: The arguments of the call, in order.
  ///   - errorType: The only error type the method throws.
  @inlinable
  public func registerThrowingInvocation<E: Error>(
    for method: MockMethod, function: String = #function, args: Any?..., errorType: E.Type
  ) throws(E) {
    try _invoke(method, function: function, args: args, throwing: E.self) { (_: [Any?]) throws(E) in
    }
  }
}
