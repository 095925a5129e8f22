// The mock every case compiles against: typed method IDs written by hand, whose cases are named
// with an underscore as a generated mock's are, so that `.save` names only the typed ID.
import MockSix
import MockSixMatchers

struct Forecast: Equatable, Sendable {
  var city: String
}

protocol WeatherAPI {
  func load(city: String) async throws -> Forecast
  func save(name: String, count: Int) -> Bool
  func forecast(city: String) -> Forecast?
}

final class WeatherAPIMock: WeatherAPI, Mock, Sendable {
  enum MockMethod: Int {
    case _load
    case _save
    case _forecast
  }

  func load(city: String) async throws -> Forecast {
    try await registerAsyncThrowingInvocation(._load, args: city)
  }

  func save(name: String, count: Int) -> Bool {
    registerInvocation(._save, args: name, count)
  }

  func forecast(city: String) -> Forecast? {
    registerInvocation(._forecast, args: city)
  }
}

extension TypedMethod where M == WeatherAPIMock {
  static var load: TypedMethod<WeatherAPIMock, String, Forecast> { .init(._load) }
  static var save: TypedMethod<WeatherAPIMock, (String, Int), Bool> { .init(._save) }
  static var forecast: TypedMethod<WeatherAPIMock, String, Forecast?> { .init(._forecast) }
}

let api = WeatherAPIMock()

enum Level: Equatable, Sendable {
  case info, warning
}

protocol Logger {
  func log(_ level: Level, _ message: String)
}

final class LoggerMock: Logger, Mock, Sendable {
  enum MockMethod: Int {
    case _log
  }

  func log(_ level: Level, _ message: String) {
    registerInvocation(._log, args: level, message)
  }
}

extension TypedMethod where M == LoggerMock {
  static var log: TypedMethod<LoggerMock, (Level, String), Void> { .init(._log) }
}

let logger = LoggerMock()
let fetch = FunctionMock<Int, Forecast>("fetch")

/// An actor mock as the generator writes one for a protocol that requires an actor.
protocol Counter: Actor {
  func increment(by step: Int) -> Int
}

actor CounterMock: Counter, Mock {
  enum Methods: Int {
    case _increment
  }

  typealias MockMethod = Methods

  init() {}

  func increment(by step: Int) -> Int {
    registerInvocation(._increment, args: step)
  }
}

extension TypedMethod where M == CounterMock {
  static var increment: TypedMethod<CounterMock, Int, Int> { .init(._increment) }
}
