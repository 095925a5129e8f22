import CarExample
import MockSix
import MockSixMatchers

// Control: the spellings on generated mocks that must compile, so that each case fails for its
// own reason.
func compiles() {
  battery.stub(.chargeLevel_get, andReturn: 0.5)
  engine.stub(.currentSpeed, andReturn: 30)
  engine.stub(.isOn_get) { true }
  engine.stub(.setSpeed) { speed in _ = speed.squareRoot() }
  engine.stub(.setSpeed, withBlock: { speed in _ = speed.squareRoot() })
  battery.stub(.draw) { amount in if amount > 1 { throw BatteryError.empty } }
  battery.stub(.draw, andThrow: BatteryError.empty)
  battery.stub(.draw, andThrow: .empty)
  battery.stub(.charge) { () async in 1.0 }
  battery.stub(.charge, withBlock: { () async in 1.0 })
  engine.stub(.currentSpeed, andReturn: 30, times: 2, afterwardsReturn: 0)
  engine.stub(.setSpeed, with: .in(0...120)) { _ in }
  engine.stub(.setSpeed, with: theValue(50), andReturn: ())
  battery.stub(.charge, andReturnValues: [0.5, 1])
  engine.unstub(.setSpeed)
  expect(engine).to(receive(.setSpeed))
  expect(engine).to(receive(.setSpeed, times: 1, with: theValue(50)))
  expect(engine).to(receive(.setSpeed, atLeastTimes: 1, with: .greaterThan(10)))
  expect(engine).to(receive(.setSpeed, atMostTimes: 1))
  // MockSix's array after a count: a one-argument member's verifier, typed by the argument.
  expect(engine).to(receive(.setSpeed, times: 1, with: [theValue(50)]))
  expect(engine).to(receive(.setSpeed, atLeastTimes: 1, with: [.greaterThan(10)]))
  expect(engine).to(receive(.turnOn, times: 1))
  expectInOrder([call(engine, .turnOn), call(engine, .setSpeed, with: theValue(50))])
  let speeds: [Double] = engine.calls(of: .setSpeed)
  _ = speeds
  _ = engine.invocations(of: .setSpeed)
  // The escape hatch: the untyped case behind a typed ID, checked at run time.
  engine.stub(._currentSpeed, andReturn: "fast")
  expect(engine).to(receive(._setSpeed, with: [theValue("fast")]))
}
