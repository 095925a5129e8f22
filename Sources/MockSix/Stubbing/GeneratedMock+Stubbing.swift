/// The spellings a generated mock's typed IDs refuse, each with the one that works.
///
/// A generated mock's stubs are checked by the compiler, so what cannot be checked does not
/// compile: a closure over the untyped `[Any?]`, and verifiers in an untyped array. The case
/// behind each typed ID (`._save`) still takes them, checked at run time.
extension GeneratedMock where MockMethod.RawValue == Int {
  /// Unavailable: a generated mock's stubs take the member's typed arguments.
  @available(
    *, unavailable,
    message:
      "a generated mock's stubs take the member's typed arguments: write { name, count in … }, or stub the untyped case by its name (._save) for [Any?]"
  )
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>,
    withBlock body: @escaping ([Any?]) throws -> R
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: a generated mock's verifiers follow `with:` one by one, without brackets.
  @available(
    *, unavailable,
    message:
      "a generated mock's verifiers follow with: one by one, without brackets: with: theValue(1), any()"
  )
  public func stub<Failure, Arguments, R>(
    _ method: TypedMember<Self, Failure, Arguments, R>, with verifiers: [ArgumentVerifier],
    andReturn value: R
  ) {
    fatalError("unavailable")
  }
}
