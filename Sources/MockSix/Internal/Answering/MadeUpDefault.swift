// Step 5 of a call for a registration that writes no default (see AnswerCall.swift): the value
// MockSix makes up for the result type.

extension Mock where MockMethod.RawValue == Int {
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
