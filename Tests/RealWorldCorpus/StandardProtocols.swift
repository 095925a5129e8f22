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

/// Refines `Sequence` with a fixed element: `makeIterator()` is a mock member, empty unstubbed.
public protocol Deck: Sequence where Element == Int {
  /// Shuffles the deck.
  func shuffle()
}

/// Refines `Sequence` with its element tied to an associated type of its own.
public protocol Playlist: Sequence {
  /// The track type, which is the element.
  associatedtype Track where Track == Element
  /// Adds a track.
  func add(_ track: Track)
}

/// Refines `IteratorProtocol`: `next()` is a mock member, `nil` unstubbed.
public protocol LineReader: IteratorProtocol where Element == String {}

/// Refines `AsyncSequence`: `makeAsyncIterator()` returns a stream's iterator, empty unstubbed.
public protocol Ticks: AsyncSequence where Element == Int {
  /// The interval between ticks, in seconds.
  var interval: Double { get }
}

/// Refines `AsyncSequence` and never fails: its iterator is an `AsyncStream`'s.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
public protocol Pulses: AsyncSequence where Element == Int, Failure == Never {}

/// Refines `AsyncIteratorProtocol`: `next()` is an async throwing mock member.
public protocol TickReader: AsyncIteratorProtocol where Element == Int {}

/// Refines `CaseIterable` and `Equatable`, as swift-argument-parser's `EnumerableFlag` does.
public protocol Mode: CaseIterable, Equatable {
  /// The name of a mode.
  static func name(for mode: Self) -> String
}

/// Refines `RawRepresentable` with a fixed raw value, as swift-log's attributes do.
public protocol StatusCode: RawRepresentable, Sendable where RawValue == Int {}

/// Refines `SerialExecutor`: an unstubbed `enqueue(_:)` runs the job at once.
public protocol JobRunner: SerialExecutor {
  /// Runs what is left.
  func drain()
  /// The executor jobs run on, as swift-nio's `EventLoop` has.
  var executor: any SerialExecutor { get }
}

/// Refines `Executor` alone: `enqueue(_:)` logs the job.
public protocol JobSink: Executor {}

/// Returns an executor, as swift-nio's `EventLoop` does: unstubbed, one that runs jobs at once.
public protocol Scheduler: Sendable {
  /// The executor of the scheduler.
  var executor: any SerialExecutor { get }
  /// Any executor.
  var anyExecutor: any Executor { get }
}
