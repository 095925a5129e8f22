// Class 13: protocols that refine standard protocols, which mocks conform to by themselves.

public import Foundation

/// Refines `Identifiable`: a mock's identity is its `id`.
public protocol Entity: Identifiable {
  /// Renames the entity.
  func rename(to name: String)
}

/// Refines `Comparable`: mocks compare by the order they were made in.
public protocol Ranked: Comparable {
  /// The score.
  var score: Int { get }
}

/// Refines `Codable`: decoding makes a fresh mock, encoding records a call.
public protocol Document: Codable {
  /// The title.
  var title: String { get }
}

/// Refines `Encodable` alone.
public protocol Exportable: Encodable {
  /// The format.
  var format: String { get }
}

/// Refines `Decodable` alone.
public protocol Importable: Decodable {
  /// Checks the imported value.
  func validate() throws
}

/// Refines `Error` and `LocalizedError`: every requirement of those has a default.
public protocol ServiceError: LocalizedError {
  /// The status code.
  var code: Int { get }
}

/// Refines `CustomStringConvertible` and `Hashable`.
public protocol Token: CustomStringConvertible, Hashable, Sendable {
  /// Whether the token expired.
  var isExpired: Bool { get }
}

/// Refines `NSObjectProtocol`: the mock subclasses `NSObject`, which implements its requirements.
public protocol Observer: NSObjectProtocol {
  /// Observes a change.
  func observe(_ change: String)
}
