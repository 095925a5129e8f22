import MockSix
import MockSixMatchers
import Testing

/// The verifiers as NimbleMockSix users call them: as closures, in arrays of closures, and
/// `any(of:)` with values; `instance(of:)` for every kind of type.
@Suite struct VerifierCompatibilityTests {
  @Test func aVerifierIsCalledLikeAClosure() {
    let verifier = theValue(42)
    #expect(verifier(42))
    #expect(!verifier(41))
    #expect(!verifier(nil))
    let even = ArgumentVerifier("even") { ($0 as? Int).map { $0 % 2 == 0 } ?? false }
    #expect(even(2))
    #expect(!even(3))
  }

  @Test func whereAClosureIsExpectedTheVerifiersAreClosures() {
    let closures: [ArgVerifier] = [theValue("a"), nilValue(), any(), any(of: [1, nil])]
    #expect(closures[0]("a"))
    #expect(!closures[0]("b"))
    #expect(closures[1](nil))
    #expect(!closures[1](0))
    #expect(closures[2](0))
    #expect(closures[3](1))
    #expect(closures[3](nil))
    #expect(!closures[3](2))
  }

  @Test func aVerifierStaysAVerifierWhereNothingAsksForAClosure() {
    let single = theValue(1)
    let list = [theValue(1), nilValue(), any(), any(of: [1, 2]), notNil()]
    #expect(single.description == "theValue(1)")
    #expect(
      list.map(\.description) == [
        "theValue(1)", "nilValue()", "any()", "any(of: [1, 2])", "notNil()",
      ])
  }

  @Test func anyOfValues() {
    let names = any(of: ["bbb", "ccc"])
    #expect(names("bbb"))
    #expect(names("ccc"))
    #expect(!names("aaa"))
    #expect(!names(nil))
    #expect(!names(3))
    #expect(names.description == #"any(of: ["bbb", "ccc"])"#)

    let numbers = any(of: [2, nil, 5])
    #expect(numbers(2))
    #expect(numbers(nil))
    #expect(numbers(Optional<Int>.none as Any))
    #expect(numbers(Optional(5) as Any))
    #expect(!numbers(3))
    #expect(!numbers(2.0))
    #expect(numbers.description == "any(of: [2, nil, 5])")
    #expect(!any(of: [Int]())(nil))
  }

  @Test func anyOfValuesInAConditionalStub() {
    let mock = MockService()
    mock.stub(.fetch, with: [any(of: [1, 2])], andReturn: 7)
    #expect(mock.fetch(id: 2) == 7)
    #expect(mock.fetch(id: 3) == 0)
  }

  @Test func instanceOfEveryKindOfType() {
    #expect(instance(of: Int.self)(1))
    #expect(!instance(of: Int.self)("1"))
    #expect(!instance(of: Int.self)(nil))
    #expect(instance(of: Shade.self)(Shade.dark))
    #expect(!instance(of: Shade.self)(0))
    #expect(instance(of: Point.self)(Point(x: 1)))
    #expect(instance(of: (any Shaped).self)(Point(x: 1)))
    #expect(instance(of: (any Shaped).self)(Square()))
    #expect(!instance(of: (any Shaped).self)(Shade.dark))
    #expect(instance(of: Square.self)(Square()))
    #expect(instance(of: Polygon.self)(Square()))
    #expect(!instance(of: Square.self)(Polygon()))
    #expect(instance(of: Point.self)(Optional(Point(x: 1)) as Any))
    #expect(instance(of: Int.self).description == "instance(of: Int)")
    #expect(
      instance(of: (any Shaped).self).description == "instance(of: MockSixMatchersTests.Shaped)")
  }
}

enum Shade { case dark }
protocol Shaped {}
struct Point: Shaped { var x: Int }
class Polygon: Shaped {}
final class Square: Polygon {}
