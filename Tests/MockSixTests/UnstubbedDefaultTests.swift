import Foundation
import MockSix
import Testing

/// Issue #12's test package: a generated mock, nothing stubbed, every call answers.
@Suite struct UnstubbedDefaultTests {
  let weather = MockWeatherAPI()

  @Test func everyUnstubbedCallReturnsAValueAndReportsNothing() {
    let failures = FailureRecorder.recording(callEveryMemberUnstubbed)
    #expect(failures.isEmpty, "\(failures.map(\.message))")
    #expect(weather.invocations.count == 10)
  }

  /// Calls each member of the weather mock once unstubbed, and checks the made-up answers.
  private func callEveryMemberUnstubbed() {
    #expect(weather.condition(at: "Oslo") == .sunny)
    #expect(
      weather.forecast(for: "Oslo")
        == Forecast(
          location: Location(city: "", latitude: 0, longitude: 0), condition: .sunny, high: 0,
          low: 0, hourly: [], note: nil))
    #expect(weather.forecasts() == [])
    #expect(weather.radarURL() == URL(string: "https://example.com"))
    #expect(weather.updated() == Date(timeIntervalSinceReferenceDate: 0))
    #expect(weather.requestID().uuidString.hasPrefix("00000000-0000-0000-0000-"))
    #expect(weather.requestID() != weather.requestID())
    let oslo: Forecast = weather.forecast(for: "Oslo")
    let latest: Forecast? = try? weather.latest().get()
    let latestIsOslo = latest == oslo
    #expect(latestIsOslo)
  }

  @Test func stubsAndDefaultsStillComeFirst() {
    weather.stub(.condition, andReturn: Condition.rainy)
    weather.setDefault(URL(string: "https://example.org")!)
    #expect(weather.condition(at: "Oslo") == .rainy)
    #expect(weather.radarURL() == URL(string: "https://example.org"))
  }

  @Test func unstubbedCallOfATypeNothingCanMakeReportsAndTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MockOpaqueSource().make()
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("expected a stub or a default for MockOpaqueSource.make()"))
    #expect(
      output.contains(
        "cannot make MockSixTests.Opaque: it is neither MockDefault, CaseIterable, an enum "
          + "without payloads, Decodable, a Result of such types nor a struct whose stored "
          + "properties can be made"))
  }
}
