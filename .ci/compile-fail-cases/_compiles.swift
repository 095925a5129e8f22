import MockSix
import MockSixMatchers

// Control: the spellings on typed IDs written by hand that must compile, so that each case fails
// for its own reason.
func compiles() {
  api.stub(.save, andReturn: true)
  api.stub(.save) { name, count in count > 0 }
  api.stub(.save, withBlock: { name, count in name.isEmpty && count > 0 })
  api.stub(.save, with: theValue("a"), any(), andReturn: false)
  api.stub(.save, with: theValue("a"), .greaterThan(1)) { _, count in count > 2 }
  api.stub(.save, when: { name, _ in name.isEmpty }, andReturn: false)
  api.stub(.save, andReturn: true, times: 1, afterwardsReturn: false)
  api.stub(.save, andReturnValues: [true, false])
  api.stub(.forecast, andReturn: nil)
  api.stub(.load, andReturn: Forecast(city: "Oslo"))
  api.stub(.load) { city in Forecast(city: city) }
  api.stub(.load) { city async in Forecast(city: city) }
  api.stub(.load, with: theValue("Oslo")) { city in Forecast(city: city) }
  api.stub(.load, andThrow: CancellationError())
  api.unstub(.save)
  fetch.stub(.call, andReturn: Forecast(city: "Oslo"))
  expect(api).to(receive(.save, with: theValue("a"), any()))
  expect(api).to(receive(.save, times: 1, with: theValue("a"), .passing { $0 > 0 }))
  expect(api).to(receive(.load, with: theValue("Oslo")))
  expect(api).to(receive(.load, atLeastTimes: 1))
  expect(fetch).to(receive(.call, with: theValue(1)))
  expect(logger).to(receive(.log, with: theValue(.warning), .passing { $0.isEmpty }))
  logger.stub(.log, with: theValue(.info), any(), andReturn: ())
  expectInOrder([call(api, .load), call(api, .save, with: theValue("a"), any())])
  let saves: [(String, Int)] = api.calls(of: .save)
  _ = saves
  _ = api.invocations(of: .save)
  // The escape hatch: the untyped case behind a typed ID, checked at run time.
  api.stub(._load, andReturn: ["cityName": "Oslo"])
  api.stub(._save) { (args: [Any?]) in args.isEmpty }
  expect(api).to(receive(._save, with: [theValue(1), any()]))
}

// An actor mock is stubbed, set up and read without `await`: its calls and stubs live in
// MockSix's store, not in the actor, so none of this waits for the actor. The control compiles
// with warnings as errors, so an `await` here ("no 'async' operations occur within 'await'
// expression") fails it as surely as a missing one would.
func compilesOnAnActorMock() async {
  let counter = CounterMock()
  counter.stub(.increment, andReturn: 1)
  counter.stub(.increment, andReturn: 2)
  counter.stub(.increment) { step in step + 1 }
  counter.setDefault(0)
  _ = await counter.increment(by: 1)
  expect(counter).to(receive(.increment, with: theValue(1)))
  _ = counter.invocations
  counter.unstub(.increment)
  counter.resetMock()
}

@MainActor func compilesOnAnActorMockFromTheMainActor() async {
  let counter = CounterMock()
  counter.stub(.increment, andReturn: 2)
  _ = await counter.increment(by: 1)
  expect(counter).to(receive(.increment))
}
