import MockSix

// The shape a generated mock with typed method IDs has: the `MockMethod` enum as before, one
// typed ID per method and accessor in an extension of `TypedMethod` constrained to the mock,
// and each member forwarded to the registration that takes the typed ID.

struct TypedForecast: Equatable, Sendable {
  var city: String
  var celsius: Int
}

enum TypedLoadError: Error, Equatable {
  case offline
}

protocol TypedWeatherAPI {
  func load(city: String) async throws -> TypedForecast
  func save(name: String, count: Int) -> Bool
  func cached(city: String) -> TypedForecast?
  func refresh() throws(TypedLoadError)
  var units: String { get set }
}

final class TypedWeatherAPIMock: TypedWeatherAPI, Mock {
  enum MockMethod: Int {
    case _load
    case _save
    case _cached
    case _refresh
    case _units
    case _setUnits
  }

  func load(city: String) async throws -> TypedForecast {
    try await registerAsyncThrowingInvocation(._load, args: city)
  }

  func save(name: String, count: Int) -> Bool {
    registerInvocation(._save, args: name, count)
  }

  func cached(city: String) -> TypedForecast? {
    registerInvocation(._cached, args: city)
  }

  func refresh() throws(TypedLoadError) {
    try registerThrowingInvocation(._refresh, errorType: TypedLoadError.self)
  }

  var units: String {
    get { registerInvocation(._units) }
    set { registerInvocation(._setUnits, args: newValue) }
  }
}

extension TypedMethod where M == TypedWeatherAPIMock {
  static var load: TypedMethod<TypedWeatherAPIMock, String, TypedForecast> { .init(._load) }
  static var save: TypedMethod<TypedWeatherAPIMock, (String, Int), Bool> { .init(._save) }
  static var cached: TypedMethod<TypedWeatherAPIMock, String, TypedForecast?> { .init(._cached) }
  static var refresh: TypedMethod<TypedWeatherAPIMock, Void, Void> { .init(._refresh) }
  static var units: TypedMethod<TypedWeatherAPIMock, Void, String> { .init(._units) }
  static var setUnits: TypedMethod<TypedWeatherAPIMock, String, Void> { .init(._setUnits) }
}

/// A hand-written mock in MockSix 0.2's shape, registering with `args: Any?...`.
final class UntypedWeatherMock: Mock {
  enum MockMethod: Int {
    case save
    case load
  }

  func save(name: String, count: Int) -> Bool {
    registerInvocation(for: .save, args: name, count, andReturn: false)
  }

  func load(city: String) async throws -> TypedForecast? {
    try await registerAsyncThrowingInvocation(for: .load, args: city, andReturn: nil)
  }
}
