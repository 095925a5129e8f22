// For `.ci/availability` only: a user's test code in MockSix 0.2's spellings against the mocks the
// plugin wrote, which must compile at the package's floor, where typed IDs are not available: it
// names the cases behind them (`._setSpeed`).
import CarExample
import MockSix
import MockSixMatchers
import Testing

func stubAndVerifyByUntypedCases() {
  let engine = MockEngine()
  engine.stub(._isOn_get, andReturn: true)
  engine.stub(._currentSpeed, andReturn: 1.0, times: 2, afterwardsReturn: 3.0)
  engine.stub(._setSpeed) { args in () }
  engine.unstub(._isOn_get)
  expect(engine).to(receive(._setSpeed, times: 1, with: [theValue(2.0)]))
  expect(engine).to(receive(._turnOn))
  _ = engine.invocations.filter { $0.methodID == MockEngine.MockMethod._setSpeed.rawValue }
}
