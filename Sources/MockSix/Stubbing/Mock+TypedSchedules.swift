/// The typed forms of MockSix's stub schedules and conditions that `Mock+TypedStubbing` leaves
/// out: a countdown, and verifiers beside a sequence and an async closure.
extension Mock where MockMethod.RawValue == Int {
  /// Makes the first calls of a method return one value, and the calls after them another.
  ///
  /// ```swift
  /// session.stub(.isValid, returning: true, times: 2, afterwardsReturning: false)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the first `times` calls.
  ///   - times: How many calls return `value`.
  ///   - afterwards: The result of every later call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    when predicate: ((repeat each A) -> Bool)? = nil,
    returning value: R, times: Int, afterwardsReturning afterwards: R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method.method, with: nil, when: typedPredicate(predicate), andReturn: value, times: times,
      afterwardsReturn: afterwards, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Makes the first calls whose arguments pass typed verifiers return one value, and later
  /// ones another.
  ///
  /// ```swift
  /// session.stub(.renew, with: theValue("alice"), returning: true, times: 1,
  ///              afterwardsReturning: false)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - verifiers: One verifier per argument, of the argument's type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the first `times` matching calls.
  ///   - times: How many matching calls return `value`.
  ///   - afterwards: The result of every later matching call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @_disfavoredOverload
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    with verifiers: repeat TypedVerifier<each A>,
    when predicate: ((repeat each A) -> Bool)? = nil, returning value: R, times: Int,
    afterwardsReturning afterwards: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method.method, with: _mockSixVerifiers(repeat each verifiers),
      when: typedPredicate(predicate), andReturn: value, times: times,
      afterwardsReturn: afterwards, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Makes successive calls whose arguments pass typed verifiers return values in order; the
  /// last value repeats.
  ///
  /// ```swift
  /// counter.stub(.next, with: theValue("a"), returningValues: [1, 2, 3])
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - verifiers: One verifier per argument, of the argument's type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - values: The results, in order.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @_disfavoredOverload
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    with verifiers: repeat TypedVerifier<each A>,
    when predicate: ((repeat each A) -> Bool)? = nil, returningValues values: [R],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method.method, with: _mockSixVerifiers(repeat each verifiers),
      when: typedPredicate(predicate), andReturnValues: values, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Makes the calls of an async method whose arguments pass typed verifiers await a closure's
  /// result.
  ///
  /// ```swift
  /// api.stub(.load, with: theValue("Oslo")) { city async in Forecast(city: city) }
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
    answering body: @escaping (repeat each A) async throws -> R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let block = typedAsyncBlock(method.method, body, at: location)
    stub(
      method.method, with: _mockSixVerifiers(repeat each verifiers),
      when: typedPredicate(predicate), withAsyncBlock: block, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}
