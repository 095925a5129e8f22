import Foundation
import MockSix
import Testing

/// Every behaviour takes a condition: sequences, countdowns, async blocks and errors with
/// `with:` verifiers or a `when:` predicate, or both.
@Suite struct ConditionalBehaviourTests {
  let greeter = MockGreeter()

  @Test func conditionalSequenceAdvancesOnlyOnTheCallsItAnswers() {
    greeter.stub(.greet, with: [theValue("Ann"), any()], andReturnValues: ["a", "b"])
    #expect(greeter.greet("Ann", 0) == "a")
    #expect(greeter.greet("Bob", 0) == "default")
    #expect(greeter.greet("Ann", 0) == "b")
    #expect(greeter.greet("Ann", 0) == "b")
  }

  @Test func conditionalCountdownCountsOnlyTheCallsItAnswers() {
    greeter.stub(
      .greet, when: { args in (args[1] as? Int) == 1 }, andReturn: "first", times: 2,
      afterwardsReturn: "later")
    #expect(greeter.greet("x", 1) == "first")
    #expect(greeter.greet("x", 2) == "default")
    #expect(greeter.greet("x", 1) == "first")
    #expect(greeter.greet("x", 1) == "later")
  }

  @Test func conditionalOptionalCountdown() {
    let service = MockService()
    service.stub(.optionalValue, andReturn: 7)
    service.stub(
      .optionalValue, with: [theValue(1)], andReturn: 10, times: 1, afterwardsReturn: nil)
    #expect(service.optionalValue(1) == 10)
    #expect(service.optionalValue(1) == nil)
    #expect(service.optionalValue(2) == 7)
  }

  @Test func conditionalErrors() throws {
    struct NotFound: Error, Equatable {}
    greeter.stub(.load, with: [theValue("/missing")], andThrow: NotFound())
    #expect(throws: NotFound()) { try greeter.load("/missing") }
    #expect(try greeter.load("/present") == "default")
  }

  @Test func conditionalAsyncBlocks() async throws {
    greeter.stub(
      .fetch, when: { args in (args[0] as? Int ?? 0) > 10 },
      withBlock: { args in
        await Task.yield()
        return "big \(args[0]!)"
      })
    #expect(try await greeter.fetch(11) == "big 11")
    #expect(try await greeter.fetch(1) == "default")
  }

  @Test func verifiersAndAPredicateMustBothPass() {
    greeter.stub(
      .greet, with: [notNil(), any()], when: { args in (args[1] as? Int ?? 0).isMultiple(of: 2) },
      andReturn: "both")
    #expect(greeter.greet("a", 2) == "both")
    #expect(greeter.greet("a", 3) == "default")
    #expect(greeter.greet(nil, 2) == "default")
  }

  @Test func newestMatchingBehaviourWinsAcrossKinds() {
    greeter.stub(.greet, andReturn: "always")
    greeter.stub(.greet, with: [any(), theValue(1)], andReturnValues: ["one", "uno"])
    greeter.stub(.greet, with: [theValue("x"), theValue(1)], andReturn: "x1")
    #expect(greeter.greet("x", 1) == "x1")
    #expect(greeter.greet("y", 1) == "one")
    #expect(greeter.greet("y", 1) == "uno")
    #expect(greeter.greet("y", 2) == "always")
  }

  @Test func conditionalSequenceUnderConcurrencyHandsOutEachValueOnce() {
    let values = Array(0..<1_000).map { "v\($0)" }
    greeter.stub(.greet, with: [theValue("seq"), any()], andReturnValues: values + ["end"])
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for _ in 0..<250 {
        results.add(greeter.greet("seq", worker))
        _ = greeter.greet("other", worker)
      }
    }
    #expect(results.sorted == values.sorted())
    #expect(greeter.greet("seq", 0) == "end")
    #expect(greeter.invocations.count == 2_001)
  }

  @Test func conditionalCountdownUnderConcurrencyIsExact() {
    greeter.stub(
      .greet, when: { args in args[0] as? String == "count" }, andReturn: "first", times: 500,
      afterwardsReturn: "later")
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for _ in 0..<250 {
        results.add(greeter.greet("count", worker))
        _ = greeter.greet("other", worker)
      }
    }
    #expect(results.sorted.filter { $0 == "first" }.count == 500)
    #expect(results.sorted.filter { $0 == "later" }.count == 500)
  }
}

/// Results collected from several threads.
// NB: Test bookkeeping only, not part of a mock: every access goes through the lock.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String] = []

  func add(_ value: String) {
    lock.withLock { values.append(value) }
  }

  var sorted: [String] {
    lock.withLock { values.sorted() }
  }
}
