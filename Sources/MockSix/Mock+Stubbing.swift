extension Mock where MockMethod.RawValue == Int {
  /// Makes every call of a method return a value.
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
      method, .always(.value(.typed(value))), when: nil, returning: T.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes every call of a method return an optional value.
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
      method, .always(.value(.optional(value))), when: nil, returning: T?.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes every call of a method return the result of a block that gets the call's arguments.
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
      method, .always(.block { try block($0) }), when: nil, returning: T.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes every call of a method return the optional result of a block that gets the arguments.
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
      method, .always(.block { try block($0) }), when: nil, returning: T?.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the first calls of a method return one value, and later calls another.
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
      method, .countdown(first: .typed(value), times: times, afterwards: .typed(afterwardsValue)),
      when: nil, returning: T.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the first calls of a method return one value, and later calls another.
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
      .countdown(first: .optional(value), times: times, afterwards: .optional(afterwardsValue)),
      when: nil, returning: T?.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes successive calls of a method return values in order; the last value repeats.
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
      method, .sequence(values.map { .typed($0) }), when: nil, returning: T.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes every call of a method throw an error.
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
      method, .always(.error(error)), when: nil, returning: Never.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes every call of an async method await the result of a block that gets the arguments.
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
      method, .always(.asyncBlock { try await block($0) }), when: nil, returning: T.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments pass the verifiers return a value.
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
      method, .always(.value(.typed(value))), when: .verifiers(verifiers), returning: T.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments pass the verifiers return a value.
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
      method, .always(.value(.optional(value))), when: .verifiers(verifiers), returning: T?.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments pass the verifiers return the result of a block.
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
      method, .always(.block { try block($0) }), when: .verifiers(verifiers), returning: T.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments pass the verifiers return the result of a block.
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
      method, .always(.block { try block($0) }), when: .verifiers(verifiers), returning: T?.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments pass the verifiers throw an error.
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
      method, .always(.error(error)), when: .verifiers(verifiers), returning: Never.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments satisfy a predicate return a value.
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
      method, .always(.value(.typed(value))), when: .predicate(predicate), returning: T.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments satisfy a predicate return a value.
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
      method, .always(.value(.optional(value))), when: .predicate(predicate), returning: T?.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments satisfy a predicate return the result of a block.
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
      method, .always(.block { try block($0) }), when: .predicate(predicate), returning: T.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments satisfy a predicate return the result of a block.
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
      method, .always(.block { try block($0) }), when: .predicate(predicate), returning: T?.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the calls of a method whose arguments satisfy a predicate throw an error.
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
      method, .always(.error(error)), when: .predicate(predicate), returning: Never.self,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Removes every stub of a method, so that its calls return the default written in the mock.
  ///
  /// ```swift
  /// foobar.unstub(.doThat)
  /// ```
  ///
  /// - Parameter method: The ID of the method to unstub.
  public func unstub(_ method: MockMethod) {
    // NB: The stubs are released after the store's lock: releasing a stub closure can run a
    //     deinit that calls a mock.
    let removed = MockStore.shared.withState(_mockSixIdentity) { state in
      let stubs = state.contents.pointee.stubs[method.rawValue]
      state.contents.pointee.stubs[method.rawValue] = nil
      return stubs
    }
    withExtendedLifetime(removed) {}
  }

  private func addStub(
    _ method: MockMethod, _ behavior: StubBehavior, when condition: StubCondition?,
    returning resultType: Any.Type, at location: FailureLocation
  ) {
    let stub = Stub(behavior, condition: condition, resultType: resultType, location: location)
    // NB: A replaced stub is released after the store's lock, like `unstub(_:)`'s.
    let replaced = MockStore.shared.withState(_mockSixIdentity) { state -> MethodStubs? in
      let stubs = state.contents.pointee.stubs[method.rawValue]
      state.contents.pointee.stubs[method.rawValue] = (stubs ?? MethodStubs()).adding(stub)
      return stubs
    }
    withExtendedLifetime(replaced) {}
  }
}
