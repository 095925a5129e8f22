import CarExample
import Foundation
import MockSix
import MockSixMatchers
import Testing

/// Tests of ``Car`` with the typed method IDs that `generate-mocks` wrote beside each mock.
@Suite struct TypedCarTests {
  let engine = MockEngine()
  let battery = MockBattery()

  var car: Car { Car(engine: engine, battery: battery) }

  @Test func valueStubsTakeTheirTypeFromTheMethod() throws {
    battery.stub(.chargeLevel_get, andReturn: 1)
    engine.stub(.currentSpeed, andReturn: 30)
    #expect(battery.chargeLevel == 1.0)
    #expect(engine.currentSpeed() == 30.0)
    try car.start()
    expect(battery).to(receive(.draw, times: 1, with: theValue(Car.startCharge)))
  }

  @Test func closureStubsGetTypedArguments() {
    engine.stub(.isOn_get) { true }
    var speeds: [Double] = []
    engine.stub(.setSpeed) { speed in speeds.append(speed) }
    car.accelerate(to: 50)
    car.accelerate(to: -3)
    #expect(speeds == [50, 0])
  }

  @Test func throwingClosureStubsThrowTheirError() {
    battery.stub(.chargeLevel_get, andReturn: 0.5)
    battery.stub(.draw) { amount in
      if amount >= Car.startCharge { throw BatteryError.empty }
    }
    #expect(throws: BatteryError.empty) { try car.start() }
    expect(engine).toNot(receive(.turnOn))
  }

  @Test func errorStubsThrowTheMethodsErrorType() {
    battery.stub(.chargeLevel_get, andReturn: 0.5)
    battery.stub(.draw, andThrow: BatteryError.empty)
    #expect(throws: BatteryError.empty) { try car.start() }
  }

  @Test func errorStubsTakeTheTypeOfTypedThrows() {
    // `draw` is declared `throws(BatteryError)`, so `.empty` is a `BatteryError`.
    battery.stub(.chargeLevel_get, andReturn: 0.5)
    battery.stub(.draw, with: theValue(Car.startCharge), andThrow: .empty)
    #expect(throws: BatteryError.empty) { try car.start() }
  }

  @Test func asyncClosureStubsAreAwaited() async {
    battery.stub(.chargeLevel_get, andReturn: 0.2)
    battery.stub(.charge) { () async in 0.75 }
    #expect(await car.chargeIfNeeded() == 0.75)
    expect(battery).to(receive(.charge, times: 1))
  }

  @Test func typedVerifiersTakeTheArgumentsType() {
    engine.stub(.isOn_get, andReturn: true)
    car.accelerate(to: 50)
    car.accelerate(to: -3)
    expect(engine).to(receive(.setSpeed, times: 1, with: theValue(50)))
    expect(engine).to(receive(.setSpeed, with: .passing { $0 <= 0 }))
    expect(engine).to(receive(.setSpeed, atMostTimes: 2, with: any()))
    expect(engine).toNot(receive(.setSpeed, with: theValue(-3)))
  }

  @Test func typedVerifiersReportAMismatch() {
    engine.stub(.isOn_get, andReturn: true)
    car.accelerate(to: 50)
    withKnownIssue {
      expect(engine).to(receive(.setSpeed, with: theValue(20)))
    } matching: { issue in
      String(describing: issue).contains("setSpeed(to:)")
    }
  }

  @Test func mockSixSpellingsAreCheckedAgainstTheTypedID() {
    engine.stub(.isOn_get, andReturn: true)
    engine.stub(.currentSpeed, andReturn: 30, times: 1, afterwardsReturn: 0)
    battery.stub(.chargeLevel_get, andReturnValues: [0.5])
    battery.stub(.draw, andThrow: .empty)
    #expect(throws: BatteryError.empty) { try battery.draw(1) }
    #expect(battery.chargeLevel == 0.5)
    car.accelerate(to: 50)
    #expect(engine.currentSpeed() == 30)
    #expect(engine.currentSpeed() == 0)
    expect(engine).to(receive(.setSpeed, times: 1, with: theValue(50)))
    expect(engine).to(receive(.setSpeed, atLeastTimes: 1))
    #expect(engine.invocations(of: .setSpeed).count == 1)
    engine.unstub(.isOn_get)
    #expect(engine.isOn == false)
  }

  @Test func messagesNameAGeneratedMocksMemberWithoutItsUnderscore() {
    withKnownIssue {
      expect(engine).to(receive(.turnOn))
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("turnOn") && !text.contains("_turnOn")
    }
  }

  @Test func typedReadsGiveTheArgumentsTheirTypes() {
    engine.stub(.isOn_get, andReturn: true)
    car.accelerate(to: 50)
    car.accelerate(to: -3)
    let speeds: [Double] = engine.calls(of: .setSpeed)
    #expect(speeds == [50, 0])
    let calls = engine.typedInvocations(of: .setSpeed)
    #expect(calls.map(\.arguments) == [50, 0])
    #expect(calls[0].sequenceNumber < calls[1].sequenceNumber)
    #expect(engine.calls(of: .turnOn).isEmpty)
  }

  /// The README's example of typed stubs and verifications on generated mocks.
  @Test func readmeExample() throws {
    engine.stub(.isOn_get, andReturn: true)
    engine.stub(.currentSpeed, andReturn: 30)
    battery.stub(.draw) { amount in if amount > 0.5 { throw BatteryError.empty } }
    car.stop()
    #expect(throws: BatteryError.empty) { try battery.draw(1) }
    expect(engine).to(receive(.setSpeed, times: 1, with: theValue(0)))
    let speeds: [Double] = engine.calls(of: .setSpeed)
    #expect(speeds == [0])
  }

  @Test func theUntypedCasesShareTheLogAsAnEscapeHatch() {
    engine.stub(.isOn_get, andReturn: true)
    engine.stub(.currentSpeed, andReturn: 30)
    car.stop()
    // `._setSpeed` is the case behind the typed ID `.setSpeed`, for the run-time spelling.
    expect(engine).to(receive(._setSpeed, times: 1, with: [theValue(0.0)]))
    expect(engine).to(receive(.setSpeed, times: 1, with: theValue(0)))
    #expect(engine.invocations(of: .setSpeed).first?.args.first as? Double == 0)
  }

  @Test func aVerifierInMockSixsArrayAfterACountIsTypedByTheArgument() {
    engine.stub(.isOn_get, andReturn: true)
    engine.stub(.currentSpeed, andReturn: 30)
    car.stop()
    // `theValue(0)` is a `Double` verifier here, as `setSpeed(_:)` takes a `Double`.
    expect(engine).to(receive(.setSpeed, times: 1, with: [theValue(0)]))
    expect(engine).to(receive(.setSpeed, atMostTimes: 1, with: [.lessThan(1)]))
    withKnownIssue {
      expect(engine).to(receive(.setSpeed, atLeastTimes: 1, with: [theValue(30)]))
    } matching: { issue in
      issue.description.contains("with [theValue(30.0)], got 0 matching calls (1 in all)")
    }
  }
}
