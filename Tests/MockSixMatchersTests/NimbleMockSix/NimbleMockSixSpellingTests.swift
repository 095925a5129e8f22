import Foundation
import MockSixMatchers
import Testing

/// A mock with no methods of its own, whose tests register calls directly, as NimbleMockSix's
/// own tests did.
class MockDummy: Mock {
  enum Methods: Int {
    case myFunc
    case myOtherFunc
  }
  typealias MockMethod = Methods

  init() {
  }
}

/// The forms NimbleMockSix users wrote: counts, closures as verifiers, verifiers called as
/// closures, `any(of:)` with values and `UInt` counts.
@Suite struct NimbleMockSixSpellingTests {
  let dummy = MockDummy()

  @Test func countsOfCallsRegisteredDirectly() {
    expect(dummy).toNot(receive(.myFunc))
    dummy.registerInvocation(for: .myFunc)
    dummy.registerInvocation(for: .myOtherFunc)
    dummy.registerInvocation(for: .myFunc)

    expect(dummy).to(receive(.myFunc))
    expect(dummy).to(receive(.myFunc, times: 2))
    expect(dummy).toNot(receive(.myFunc, times: 3))
    expect(dummy).to(receive(.myFunc, atLeastTimes: 2))
    expect(dummy).toNot(receive(.myFunc, atLeastTimes: 3))
    expect(dummy).to(receive(.myFunc, atMostTimes: 2))
    expect(dummy).toNot(receive(.myFunc, atMostTimes: 1))
  }

  @Test func countsOfTypeUInt() {
    let twice: UInt = 2
    dummy.registerInvocation(for: .myFunc, args: 1)
    dummy.registerInvocation(for: .myFunc, args: 2)

    expect(dummy).to(receive(.myFunc, times: twice))
    expect(dummy).to(receive(.myFunc, atLeastTimes: twice))
    expect(dummy).to(receive(.myFunc, atMostTimes: twice))
    expect(dummy).toNot(receive(.myFunc, times: twice + 1))
    expect(dummy).toNot(receive(.myFunc, atLeastTimes: twice + 1))
    expect(dummy).toNot(receive(.myFunc, atMostTimes: twice - 1))
    expect(dummy).to(receive(.myFunc, times: twice, with: [any()]))
  }

  @Test func anArrayOfClosuresAsVerifiers() {
    let verifiers = [
      { (x: Any?) in x as? String == "foo" },
      { (x: Any?) in x as? Int == 42 },
    ]
    dummy.registerInvocation(for: .myFunc, args: "foo", 42)
    dummy.registerInvocation(for: .myFunc, args: "foo", 0)
    dummy.registerInvocation(for: .myOtherFunc, args: "foo", 42)
    dummy.registerInvocation(for: .myFunc, args: "foo", 42)

    expect(dummy).to(receive(.myFunc, with: verifiers))
    expect(dummy).to(receive(.myFunc, times: 2, with: verifiers))
    expect(dummy).toNot(receive(.myFunc, times: 3, with: verifiers))
    expect(dummy).to(receive(.myFunc, atLeastTimes: 2, with: verifiers))
    expect(dummy).toNot(receive(.myFunc, atLeastTimes: 3, with: verifiers))
    expect(dummy).to(receive(.myFunc, atMostTimes: 2, with: verifiers))
    expect(dummy).toNot(receive(.myFunc, atMostTimes: 1, with: verifiers))
    expect(dummy).toNot(receive(.myOtherFunc, with: [verifiers[0]]))
  }

  @Test func closuresWrittenInPlace() {
    dummy.registerInvocation(for: .myFunc, args: "foo", 42)

    expect(dummy).to(receive(.myFunc, with: [{ x in x as? String == "foo" }, { _ in true }]))
    expect(dummy).to(receive(.myFunc, times: 1, with: [{ $0 != nil }, { $0 as? Int == 42 }]))
    expect(dummy).toNot(receive(.myFunc, with: [{ $0 == nil }, { _ in true }]))
  }

  @Test func closuresMixedWithVerifiers() {
    dummy.registerInvocation(for: .myFunc, args: "a", 3)
    dummy.registerInvocation(for: .myFunc, args: nil, 5)

    expect(dummy).to(receive(.myFunc, times: 1, with: [theValue("a"), { x in (x as? Int) == 3 }]))
    expect(dummy).to(receive(.myFunc, with: [nilValue(), { x in (x as? Int) == 5 }]))
    expect(dummy).to(receive(.myFunc, times: 2, with: [any(), { x in x is Int }]))
    expect(dummy).to(receive(.myFunc, times: 2, with: [any(of: ["a", nil]), { _ in true }]))
    expect(dummy).toNot(receive(.myFunc, with: [theValue("b"), { _ in true }]))
  }

  @Test func aFailingClosureIsNamedInTheMessage() {
    dummy.registerInvocation(for: .myFunc, args: "foo", 0)
    withKnownIssue {
      expect(dummy).to(receive(.myFunc, times: 1, with: [theValue("foo"), { $0 as? Int == 42 }]))
    } matching: { issue in
      // The log names the function that registered the call: here, this test.
      issue.comments.map(\.rawValue).joined() == """
        expected \(#function) to be received 1 time with [closure, closure], got 0 matching \
        calls (1 in all)

          Calls recorded for \(#function):
            1. \(#function) with <"foo">, <0>
               arg 1: closure ✓
               arg 2: closure ✗ got <0>
        """
    }
  }

  @Test func theValueCalledAsAClosure() {
    let verifier = theValue(42)
    #expect(verifier(42) == true)
    #expect(theValue(42.0)(3.14) == false)
    #expect(theValue(42)(nil) == false)
    #expect(theValue(42)("42") == false)
  }

  @Test func anyCalledAsAClosure() {
    let verifier = any()
    #expect(verifier("foobar") == true)
    #expect(verifier(42) == true)
    #expect(verifier(nil) == true)
    #expect(nilValue()(nil) == true)
    #expect(nilValue()(0) == false)
  }

  @Test func anyOfValues() {
    let verifier = any(of: [0, 1, 1, 2, 3, 5, 8, 13])
    #expect(verifier(0) == true)
    #expect(verifier(13) == true)
    #expect(verifier(1) == true)
    #expect(verifier(4) == false)
    #expect(verifier(nil) == false)
    #expect(verifier("1") == false)

    let withNil = any(of: [2, 3, nil, 5, nil, 7])
    #expect(withNil(nil) == true)
    #expect(withNil(5) == true)
    #expect(withNil(4) == false)
    #expect(withNil.description == "any(of: [2, 3, nil, 5, nil, 7])")
  }

  @Test func anyPassingAnOptionalArgument() {
    let foo = any { (s: String?) in s?.range(of: "foo") != nil }
    #expect(foo("fast food") == true)
    #expect(foo("hoopy frood") == false)
    #expect(foo(nil) == false)
    let noFoo = any { (s: String?) in s?.range(of: "foo") == nil }
    #expect(noFoo(nil) == true)
  }

  @Test func anyPassingANonOptionalArgument() {
    let verifier = any { (s: String) in s.range(of: "foo") != nil }
    #expect(verifier("fast food") == true)
    #expect(verifier("hoopy frood") == false)
    #expect(verifier(nil) == false)
    #expect(verifier(42) == false)
  }

  @Test func verifiersWithAnImplicitlyUnwrappedMock() {
    var mock: MockDummy! = nil
    mock = dummy
    mock.registerInvocation(for: .myFunc, args: 1)
    expect(mock).to(receive(.myFunc, with: [{ $0 as? Int == 1 }]))
  }
}

/// A NimbleMockSix spec's verifier arrays of ten elements of mixed types, which the type checker
/// must take in well under 100 ms each (CI builds the tests with that limit).
@Suite struct LongVerifierArrayTests {
  final class MockRecorder: Mock {
    enum Methods: Int {
      case record
    }
    typealias MockMethod = Methods

    func record(
      _ a: Double, _ b: Int, _ c: String, _ d: Bool, _ e: Double, _ f: Int, _ g: String,
      _ h: Bool, _ i: Int?, _ j: String?
    ) {
      registerInvocation(for: .record, args: a, b, c, d, e, f, g, h, i, j)
    }
  }

  @Test func tenMixedVerifiersInAnArrayTypeCheckAndMatch() {
    let mock = MockRecorder()
    let (d, i, s, b) = (1.5, 2, "s", true)
    mock.stub(
      .record,
      with: [
        theValue(d), theValue(i), theValue(s), theValue(b), theValue(d), theValue(i),
        theValue(s), theValue(b), any(), nilValue(),
      ], andReturn: ())
    mock.record(d, i, s, b, d, i, s, b, 7, nil)
    expect(mock).to(
      receive(
        .record,
        with: [
          theValue(d), theValue(i), theValue(s), theValue(b), theValue(d), theValue(i),
          theValue(s), theValue(b), any(), nilValue(),
        ]))
    expect(mock).to(
      receive(
        .record, times: 1,
        with: [
          theValue(d), theValue(i), theValue(s), theValue(b), theValue(d), theValue(i),
          theValue(s), theValue(b), any(of: [7, 8]), any(),
        ]))
    expect(mock).toNot(
      receive(
        .record, atLeastTimes: 2,
        with: [
          theValue(1.0), theValue(2), theValue("s"), theValue(true), any(), any(), any(), any(),
          nilValue(), notNil(),
        ]))
  }
}
