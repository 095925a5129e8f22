import Testing

@testable import MockSix

/// The store tells live mocks from dead ones by asking the runtime, with no weak reference.
@Suite struct ObjectLivenessTests {
  private final class Token {}

  /// Keeps an object's memory with an unowned reference that is never read.
  private final class Pin {
    unowned let object: AnyObject

    init(_ object: AnyObject) {
      self.object = object
    }
  }

  @Test func anObjectIsAliveUntilItsLastStrongReferenceGoes() {
    var object: Token? = Token()
    let id = ObjectIdentifier(object!)
    let pin = Pin(object!)
    #expect(ObjectLiveness.hasDied(id) == false)
    object = nil
    #expect(ObjectLiveness.hasDied(id) == true)
    withExtendedLifetime(pin) {}
  }

  @Test func liveMocksKeepTheirStubsAndCallsThroughASweep() {
    // NB: The store sweeps once its states reach 1,024 (or twice the survivors), so 3,000 new
    //     mocks cross at least one sweep whatever the tests beside this one have made.
    let mocks = (0..<3_000).map { _ in MockCounterA() }
    for (index, mock) in mocks.enumerated() {
      mock.stub(.tick, andReturn: index)
      _ = mock.tick(index)
    }
    let wrong = mocks.indices.filter { index in
      mocks[index].tick(0) != index || mocks[index].invocations.count != 2
    }
    #expect(wrong.isEmpty, "mocks that lost their state: \(wrong.prefix(5))")
  }

  @Test func theStateOfADeadMockIsSweptOut() {
    weak var captured: Token?
    do {
      let token = Token()
      captured = token
      let mock = MockCounterB()
      mock.stub(.tick) { _ in withExtendedLifetime(token) { 1 } }
      #expect(mock.tick(0) == 1)
    }
    // NB: The dead mock's state holds the stub, and the stub the token, until a sweep finds
    //     the mock dead; new mocks bring the sweep.
    var made = 0
    while captured != nil, made < 100_000 {
      _ = MockCounterC().tick(made)
      made += 1
    }
    #expect(captured == nil, "the dead mock's state outlived \(made) new mocks")
  }
}
