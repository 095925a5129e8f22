/// The spellings a typed ID refuses, each with the one that works.
///
/// A typed ID's stubs are checked by the compiler, so what cannot be checked does not compile: a
/// closure over the untyped `[Any?]`, a closure whose parameters are not the member's argument
/// types, and verifiers in an untyped array. The case behind each typed ID (`._save`) still takes
/// them, checked at run time. These forms exist only so that the compiler's error says what to
/// write instead of which types failed to meet.
extension Mock where MockMethod.RawValue == Int {
  /// Unavailable: a typed ID's stubs take the member's typed arguments.
  @available(
    *, unavailable,
    message:
      "a typed ID's stubs take the member's typed arguments: write { name, count in … }, or stub the untyped case by its name (._save) for [Any?]"
  )
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    withBlock body: @escaping ([Any?]) throws -> R
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: a closure whose parameters are not the member's argument types.
  @available(
    *, unavailable,
    message:
      "the closure's parameters must have the member's argument types, as its typed ID declares them; leave their types out to infer them: { name, count in … }"
  )
  public func stub<Failure, Arguments, R, Given>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    withBlock body: @escaping (Given) throws -> R
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: an async closure whose parameters are not the member's argument types.
  @available(
    *, unavailable,
    message:
      "the closure's parameters must have the member's argument types, as its typed ID declares them; leave their types out to infer them: { city async in … }"
  )
  public func stub<Failure, Arguments, R, Given>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    withBlock body: @escaping (Given) async throws -> R
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: a typed ID's verifiers follow `with:` one by one, without brackets.
  @available(
    *, unavailable,
    message:
      "a typed ID's verifiers follow with: one by one, without brackets, one per argument of the member's type: with: theValue(\"a\"), any()"
  )
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>, with verifiers: [ArgumentVerifier],
    andReturn value: R
  ) {
    fatalError("unavailable")
  }
}
