import MockSix
import Testing

protocol Tally: Actor {
  func add(_ amount: Int) -> Int
}

/// An actor mock as the generator writes one.
actor MockTally: Tally, Mock {
  enum MockMethod: Int {
    case _add
  }

  func add(_ amount: Int) -> Int {
    registerInvocation(._add, args: amount)
  }
}

extension TypedMethod where M == MockTally {
  static var add: TypedMethod<MockTally, Int, Int> { .init(._add) }
}

/// Issue #24: an actor mock is stubbed and read without `await`; only its own methods are awaited.
@Suite struct ActorMockTests {
  let tally = MockTally()

  @Test func stubbingAnActorMockNeedsNoAwait() async {
    tally.stub(.add, andReturn: 5)
    tally.stub(.add, when: { amount in amount < 0 }, andReturn: 0)
    #expect(await tally.add(2) == 5)
    #expect(await tally.add(-1) == 0)
    #expect(tally.invocations.count == 2)
  }
}
