/// Stubs a mock's members by typed IDs for the calls whose arguments pass typed verifiers.
///
/// The verifiers follow `with:` one by one, one per argument and of its type, without an array;
/// a member of one argument takes one, and a member of several takes one for each:
///
/// ```swift
/// settings.stub(.flag, with: theValue("dark"), andReturn: true)
/// store.stub(.save, with: theValue("a"), any(), andReturn: true)
/// router.stub(.handle, with: .passing { $0.name.hasPrefix("s") }, andReturn: true)
/// ```
///
/// A call is answered by the newest stub whose verifiers and predicate it passes, then by the
/// unconditional stub, then by the mock's default.
// NB: A member of one argument has forms of its own: Swift 6.3 infers a one-element pack from
//     a verifier's type, but not from the member's argument type (`.passing { … }`) or for a
//     closure's parameter.
extension Mock where MockMethod.RawValue == Int {
  /// Makes the calls of a one-argument member whose argument passes a typed verifier return a value.
  ///
  /// ```swift
  /// settings.stub(.flag, with: theValue("dark"), andReturn: true)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - verifier: The verifier of the argument, of its type.
  ///   - predicate: A check of a call's typed argument, which it must pass; `nil` for every call.
  ///   - value: The result of the calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>,
    with verifier: TypedVerifier<Argument>, when predicate: ((Argument) -> Bool)? = nil,
    andReturn value: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedStub(
      method, .returning(R.self), with: [verifier.verifier], when: typedPredicate(predicate),
      at: location
    ) {
      .always(_ValueAnswer(value, stub: $0))
    }
  }

  /// Makes the calls of a member whose arguments pass typed verifiers return a value.
  ///
  /// ```swift
  /// store.stub(.save, with: theValue("a"), any(), andReturn: true)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - first: The verifier of the first argument, of its type.
  ///   - second: The verifier of the second argument, of its type.
  ///   - rest: One verifier per further argument, of its type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>,
    with first: TypedVerifier<A1>, _ second: TypedVerifier<A2>,
    _ rest: repeat TypedVerifier<each A>, when predicate: ((A1, A2, repeat each A) -> Bool)? = nil,
    andReturn value: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedStub(
      method, .returning(R.self), with: _mockSixVerifiers(first, second, repeat each rest),
      when: spreadPredicate(predicate), at: location
    ) {
      .always(_ValueAnswer(value, stub: $0))
    }
  }

  /// Makes the first calls of a one-argument member whose argument passes a typed verifier return one value, then another.
  ///
  /// ```swift
  /// engine.stub(.speed, with: theValue(1), andReturn: 10, times: 2, afterwardsReturn: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - verifier: The verifier of the argument, of its type.
  ///   - predicate: A check of a call's typed argument, which it must pass; `nil` for every call.
  ///   - value: The result of the first `times` calls.
  ///   - times: How many calls return `value`.
  ///   - afterwardsValue: The result of every later call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>,
    with verifier: TypedVerifier<Argument>, when predicate: ((Argument) -> Bool)? = nil,
    andReturn value: R, times: Int,
    afterwardsReturn afterwardsValue: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedStub(
      method, .returning(R.self), with: [verifier.verifier], when: typedPredicate(predicate),
      at: location
    ) {
      countdown(value, times: times, afterwardsValue, $0)
    }
  }

  /// Makes the first calls of a member whose arguments pass typed verifiers return one value, then another.
  ///
  /// ```swift
  /// store.stub(.save, with: theValue("a"), any(), andReturn: true, times: 1, afterwardsReturn: false)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - first: The verifier of the first argument, of its type.
  ///   - second: The verifier of the second argument, of its type.
  ///   - rest: One verifier per further argument, of its type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the first `times` calls.
  ///   - times: How many calls return `value`.
  ///   - afterwardsValue: The result of every later call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>,
    with first: TypedVerifier<A1>, _ second: TypedVerifier<A2>,
    _ rest: repeat TypedVerifier<each A>, when predicate: ((A1, A2, repeat each A) -> Bool)? = nil,
    andReturn value: R, times: Int,
    afterwardsReturn afterwardsValue: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedStub(
      method, .returning(R.self), with: _mockSixVerifiers(first, second, repeat each rest),
      when: spreadPredicate(predicate), at: location
    ) {
      countdown(value, times: times, afterwardsValue, $0)
    }
  }

  /// Makes successive calls of a one-argument member whose argument passes a typed verifier return values in order.
  ///
  /// ```swift
  /// counter.stub(.next, with: theValue("a"), andReturnValues: [1, 2, 3])
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - verifier: The verifier of the argument, of its type.
  ///   - predicate: A check of a call's typed argument, which it must pass; `nil` for every call.
  ///   - values: The results, in order; at least one.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>,
    with verifier: TypedVerifier<Argument>, when predicate: ((Argument) -> Bool)? = nil,
    andReturnValues values: [R], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedSequence(
      method, values, with: [verifier.verifier], when: typedPredicate(predicate), at: location)
  }

  /// Makes successive calls of a member whose arguments pass typed verifiers return values in order.
  ///
  /// ```swift
  /// store.stub(.save, with: any(), theValue(1), andReturnValues: [true, false])
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - first: The verifier of the first argument, of its type.
  ///   - second: The verifier of the second argument, of its type.
  ///   - rest: One verifier per further argument, of its type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - values: The results, in order; at least one.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>,
    with first: TypedVerifier<A1>, _ second: TypedVerifier<A2>,
    _ rest: repeat TypedVerifier<each A>, when predicate: ((A1, A2, repeat each A) -> Bool)? = nil,
    andReturnValues values: [R], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedSequence(
      method, values, with: _mockSixVerifiers(first, second, repeat each rest),
      when: spreadPredicate(predicate), at: location)
  }

  /// Makes the calls of a one-argument member whose argument passes a typed verifier throw an error.
  ///
  /// ```swift
  /// api.stub(.load, with: theValue("Atlantis"), andThrow: LoadError.unknownCity)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - verifier: The verifier of the argument, of its type.
  ///   - predicate: A check of a call's typed argument, which it must pass; `nil` for every call.
  ///   - error: The error the calls throw.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>,
    with verifier: TypedVerifier<Argument>, when predicate: ((Argument) -> Bool)? = nil,
    andThrow error: Failure, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedStub(
      method, .throwing(error), with: [verifier.verifier], when: typedPredicate(predicate),
      at: location
    ) {
      .always(_Answer(.error(error), stub: $0))
    }
  }

  /// Makes the calls of a member whose arguments pass typed verifiers throw an error.
  ///
  /// ```swift
  /// api.stub(.move, with: theValue("a"), any(), andThrow: MoveError.locked)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - first: The verifier of the first argument, of its type.
  ///   - second: The verifier of the second argument, of its type.
  ///   - rest: One verifier per further argument, of its type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - error: The error the calls throw.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>,
    with first: TypedVerifier<A1>, _ second: TypedVerifier<A2>,
    _ rest: repeat TypedVerifier<each A>, when predicate: ((A1, A2, repeat each A) -> Bool)? = nil,
    andThrow error: Failure, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedStub(
      method, .throwing(error), with: _mockSixVerifiers(first, second, repeat each rest),
      when: spreadPredicate(predicate), at: location
    ) {
      .always(_Answer(.error(error), stub: $0))
    }
  }

  /// Makes the calls of a one-argument member whose argument passes a typed verifier return a closure's result.
  ///
  /// ```swift
  /// api.stub(.fetch, with: theValue(42)) { id in "user \(id)" }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - verifier: The verifier of the argument, of its type.
  ///   - predicate: A check of a call's typed argument, which it must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>,
    with verifier: TypedVerifier<Argument>, when predicate: ((Argument) -> Bool)? = nil,
    withBlock body: @escaping (Argument) throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedBlock(
      method, typedBlock(method.method, body, at: location), with: [verifier.verifier],
      when: typedPredicate(predicate), at: location)
  }

  /// Makes the calls of a member whose arguments pass typed verifiers return a closure's result.
  ///
  /// ```swift
  /// store.stub(.save, with: theValue("a"), any()) { _, count in count > 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - first: The verifier of the first argument, of its type.
  ///   - second: The verifier of the second argument, of its type.
  ///   - rest: One verifier per further argument, of its type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>,
    with first: TypedVerifier<A1>, _ second: TypedVerifier<A2>,
    _ rest: repeat TypedVerifier<each A>, when predicate: ((A1, A2, repeat each A) -> Bool)? = nil,
    withBlock body: @escaping (A1, A2, repeat each A) throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedBlock(
      method, spreadBlock(method.method, body, at: location),
      with: _mockSixVerifiers(first, second, repeat each rest), when: spreadPredicate(predicate),
      at: location)
  }

  /// Makes the calls of an async one-argument member whose argument passes a typed verifier await a closure's result.
  ///
  /// ```swift
  /// api.stub(.load, with: theValue("Oslo")) { city async in Forecast(city: city) }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - verifier: The verifier of the argument, of its type.
  ///   - predicate: A check of a call's typed argument, which it must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Argument, R>(
    _ method: TypedMember<Self, Failure, Argument, R>,
    with verifier: TypedVerifier<Argument>, when predicate: ((Argument) -> Bool)? = nil,
    withBlock body: @escaping (Argument) async throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedAsyncBlock(
      method, typedAsyncBlock(method.method, body, at: location), with: [verifier.verifier],
      when: typedPredicate(predicate), at: location)
  }

  /// Makes the calls of an async member whose arguments pass typed verifiers await a closure's result.
  ///
  /// ```swift
  /// api.stub(.move, with: theValue("a"), any()) { _, to async in await log(to) }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - first: The verifier of the first argument, of its type.
  ///   - second: The verifier of the second argument, of its type.
  ///   - rest: One verifier per further argument, of its type.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, A1, A2, each A, R>(
    _ method: TypedMember<Self, Failure, (A1, A2, repeat each A), R>,
    with first: TypedVerifier<A1>, _ second: TypedVerifier<A2>,
    _ rest: repeat TypedVerifier<each A>, when predicate: ((A1, A2, repeat each A) -> Bool)? = nil,
    withBlock body: @escaping (A1, A2, repeat each A) async throws -> R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedAsyncBlock(
      method, spreadAsyncBlock(method.method, body, at: location),
      with: _mockSixVerifiers(first, second, repeat each rest), when: spreadPredicate(predicate),
      at: location)
  }
}
