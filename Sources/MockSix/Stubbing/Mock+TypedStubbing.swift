/// Stubs a mock's members by typed IDs, in MockSix's spelling, checked by the compiler.
///
/// With a typed ID (a generated mock's, or a ``TypedMethod`` written by hand), every form is
/// checked against the member's argument, result and error types; `nil` and literals take their
/// type from the member, and closures get the member's arguments, typed:
///
/// ```swift
/// store.stub(.save, andReturn: true)
/// store.stub(.save) { name, count in count > 0 }
/// store.stub(.next, andReturnValues: [1, 2, 3])
/// store.stub(.next, andReturn: 1, times: 2, afterwardsReturn: 0)
/// cache.stub(.forecast, andReturn: nil)
/// api.stub(.load, andThrow: LoadError.offline)
/// ```
///
/// Each form takes a `when:` predicate over the typed arguments, and has a form with `with:`
/// verifiers, one per argument and of its type, listed without an array
/// (Mock+TypedStubbing+Verifiers.swift, +SequenceVerifiers.swift and +BlockVerifiers.swift). A
/// generic member's ID names its type arguments (`.load(User.self)`), and its stubs answer only
/// the calls with those.
extension Mock where MockMethod.RawValue == Int {
  /// Makes the calls of a member return a value of its result type.
  ///
  /// ```swift
  /// store.stub(.save, andReturn: true)
  /// cache.stub(.forecast, andReturn: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil,
    andReturn value: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedStub(
      method, .returning(R.self), with: nil, when: typedPredicate(predicate), at: location
    ) {
      .always(_ValueAnswer(value, stub: $0))
    }
  }

  /// Makes the first calls of a member return one value, and later calls another.
  ///
  /// ```swift
  /// engine.stub(.currentSpeed, andReturn: 10, times: 2, afterwardsReturn: 0)
  /// ```
  ///
  /// The count is exact under concurrent calls.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the first `times` calls.
  ///   - times: How many calls return `value`.
  ///   - afterwardsValue: The result of every later call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil,
    andReturn value: R, times: Int,
    afterwardsReturn afterwardsValue: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedStub(
      method, .returning(R.self), with: nil, when: typedPredicate(predicate), at: location
    ) {
      countdown(value, times: times, afterwardsValue, $0)
    }
  }

  /// Makes successive calls of a member return values in order; the last value repeats.
  ///
  /// ```swift
  /// counter.stub(.next, andReturnValues: [1, 2, 3])
  /// ```
  ///
  /// Each value is handed out exactly once, even when calls come from several threads.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - values: The results, in order; at least one.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil,
    andReturnValues values: [R], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedSequence(method, values, with: nil, when: typedPredicate(predicate), at: location)
  }

  /// Makes the calls of a member throw an error of the type the member throws.
  ///
  /// ```swift
  /// api.stub(.load, andThrow: LoadError.offline)
  /// battery.stub(.draw, andThrow: .empty)  // a member declared throws(BatteryError)
  /// ```
  ///
  /// A member that does not throw has `Never` for its error, so stubbing it to throw does not
  /// compile.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - error: The error the calls throw.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil,
    andThrow error: Failure, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedStub(method, .throwing(error), with: nil, when: typedPredicate(predicate), at: location)
    {
      .always(_Answer(.error(error), stub: $0))
    }
  }

  /// Makes the calls of a member return the result of a closure over its typed arguments.
  ///
  /// ```swift
  /// store.stub(.save) { name, count in count > 0 }
  /// battery.stub(.draw) { amount in if amount > 0.5 { throw BatteryError.empty } }
  /// ```
  ///
  /// An error the closure throws is thrown by a member that throws it; one that does not is
  /// reported as a failure at the stub's line, and the call returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil,
    withBlock body: @escaping (Arguments) throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedBlock(
      method, typedBlock(method.method, body, at: location), with: nil,
      when: typedPredicate(predicate), at: location)
  }

  /// Makes the calls of an async member await the result of a closure over its typed arguments.
  ///
  /// ```swift
  /// api.stub(.load) { city async throws in try await forecast(for: city) }
  /// ```
  ///
  /// The closure runs on the caller's actor. Only async members await it; a synchronous call
  /// reports it as a failure and returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - predicate: A check of a call's typed arguments, which they must pass; `nil` for every call.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    when predicate: ((Arguments) -> Bool)? = nil,
    withBlock body: @escaping (Arguments) async throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    addTypedAsyncBlock(
      method, typedAsyncBlock(method.method, body, at: location), with: nil,
      when: typedPredicate(predicate), at: location)
  }

  /// Removes every stub of a member, so that its calls return the mock's default again; for a
  /// generic member's ID, only the stubs of its type arguments.
  ///
  /// ```swift
  /// store.unstub(.save)
  /// ```
  ///
  /// - Parameter method: The typed ID of the member to unstub.
  public func unstub<Failure, Arguments, R>(_ method: TypedMember<Self, Failure, Arguments, R>) {
    MockStore.shared.removeStubs(
      methodID: method.method.rawValue, typeArguments: method.typeArguments,
      of: _mockSixIdentity)
  }
}

// MARK: - The one way typed stubs are added

extension Mock where MockMethod.RawValue == Int {
  /// Adds a stub of a typed ID: the untyped stub whose value, closure and condition the compiler
  /// checked, answering only the calls of the ID's type arguments.
  func addTypedStub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>, _ kind: StubKind,
    with verifiers: [ArgumentVerifier]?, when predicate: (([Any?]) -> Bool)?,
    at location: FailureLocation, _ schedule: (StubInfo) -> Stub.Schedule
  ) {
    addStub(
      method.method, kind, with: verifiers, when: predicate, typeArguments: method.typeArguments,
      at: location, schedule)
  }

  func addTypedSequence<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>, _ values: [R],
    with verifiers: [ArgumentVerifier]?, when predicate: (([Any?]) -> Bool)?,
    at location: FailureLocation
  ) {
    guard !values.isEmpty else {
      return reportFailure(
        "expected at least one value for stub(_:andReturnValues:), got an empty array",
        at: location)
    }
    addTypedStub(method, .sequence(of: R.self), with: verifiers, when: predicate, at: location) {
      info in .sequence(values.map { _ValueAnswer($0, stub: info) })
    }
  }

  func addTypedBlock<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>, _ block: @escaping ([Any?]) throws -> R,
    with verifiers: [ArgumentVerifier]?, when predicate: (([Any?]) -> Bool)?,
    at location: FailureLocation
  ) {
    addTypedStub(
      method, .blockReturning(R.self), with: verifiers, when: predicate, at: location
    ) { .always(_Answer(.block { try block($0) }, stub: $0)) }
  }

  func addTypedAsyncBlock<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    _ block: nonisolated(nonsending) @escaping ([Any?]) async throws -> R,
    with verifiers: [ArgumentVerifier]?, when predicate: (([Any?]) -> Bool)?,
    at location: FailureLocation
  ) {
    addTypedStub(
      method, .blockReturning(R.self), with: verifiers, when: predicate, at: location
    ) { .always(_Answer(.asyncBlock { try await block($0) }, stub: $0)) }
  }
}

/// A countdown's answers: `value` for the first `times` calls, then `afterwardsValue`.
func countdown<R>(_ value: R, times: Int, _ afterwardsValue: R, _ info: StubInfo) -> Stub.Schedule {
  .countdown(
    first: _ValueAnswer(value, stub: info), times: times,
    afterwards: _ValueAnswer(afterwardsValue, stub: info))
}
