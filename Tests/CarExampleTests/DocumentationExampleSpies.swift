import CarExample
import Foundation
import MockSix
import MockSixMatchers
import Testing

// The code blocks of Spies.md (Sources/MockSix/MockSix.docc), each run verbatim, over the Car
// example's generated mocks (GeneratedMocks.swift) and a battery kept in memory.

// MARK: - Spies.md

/// A real battery, kept in memory, that the article's spies forward to.
final class InMemoryBattery: Battery, @unchecked Sendable {
  // NB: `level` is read and written only under `lock`; `Mutex` would need macOS 15.
  private let lock = NSLock()
  private var level: Double

  init(level: Double) {
    self.level = level
  }

  var chargeLevel: Double { withLevel { $0 } }

  func draw(_ amount: Double) throws(BatteryError) {
    try withLevel { (level: inout Double) throws(BatteryError) in
      guard level >= amount else { throw BatteryError.empty }
      level -= amount
    }
  }

  func charge() async -> Double {
    withLevel { level in
      level = 1
      return level
    }
  }

  private func withLevel<T, E: Error>(_ body: (inout Double) throws(E) -> T) throws(E) -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body(&level)
  }
}

@Suite(.mockSix) struct SpiesArticle {
  // Spies, Overview
  @Test func startingTheCarDrawsFromTheBattery() throws {
    let battery = MockBattery(forwardingTo: InMemoryBattery(level: 0.5))
    let car = Car(engine: MockEngine(), battery: battery)
    try car.start()
    #expect(battery.chargeLevel == 0.49)
    expect(battery).to(receive(.draw, times: 1, with: theValue(Car.startCharge)))
  }

  @Test func stubsAnswerFirstAndTheRealBatteryTheRest() async {
    // Spies, "Stubs and the real object"
    let battery = MockBattery(forwardingTo: InMemoryBattery(level: 0.5))
    battery.stub(.chargeLevel_get, andReturn: 0.05)
    #expect(battery.chargeLevel == 0.05)  // from the stub
    #expect(await battery.charge() == 1)  // from the real battery, which charges to full
    battery.resetMock()
    #expect(battery.chargeLevel == 1)  // the stub is gone, and the spy still forwards

    #expect(battery.invocations.count == 1)
  }

  @Test func strictModeDoesNotReachForwardedCalls() {
    // Spies, "Stubs and the real object": strict mode
    let battery = MockBattery(forwardingTo: InMemoryBattery(level: 0.5))
    battery.enableStrictMode()
    #expect(battery.chargeLevel == 0.5)  // the real battery's, and no failure
  }

  @Test func theLogKeepsTheAnswers() {
    // Spies, "Reading answers"
    let battery = MockBattery(forwardingTo: InMemoryBattery(level: 0.1))
    #expect(throws: BatteryError.empty) { try battery.draw(0.5) }
    #expect(battery.chargeLevel == 0.1)

    switch (battery.invocations[0].answer, battery.invocations[1].answer) {
    case (.threw(let error as BatteryError)?, .returned(let level as Double)?):
      #expect(error == .empty && level == 0.1)
    default:
      Issue.record("expected the real battery's error, then its level")
    }
  }

  @Test func aPlainMockKeepsNoAnswers() {
    // Spies, "Reading answers": a plain mock
    let mock = MockBattery()
    _ = mock.chargeLevel
    #expect(mock.invocations[0].answer == nil)
  }

  @Test func snapshotsShowTheAnswers() throws {
    let battery = MockBattery(forwardingTo: InMemoryBattery(level: 0.1))
    #expect(throws: BatteryError.empty) { try battery.draw(0.5) }
    _ = battery.chargeLevel

    // Spies, "Reading answers": a snapshot
    expectInteractions(of: battery)

    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(
        "__Snapshots__/DocumentationExampleSpies/snapshotsShowTheAnswers.1.txt")
    // Spies, "Reading answers": the snapshot
    let snapshot = """
      MockBattery.draw(0.5) throws .empty
      MockBattery.chargeLevel → 0.1
      """
    #expect(try String(contentsOf: file, encoding: .utf8) == snapshot + "\n")
  }
}
