import CarExample
import MockSix
import Testing

/// Tests of ``Car`` with the mocks that `generate-mocks` wrote into `GeneratedMocks.swift`.
@Suite struct CarTests {
  let engine = MockEngine()
  let battery = MockBattery()

  var car: Car { Car(engine: engine, battery: battery) }

  @Test func startTurnsTheEngineOnAndDrawsCharge() throws {
    battery.stub(.chargeLevel_get, andReturn: 0.8)
    try car.start()
    #expect(engine.invocations(of: .turnOn).count == 1)
    #expect(battery.invocations(of: .draw).first?.args.first as? Double == Car.startCharge)
  }

  @Test func startDoesNothingWhenTheEngineIsOn() throws {
    engine.stub(.isOn_get, andReturn: true)
    try car.start()
    #expect(engine.invocations(of: .turnOn).isEmpty)
    #expect(battery.invocations.isEmpty)
  }

  @Test func startFailsWithALowBattery() {
    battery.stub(.chargeLevel_get, andReturn: 0.05)
    #expect(throws: BatteryError.empty) { try car.start() }
    #expect(engine.invocations(of: .turnOn).isEmpty)
  }

  @Test func startFailsWhenTheBatteryCannotDraw() {
    battery.stub(.chargeLevel_get, andReturn: 0.5)
    battery.stub(.draw, andThrow: BatteryError.empty)
    #expect(throws: BatteryError.empty) { try car.start() }
    #expect(engine.invocations(of: .turnOn).isEmpty)
  }

  @Test func accelerateSetsTheSpeedOfARunningCar() {
    engine.stub(.isOn_get, andReturn: true)
    car.accelerate(to: 50)
    car.accelerate(to: -3)
    let speeds = engine.invocations(of: .setSpeed).map { $0.args.first as? Double }
    #expect(speeds == [50, 0])
  }

  @Test func accelerateIgnoresACarThatIsOff() {
    car.accelerate(to: 50)
    #expect(engine.invocations(of: .setSpeed).isEmpty)
  }

  @Test func stopSlowsDownAndTurnsTheEngineOff() {
    engine.stub(.isOn_get, andReturn: true)
    engine.stub(.currentSpeed, andReturn: 30.0)
    car.stop()
    #expect(engine.invocations(of: .setSpeed).first?.args.first as? Double == 0)
    #expect(engine.invocations(of: .turnOff).count == 1)
    #expect(
      engine.invocations.map(\.functionName) == [
        "isOn", "currentSpeed()", "setSpeed(to:)", "turnOff()",
      ])
  }

  @Test func chargeIfNeededChargesALowBattery() async {
    battery.stub(.chargeLevel_get, andReturn: 0.2)
    battery.stub(.charge, andReturn: 1.0)
    #expect(await car.chargeIfNeeded() == 1.0)
    #expect(battery.invocations(of: .charge).count == 1)
  }

  @Test func chargeIfNeededLeavesAFullBattery() async {
    battery.stub(.chargeLevel_get, andReturn: 0.9)
    #expect(await car.chargeIfNeeded() == 0.9)
    #expect(battery.invocations(of: .charge).isEmpty)
  }
}
