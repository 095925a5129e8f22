import CarExample
import Foundation
import MockSix
import MockSixMatchers
import Testing

/// A real battery, kept in memory, for spies to forward to.
// NB: A lock rather than `Mutex`, which needs macOS 15, above the package's floor.
final class RealBattery: Battery, @unchecked Sendable {
  private let lock = NSLock()
  private var level: Double

  init(level: Double) {
    self.level = level
  }

  var chargeLevel: Double { lock.withLock { level } }

  func draw(_ amount: Double) throws(BatteryError) {
    lock.lock()
    defer { lock.unlock() }
    guard level >= amount else { throw BatteryError.empty }
    level -= amount
  }

  func charge() async -> Double {
    lock.withLock {
      level = 1
      return level
    }
  }
}

/// A generated mock made with `init(forwardingTo:)` logs every call, answers from its stubs, and
/// sends the rest to the real object, logging what it answered.
@Suite(.mockSix) struct SpyTests {
  @Test func aSpyForwardsUnstubbedCallsAndLogsThem() throws {
    let battery = MockBattery(forwardingTo: RealBattery(level: 0.5))
    try battery.draw(0.2)
    #expect(abs(battery.chargeLevel - 0.3) < 1e-9)
    expect(battery).to(receive(.draw, times: 1, with: theValue(0.2)))
    expect(battery).to(receive(.chargeLevel_get, times: 1))
  }

  @Test func aStubbedMemberAnswersFromItsStub() async {
    let battery = MockBattery(forwardingTo: RealBattery(level: 0.5))
    battery.stub(.chargeLevel_get, andReturn: 0.99)
    #expect(battery.chargeLevel == 0.99)
    #expect(await battery.charge() == 1)
  }

  @Test func theLogKeepsWhatTheRealObjectReturnedOrThrew() throws {
    let battery = MockBattery(forwardingTo: RealBattery(level: 0.1))
    #expect(throws: BatteryError.empty) { try battery.draw(0.5) }
    _ = battery.chargeLevel
    let answers = battery.invocations.map(\.answer)
    guard case .threw(let error as BatteryError) = answers[0],
      case .returned(let level as Double) = answers[1]
    else {
      Issue.record("expected a thrown error and a returned level, got \(answers)")
      return
    }
    #expect(error == .empty)
    #expect(level == 0.1)
  }

  @Test func aStubbedErrorIsThrownAndLogged() {
    let battery = MockBattery(forwardingTo: RealBattery(level: 1))
    battery.stub(.draw, andThrow: .empty)
    #expect(throws: BatteryError.empty) { try battery.draw(0.1) }
    guard case .threw = battery.invocations.first?.answer else {
      Issue.record("expected the stubbed error in the log")
      return
    }
  }

  @Test func resettingASpyKeepsItForwarding() {
    let battery = MockBattery(forwardingTo: RealBattery(level: 0.7))
    battery.stub(.chargeLevel_get, andReturn: 0)
    battery.resetMock()
    #expect(battery.chargeLevel == 0.7)
    #expect(battery.invocations.count == 1)
  }

  @Test func answersKeptAfterAReadReachTheNextRead() async {
    let battery = MockBattery(forwardingTo: RealBattery(level: 0.4))
    _ = battery.chargeLevel
    #expect(battery.invocations.count == 1)
    battery.stub(.charge, andReturn: 0.5)
    _ = await battery.charge()
    _ = battery.chargeLevel
    let answers = battery.invocations.map { call in call.answer.map { "\($0)" } ?? "none" }
    #expect(
      answers == ["returned(Optional(0.4))", "returned(Optional(0.5))", "returned(Optional(0.4))"])
  }

  @Test func aPlainMockKeepsNoAnswers() {
    let battery = MockBattery()
    _ = battery.chargeLevel
    #expect(battery.invocations.first?.answer == nil)
  }
}
