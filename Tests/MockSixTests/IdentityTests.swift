import MockSix
import Testing
import XCTest

/// A mock's calls and stubs belong to that mock's lifetime; `lock()` identities never repeat.
@Suite struct IdentityTests {
  /// One round: a new mock must start empty, then it is used and dropped.
  private func checkFreshMock<M: Mock>(
    _ mock: M, tick: (M) -> Int, round: Int, failures: inout [String]
  ) where M.MockMethod.RawValue == Int, M.MockMethod: CaseIterable {
    if !mock.invocations.isEmpty {
      failures.append("round \(round): \(M.self) inherited \(mock.invocations.count) calls")
    }
    let result = tick(mock)
    if result != 0 {
      failures.append("round \(round): \(M.self) inherited a stub returning \(result)")
    }
    if mock.invocations.count != 1 {
      failures.append("round \(round): \(M.self) logged \(mock.invocations.count) calls")
    }
    for method in M.MockMethod.allCases {
      mock.stub(method, andReturn: round + 1)
    }
    _ = tick(mock)
  }

  @Test func twentyThousandAllocFreeRoundsLeakNothing() async {
    var failures: [String] = []
    for round in 0..<20_000 {
      // NB: Yielding now and then leaves the cooperative pool's threads to the tests running
      //     beside this one, which time out waiting otherwise under the thread sanitizer.
      if round % 500 == 0 { await Task.yield() }
      switch round % 3 {
      case 0:
        checkFreshMock(MockCounterA(), tick: { $0.tick(round) }, round: round, failures: &failures)
      case 1:
        checkFreshMock(MockCounterB(), tick: { $0.tick(round) }, round: round, failures: &failures)
      default:
        checkFreshMock(MockCounterC(), tick: { $0.tick(round) }, round: round, failures: &failures)
      }
      if failures.count > 10 { break }
    }
    #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
  }

  @Test func aNewMockDoesNotSeeADeadMocksStubsAtItsAddress() {
    var failures = 0
    for _ in 0..<2_000 {
      var old: MockCounterA? = MockCounterA()
      old?.stub(.tick, andReturn: 99)
      _ = old?.tick(1)
      old = nil
      let new = MockCounterB()
      if !new.invocations.isEmpty || new.tick(2) != 0 { failures += 1 }
    }
    #expect(failures == 0)
  }

  @Test func structLockIdentitiesNeverRepeat() {
    var seen = Set<String>()
    for _ in 0..<1_000 { seen.insert(lock()) }
    resetMockSix()
    for _ in 0..<1_000 { seen.insert(lock()) }
    for _ in 0..<1_000 { seen.insert(MockClock().mockSixLock) }
    #expect(seen.count == 3_000)
  }

  @Test func structMockAfterResetStartsEmpty() {
    let before = MockClock()
    before.stub(.now, andReturn: 5.0)
    _ = before.now()
    resetMockSix()
    let after = MockClock()
    #expect(after.mockSixLock != before.mockSixLock)
    #expect(after.invocations.isEmpty)
    #expect(after.now() == 0)
  }

  @Test func lockPrefix() {
    #expect(lock(prefix: "custom:").hasPrefix("custom:"))
    #expect(lock(prefix: "same") != lock(prefix: "same"))
  }

  @Test func lockDefaultPrefixIsTheCallersFileAndLine() {
    let identity = lock()
    let line = #line - 1
    #expect(identity.contains("IdentityTests.swift:\(line):"), "got \(identity)")

  }

  @Test func classMockLockIsStableAndDistinct() {
    let first = MockCounterA()
    let second = MockCounterA()
    #expect(first.mockSixLock == first.mockSixLock)
    #expect(first.mockSixLock != second.mockSixLock)
  }

  @Test func sendableClassMockCrossesIntoATask() async {
    let mock = MockCounterA()
    mock.stub(.tick, andReturn: 3)
    let result = await Task.detached { mock.tick(1) }.value
    #expect(result == 3)
    #expect(mock.invocations.count == 1)
  }
}

/// The identity guarantees, in XCTest's serial world where `resetMockSix()` forgets everything.
final class IdentityXCTests: XCTestCase {
  override func setUp() {
    super.setUp()
    resetMockSix()
  }

  func testLockIdentitiesNeverRepeatAcrossResets() {
    var seen = Set<String>()
    for _ in 0..<100 {
      seen.insert(MockClock().mockSixLock)
      resetMockSix()
    }
    XCTAssertEqual(seen.count, 100)
  }

  func testNewClassMocksStartEmptyAfterManyRounds() {
    var dirty = 0
    for round in 0..<5_000 {
      let mock: any Mock = round.isMultiple(of: 2) ? MockCounterA() : MockCounterB()
      if let a = mock as? MockCounterA {
        if !a.invocations.isEmpty || a.tick(0) != 0 { dirty += 1 }
        a.stub(.tick, andReturn: 1)
      } else if let b = mock as? MockCounterB {
        if !b.invocations.isEmpty || b.tick(0) != 0 { dirty += 1 }
        b.stub(.tick, andReturn: 1)
      }
    }
    XCTAssertEqual(dirty, 0)
  }
}
