import Testing

@testable import MockSix

/// A mock whose typed IDs take zero to four arguments, one of them an optional.
final class ArityMock: Mock {
  enum MockMethod: Int {
    case _zero, _one, _two, _three, _four
  }
}

extension TypedMethod where M == ArityMock {
  static var zero: TypedMethod<ArityMock, Void, Int> { .init(._zero) }
  static var one: TypedMethod<ArityMock, String?, Int> { .init(._one) }
  static var two: TypedMethod<ArityMock, (String, Int?), Int> { .init(._two) }
  static var three: TypedMethod<ArityMock, (String, Int, Double?), Int> { .init(._three) }
  static var four: TypedMethod<ArityMock, (String, Int, Bool, [Int]?), Int> { .init(._four) }
}

/// Forwards a pack, so that only the parameter-pack registrations can take the call.
func registerThroughPack<each A>(
  _ mock: ArityMock, _ method: ArityMock.MockMethod, args: repeat each A
) async throws {
  _ = mock.registerInvocation(method, function: "f", args: repeat each args, andReturn: 0)
  let _: Int = mock.registerInvocation(method, function: "f", args: repeat each args)
  _ = try mock.registerThrowingInvocation(
    method, function: "f", args: repeat each args, andReturn: 0)
  let _: Int = try mock.registerThrowingInvocation(method, function: "f", args: repeat each args)
  _ = await mock.registerAsyncInvocation(
    method, function: "f", args: repeat each args, andReturn: 0)
  let _: Int = await mock.registerAsyncInvocation(method, function: "f", args: repeat each args)
  _ = try await mock.registerAsyncThrowingInvocation(
    method, function: "f", args: repeat each args, andReturn: 0)
  let _: Int = try await mock.registerAsyncThrowingInvocation(
    method, function: "f", args: repeat each args)
}

/// What a test compares of a logged call: its method, name and arguments, `nil` kept apart.
func loggedCalls(_ mock: ArityMock) -> [String] {
  mock.invocations.map {
    "\($0.methodID) \($0.functionName) \($0.args.map { String(reflecting: $0) })"
  }
}

/// Swift picks the fixed-arity registrations (one to four arguments) over the parameter-pack
/// ones, which log their arguments packed and typed, and they log exactly what the pack ones do.
@Suite struct TypedArityTests {
  let fixed = ArityMock()
  let pack = ArityMock()

  @Test func zeroArguments() async throws {
    _ = fixed.registerInvocation(._zero, function: "f", andReturn: 0)
    let _: Int = fixed.registerInvocation(._zero, function: "f")
    _ = try fixed.registerThrowingInvocation(._zero, function: "f", andReturn: 0)
    let _: Int = try fixed.registerThrowingInvocation(._zero, function: "f")
    _ = await fixed.registerAsyncInvocation(._zero, function: "f", andReturn: 0)
    let _: Int = await fixed.registerAsyncInvocation(._zero, function: "f")
    _ = try await fixed.registerAsyncThrowingInvocation(._zero, function: "f", andReturn: 0)
    let _: Int = try await fixed.registerAsyncThrowingInvocation(._zero, function: "f")
    try await registerThroughPack(pack, ._zero)
    #expect(fixed.invocations.count == 8)
    #expect(loggedCalls(fixed) == loggedCalls(pack))
  }

  @Test(arguments: [nil, "a"] as [String?])
  func oneArgument(value: String?) async throws {
    _ = fixed.registerInvocation(._one, function: "f", args: value, andReturn: 0)
    let _: Int = fixed.registerInvocation(._one, function: "f", args: value)
    _ = try fixed.registerThrowingInvocation(._one, function: "f", args: value, andReturn: 0)
    let _: Int = try fixed.registerThrowingInvocation(._one, function: "f", args: value)
    _ = await fixed.registerAsyncInvocation(._one, function: "f", args: value, andReturn: 0)
    let _: Int = await fixed.registerAsyncInvocation(._one, function: "f", args: value)
    _ = try await fixed.registerAsyncThrowingInvocation(
      ._one, function: "f", args: value, andReturn: 0)
    let _: Int = try await fixed.registerAsyncThrowingInvocation(._one, function: "f", args: value)
    try await registerThroughPack(pack, ._one, args: value)
    #expect(fixed.invocations.count == 8)
    #expect(loggedCalls(fixed) == loggedCalls(pack))
    expectFixedArity(fixed, pack)
  }

  @Test func twoArguments() async throws {
    _ = fixed.registerInvocation(._two, function: "f", args: "a", nil as Int?, andReturn: 0)
    let _: Int = fixed.registerInvocation(._two, function: "f", args: "a", 2 as Int?)
    _ = try fixed.registerThrowingInvocation(
      ._two, function: "f", args: "a", nil as Int?, andReturn: 0)
    let _: Int = try fixed.registerThrowingInvocation(._two, function: "f", args: "a", 2 as Int?)
    _ = await fixed.registerAsyncInvocation(
      ._two, function: "f", args: "a", nil as Int?, andReturn: 0)
    let _: Int = await fixed.registerAsyncInvocation(._two, function: "f", args: "a", 2 as Int?)
    _ = try await fixed.registerAsyncThrowingInvocation(
      ._two, function: "f", args: "a", nil as Int?, andReturn: 0)
    let _: Int = try await fixed.registerAsyncThrowingInvocation(
      ._two, function: "f", args: "a", 2 as Int?)
    for second in [nil, 2, nil, 2] as [Int?] {
      try await registerThroughPack(pack, ._two, args: "a", second)
    }
    #expect(fixed.invocations.count == 8)
    let packCalls = loggedCalls(pack)
    let expected: [String] = [0, 9, 18, 27, 4, 13, 22, 31].map { index in packCalls[index] }
    #expect(loggedCalls(fixed) == expected)
    expectFixedArity(fixed, pack)
  }

  @Test func threeAndFourArguments() async throws {
    _ = fixed.registerInvocation(._three, function: "f", args: "a", 1, nil as Double?, andReturn: 0)
    let _: Int = fixed.registerInvocation(._three, function: "f", args: "a", 1, 2.5 as Double?)
    _ = fixed.registerInvocation(
      ._four, function: "f", args: "a", 1, true, nil as [Int]?, andReturn: 0)
    let _: Int = try await fixed.registerAsyncThrowingInvocation(
      ._four, function: "f", args: "a", 1, true, [2] as [Int]?)
    try await registerThroughPack(pack, ._three, args: "a", 1, nil as Double?)
    try await registerThroughPack(pack, ._three, args: "a", 1, 2.5 as Double?)
    try await registerThroughPack(pack, ._four, args: "a", 1, true, nil as [Int]?)
    try await registerThroughPack(pack, ._four, args: "a", 1, true, [2] as [Int]?)
    let packCalls = loggedCalls(pack)
    let expected: [String] = [0, 9, 16, 31].map { index in packCalls[index] }
    #expect(loggedCalls(fixed) == expected)
    expectFixedArity(fixed, pack)
  }
}

/// Checks that every call of `fixed` went through a fixed-arity registration, which logs its
/// arguments packed, and every call of `pack` through a parameter-pack one, which logs `[Any?]`.
func expectFixedArity(
  _ fixed: ArityMock, _ pack: ArityMock, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    fixed.invocations.allSatisfy { $0.hasPackedArguments }, "a fixed-arity overload took each call",
    sourceLocation: sourceLocation)
  #expect(
    !pack.invocations.contains { $0.hasPackedArguments }, "the pack forms took each call",
    sourceLocation: sourceLocation)
}
