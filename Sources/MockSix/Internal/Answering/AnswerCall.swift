// How MockSix answers a call to a mocked method. Read `answerCall` below top to bottom: it is the
// whole order, from the registration's log entry to the value the call returns.
//
//   1. the method's stub: its unconditional stub, or the newest conditional stub that matches;
//   2. strict mode: if no stub answered, the call is a reported failure (and still answered),
//      unless the mock is strict `.exceptVoid` and the call returns nothing;
//   3. the mock's `setDefault(_:)` value for the result type;
//   4. for a registration that writes no default, a default made up earlier for the type;
//   5. the registration's own default: the value the mock wrote (`andReturn:`, `returns:`), or
//      for the forms with neither, `madeUpDefault`: the type's `MockDefault` value, else a value
//      made up for the type (kept for step 4), else a reported failure and then, for a call
//      that may throw any error, `UnstubbedCallError`, else a trap.
//
// A call has two halves. The generic half (`_invoke`, `_invokeAsync`) is inlinable, so that it is
// specialized for each mock and result type in the test target (unspecialized generic code would
// cost a metadata lookup or two on every call), and transparent with the registrations that call
// it, so that even a debug build, which specializes nothing, inlines it into the mock's method: it
// turns the answer into the call's result type and runs step 5. The non-generic half, `answerCall`,
// runs in MockSix and does steps 1 to 4. The store's lock is taken once for the log entry and what
// steps 1 to 4 read, once more to list a strict mock's stubs for its failure, and twice on a mock's
// first call (see `MockStore.record`). A conditional stub is matched unlocked, since matching runs
// your code, and the matched stub advances with one atomic operation (under the lock where `Atomic`
// needs a newer OS than MockSix's floor). A typed call hands its arguments over packed
// (`CallArguments.swift`), through closures that the log and a stub call when they need them, so
// that a call answered without reading them never erases them to `[Any?]`.

/// Logs a call and answers it from steps 1 to 4 of the chain above; `nil` leaves it to step 5.
///
/// - Parameters:
///   - arguments: Makes the call's arguments as the log keeps them; called once, under the lock.
///   - erased: Makes the call's arguments as `[Any?]`, for a conditional stub to match.
///   - synthesizesDefault: Whether the registration writes no default, so that a default made up
///     earlier for `resultType` may answer (step 4).
// NB: Closures, so that a typed call's arguments reach the log copied by code specialized for
//     their types, and are erased only if a stub reads them.
@usableFromInline
func answerCall(
  _ identity: _MockIdentity, methodID: Int, function: String,
  arguments: () -> _CallArguments, erased: () -> [Any?], resultType: Any.Type,
  synthesizesDefault: Bool, typeArguments: ObjectIdentifier?, mockType: Any.Type,
  methodName: (Int) -> String
) -> _Answer? {
  let store = MockStore.shared
  // The log entry, and everything steps 1 to 4 read, in one lock.
  switch store.record(
    identity, methodID: methodID, function: function, arguments: arguments,
    resultType: resultType, synthesizesDefault: synthesizesDefault, typeArguments: typeArguments)
  {
  case nil:
    // The mock has nothing that could answer: 5. the registration's own default.
    return nil
  case .answered(let answer):
    // 1. The method's unconditional stub, advanced under the lock; or, for a mock with no stub
    //    of the method and no strict mode, 3. or 4., which the store read.
    return answer
  case .unstubbed(let stubsToMatch, let strictMode, let defaultAnswer):
    // 1. The newest conditional stub that matches; matched unlocked, since verifiers run your
    //    code, then advanced atomically.
    //    The stubs were retained by hand for this call, and are released here, once.
    if let answer = stubsToMatch?.release(after: {
      store.nextAnswer(ofFirstMatchFor: erased(), typeArguments: typeArguments, in: $0)
    }) {
      return answer
    }
    // 2. Strict mode: no stub answered, which is a failure (for `.exceptVoid`, unless the call
    //    returns nothing).
    if let strictMode, strictMode.fails(resultType: resultType) {
      let summaries = store.stubs(of: identity).flatMap { entry in
        entry.stubs.map { "    .\(methodName(entry.methodID)): \($0.summary)" }
      }
      let fix =
        resultType == Void.self
        ? "Fix: stub it, as mock.stub(.\(methodName(methodID)), andReturn: ()), or, since it returns "
          + "nothing, make the mock strict .exceptVoid"
        : "Fix: stub it, as mock.stub(.\(methodName(methodID)), andReturn: "
          + "<#\(describeType(resultType))#>)"
      reportFailure(
        "expected a stub for \(describeCall(mockType, function)) on a strict mock, got none\n\n"
          + "  Stubs of \(mockType):\n"
          + (summaries.isEmpty ? "    (none)" : summaries.joined(separator: "\n"))
          + "\n\n  \(fix)",
        at: strictMode.location, owner: store.owner(of: identity))
    }
    // 3. The mock's default for the result type, else 4. a default made up earlier for the
    //    type: the store read whichever of the two comes first.
    if let defaultAnswer { return defaultAnswer }
    // 5. The registration's own default, in the generic half.
    return nil
  }
}

/// Logs a call of a generated mock in the log the mock stores and answers it by its method's
/// route (`MockStore.beginCall`): `body` logs the arguments and reads the answer while the
/// call's stamp holds the store's lock, which the stamp releases when it ends, here.
///
/// - Parameter mock: The mock, whose state the store makes on its first call.
/// - Returns: Whether `body` ran; `false` leaves the call to `answerCall`.
// NB: Inlined, with `body`, into the mock's method, which knows the arguments' types; `body` is
//     synchronous, so nothing awaits while the lock is held.
@inlinable
@inline(__always)
func _withLoggedCall(
  in log: _LogAddress, of mock: Unretained<AnyObject>, methodID: Int,
  _ body: (borrowing _CallStamp) -> Void
) -> Bool {
  var stamp: _CallStamp?
  log.store.withObject { store in stamp = store.beginCall(in: log, of: mock, methodID: methodID) }
  guard let stamp else { return false }
  body(stamp)
  return true
}

extension Mock where MockMethod.RawValue == Int {
  /// Logs a call and answers it synchronously: from `answerCall`, else from `fallback` (step 5).
  ///
  /// - Parameter synthesizesDefault: Whether `fallback` makes up a default rather than returning
  ///   one written in the mock, so that a default made up earlier may answer instead.
  @inlinable
  @inline(__always)
  func _invoke<T, E: Error>(
    _ method: MockMethod, function: String, args: [Any?], throwing errorType: E.Type,
    synthesizesDefault: Bool = false, fallback: ([Any?]) throws(E) -> T
  ) throws(E) -> T {
    try _invoke(
      method, function: function, arguments: { _CallArguments(erased: args) }, erased: { args },
      throwing: E.self, synthesizesDefault: synthesizesDefault,
      fallback: { () throws(E) in try fallback(args) })
  }

  /// Logs a call and answers it synchronously, like the form above, for arguments that the log
  /// erases only when it is read.
  ///
  /// - Parameters:
  ///   - arguments: Makes the call's arguments as the log keeps them; called once.
  ///   - erased: Makes the same arguments as `[Any?]`, for a stub that needs them.
  @inlinable
  @inline(__always)
  func _invoke<T, E: Error>(
    _ method: MockMethod, function: String, arguments: () -> _CallArguments,
    erased: () -> [Any?], throwing errorType: E.Type, synthesizesDefault: Bool = false,
    fallback: () throws(E) -> T
  ) throws(E) -> T {
    guard
      let answer = _record(
        method, function: function, arguments: arguments, erased: erased, resultType: T.self,
        synthesizesDefault: synthesizesDefault)
    else {
      return try fallback()
    }
    if let value = answer.value(as: T.self) { return value }
    return try _answer(
      answer, function: function, erased: erased, throwing: E.self,
      fallback: fallback)
  }

  /// Logs a typed call and answers it synchronously, like the form above; a generated mock logs
  /// it itself when it can (`_logItself`).
  @inlinable
  @inline(__always)
  func _invoke<T, E: Error, Pack: _ArgumentPack>(
    _ method: MockMethod, function: String, pack: consuming Pack,
    typeArguments: ObjectIdentifier? = nil, throwing errorType: E.Type,
    synthesizesDefault: Bool = false,
    fallback: () throws(E) -> T
  ) throws(E) -> T {
    // NB: A generic member's call with its type arguments is logged and answered by the store,
    //     which keys its stubs and records by them.
    if typeArguments == nil, !synthesizesDefault {
      var value: T?
      var answer: _Answer?
      // NB: An optimized build moves the arguments into the log, which spares a retain and a
      //     release of each; a debug build copies them, which spares asking the runtime for the
      //     metadata of `Pack?`.
      if _copiesArguments() {
        if _logItself(pack, method, function: function, value: &value, answer: &answer) {
          return try _answerLoggedCall(
            value, answer, function: function, throwing: E.self, fallback: fallback)
        }
      } else {
        var unlogged: Pack? = consume pack
        if _logItself(&unlogged, method, function: function, value: &value, answer: &answer) {
          return try _answerLoggedCall(
            value, answer, function: function, throwing: E.self, fallback: fallback)
        }
        pack = unsafe unlogged.unsafelyUnwrapped
      }
    }
    guard
      let answer = _record(
        method, function: function, arguments: { pack.logged }, erased: { pack.erased },
        resultType: T.self, synthesizesDefault: synthesizesDefault, typeArguments: typeArguments)
    else {
      return try fallback()
    }
    if let value = answer.value(as: T.self) { return value }
    return try _answer(
      answer, function: function, erased: { pack.erased }, throwing: E.self, fallback: fallback)
  }

  /// Answers a call from an answer that is not a value of exactly `T`.
  // NB: Kept out of line, so that the common path above stays small enough to inline.
  @inlinable
  @inline(never)
  func _answer<T, E: Error>(
    _ answer: _Answer, function: String, erased: () -> [Any?], throwing errorType: E.Type,
    fallback: () throws(E) -> T
  ) throws(E) -> T {
    let outcome: Result<Any?, any Error>
    switch answer.kind {
    case .value(let value):
      outcome = .success(value)
    case .block(let block):
      outcome = Result { try block(erased()) }
    case .error(let error):
      outcome = .failure(error)
    case .asyncBlock:
      _mockSixReportAsyncStub(
        answer.stub, mockType: Self.self, function: function, identity: _mockSixIdentity)
      return try fallback()
    }
    return try _finish(
      outcome, from: answer.stub, function: function, throwing: E.self, fallback: fallback)
  }

  /// Logs a call and answers it asynchronously: from `answerCall`, else from `fallback` (step 5).
  @inlinable
  @inline(__always)
  func _invokeAsync<T, E: Error>(
    _ method: MockMethod, function: String, args: [Any?], throwing errorType: E.Type,
    synthesizesDefault: Bool = false, isolation: isolated (any Actor)? = #isolation,
    fallback: ([Any?]) throws(E) -> T
  ) async throws(E) -> T {
    try await _invokeAsync(
      method, function: function, arguments: { _CallArguments(erased: args) }, erased: { args },
      throwing: E.self, synthesizesDefault: synthesizesDefault,
      fallback: { () throws(E) in try fallback(args) })
  }

  /// Logs a call and answers it asynchronously, like the form above, for arguments that the log
  /// erases only when it is read.
  ///
  /// - Parameters:
  ///   - arguments: Makes the call's arguments as the log keeps them; called once.
  ///   - erased: Makes the same arguments as `[Any?]`, for a stub that needs them.
  @inlinable
  @inline(__always)
  func _invokeAsync<T, E: Error>(
    _ method: MockMethod, function: String, arguments: () -> _CallArguments,
    erased: () -> [Any?], throwing errorType: E.Type, synthesizesDefault: Bool = false,
    isolation: isolated (any Actor)? = #isolation, fallback: () throws(E) -> T
  ) async throws(E) -> T {
    guard
      let answer = _record(
        method, function: function, arguments: arguments, erased: erased, resultType: T.self,
        synthesizesDefault: synthesizesDefault)
    else {
      return try fallback()
    }
    return try await _answerAsync(
      answer, function: function, erased: erased, throwing: E.self, fallback: fallback)
  }

  /// Answers an async call from the answer that steps 1 to 4 gave.
  @inlinable
  @inline(__always)
  func _answerAsync<T, E: Error>(
    _ answer: _Answer, function: String, erased: () -> [Any?], throwing errorType: E.Type,
    isolation: isolated (any Actor)? = #isolation, fallback: () throws(E) -> T
  ) async throws(E) -> T {
    if let value = answer.value(as: T.self) { return value }
    guard case .asyncBlock(let block) = answer.kind else {
      return try _answer(
        answer, function: function, erased: erased, throwing: E.self,
        fallback: fallback)
    }
    // NB: The block is `nonisolated(nonsending)`: it runs on the caller's actor, so the
    //     arguments never leave it.
    let outcome: Result<Any?, any Error>
    do {
      outcome = .success(try await block(erased()))
    } catch {
      outcome = .failure(error)
    }
    return try _finish(
      outcome, from: answer.stub, function: function, throwing: E.self, fallback: fallback)
  }

  /// Logs a typed call and answers it asynchronously, like the form above; a generated mock logs
  /// it itself when it can (`_logItself`).
  @inlinable
  @inline(__always)
  func _invokeAsync<T, E: Error, Pack: _ArgumentPack>(
    _ method: MockMethod, function: String, pack: consuming Pack,
    typeArguments: ObjectIdentifier? = nil, throwing errorType: E.Type,
    synthesizesDefault: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fallback: () throws(E) -> T
  ) async throws(E) -> T {
    // NB: A generic member's call with its type arguments is logged and answered by the store,
    //     which keys its stubs and records by them.
    if typeArguments == nil, !synthesizesDefault {
      var value: T?
      var answer: _Answer?
      // NB: An optimized build moves the arguments into the log, which spares a retain and a
      //     release of each; a debug build copies them, which spares asking the runtime for the
      //     metadata of `Pack?`.
      if _copiesArguments() {
        if _logItself(pack, method, function: function, value: &value, answer: &answer) {
          return try _answerLoggedCall(
            value, answer, function: function, throwing: E.self, fallback: fallback)
        }
      } else {
        var unlogged: Pack? = consume pack
        if _logItself(&unlogged, method, function: function, value: &value, answer: &answer) {
          return try _answerLoggedCall(
            value, answer, function: function, throwing: E.self, fallback: fallback)
        }
        pack = unsafe unlogged.unsafelyUnwrapped
      }
    }
    guard
      let answer = _record(
        method, function: function, arguments: { pack.logged }, erased: { pack.erased },
        resultType: T.self, synthesizesDefault: synthesizesDefault, typeArguments: typeArguments)
    else {
      return try fallback()
    }
    return try await _answerAsync(
      answer, function: function, erased: { pack.erased }, throwing: E.self, fallback: fallback)
  }

  /// Turns what a stub gave into the call's result: its value cast to `T`, or its error thrown.
  ///
  /// A value that does not fit `T`, or an error the call cannot throw, is reported, and the call
  /// returns from `fallback` instead.
  @inlinable
  func _finish<T, E: Error>(
    _ outcome: Result<Any?, any Error>, from stub: StubInfo?, function: String,
    throwing errorType: E.Type, fallback: () throws(E) -> T
  ) throws(E) -> T {
    switch outcome {
    case .success(let value):
      if let result = value as? T { return result }
      if let result = _mockSixCastSlowly(
        value, to: T.self, from: stub, mockType: Self.self, function: function,
        identity: _mockSixIdentity)
      {
        return result
      }
    case .failure(let error):
      try _mockSixRethrow(
        error, as: E.self, from: stub, mockType: Self.self, function: function,
        identity: _mockSixIdentity)
    }
    return try fallback()
  }

  /// Logs a typed call in the log a generated mock stores, when nothing but the method's
  /// unconditional stub or the call's own default can answer it (`MockStore.beginCall`), and reads
  /// its answer: its value into `value` when it is a value of exactly `T`, else the stub's
  /// answer into `answer`; neither for the call's own default.
  ///
  /// - Returns: Whether the mock logged the call; `false` leaves it to `answerCall`, as for
  ///   every other mock.
  @inlinable
  @inline(__always)
  func _logItself<T, Pack: _ArgumentPack>(
    _ pack: Pack, _ method: MockMethod, function: String, value: inout T?,
    answer: inout _Answer?
  ) -> Bool {
    // NB: Only a generated mock, a class or an actor, stores a log.
    guard let log = _mockSixLog?.address, let mock = _mockSixIdentity._object else {
      return false
    }
    return _withLoggedCall(in: log, of: mock, methodID: method.rawValue) { stamp in
      _appendCall(pack, methodID: method.rawValue, function: function, stamp: stamp)
      answer = _readAnswer(stamp, value: &value)
    }
  }

  /// Logs a typed call in the log a generated mock stores, like the form above, moving the
  /// arguments out of `pack` when it does.
  @inlinable
  @inline(__always)
  func _logItself<T, Pack: _ArgumentPack>(
    _ pack: inout Pack?, _ method: MockMethod, function: String, value: inout T?,
    answer: inout _Answer?
  ) -> Bool {
    guard let log = _mockSixLog?.address, let mock = _mockSixIdentity._object else {
      return false
    }
    return _withLoggedCall(in: log, of: mock, methodID: method.rawValue) { stamp in
      _appendCall(
        unsafe pack.take().unsafelyUnwrapped, methodID: method.rawValue, function: function,
        stamp: stamp)
      answer = _readAnswer(stamp, value: &value)
    }
  }

  /// Whether a call copies its arguments into the log rather than moving them: in a debug build.
  // NB: Not transparent, so that MockSix's own build does not fold it and warn of the branch it
  //     never takes.
  @inlinable
  @inline(__always)
  func _copiesArguments() -> Bool {
    _isDebugAssertConfiguration()
  }

  /// Answers a call that the mock logged itself (`_logItself`): with the value of exactly `T`
  /// its stub gave, else from the stub's answer, else from `fallback` (step 5); the async forms
  /// too, since such an answer never awaits.
  @inlinable
  @inline(__always)
  func _answerLoggedCall<T, E: Error>(
    _ value: consuming T?, _ answer: consuming _Answer?, function: String,
    throwing errorType: E.Type, fallback: () throws(E) -> T
  ) throws(E) -> T {
    if let value { return value }
    guard let answer else { return try fallback() }
    // NB: No arguments to erase: a stub whose answer reads them answers from the store.
    return try _answer(
      answer, function: function, erased: { [] }, throwing: E.self, fallback: fallback)
  }

  @inlinable
  @inline(__always)
  func _record(
    _ method: MockMethod, function: String, arguments: () -> _CallArguments,
    erased: () -> [Any?], resultType: Any.Type, synthesizesDefault: Bool,
    typeArguments: ObjectIdentifier? = nil
  ) -> _Answer? {
    answerCall(
      _mockSixIdentity, methodID: method.rawValue, function: function, arguments: arguments,
      erased: erased, resultType: resultType, synthesizesDefault: synthesizesDefault,
      typeArguments: typeArguments, mockType: Self.self, methodName: { Self._methodName($0) })
  }

  /// Step 5 for a registration that writes no default: `madeUpDefault`.
  ///
  /// A call that may throw any error (`E` is `any Error`) throws `UnstubbedCallError` when the
  /// result cannot be made; any other call traps then.
  @inlinable
  func _defaultResult<T, E: Error>(
    _ type: T.Type, throwing errorType: E.Type = Never.self, function: String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) throws(E) -> T {
    let site = _CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    switch madeUpDefault(
      T.self, mockType: Self.self, function: function, at: site, identity: _mockSixIdentity,
      canThrow: _mockSixCanThrowUnstubbed(E.self))
    {
    case .success(let value):
      return value
    case .failure(let error):
      if let error = error as? E { throw error }
      // NB: `madeUpDefault` fails only when the error fits `E`; it traps otherwise.
      fatalError("MockSix: \(error)")
    }
  }
}

/// Where a registration was called: the line of the mock that a default failure names.
@usableFromInline
struct _CallSite {
  let location: FailureLocation

  @usableFromInline
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Whether a call that throws `E` can throw `UnstubbedCallError`: it throws any error.
@usableFromInline
func _mockSixCanThrowUnstubbed<E: Error>(_ errorType: E.Type) -> Bool {
  E.self != Never.self && (UnstubbedCallError(method: "", resultType: "") as any Error) is E
}

/// Step 5 for a registration that writes no default: the value MockSix makes for `T`.
///
/// Tries, in order: the type's `MockDefault` value, the default set for the type with
/// `MockSixDefaults.set(for:_:)`, then `madeUpValue(_:)` (cases, zero instances, `()`, tuples,
/// closures, empty collections; see `synthesizedDefault(_:)`). A value made up for a value type
/// is kept in the store (step 4), so later calls returning the type cost no more than a stubbed
/// call. A type none of these can make is reported (`unmakeableResultMessage`), to the test
/// that owns the mock when no test is current; then a call that `canThrow` fails with
/// `UnstubbedCallError`, and any other call traps: Swift cannot make a value of a type it knows
/// nothing about.
@usableFromInline
func madeUpDefault<T>(
  _ type: T.Type, mockType: Any.Type, function: String, at site: _CallSite,
  identity: _MockIdentity, canThrow: Bool
) -> Result<T, UnstubbedCallError> {
  if let value = givenDefault(T.self) {
    // NB: A built-in default is the same on every read: later calls take it from the store
    //     (step 4) rather than asking the runtime for the type's conformance again.
    if T.self is any ConstantMockDefault.Type {
      MockStore.shared.keepMadeUpDefault(_ValueAnswer(value, stub: nil), for: T.self)
    }
    return .success(value)
  }
  let distinctBefore = MockStore.shared.distinctNumbersMade
  let madeUp = madeUpValue(T.self)
  if case .success(let value) = madeUp {
    // NB: An instance of a class is made anew for each call, so that no two calls, mocks or
    //     tests share one; so is a stream, which one consumer iterates, and a value that holds
    //     a made-up `UUID`, so that two made-up IDs never collide.
    if !(T.self is AnyClass), !(T.self is any FinishedStream.Type),
      MockStore.shared.distinctNumbersMade == distinctBefore
    {
      MockStore.shared.keepMadeUpDefault(_ValueAnswer(value, stub: nil), for: T.self)
    }
    return .success(value)
  }
  let reason: GenerationError? = if case .failure(let error) = madeUp { error } else { nil }
  let owner = MockStore.shared.owner(of: identity)
  let message = unmakeableResultMessage(
    T.self, mockType: mockType, function: function, at: site, reason: reason, owner: owner,
    throwsInstead: canThrow)
  reportFailure(message, at: site.location, owner: owner)
  if canThrow {
    return .failure(
      UnstubbedCallError(
        method: describeCall(mockType, function), resultType: describeType(T.self)))
  }
  // NB: Swift cannot make a value of a type it knows nothing about. Like a `@Generated` property
  //     of such a type, this traps, after the failure above has named the method, the test, the
  //     mock's line and a fix.
  fatalError("MockSix: \(message)", file: site.location.filePath, line: site.location.line)
}
