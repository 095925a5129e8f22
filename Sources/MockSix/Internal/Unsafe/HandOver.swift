/// Calls an async stub closure with the arguments of the call that awaits it, if they fit it.
///
/// A closure literal such as `{ city async in … }` is not `nonisolated(nonsending)` unless you
/// say so, so Swift runs it off the caller's actor, and the hand-over must be declared safe.
///
/// - Returns: The closure's result, or `nil` when the arguments do not fit its types.
nonisolated(nonsending) func callHandingOver<Arguments, R>(
  _ body: @escaping (Arguments) async throws -> R, with args: [Any?]
) async throws -> R? {
  try await HandedOver(
    body: {
      guard let values = castArguments(args, to: Arguments.self) else { return nil }
      return try await body(values)
    }
  ).call().value
}

// NB: `@unchecked Sendable`: the caller is suspended until the closure returns, so the closure,
//     its arguments and its result are only ever used by one task at a time; the log reads only
//     its own copies of the arguments.
private struct HandedOver<R>: @unchecked Sendable {
  let body: () async throws -> R?

  struct Result: @unchecked Sendable {
    let value: R?
  }

  @concurrent
  func call() async throws -> Result {
    Result(value: try await body())
  }
}
