import MockSix
import MockSixMatchers

// Control: the typed spellings that must compile, so that each case fails for its own reason.
func compiles() {
  api.stub(.save, andReturn: true)
  api.stub(.save) { name, count in count > 0 }
  api.stub(.save, withBlock: { name, count in name.isEmpty && count > 0 })
  api.stub(.save, with: theValue("a"), any(), andReturn: false)
  api.stub(.forecast, andReturn: nil)
  api.stub(.load, andReturn: Forecast(city: "Oslo"))
  api.stub(.load) { city in Forecast(city: city) }
  fetch.stub(.call, andReturn: Forecast(city: "Oslo"))
  expect(api).to(receive(.save, with: theValue("a"), any()))
  expect(fetch).to(receive(.call, with: theValue(1)))
  let saves: [(String, Int)] = api.calls(of: .save)
  _ = saves
  // The MockSix spelling compiles for every mock and checks at run time.
  api.stub(.load, andReturn: ["cityName": "Oslo"])
  expect(api).to(receive(.save, with: [theValue(1), any()]))
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
