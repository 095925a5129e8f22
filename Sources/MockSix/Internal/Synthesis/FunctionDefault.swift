/// Makes a closure of a function type whose result MockSix can make: it returns that default.
///
/// `FunctionShape` names the parameter and result types; a generic function of that many type
/// parameters, opened with those types, builds the closure in each of its eight forms (plain,
/// `@Sendable`, `throws`, `async`, and their mixes), and the one that `as?` accepts as `T` is
/// the value. The closure ignores its arguments and, on each call, returns the default of its
/// result type, made anew. Closures of up to 6 parameters are made; others are not.
///
/// - Returns: `nil` if `type` is not a plain Swift closure type; else the closure, or why its
///   result cannot be made.
func functionDefault<T>(_ type: T.Type) -> Result<T, GenerationError>? {
  guard let shape = FunctionShape.of(T.self) else { return nil }
  func checkResult<R>(_ type: R.Type) -> GenerationError? {
    if case .failure(let error) = synthesizedDefault(R.self) { return error }
    return nil
  }
  if let error = checkResult(shape.result) {
    return .failure(
      GenerationError(T.self, at: [], reason: "its result cannot be made (\(error))"))
  }
  let (p, r) = (shape.parameters, shape.result)
  let candidates: [Any]
  switch p.count {
  case 0: candidates = closures(returning: r)
  case 1: candidates = closures(p[0], returning: r)
  case 2: candidates = closures(p[0], p[1], returning: r)
  case 3: candidates = closures(p[0], p[1], p[2], returning: r)
  case 4: candidates = closures(p[0], p[1], p[2], p[3], returning: r)
  case 5: candidates = closures(p[0], p[1], p[2], p[3], p[4], returning: r)
  case 6: candidates = closures(p[0], p[1], p[2], p[3], p[4], p[5], returning: r)
  default:
    return .failure(
      GenerationError(T.self, at: [], reason: "it takes more than 6 parameters"))
  }
  guard let value = candidates.lazy.compactMap({ $0 as? T }).first else { return nil }
  return .success(value)
}

/// The default a made-up closure returns: made on each call, as an unstubbed call makes it.
private func closureResult<R>(_ type: R.Type) -> R {
  switch synthesizedDefault(R.self) {
  case .success(let value):
    return value
  case .failure(let error):
    // NB: `functionDefault` made this closure only after the same type was made once; a type
    //     that can be made once can be made again.
    preconditionFailure("MockSix: \(error)")
  }
}

private func closures<R>(returning _: R.Type) -> [Any] {
  [
    { () -> R in closureResult(R.self) },
    { () throws -> R in closureResult(R.self) },
    { () async -> R in closureResult(R.self) },
    { () async throws -> R in closureResult(R.self) },
    { @Sendable () -> R in closureResult(R.self) },
    { @Sendable () throws -> R in closureResult(R.self) },
    { @Sendable () async -> R in closureResult(R.self) },
    { @Sendable () async throws -> R in closureResult(R.self) },
  ]
}

private func closures<A, R>(_: A.Type, returning _: R.Type) -> [Any] {
  [
    { (_: A) -> R in closureResult(R.self) },
    { (_: A) throws -> R in closureResult(R.self) },
    { (_: A) async -> R in closureResult(R.self) },
    { (_: A) async throws -> R in closureResult(R.self) },
    { @Sendable (_: A) -> R in closureResult(R.self) },
    { @Sendable (_: A) throws -> R in closureResult(R.self) },
    { @Sendable (_: A) async -> R in closureResult(R.self) },
    { @Sendable (_: A) async throws -> R in closureResult(R.self) },
  ]
}

private func closures<A, B, R>(_: A.Type, _: B.Type, returning _: R.Type) -> [Any] {
  [
    { (_: A, _: B) -> R in closureResult(R.self) },
    { (_: A, _: B) throws -> R in closureResult(R.self) },
    { (_: A, _: B) async -> R in closureResult(R.self) },
    { (_: A, _: B) async throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B) -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B) throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B) async -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B) async throws -> R in closureResult(R.self) },
  ]
}

private func closures<A, B, C, R>(_: A.Type, _: B.Type, _: C.Type, returning _: R.Type) -> [Any] {
  [
    { (_: A, _: B, _: C) -> R in closureResult(R.self) },
    { (_: A, _: B, _: C) throws -> R in closureResult(R.self) },
    { (_: A, _: B, _: C) async -> R in closureResult(R.self) },
    { (_: A, _: B, _: C) async throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C) -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C) throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C) async -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C) async throws -> R in closureResult(R.self) },
  ]
}

private func closures<A, B, C, D, R>(
  _: A.Type, _: B.Type, _: C.Type, _: D.Type, returning _: R.Type
) -> [Any] {
  [
    { (_: A, _: B, _: C, _: D) -> R in closureResult(R.self) },
    { (_: A, _: B, _: C, _: D) throws -> R in closureResult(R.self) },
    { (_: A, _: B, _: C, _: D) async -> R in closureResult(R.self) },
    { (_: A, _: B, _: C, _: D) async throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D) -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D) throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D) async -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D) async throws -> R in closureResult(R.self) },
  ]
}

private func closures<A, B, C, D, E, R>(
  _: A.Type, _: B.Type, _: C.Type, _: D.Type, _: E.Type, returning _: R.Type
) -> [Any] {
  [
    { (_: A, _: B, _: C, _: D, _: E) -> R in closureResult(R.self) },
    { (_: A, _: B, _: C, _: D, _: E) throws -> R in closureResult(R.self) },
    { (_: A, _: B, _: C, _: D, _: E) async -> R in closureResult(R.self) },
    { (_: A, _: B, _: C, _: D, _: E) async throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D, _: E) -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D, _: E) throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D, _: E) async -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D, _: E) async throws -> R in closureResult(R.self) },
  ]
}

private func closures<A, B, C, D, E, F, R>(
  _: A.Type, _: B.Type, _: C.Type, _: D.Type, _: E.Type, _: F.Type, returning _: R.Type
) -> [Any] {
  [
    { (_: A, _: B, _: C, _: D, _: E, _: F) -> R in closureResult(R.self) },
    { (_: A, _: B, _: C, _: D, _: E, _: F) throws -> R in closureResult(R.self) },
    { (_: A, _: B, _: C, _: D, _: E, _: F) async -> R in closureResult(R.self) },
    { (_: A, _: B, _: C, _: D, _: E, _: F) async throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D, _: E, _: F) -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D, _: E, _: F) throws -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D, _: E, _: F) async -> R in closureResult(R.self) },
    { @Sendable (_: A, _: B, _: C, _: D, _: E, _: F) async throws -> R in closureResult(R.self) },
  ]
}
