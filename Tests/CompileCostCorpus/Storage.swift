// Storage: generic stores and sources, whose mocks are generic too.

public import Foundation

/// Stores entities by identifier.
public protocol Repository {
  /// The stored entity.
  associatedtype Entity: Codable & Sendable
  /// Finds an entity.
  func find(id: String) async throws -> Entity?
  /// Every entity.
  func all() async throws -> [Entity]
  /// Saves an entity.
  func save(_ entity: Entity, id: String) async throws
  /// Deletes an entity.
  func delete(id: String) async throws
}

/// Caches values by key in memory.
public protocol KeyValueCache {
  /// The key.
  associatedtype Key: Hashable
  /// The value.
  associatedtype Value
  /// A cached value.
  func value(forKey key: Key) -> Value?
  /// Caches a value.
  func setValue(_ value: Value, forKey key: Key)
  /// Removes a value.
  func removeValue(forKey key: Key)
  /// How many values are cached.
  func count() -> Int
}

/// Feeds items to a list screen, a page at a time.
public protocol PagedDataSource {
  /// The listed item.
  associatedtype Item: Equatable
  /// The items loaded so far.
  var items: [Item] { get }
  /// Whether more pages remain.
  var hasMore: Bool { get }
  /// Loads the first page.
  func reload() async throws
  /// Loads the next page.
  func loadMore() async throws
  /// The item at an index, if loaded.
  func item(at index: Int) -> Item?
}

/// Encodes and decodes values for storage.
public protocol Serializer {
  /// Encodes a value.
  func encode<T: Encodable>(_ value: T) throws -> Data
  /// Decodes a value.
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

/// A SQLite database.
public protocol DatabaseConnection: AnyObject {
  /// Whether the database is open.
  var isOpen: Bool { get }
  /// Opens the database.
  func open(path: String) throws
  /// Closes it.
  func close()
  /// Runs a statement.
  func execute(_ sql: String, arguments: [String]) throws
  /// Runs a query.
  func query(_ sql: String, arguments: [String]) throws -> [[String: String]]
  /// Runs work in a transaction.
  func transaction(_ work: () throws -> Void) throws
  /// The schema version.
  func schemaVersion() throws -> Int
}

/// Syncs local changes with the server.
public protocol SyncEngine {
  /// When the last sync finished.
  var lastSync: Date? { get }
  /// Syncs now.
  func sync() async throws
  /// Syncs later.
  func scheduleSync(after seconds: Double)
  /// The number of changes not yet sent.
  func pendingChanges() -> Int
  /// Resolves a conflict.
  func resolveConflict(localWins: Bool) async throws
}
