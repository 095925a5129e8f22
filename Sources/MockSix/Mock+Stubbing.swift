extension Mock where MockMethod.RawValue == Int {
  /// Makes every call of `method` return the `value`.
  ///
  /// ```swift
  /// foobar.stub(.doThis, andReturn: [42])
  /// ```
  ///
  /// A value whose type does not fit the call is reported as a failure when the method is called,
  /// and the call returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - value: The result of every call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, andReturn value: T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.value(.typed(value))), condition: nil, resultType: T.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes every call of `method` return the optional `value`.
  ///
  /// ```swift
  /// foobar.stub(.doThis, andReturn: [42])
  /// ```
  ///
  /// A value whose type does not fit the call is reported as a failure when the method is called,
  /// and the call returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - value: The result of every call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, andReturn value: T?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.value(.optional(value))), condition: nil, resultType: T?.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes every call of `method` return the result of `block`, which gets the call's arguments.
  ///
  /// ```swift
  /// foobar.stub(.doThis) { (args: [Any?]) in
  ///   let num = args[1]! as! Int
  ///   return [num]
  /// }
  /// ```
  ///
  /// An error thrown by `block` is thrown by a throwing method; for a non-throwing method it is
  /// reported as a failure, and the call returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, withBlock block: @escaping ([Any?]) throws -> T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.block { try block($0) }), condition: nil, resultType: T.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes every call of `method` return the optional result of `block`, which gets the call's arguments.
  ///
  /// ```swift
  /// foobar.stub(.doThis) { (args: [Any?]) in
  ///   let num = args[1]! as! Int
  ///   return [num]
  /// }
  /// ```
  ///
  /// An error thrown by `block` is thrown by a throwing method; for a non-throwing method it is
  /// reported as a failure, and the call returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, withBlock block: @escaping ([Any?]) throws -> T?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.block { try block($0) }), condition: nil, resultType: T?.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the first `times` calls of `method` return `value`, and later calls `afterwardsValue`.
  ///
  /// ```swift
  /// foobar.stub(.doThis, andReturn: [42], times: 1, afterwardsReturn: [43])
  /// ```
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - value: The result of the first `times` calls.
  ///   - times: How many calls return `value`.
  ///   - afterwardsValue: The result of every later call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, andReturn value: T, times: Int,
    afterwardsReturn afterwardsValue: T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .countdown(first: .typed(value), times: times, afterwards: .typed(afterwardsValue)),
        condition: nil, resultType: T.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the first `times` calls of `method` return `value`, and later calls `afterwardsValue`.
  ///
  /// ```swift
  /// foobar.stub(.doThis, andReturn: [42], times: 1, afterwardsReturn: [43])
  /// ```
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - value: The result of the first `times` calls.
  ///   - times: How many calls return `value`.
  ///   - afterwardsValue: The result of every later call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, andReturn value: T?, times: Int,
    afterwardsReturn afterwardsValue: T?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .countdown(first: .optional(value), times: times, afterwards: .optional(afterwardsValue)),
        condition: nil, resultType: T?.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes successive calls of `method` return `values` in order; the last value repeats.
  ///
  /// ```swift
  /// mock.stub(.next, andReturnValues: [1, 2, 3])  // 1, 2, 3, 3, 3, …
  /// ```
  ///
  /// Each value is handed out exactly once, even when calls come from several threads. An
  /// empty array is reported as a failure and leaves the method's stubs as they were.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - values: The results, in order.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, andReturnValues values: [T],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    guard !values.isEmpty else {
      return reportFailure(
        "expected at least one value for stub(_:andReturnValues:), got an empty array",
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    addStub(
      method,
      Stub(
        .sequence(values.map { .typed($0) }), condition: nil, resultType: T.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes every call of `method` throw `error`.
  ///
  /// ```swift
  /// mock.stub(.load, andThrow: LoadError.offline)
  /// ```
  ///
  /// Throwing and async throwing registrations throw the error; a non-throwing method reports it
  /// as a failure and returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - error: The error every call throws.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub(
    _ method: MockMethod, andThrow error: any Error,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.error(error)), condition: nil, resultType: Never.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes every call of the async `method` await the result of `block`, which gets the arguments.
  ///
  /// ```swift
  /// mock.stub(.fetch, withAsyncBlock: { args in
  ///   try await Task.sleep(nanoseconds: 1_000)
  ///   return 42
  /// })
  /// ```
  ///
  /// Only async registrations await the block; a synchronous call reports it as a failure and
  /// returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, withAsyncBlock block: @escaping ([Any?]) async throws -> T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.asyncBlock { try await block($0) }), condition: nil, resultType: T.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose the arguments pass `verifiers`, one per argument return `value`.
  ///
  /// ```swift
  /// mock.stub(.fetch, with: [theValue("a"), any()], andReturn: 1)
  /// ```
  ///
  /// A method may have several conditional stubs: the most recently added one that matches
  /// wins, then the unconditional stub, then the default written in the mock.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: When the stub applies.
  ///   - value: The result of the matching calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier], andReturn value: T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.value(.typed(value))), condition: .verifiers(verifiers), resultType: T.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose the arguments pass `verifiers`, one per argument return `value`.
  ///
  /// ```swift
  /// mock.stub(.fetch, with: [theValue("a"), any()], andReturn: 1)
  /// ```
  ///
  /// A method may have several conditional stubs: the most recently added one that matches
  /// wins, then the unconditional stub, then the default written in the mock.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: When the stub applies.
  ///   - value: The result of the matching calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier], andReturn value: T?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.value(.optional(value))), condition: .verifiers(verifiers), resultType: T?.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose the arguments pass `verifiers`, one per argument return the result of `block`.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: When the stub applies.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier],
    withBlock block: @escaping ([Any?]) throws -> T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.block { try block($0) }), condition: .verifiers(verifiers), resultType: T.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose the arguments pass `verifiers`, one per argument return the result of `block`.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: When the stub applies.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier],
    withBlock block: @escaping ([Any?]) throws -> T?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.block { try block($0) }), condition: .verifiers(verifiers), resultType: T?.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose the arguments pass `verifiers`, one per argument throw `error`.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: When the stub applies.
  ///   - error: The error the matching calls throw.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub(
    _ method: MockMethod, with verifiers: [ArgumentVerifier], andThrow error: any Error,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.error(error)), condition: .verifiers(verifiers), resultType: Never.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose `predicate` holds for the arguments return `value`.
  ///
  /// ```swift
  /// mock.stub(.fetch, when: { args in (args[0] as? String) == "a" }, andReturn: 1)
  /// ```
  ///
  /// A method may have several conditional stubs: the most recently added one that matches
  /// wins, then the unconditional stub, then the default written in the mock.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - predicate: When the stub applies.
  ///   - value: The result of the matching calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, when predicate: @escaping ([Any?]) -> Bool, andReturn value: T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.value(.typed(value))), condition: .predicate(predicate), resultType: T.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose `predicate` holds for the arguments return `value`.
  ///
  /// ```swift
  /// mock.stub(.fetch, when: { args in (args[0] as? String) == "a" }, andReturn: 1)
  /// ```
  ///
  /// A method may have several conditional stubs: the most recently added one that matches
  /// wins, then the unconditional stub, then the default written in the mock.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - predicate: When the stub applies.
  ///   - value: The result of the matching calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, when predicate: @escaping ([Any?]) -> Bool, andReturn value: T?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.value(.optional(value))), condition: .predicate(predicate), resultType: T?.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose `predicate` holds for the arguments return the result of `block`.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - predicate: When the stub applies.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, when predicate: @escaping ([Any?]) -> Bool,
    withBlock block: @escaping ([Any?]) throws -> T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.block { try block($0) }), condition: .predicate(predicate), resultType: T.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose `predicate` holds for the arguments return the result of `block`.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - predicate: When the stub applies.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, when predicate: @escaping ([Any?]) -> Bool,
    withBlock block: @escaping ([Any?]) throws -> T?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.block { try block($0) }), condition: .predicate(predicate), resultType: T?.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Makes the calls of `method` whose `predicate` holds for the arguments throw `error`.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - predicate: When the stub applies.
  ///   - error: The error the matching calls throw.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub(
    _ method: MockMethod, when predicate: @escaping ([Any?]) -> Bool, andThrow error: any Error,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method,
      Stub(
        .always(.error(error)), condition: .predicate(predicate), resultType: Never.self,
        location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)))
  }

  /// Removes every stub of `method`, so that its calls return the default written in the mock.
  ///
  /// ```swift
  /// foobar.unstub(.doThat)
  /// ```
  ///
  /// - Parameter method: The ID of the method to unstub.
  public func unstub(_ method: MockMethod) {
    MockStore.shared.withState(_mockSixIdentity) { state in
      state.contents.pointee.stubs[method.rawValue] = nil
    }
  }

  private func addStub(_ method: MockMethod, _ stub: Stub) {
    MockStore.shared.withState(_mockSixIdentity) { state in
      if stub.matcher == nil {
        state.contents.pointee.stubs[method.rawValue, default: MethodStubs()].unconditional = stub
      } else {
        state.contents.pointee.stubs[method.rawValue, default: MethodStubs()].conditional.append(
          stub)
      }
    }
  }
}
