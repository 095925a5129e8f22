import MockSix
import MockSixMatchers

// Control: the typed spellings that must compile, so that each case fails for its own reason.
func compiles() {
  api.stub(.save, returning: true)
  api.stub(.save) { name, count in count > 0 }
  api.stub(.save, answering: { name, count in name.isEmpty && count > 0 })
  api.stub(.save, with: theValue("a"), any(), returning: false)
  api.stub(.forecast, returning: nil)
  api.stub(.load, returning: Forecast(city: "Oslo"))
  api.stub(.load) { city in Forecast(city: city) }
  fetch.stub(.call, returning: Forecast(city: "Oslo"))
  expect(api).to(receive(.save, with: theValue("a"), any()))
  expect(fetch).to(receive(.call, with: theValue(1)))
  let saves: [(String, Int)] = api.calls(of: .save)
  _ = saves
  // The MockSix spelling compiles for every mock and checks at run time.
  api.stub(.load, andReturn: ["cityName": "Oslo"])
  expect(api).to(receive(.save, with: [theValue(1), any()]))
}
