import Foundation
import MockSix

/// The weather models of a typical app, as in issue #12: an enum, nested structs, an error.
enum Condition: String, Codable, CaseIterable, Equatable, Sendable {
  case sunny, cloudy, rainy
}

struct Location: Codable, Equatable, Hashable, Sendable {
  var city: String
  var latitude: Double
  var longitude: Double
}

struct Forecast: Codable, Equatable, Sendable {
  var location: Location
  var condition: Condition
  var high: Int
  var low: Int
  var hourly: [Int]
  var note: String?
}

struct WeatherError: Error, Codable, Equatable {
  var code: Int
}

/// A payment whose `Codable` form is a string such as `card:4242`: the synthesizer's strings
/// never fit it, so it can only be made from a value passed with `using:`.
enum Payment: Codable, Equatable, Sendable {
  case card(last4: String)
  case cash

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    if text == "cash" {
      self = .cash
    } else if text.hasPrefix("card:"), text.count == 9 {
      self = .card(last4: String(text.dropFirst(5)))
    } else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a payment"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .card(let last4): try container.encode("card:\(last4)")
    case .cash: try container.encode("cash")
    }
  }
}

struct Order: Codable, Equatable, Sendable {
  var id: Int
  var items: [String]
  var payment: Payment
}

/// A user with a constant and a variable field.
struct Member: Codable, Equatable, Sendable {
  let id: UUID
  var name: String
  var email: String?
  var joined: Date
}

/// The protocol of issue #12's test package, and its mock as the generator writes it.
protocol WeatherAPI {
  func condition(at city: String) -> Condition
  func forecast(for city: String) -> Forecast
  func forecasts() -> [Forecast]
  func radarURL() -> URL
  func updated() -> Date
  func requestID() -> UUID
  func latest() -> Result<Forecast, WeatherError>
}

final class MockWeatherAPI: WeatherAPI, Mock, Sendable {
  enum Methods: Int {
    case condition, forecast, forecasts, radarURL, updated, requestID, latest
  }
  typealias MockMethod = Methods

  func condition(at city: String) -> Condition {
    registerInvocation(for: .condition, args: city)
  }
  func forecast(for city: String) -> Forecast {
    registerInvocation(for: .forecast, args: city)
  }
  func forecasts() -> [Forecast] {
    registerInvocation(for: .forecasts)
  }
  func radarURL() -> URL {
    registerInvocation(for: .radarURL)
  }
  func updated() -> Date {
    registerInvocation(for: .updated)
  }
  func requestID() -> UUID {
    registerInvocation(for: .requestID)
  }
  func latest() -> Result<Forecast, WeatherError> {
    registerInvocation(for: .latest)
  }
}
