import MockSix
import Testing

/// `stub(_:andReturnValues:)`: values in order, the last one repeats.
@Suite struct SequenceStubTests {
  let greeter = MockGreeter()

  @Test func valuesInOrderThenTheLastRepeats() {
    greeter.stub(.next, andReturnValues: [1, 2, 3])
    #expect((0..<6).map { _ in greeter.next() } == [1, 2, 3, 3, 3, 3])
  }

  @Test func singleValueRepeats() {
    greeter.stub(.next, andReturnValues: [7])
    #expect((0..<3).map { _ in greeter.next() } == [7, 7, 7])
  }

  @Test func optionalValues() {
    let service = MockService()
    service.stub(.optionalValue, andReturnValues: [1, nil, 3] as [Int?])
    #expect((0..<4).map { _ in service.optionalValue(0) } == [1, nil, 3, 3])
  }

  @Test func emptyArrayIsAReportedFailureAndKeepsTheOldStub() {
    greeter.stub(.next, andReturn: 5)
    let line = #line + 2
    withKnownIssue {
      greeter.stub(.next, andReturnValues: [Int]())
    } matching: { issue in
      message(of: issue).contains("andReturnValues") && message(of: issue).contains("empty")
        && issue.sourceLocation?.line == line
    }
    #expect(greeter.next() == 5)
  }

  @Test func aSequenceReplacesTheUnconditionalStub() {
    greeter.stub(.next, andReturn: 5)
    greeter.stub(.next, andReturnValues: [1, 2])
    #expect([greeter.next(), greeter.next(), greeter.next()] == [1, 2, 2])
    greeter.stub(.next, andReturn: 5)
    #expect(greeter.next() == 5)
  }

  @Test func sequenceAnswersThrowingAndAsyncCalls() async throws {
    greeter.stub(.load, andReturnValues: ["a", "b"])
    #expect(try greeter.load("") == "a")
    #expect(try greeter.load("") == "b")
    #expect(try greeter.load("") == "b")
    greeter.stub(.fetch, andReturnValues: ["x", "y"])
    #expect(try await greeter.fetch(0) == "x")
    #expect(try await greeter.fetch(0) == "y")
    #expect(try await greeter.fetch(0) == "y")
  }

  @Test func unstubEndsTheSequence() {
    greeter.stub(.next, andReturnValues: [1, 2, 3])
    _ = greeter.next()
    greeter.unstub(.next)
    #expect(greeter.next() == -1)
    greeter.stub(.next, andReturnValues: [1, 2, 3])
    #expect(greeter.next() == 1, "a new sequence starts from its first value")
  }

  @Test func sequenceBehindAConditionalStubHandsEachValueOnce() {
    greeter.stub(.next, andReturnValues: [1, 2, 3])
    greeter.stub(.next, when: { _ in false }, andReturn: 100)
    #expect((0..<4).map { _ in greeter.next() } == [1, 2, 3, 3])
  }
}
