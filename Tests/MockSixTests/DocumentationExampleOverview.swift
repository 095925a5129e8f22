// MockSix.md, Overview: the landing page's example, verbatim.

import MockSix
import Testing

protocol Thermometer {
  func temperature(in city: String) -> Double
}

final class MockThermometer: Thermometer, Mock {
  enum Methods: Int {
    case temperature
  }
  typealias MockMethod = Methods

  func temperature(in city: String) -> Double {
    registerInvocation(for: .temperature, args: city, andReturn: 0)
  }
}

@Test func readsTheTemperature() {
  let thermometer = MockThermometer()
  thermometer.stub(.temperature, andReturn: 21.5)

  #expect(thermometer.temperature(in: "Oslo") == 21.5)
  #expect(thermometer.invocations(of: .temperature).count == 1)
  #expect(thermometer.invocations[0].argument(0, as: String.self) == "Oslo")
}
