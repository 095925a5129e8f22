import MockSix

// A mock in the shape generated mocks with typed method IDs have, and a client of closures.

struct Spot: Equatable, Sendable, Codable {
  var city: String
}

enum SpotError: Error, Equatable {
  case unknown
}

protocol PlaceStore {
  func save(name: String, count: Int) -> Bool
  func load(city: String) async throws -> Spot
}

final class PlaceStoreMock: PlaceStore, Mock {
  enum MockMethod: Int {
    case _save
    case _load
  }

  func save(name: String, count: Int) -> Bool {
    registerInvocation(._save, args: name, count)
  }

  func load(city: String) async throws -> Spot {
    try await registerAsyncThrowingInvocation(._load, args: city)
  }
}

extension TypedMethod where M == PlaceStoreMock {
  static var save: TypedMethod<PlaceStoreMock, (String, Int), Bool> { .init(._save) }
  static var load: TypedMethod<PlaceStoreMock, String, Spot> { .init(._load) }
}

/// A dependency of closures, as swift-dependencies clients declare them.
struct PlaceClient: Sendable {
  var fetch: @Sendable (String) async throws -> Spot
  var log: @Sendable (String, Int) -> Void
  var validate: @Sendable (String) throws(SpotError) -> Bool
}

/// Code under test that takes the client.
struct PlaceModel {
  let client: PlaceClient

  func show(_ city: String) async -> String {
    do {
      guard try client.validate(city) else { return "invalid" }
      let place = try await client.fetch(city)
      client.log(place.city, 1)
      return place.city
    } catch {
      client.log(city, 0)
      return "error"
    }
  }
}
