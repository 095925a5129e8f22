import CarExample
import MockSix
import MockSixMatchers
import Testing

/// Tests of ``Car`` with the mocks that `generate-mocks` wrote into `GeneratedMocks.swift`.
@Suite struct CarTests {
  let engine = MockEngine()
  let battery = MockBattery()

  var car: Car { Car(engine: engine, battery: battery) }

  @Test func startTurnsTheEngineOnAndDrawsCharge() throws {
    battery.stub(.chargeLevel_get, andReturn: 0.8)
    try car.start()
    expect(engine).to(receive(.turnOn, times: 1))
    expect(battery).to(receive(.draw, times: 1, with: theValue(Car.startCharge)))
  }

  @Test func startDoesNothingWhenTheEngineIsOn() throws {
    engine.stub(.isOn_get, andReturn: true)
    try car.start()
    expect(engine).toNot(receive(.turnOn))
    expect(battery).to(receiveNoCalls())
  }

  @Test func startFailsWithALowBattery() {
    battery.stub(.chargeLevel_get, andReturn: 0.05)
    #expect(throws: BatteryError.empty) { try car.start() }
    expect(engine).toNot(receive(.turnOn))
    expect(battery).toNot(receive(.draw))
  }

  @Test func startFailsWhenTheBatteryCannotDraw() {
    battery.stub(.chargeLevel_get, andReturn: 0.5)
    battery.stub(.draw, andThrow: BatteryError.empty)
    #expect(throws: BatteryError.empty) { try car.start() }
    expect(engine).toNot(receive(.turnOn))
  }

  @Test func accelerateSetsTheSpeedOfARunningCar() {
    engine.stub(.isOn_get, andReturn: true)
    car.accelerate(to: 50)
    car.accelerate(to: -3)
    expect(engine).to(receive(.setSpeed, times: 2))
    expect(engine).to(receive(.setSpeed, times: 1, with: theValue(50)))
    expect(engine).to(receive(.setSpeed, times: 1, with: theValue(0)))
  }

  @Test func accelerateIgnoresACarThatIsOff() {
    car.accelerate(to: 50)
    expect(engine).toNot(receive(.setSpeed))
  }

  @Test func stopSlowsDownAndTurnsTheEngineOff() {
    engine.stub(.isOn_get, andReturn: true)
    engine.stub(.currentSpeed, andReturn: 30)
    car.stop()
    expect(engine).to(receive(.setSpeed, times: 1, with: theValue(0)))
    expect(engine).to(receive(.turnOff, times: 1))
    #expect(
      engine.invocations.map(\.functionName) == [
        "isOn.get", "currentSpeed()", "setSpeed(to:)", "turnOff()",
      ])
  }

  @Test func stopLeavesAStandingCarsSpeedAlone() {
    engine.stub(.isOn_get, andReturn: true)
    car.stop()
    expect(engine).toNot(receive(.setSpeed))
    expect(engine).to(receive(.turnOff, times: 1))
  }

  @Test func chargeIfNeededChargesALowBattery() async {
    battery.stub(.chargeLevel_get, andReturn: 0.2)
    battery.stub(.charge, andReturn: 1.0)
    #expect(await car.chargeIfNeeded() == 1.0)
    expect(battery).to(receive(.charge, times: 1))
  }

  @Test func chargeIfNeededLeavesAFullBattery() async {
    battery.stub(.chargeLevel_get, andReturn: 0.9)
    #expect(await car.chargeIfNeeded() == 0.9)
    expect(battery).toNot(receive(.charge))
  }
}
