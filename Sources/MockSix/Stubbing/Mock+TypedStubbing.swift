/// Stubs a mock's methods by typed IDs, so that the compiler checks values, closures and verifiers.
///
/// With a typed ID (see `TypedMethod`), every spelling here is checked against the method's
/// argument and result types; `nil` and literals take their type from the method:
///
/// ```swift
/// store.stub(.save, returning: true)
/// store.stub(.save) { name, count in count > 0 }
/// store.stub(.save, with: theValue("a"), any(), returning: false)
/// cache.stub(.forecast, returning: nil)
/// api.stub(.load, throwing: LoadError.offline)
/// ```
///
/// The labels `returning:`, `answering:`, `throwing:` and `returningValues:`, and verifiers
/// listed after `with:` without an array, are the typed spelling: only a typed ID takes them, so
/// what does not fit is a compile error. The MockSix spelling (`andReturn:`, `withBlock:`, a
/// trailing closure with its parameter types named) still works with the same IDs and checks at
/// run time.
extension Mock where MockMethod.RawValue == Int {
  /// Makes the calls of a method return a value of the method's result type.
  ///
  /// ```swift
  /// store.stub(.save, returning: true)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    when predicate: ((repeat each A) -> Bool)? = nil,
    returning value: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method.method, with: nil, when: typedPredicate(predicate), andReturn: value, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Makes the calls of a method return nil or a literal, typed by the method, in MockSix's spelling.
  ///
  /// ```swift
  /// cache.stub(.forecast, andReturn: nil)
  /// ```
  ///
  /// MockSix's own `stub(_:andReturn:)` answers every value it can type by itself, and checks it
  /// at run time; this form only takes over where that one cannot infer a type, such as `nil`,
  /// so that the value takes its type from the typed ID.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - value: The result of the calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @_disfavoredOverload
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>, andReturn value: R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method.method, with: nil, when: nil, andReturn: value, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Makes the calls of a method whose arguments pass typed verifiers return a value.
  ///
  /// ```swift
  /// store.stub(.save, with: theValue("a"), any(), returning: true)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - verifiers: One verifier per argument, of the argument's type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @_disfavoredOverload
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    with verifiers: repeat TypedVerifier<each A>,
    when predicate: ((repeat each A) -> Bool)? = nil, returning value: R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method.method, with: _mockSixVerifiers(repeat each verifiers),
      when: typedPredicate(predicate), andReturn: value, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Makes the calls of a method return the result of a closure over its typed arguments.
  ///
  /// ```swift
  /// store.stub(.save) { name, count in count > 0 }
  /// ```
  ///
  /// An error thrown by `body` is thrown by a throwing method; for a non-throwing method it is
  /// reported as a failure, and the call returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    when predicate: ((repeat each A) -> Bool)? = nil,
    answering body: @escaping (repeat each A) throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let block: ([Any?]) throws -> R = typedBlock(method.method, body, at: location)
    stub(
      method.method, with: nil, when: typedPredicate(predicate), withBlock: block, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Makes the calls of a method whose arguments pass typed verifiers return a closure's result.
  ///
  /// ```swift
  /// store.stub(.save, with: theValue("a"), any()) { _, count in count > 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - verifiers: One verifier per argument, of the argument's type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @_disfavoredOverload
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    with verifiers: repeat TypedVerifier<each A>,
    when predicate: ((repeat each A) -> Bool)? = nil,
    answering body: @escaping (repeat each A) throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let block: ([Any?]) throws -> R = typedBlock(method.method, body, at: location)
    stub(
      method.method, with: _mockSixVerifiers(repeat each verifiers),
      when: typedPredicate(predicate), withBlock: block, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Makes the calls of an async method await the result of a closure over its typed arguments.
  ///
  /// ```swift
  /// api.stub(.load) { city async throws in Forecast(city: city) }
  /// ```
  ///
  /// The closure runs on the caller's actor. Only async registrations await it; a synchronous
  /// call reports it as a failure and returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    when predicate: ((repeat each A) -> Bool)? = nil,
    answering body: @escaping (repeat each A) async throws -> R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let block = typedAsyncBlock(method.method, body, at: location)
    stub(
      method.method, with: nil, when: typedPredicate(predicate), withAsyncBlock: block,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Unavailable: a closure whose parameters are not the member's argument types.
  ///
  /// Without it, such a closure fails to compile with a message about parameter packs.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @available(
    *, unavailable,
    message:
      "the closure's parameters must have the member's argument types, as its typed ID declares them; leave their types out to infer them: { name, count in … }"
  )
  public func stub<Failure, each A, R, each Given>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    answering body: @escaping (repeat each Given) throws -> R
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: an async closure whose parameters are not the member's argument types.
  ///
  /// Without it, such a closure fails to compile with a message about parameter packs.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @available(
    *, unavailable,
    message:
      "the closure's parameters must have the member's argument types, as its typed ID declares them; leave their types out to infer them: { name, count async in … }"
  )
  public func stub<Failure, each A, R, each Given>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    answering body: @escaping (repeat each Given) async throws -> R
  ) {
    fatalError("unavailable")
  }

  /// Makes the calls of a method throw an error.
  ///
  /// ```swift
  /// api.stub(.load, throwing: LoadError.offline)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - error: The error the calls throw.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    when predicate: ((repeat each A) -> Bool)? = nil,
    throwing error: Failure, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method.method, with: nil, when: typedPredicate(predicate), andThrow: error, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Makes the calls of a method whose arguments pass typed verifiers throw an error.
  ///
  /// ```swift
  /// api.stub(.load, with: theValue("Atlantis"), throwing: LoadError.unknownCity)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - verifiers: One verifier per argument, of the argument's type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - error: The error the calls throw.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @_disfavoredOverload
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    with verifiers: repeat TypedVerifier<each A>,
    when predicate: ((repeat each A) -> Bool)? = nil, throwing error: Failure,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method.method, with: _mockSixVerifiers(repeat each verifiers),
      when: typedPredicate(predicate), andThrow: error, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Makes successive calls of a method return values in order; the last value repeats.
  ///
  /// ```swift
  /// counter.stub(.next, returningValues: [1, 2, 3])
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - values: The results, in order.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    when predicate: ((repeat each A) -> Bool)? = nil,
    returningValues values: [R], fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method.method, with: nil, when: typedPredicate(predicate), andReturnValues: values,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Makes the calls of a method return the result of a closure with typed parameters, checked per call.
  ///
  /// For mocks that register with `args: Any?...`, name the closure's parameter types:
  ///
  /// ```swift
  /// foobar.stub(.doThis) { (string: String, number: Int) in [number] }
  /// foobar.stub(.doThis, withBlock: { (string: String, number: Int) in [number] })
  /// ```
  ///
  /// A call whose arguments do not fit the closure's types is reported as a failure at the line
  /// of the stub, naming both lists of types, and returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: One verifier per argument, which a call's arguments must pass; `nil` for
  ///     every call.
  ///   - predicate: A check of a call's arguments, which they must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<each A, T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil,
    withBlock body: @escaping (repeat each A) throws -> T, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let block: ([Any?]) throws -> T = typedBlock(method, body, at: location)
    stub(
      method, with: verifiers, when: predicate, withBlock: block, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Makes the calls of an async method await a closure with typed parameters, checked per call.
  ///
  /// ```swift
  /// api.stub(.load) { (city: String) async in Forecast(city: city) }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: One verifier per argument, which a call's arguments must pass; `nil` for
  ///     every call.
  ///   - predicate: A check of a call's arguments, which they must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<each A, T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil,
    withBlock body: @escaping (repeat each A) async throws -> T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let block = typedAsyncBlock(method, body, at: location)
    stub(
      method, with: verifiers, when: predicate, withAsyncBlock: block, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
