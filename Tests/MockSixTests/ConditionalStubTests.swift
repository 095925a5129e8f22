import MockSix
import Testing

/// `stub(_:with:…)` and `stub(_:when:…)`: stubs that apply only to some arguments.
@Suite struct ConditionalStubTests {
  let greeter = MockGreeter()

  @Test func withVerifiersAndReturn() {
    greeter.stub(.greet, with: [theValue("Ann"), any()], andReturn: "Hi, Ann")
    #expect(greeter.greet("Ann", 1) == "Hi, Ann")
    #expect(greeter.greet("Bob", 1) == "default")
    #expect(greeter.greet(nil, 1) == "default")
  }

  @Test func theStubsOfCallsThatMatchedOrMissedAreFreedWithTheMock() {
    final class Token {}
    weak var weakToken: Token?
    do {
      let token = Token()
      weakToken = token
      let greeter = MockGreeter()
      greeter.stub(
        .greet, when: { args in withExtendedLifetime(token) { args[1] as? Int == 1 } },
        andReturn: "one")
      for number in 0..<4 { _ = greeter.greet("Ann", number % 2) }
      #expect(greeter.greet("Ann", 1) == "one")
      greeter.stub(.greet, andReturn: "any")
      #expect(greeter.greet("Ann", 0) == "any")
      greeter.resetMock()
    }
    #expect(weakToken == nil, "a call kept the stubs it matched alive")
  }

  @Test func withVerifiersAndReturnOptional() {
    let service = MockService()
    service.stub(.optionalValue, with: [theValue(1)], andReturn: Int?.none)
    service.stub(.optionalValue, with: [theValue(2)], andReturn: Optional(20))
    service.stub(.optionalValue, andReturn: 99)
    #expect(service.optionalValue(1) == nil)
    #expect(service.optionalValue(2) == 20)
    #expect(service.optionalValue(3) == 99)
  }

  @Test func withVerifiersWithBlock() {
    greeter.stub(.greet, with: [notNil(), any(passing: { (n: Int) in n > 1 })]) { args in
      String(repeating: args[0] as? String ?? "", count: args[1] as? Int ?? 0)
    }
    #expect(greeter.greet("ab", 3) == "ababab")
    #expect(greeter.greet("ab", 1) == "default")
    #expect(greeter.greet(nil, 3) == "default")
  }

  @Test func withVerifiersWithOptionalBlock() {
    greeter.stub(.greet, with: [any(), any()]) { (args: [Any?]) -> String? in
      args[0] as? String
    }
    #expect(greeter.greet("x", 0) == "x")
  }

  @Test func whenPredicateAndReturn() {
    greeter.stub(.greet, when: { args in (args[1] as? Int ?? 0) > 2 }, andReturn: "many")
    #expect(greeter.greet("a", 3) == "many")
    #expect(greeter.greet("a", 2) == "default")
  }

  @Test func whenPredicateAndReturnOptional() {
    let service = MockService()
    service.stub(.optionalValue, when: { _ in true }, andReturn: Optional(4))
    #expect(service.optionalValue(0) == 4)
  }

  @Test func whenPredicateWithBlock() {
    greeter.stub(
      .greet, when: { args in args[0] == nil },
      withBlock: { args in "anonymous x\(args[1]!)" })
    #expect(greeter.greet(nil, 2) == "anonymous x2")
    #expect(greeter.greet("a", 2) == "default")
  }

  @Test func whenPredicateWithOptionalBlock() {
    greeter.stub(
      .greet, when: { _ in true }, withBlock: { (_: [Any?]) -> String? in "some" })
    #expect(greeter.greet(nil, 0) == "some")
  }

  @Test func withVerifiersAndThrow() throws {
    greeter.stub(.load, with: [theValue("/missing")], andThrow: ServiceError(code: 404))
    #expect(throws: ServiceError(code: 404)) { try greeter.load("/missing") }
    #expect(try greeter.load("/present") == "default")
  }

  @Test func whenPredicateAndThrow() throws {
    greeter.stub(
      .load, when: { args in (args[0] as? String)?.hasPrefix("/tmp") == true },
      andThrow: ServiceError(code: 1))
    #expect(throws: ServiceError(code: 1)) { try greeter.load("/tmp/x") }
    #expect(try greeter.load("/home") == "default")
  }

  @Test func newestMatchingConditionalWins() {
    greeter.stub(.greet, with: [any(), any()], andReturn: "first")
    greeter.stub(.greet, with: [theValue("Ann"), any()], andReturn: "second")
    greeter.stub(.greet, with: [any(), theValue(3)], andReturn: "third")
    #expect(greeter.greet("Ann", 3) == "third")
    #expect(greeter.greet("Ann", 1) == "second")
    #expect(greeter.greet("Bob", 1) == "first")
  }

  @Test func aTableOfConditionalStubs() {
    for number in 0..<2_000 {
      greeter.stub(.greet, with: [any(), theValue(number)], andReturn: "\(number)")
    }
    greeter.stub(.greet, with: [theValue("Ann"), theValue(7)], andReturn: "Ann's")
    #expect(greeter.greet("Bob", 0) == "0")
    #expect(greeter.greet("Bob", 1_999) == "1999")
    #expect(greeter.greet("Ann", 7) == "Ann's")
    #expect(greeter.greet("Bob", 7) == "7")
    #expect(greeter.greet("Bob", 2_000) == "default")
  }

  @Test func conditionalComesBeforeUnconditionalWhateverTheOrder() {
    greeter.stub(.greet, with: [theValue("Ann"), any()], andReturn: "conditional")
    greeter.stub(.greet, andReturn: "unconditional")
    #expect(greeter.greet("Ann", 0) == "conditional")
    #expect(greeter.greet("Bob", 0) == "unconditional")
    greeter.stub(.greet, andReturn: "newer unconditional")
    #expect(greeter.greet("Ann", 0) == "conditional")
    #expect(greeter.greet("Bob", 0) == "newer unconditional")
  }

  @Test func fallsBackToTheMockDefault() {
    greeter.stub(.greet, when: { _ in false }, andReturn: "never")
    #expect(greeter.greet("a", 0) == "default")
  }

  @Test func unstubRemovesAllStubsOfTheMethod() {
    greeter.stub(.greet, with: [theValue("Ann"), any()], andReturn: "conditional")
    greeter.stub(.greet, when: { _ in true }, andReturn: "predicate")
    greeter.stub(.greet, andReturn: "unconditional")
    greeter.stub(.count, andReturn: 5)
    greeter.unstub(.greet)
    #expect(greeter.greet("Ann", 0) == "default")
    #expect(greeter.greet("Bob", 0) == "default")
    #expect(greeter.count() == 5)
  }

  @Test func verifierCountMustMatchTheArgumentCount() {
    greeter.stub(.greet, with: [any()], andReturn: "one verifier")
    greeter.stub(.greet, with: [theValue("a")], andReturn: "one checking verifier")
    greeter.stub(.greet, with: [theValue("a"), any(), any()], andReturn: "three verifiers")
    greeter.stub(.greet, with: [], andReturn: "no verifiers")
    #expect(greeter.greet("a", 1) == "default")
    greeter.stub(.greet, with: [theValue("a"), any()], andReturn: "two verifiers")
    #expect(greeter.greet("a", 1) == "two verifiers")
  }

  @Test func wrongTypedVerifierNeverMatches() {
    greeter.stub(.greet, with: [theValue(1), theValue("a")], andReturn: "swapped")
    #expect(greeter.greet("a", 1) == "default")
  }

  @Test func predicateCapturesLocalState() {
    var allowed: Set<String> = ["a"]
    greeter.stub(
      .greet, when: { args in allowed.contains(args[0] as? String ?? "") },
      withBlock: { _ in "allowed" })
    #expect(greeter.greet("b", 0) == "default")
    allowed.insert("b")
    #expect(greeter.greet("b", 0) == "allowed")
  }

  @Test func conditionalStubsAnswerAsyncCalls() async throws {
    greeter.stub(.fetch, with: [theValue(1)], andReturn: "one")
    greeter.stub(.fetch, with: [theValue(2)], andThrow: ServiceError(code: 2))
    #expect(try await greeter.fetch(1) == "one")
    await #expect(throws: ServiceError(code: 2)) { try await greeter.fetch(2) }
    #expect(try await greeter.fetch(3) == "default")
  }

  @Test func conditionalStubsLogEveryCallOnce() {
    // The conditional stubs still log every call exactly once.
    greeter.stub(.greet, with: [theValue("a"), any()], andReturn: "a")
    _ = greeter.greet("a", 0)
    _ = greeter.greet("b", 0)
    #expect(greeter.invocations.count == 2)
  }
}
