// The README's examples of generated mocks, each block verbatim; `ReadmeBlockTests` (in
// MockSixTests) checks that every block of the README is found in a test.

import MockSix
import MockSixMatchers
import Testing

@testable import CarExample

@Test func startDrawsChargeAndTurnsTheEngineOn() throws {
  let engine = MockEngine()
  let battery = MockBattery()
  battery.stub(.chargeLevel_get, andReturn: 0.8)

  try Car(engine: engine, battery: battery).start()

  expect(engine).to(receive(.turnOn, times: 1))
  expect(battery).to(receive(.draw, times: 1, with: theValue(0.01)))
}

@Test func startFailsWhenTheBatteryCannotDraw() {
  let engine = MockEngine()
  let battery = MockBattery()
  battery.stub(.chargeLevel_get, andReturn: 0.5)
  battery.stub(.draw, andThrow: .empty)

  #expect(throws: BatteryError.empty) { try Car(engine: engine, battery: battery).start() }
  expect(engine).toNot(receive(.turnOn))
  #expect(battery.invocations(of: .draw).count == 1)
}

/// The Overview's failure: the first test's expectation, after a draw of the wrong amount.
@Test func readmeFailedExpectationSaysWhy() {
  let battery = MockBattery()
  try? battery.draw(0.02)
  withKnownIssue {
    expect(battery).to(receive(.draw, times: 1, with: theValue(0.01)))
  } matching: { issue in
    issue.comments.map(\.rawValue).joined(separator: "\n") == """
      expected draw(_:) to be received 1 time with [theValue(0.01)], got 0 matching calls (1 in all)

        Calls recorded for draw(_:):
          1. draw(_:) with <0.02>
             arg 1: theValue(0.01) ✗ got <0.02>
      """
  }
}

/// The README's "Stubbing and verifying": one spelling per effect.
@Test func readmeOneSpellingPerEffect() async throws {
  let engine = MockEngine()
  let battery = MockBattery()

  engine.stub(.isOn_get, andReturn: true)
  engine.stub(.currentSpeed, andReturn: 30, times: 1, afterwardsReturn: 0)
  battery.stub(.charge, andReturnValues: [0.5, 1])  // 0.5, then 1 for every later call
  battery.stub(.draw) { amount in if amount > 0.5 { throw BatteryError.empty } }  // or withBlock:
  battery.stub(.draw, with: theValue(0.01), andThrow: .empty)  // only for these arguments
  battery.stub(.draw, when: { amount in amount < 0 }, andThrow: .empty)  // or when this holds

  #expect(engine.isOn)
  let speeds: [Double] = [engine.currentSpeed(), engine.currentSpeed()]
  #expect(speeds == [30, 0])
  let charges: [Double] = [await battery.charge(), await battery.charge(), await battery.charge()]
  #expect(charges == [0.5, 1, 1])
  #expect(throws: BatteryError.empty) { try battery.draw(0.6) }
  #expect(throws: BatteryError.empty) { try battery.draw(0.01) }
  #expect(throws: BatteryError.empty) { try battery.draw(-1) }
  try battery.draw(0.2)
  engine.stub(.currentSpeed, andReturn: 30)
  engine.unstub(.currentSpeed)  // back to the mock's default
  #expect(engine.currentSpeed() == 0)

  expect(battery).to(receive(.draw, times: 4))
  expect(battery).to(receive(.draw, atLeastTimes: 1, with: .greaterThan(0.5)))
  expect(engine).toNot(receive(.turnOff))
  #expect(battery.invocations(of: .draw).count == 4)
  let amounts: [Double] = battery.calls(of: .draw)  // typed arguments, oldest first
  #expect(amounts == [0.6, 0.01, -1, 0.2])
}

/// The README's "Spies".
@Test func chargeIfNeededChargesTheRealBattery() async {
  let battery = MockBattery(forwardingTo: RealBattery(level: 0.6))
  let car = Car(engine: MockEngine(), battery: battery)
  #expect(await car.chargeIfNeeded() == 0.6)  // not low: RealBattery's level
  battery.stub(.chargeLevel_get, andReturn: 0.2)  // a stub wins over the real battery
  #expect(await car.chargeIfNeeded() == 1)  // RealBattery.charge() filled it
  expect(battery).to(receive(.charge, times: 1))

  guard case .returned(let level as Double)? = battery.invocations.last?.answer else {
    Issue.record("expected the real battery's answer in the log, got \(battery.invocations)")
    return
  }
  #expect(level == 1)
}

/// The README's "Interaction snapshots"; the snapshot is
/// `__Snapshots__/ReadmeOverviewTests/startingTheCar.1.txt`.
@Test func startingTheCar() throws {
  let engine = MockEngine()
  let battery = MockBattery(forwardingTo: RealBattery(level: 0.5))
  try Car(engine: engine, battery: battery).start()
  expectInteractions(of: engine, battery)
}
