/// Stubs a mock's methods by their IDs: one form per behaviour, each of which can be conditional.
///
/// ```swift
/// foobar.stub(.doThis, andReturn: [42])
/// foobar.stub(.doThis) { args in [args[1] as! Int] }
/// foobar.stub(.doThis, andReturn: [42], times: 1, afterwardsReturn: [43])
/// mock.stub(.next, andReturnValues: [1, 2, 3])
/// mock.stub(.load, andThrow: LoadError.offline)
///
/// // only for calls whose arguments pass the verifiers, one per argument
/// mock.stub(.fetch, with: [theValue("id-1"), any()], andReturn: user1)
/// // only for calls whose arguments satisfy a predicate
/// mock.stub(.fetch, when: { args in (args[0] as? String)?.hasPrefix("tmp") == true }, andThrow: Gone())
/// ```
///
/// A mock with typed IDs takes the same spellings, checked by the compiler (see
/// `stub(_:when:andReturn:fileID:filePath:line:column:)` for typed IDs).
///
/// Every behaviour takes a condition: `with:` verifiers, a `when:` predicate, or both (a call
/// must pass both). A method may have several conditional stubs and one unconditional stub. A
/// call is answered by the most recently added conditional stub that matches, then by the
/// unconditional stub, then by the mock's default. A new unconditional stub replaces the old one;
/// `unstub(_:)` removes them all.
///
/// A stubbed value whose type does not fit the call, or an error that the method cannot throw,
/// is reported as a failure at the line of the stub when the method is called, and the call
/// returns the mock's default.
extension Mock where MockMethod.RawValue == Int {
  /// Makes the calls of a method return a value.
  ///
  /// ```swift
  /// foobar.stub(.doThis, andReturn: [42])
  /// mock.stub(.fetch, with: [theValue("a"), any()], andReturn: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: One verifier per argument, which a call's arguments must pass; `nil` for
  ///     every call.
  ///   - predicate: A check of a call's arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the calls.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil, andReturn value: T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method, .returning(T.self), with: verifiers, when: predicate,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { .always(_ValueAnswer(value, stub: $0)) }
  }

  /// Makes the calls of a method return the result of a block that gets the call's arguments.
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
  ///   - verifiers: One verifier per argument, which a call's arguments must pass; `nil` for
  ///     every call.
  ///   - predicate: A check of a call's arguments, which they must pass; `nil` for every call.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil, withBlock block: @escaping ([Any?]) throws -> T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method, .blockReturning(T.self), with: verifiers, when: predicate,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { .always(_Answer(.block { try block($0) }, stub: $0)) }
  }

  /// Makes the calls of a method return the optional result of a block that gets the arguments.
  ///
  /// Swift picks this form for a block of several statements; a non-nil result answers a
  /// method that returns `T` as well.
  ///
  /// ```swift
  /// foobar.stub(.lookup) { args in
  ///   let key = args[0] as? String
  ///   return key == "a" ? 1 : nil
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: One verifier per argument, which a call's arguments must pass; `nil` for
  ///     every call.
  ///   - predicate: A check of a call's arguments, which they must pass; `nil` for every call.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil, withBlock block: @escaping ([Any?]) throws -> T?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method, .blockReturning(T?.self), with: verifiers, when: predicate,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { .always(_Answer(.block { try block($0) }, stub: $0)) }
  }

  /// Makes the calls of an async method await the result of a block that gets the arguments.
  ///
  /// ```swift
  /// mock.stub(.fetch, withBlock: { args async in
  ///   await gate.wait()  // the test decides when the call returns
  ///   return user
  /// })
  /// ```
  ///
  /// The block runs on the caller's actor. Only async registrations await it; a synchronous call
  /// reports it as a failure and returns the mock's default.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: One verifier per argument, which a call's arguments must pass; `nil` for
  ///     every call.
  ///   - predicate: A check of a call's arguments, which they must pass; `nil` for every call.
  ///   - block: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil,
    withBlock block: nonisolated(nonsending) @escaping ([Any?]) async throws -> T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method, .blockReturning(T.self), with: verifiers, when: predicate,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { .always(_Answer(.asyncBlock { try await block($0) }, stub: $0)) }
  }

  /// Makes the calls of a method return the result of a closure with typed parameters, checked
  /// per call.
  ///
  /// For mocks that register with `args: Any?...`, name the closure's parameter types:
  ///
  /// ```swift
  /// foobar.stub(.doThis) { (string: String, number: Int) in [number] }
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
    let block = typedBlock(method, spreading(body), at: location)
    addStub(method, .blockReturning(T.self), with: verifiers, when: predicate, at: location) {
      .always(_Answer(.block { try block($0) }, stub: $0))
    }
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
    let block = typedAsyncBlock(method, spreading(body), at: location)
    addStub(method, .blockReturning(T.self), with: verifiers, when: predicate, at: location) {
      .always(_Answer(.asyncBlock { try await block($0) }, stub: $0))
    }
  }

  /// Makes successive calls of a method return values in order; the last value repeats.
  ///
  /// ```swift
  /// mock.stub(.next, andReturnValues: [1, 2, 3])  // 1, 2, 3, 3, 3, …
  /// ```
  ///
  /// Each value is handed out exactly once, even when calls come from several threads; a
  /// conditional sequence advances only on the calls it answers. An empty array is reported as a
  /// failure and leaves the method's stubs as they were.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: One verifier per argument, which a call's arguments must pass; `nil` for
  ///     every call.
  ///   - predicate: A check of a call's arguments, which they must pass; `nil` for every call.
  ///   - values: The results, in order.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil, andReturnValues values: [T],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !values.isEmpty else {
      return reportFailure(
        "expected at least one value for stub(_:andReturnValues:), got an empty array",
        at: location)
    }
    addStub(
      method, .sequence(of: T.self), with: verifiers, when: predicate,
      at: location
    ) { info in .sequence(values.map { _ValueAnswer($0, stub: info) }) }
  }

  /// Makes the first calls of a method return one value, and later calls another.
  ///
  /// ```swift
  /// foobar.stub(.doThis, andReturn: [42], times: 1, afterwardsReturn: [43])
  /// ```
  ///
  /// The count is exact under concurrent calls; a conditional countdown counts only the calls
  /// it answers.
  ///
  /// - Parameters:
  ///   - method: The ID of the method to stub.
  ///   - verifiers: One verifier per argument, which a call's arguments must pass; `nil` for
  ///     every call.
  ///   - predicate: A check of a call's arguments, which they must pass; `nil` for every call.
  ///   - value: The result of the first `times` calls.
  ///   - times: How many calls return `value`.
  ///   - afterwardsValue: The result of every later call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<T>(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil, andReturn value: T, times: Int,
    afterwardsReturn afterwardsValue: T,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method, .returning(T.self), with: verifiers, when: predicate,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { info in
      .countdown(
        first: _ValueAnswer(value, stub: info), times: times,
        afterwards: _ValueAnswer(afterwardsValue, stub: info))
    }
  }

  /// Makes the calls of a method throw an error.
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
  ///   - verifiers: One verifier per argument, which a call's arguments must pass; `nil` for
  ///     every call.
  ///   - predicate: A check of a call's arguments, which they must pass; `nil` for every call.
  ///   - error: The error the calls throw.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub(
    _ method: MockMethod, with verifiers: [ArgumentVerifier]? = nil,
    when predicate: (([Any?]) -> Bool)? = nil, andThrow error: any Error,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    addStub(
      method, .throwing(error), with: verifiers, when: predicate,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { .always(_Answer(.error(error), stub: $0)) }
  }

  /// Removes every stub of a method, so that its calls return the mock's default again.
  ///
  /// The default is the mock's `setDefault(_:)` value for the result type if it has one, else
  /// the default written in the mock or made up for the type.
  ///
  /// ```swift
  /// foobar.unstub(.doThat)
  /// ```
  ///
  /// - Parameter method: The ID of the method to unstub.
  public func unstub(_ method: MockMethod) {
    MockStore.shared.removeStubs(methodID: method.rawValue, of: _mockSixIdentity)
  }

  /// Adds a stub of the kind `kind`, whose answers `schedule` makes: every stubbing form, untyped
  /// and typed, ends here.
  ///
  /// - Parameter typeArguments: The type arguments of the generic member's calls the stub
  ///   answers; `nil` for every call.
  func addStub(
    _ method: MockMethod, _ kind: StubKind, with verifiers: [ArgumentVerifier]?,
    when predicate: (([Any?]) -> Bool)?, typeArguments: ObjectIdentifier? = nil,
    at location: FailureLocation, _ schedule: (StubInfo) -> Stub.Schedule
  ) {
    let condition = StubCondition(
      verifiers: verifiers, predicate: predicate, typeArguments: typeArguments)
    let info = StubInfo(
      methodID: method.rawValue, namer: MethodNamer<Self>.self, kind: kind,
      isConditional: condition != nil, location: location)
    MockStore.shared.addStub(
      Stub(schedule(info), condition: condition, info: info), methodID: method.rawValue,
      to: _mockSixIdentity)
  }
}

/// A closure over a pack of parameters as a closure over one tuple of them.
func spreading<each A, T>(_ body: @escaping (repeat each A) throws -> T) -> ((repeat each A))
  throws -> T
{
  { arguments in try body(repeat each arguments) }
}

/// The async form of `spreading(_:)`.
func spreading<each A, T>(_ body: @escaping (repeat each A) async throws -> T) -> (
  (repeat each A)
) async throws -> T {
  { arguments in try await body(repeat each arguments) }
}
