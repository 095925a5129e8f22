// The typed path (a typed method ID and its registration) against the untyped one
// (`args: Any?...`), per call, on the same two-argument method through `any Foobar`.
// NB: Swift 6.3 does not specialize functions generic over a parameter pack, so the call below
//     resolves to the fixed-arity overload of Mock+TypedRegistration+ArityValue.swift, which it
//     does specialize; a mock method that forwards a pack of its own would take the pack form.
import MockSix

/// The mock of the main benchmark with a typed method ID, registered through the typed path.
final class TypedMockFoobar: Foobar, Mock, Sendable {
  enum MockMethod: Int {
    case doThis
  }

  func doThis(_ string: String, _ number: Int) -> [Int] {
    registerInvocation(.doThis, args: string, number, andReturn: [])
  }
}

extension TypedMethod where M == TypedMockFoobar {
  static var doThis: TypedMethod<TypedMockFoobar, (String, Int), [Int]> { .init(.doThis) }
}

/// Nanoseconds per call of `calls` calls after `warmUp` calls on a fresh mock, best of `rounds`.
@inline(never)
func typedBenchmarkPerCall<M: Mock & Foobar>(
  rounds: Int, warmUp: Int, calls: Int, _ make: () -> M
) -> Double where M.MockMethod.RawValue == Int {
  var best = Double.infinity
  for _ in 0..<rounds {
    let mock = make()
    let double: any Foobar = mock
    for index in 0..<warmUp { _ = double.doThis("a", index) }
    let start = now()
    for index in warmUp..<(warmUp + calls) { _ = double.doThis("a", index) }
    best = min(best, Double(now() - start) / Double(calls))
    mock.resetMock()
  }
  return best
}

/// Prints the typed and the untyped path's cost per call and checks that typed costs no more.
@MainActor func runTypedBenchmark() {
  let untypedEarly = typedBenchmarkPerCall(rounds: 9, warmUp: 0, calls: 1_000) { MockFoobar() }
  let typedEarly = typedBenchmarkPerCall(rounds: 9, warmUp: 0, calls: 1_000) { TypedMockFoobar() }
  let untypedLate = typedBenchmarkPerCall(rounds: 3, warmUp: 100_000, calls: 100_000) {
    MockFoobar()
  }
  let typedLate = typedBenchmarkPerCall(rounds: 3, warmUp: 100_000, calls: 100_000) {
    TypedMockFoobar()
  }
  print(
    "typed IDs: first 1k calls typed \(format(typedEarly)) ns, untyped \(format(untypedEarly)) ns; "
      + "after 100k calls typed \(format(typedLate)) ns, untyped \(format(untypedLate)) ns per call"
  )
  check("typed/untyped per call, first 1k calls", typedEarly / untypedEarly, "<=", 1.1)
  check("typed/untyped per call, after 100k calls", typedLate / untypedLate, "<=", 1.1)
}

/// The mock as the generator writes it: the log it stores, a typed registration with no default,
/// so that an unstubbed call is answered by the result type's default (issue 25), and the real
/// object that a spy made with `init(forwardingTo:)` forwards its unstubbed calls to (issue 40).
final class GeneratedMockFoobar: Foobar, GeneratedMock, Sendable {
  enum Methods: Int {
    case _doThis
  }

  typealias MockMethod = Methods

  let _mockSixLog: _MockLog? = _MockLog()

  init() { _mockSixReal = _RealObject(nil) }

  /// The real object that a spy forwards the calls no stub answers to; `nil` for a mock.
  let _mockSixReal: _RealObject<any Foobar>

  /// A spy: logs every call as a mock does, answers it from its stub if one matches, and
  /// else forwards it to `real`, logging what it returned or threw.
  init(forwardingTo real: any Foobar) {
    _mockSixReal = _RealObject(real)
  }

  func doThis(_ string: String, _ number: Int) -> [Int] {
    if _mockSixReal.real != nil {
      return registerInvocation(
        ._doThis, args: string, number,
        forwardingTo: { self._mockSixReal.real!.doThis(string, number) })
    }
    return registerInvocation(._doThis, args: string, number)
  }
}

extension TypedMember where M == GeneratedMockFoobar {
  static var doThis: TypedMember<GeneratedMockFoobar, Never, (String, Int), [Int]> {
    .init(._doThis)
  }
}
