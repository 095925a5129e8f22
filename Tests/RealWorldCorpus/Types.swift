// Failure classes 6, 9 and 10: nested optionals, fixed associated types and result builders,
// and parameters that cannot be copied into the log.

/// Class 6: nested optionals, which warn unless passed as `Any?` explicitly.
public protocol Settings {
  /// A flag that may be unset, or set to nil.
  func flag(_ key: String) -> Bool??
  /// Sets a flag at three levels of optionality.
  func set(_ value: Bool???, for key: String)
  /// Sets a handler that may be absent at two levels.
  func onChange(_ handler: (() -> Void)??)
}

/// Class 9: a stream with associated types that a child fixes.
public protocol Stream {
  /// The error the stream fails with.
  associatedtype Failure: Error
  /// The element of the stream.
  associatedtype Element
  /// The elements, as a sequence.
  associatedtype Elements: Sequence where Elements.Element == Element
  /// All elements so far.
  var elements: Elements { get }
  /// Fails the stream.
  func fail(_ error: Failure)
}

/// Class 9: fixes `Failure` to `Never` and `Element` to `Int`, leaving `Elements` open.
public protocol CountingStream: Stream where Failure == Never, Element == Int {
  /// The number of elements.
  func count() -> Int
}

/// Class 9: a result builder with generic arguments, which a mock must not copy.
@resultBuilder
public enum ClauseBuilder<Row, Column> {
  /// Builds clauses from parts.
  public static func buildBlock(_ parts: String...) -> [String] {
    parts
  }
}

/// Class 9: requirements with result builder attributes.
public protocol Query {
  /// The clauses of the query.
  @ClauseBuilder<Int, String>
  var clauses: [String] { get }
  /// Builds a query from clauses.
  func build(@ClauseBuilder<Int, String> _ content: () -> [String]) -> String
}

/// Class 10: a value that cannot be copied.
public struct Ticket: ~Copyable {
  /// The ticket's number.
  public let number: Int

  /// Creates a ticket.
  public init(number: Int) {
    self.number = number
  }
}

/// Class 10: parameters that are consumed, borrowed or generic over noncopyable types.
public protocol Turnstile {
  /// Takes a ticket.
  func admit(_ ticket: consuming Ticket) -> Bool
  /// Looks at a ticket.
  func inspect(_ ticket: borrowing Ticket)
  /// Looks at any value, copyable or not.
  func weigh<T: ~Copyable>(_ value: borrowing T) -> Int
  /// Records a visitor, whose copyable arguments are borrowed and consumed.
  func record(_ name: borrowing String, visits: consuming Int)
}

/// Class 10: an executor's `enqueue(_:)`, which consumes a job.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
public protocol JobQueue: Sendable {
  /// Enqueues a job.
  func enqueue(_ job: consuming ExecutorJob)
}
