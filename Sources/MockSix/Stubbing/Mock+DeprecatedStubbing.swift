// The stubbing labels of 0.1.0 that MockSix's own spelling replaced; each forwards to the form
// its message names. None is documented beside the current API.
// NB: Disfavored, so that a trailing closure, which fits `answering:` as well as `withBlock:`,
//     picks the current form.

extension Mock where MockMethod.RawValue == Int {
  /// Deprecated: use `stub(_:andReturn:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:andReturn:)")
  @_disfavoredOverload
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil, returning value: R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, when: predicate, andReturn: value, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Deprecated: use `stub(_:with:andReturn:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:andReturn:)")
  @_disfavoredOverload
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>, with verifier: TypedVerifier<Argument>,
    when predicate: ((Argument) -> Bool)? = nil, returning value: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method, with: verifier, when: predicate, andReturn: value, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Deprecated: use `stub(_:with:andReturn:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:andReturn:)")
  @_disfavoredOverload
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>, with first: TypedVerifier<A1>,
    _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>,
    when predicate: ((A1, A2, repeat each A) -> Bool)? = nil, returning value: R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, with: first, second, repeat each rest, when: predicate, andReturn: value,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Deprecated: use `stub(_:andReturn:times:afterwardsReturn:)`.
  @available(
    *, deprecated, message: "write MockSix's spelling: stub(_:andReturn:times:afterwardsReturn:)"
  )
  @_disfavoredOverload
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil, returning value: R, times: Int,
    afterwardsReturning afterwards: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method, when: predicate, andReturn: value, times: times, afterwardsReturn: afterwards,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Deprecated: use `stub(_:with:andReturn:times:afterwardsReturn:)`.
  @available(
    *, deprecated,
    message: "write MockSix's spelling: stub(_:with:andReturn:times:afterwardsReturn:)"
  )
  @_disfavoredOverload
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>, with verifier: TypedVerifier<Argument>,
    when predicate: ((Argument) -> Bool)? = nil, returning value: R, times: Int,
    afterwardsReturning afterwards: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method, with: verifier, when: predicate, andReturn: value, times: times,
      afterwardsReturn: afterwards, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Deprecated: use `stub(_:with:andReturn:times:afterwardsReturn:)`.
  @available(
    *, deprecated,
    message: "write MockSix's spelling: stub(_:with:andReturn:times:afterwardsReturn:)"
  )
  @_disfavoredOverload
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>, with first: TypedVerifier<A1>,
    _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>,
    when predicate: ((A1, A2, repeat each A) -> Bool)? = nil, returning value: R, times: Int,
    afterwardsReturning afterwards: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method, with: first, second, repeat each rest, when: predicate, andReturn: value,
      times: times, afterwardsReturn: afterwards, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Deprecated: use `stub(_:andReturnValues:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:andReturnValues:)")
  @_disfavoredOverload
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil, returningValues values: [R],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, when: predicate, andReturnValues: values, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Deprecated: use `stub(_:with:andReturnValues:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:andReturnValues:)")
  @_disfavoredOverload
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>, with verifier: TypedVerifier<Argument>,
    when predicate: ((Argument) -> Bool)? = nil, returningValues values: [R],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, with: verifier, when: predicate, andReturnValues: values, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Deprecated: use `stub(_:with:andReturnValues:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:andReturnValues:)")
  @_disfavoredOverload
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>, with first: TypedVerifier<A1>,
    _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>,
    when predicate: ((A1, A2, repeat each A) -> Bool)? = nil, returningValues values: [R],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, with: first, second, repeat each rest, when: predicate, andReturnValues: values,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Deprecated: use `stub(_:andThrow:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:andThrow:)")
  @_disfavoredOverload
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil, throwing error: Failure,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, when: predicate, andThrow: error, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Deprecated: use `stub(_:with:andThrow:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:andThrow:)")
  @_disfavoredOverload
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>, with verifier: TypedVerifier<Argument>,
    when predicate: ((Argument) -> Bool)? = nil, throwing error: Failure,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, with: verifier, when: predicate, andThrow: error, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Deprecated: use `stub(_:with:andThrow:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:andThrow:)")
  @_disfavoredOverload
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>, with first: TypedVerifier<A1>,
    _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>,
    when predicate: ((A1, A2, repeat each A) -> Bool)? = nil, throwing error: Failure,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, with: first, second, repeat each rest, when: predicate, andThrow: error,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Deprecated: use `stub(_:withBlock:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:withBlock:)")
  @_disfavoredOverload
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil, answering body: @escaping (Arguments) throws -> R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, when: predicate, withBlock: body, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Deprecated: use `stub(_:with:withBlock:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:withBlock:)")
  @_disfavoredOverload
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>, with verifier: TypedVerifier<Argument>,
    when predicate: ((Argument) -> Bool)? = nil, answering body: @escaping (Argument) throws -> R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, with: verifier, when: predicate, withBlock: body, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Deprecated: use `stub(_:with:withBlock:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:withBlock:)")
  @_disfavoredOverload
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>, with first: TypedVerifier<A1>,
    _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>,
    when predicate: ((A1, A2, repeat each A) -> Bool)? = nil,
    answering body: @escaping (A1, A2, repeat each A) throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method, with: first, second, repeat each rest, when: predicate, withBlock: body,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Deprecated: use `stub(_:withBlock:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:withBlock:)")
  @_disfavoredOverload
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil,
    answering body: @escaping (Arguments) async throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method, when: predicate, withBlock: body, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Deprecated: use `stub(_:with:withBlock:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:withBlock:)")
  @_disfavoredOverload
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>, with verifier: TypedVerifier<Argument>,
    when predicate: ((Argument) -> Bool)? = nil,
    answering body: @escaping (Argument) async throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method, with: verifier, when: predicate, withBlock: body, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Deprecated: use `stub(_:with:withBlock:)`.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:with:withBlock:)")
  @_disfavoredOverload
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>, with first: TypedVerifier<A1>,
    _ second: TypedVerifier<A2>, _ rest: repeat TypedVerifier<each A>,
    when predicate: ((A1, A2, repeat each A) -> Bool)? = nil,
    answering body: @escaping (A1, A2, repeat each A) async throws -> R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, with: first, second, repeat each rest, when: predicate, withBlock: body,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Deprecated: use `stub(_:withBlock:)` with an async block.
  @available(*, deprecated, message: "write MockSix's spelling: stub(_:withBlock:)")
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil,
    withAsyncBlock block: nonisolated(nonsending) @escaping ([Any?]) async throws -> T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, with: verifiers, when: predicate, withBlock: block, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
