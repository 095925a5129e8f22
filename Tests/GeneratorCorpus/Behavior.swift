// Protocols whose mocks behave like hand-written ones: properties that remember what was set,
// child mocks that stay the same, and members that return the mock itself.

/// How much a logger says.
public enum Verbosity: Equatable, Sendable {
  case quiet
  case loud
}

/// A receiver of a source's events, set as a delegate.
public protocol SourceDelegate: AnyObject {
  func sourceDidChange()
}

/// A handler with settable properties and a subscript, as swift-log's `LogHandler` has.
public protocol Handler {
  var verbosity: Verbosity { get set }
  var label: String { get set }
  var delegate: (any SourceDelegate)? { get set }
  subscript(metadataKey key: String) -> String? { get set }
  subscript(position position: Int) -> Verbosity { get set }
}

/// A loop that a channel runs on.
public protocol Loop {
  var isCurrent: Bool { get }
  func next() -> any Loop
}

/// A channel whose loop is a child mock that stays the same.
public protocol Channel {
  var loop: any Loop { get }
  func makeLoop(named name: String) -> any Loop
  var parent: (any Channel)? { get }
}

/// A client with a fluent API that returns itself.
public protocol Client {
  func delegating(to other: any Client) -> any Client
  func logging(_ verbosity: Verbosity) -> any Client
  func send(_ path: String) -> Int
}

// Repros of mocks that did not compile.

/// A generic class that a protocol requires with arguments.
open class GenericBase<Value> {
  public init() {}
}

/// A protocol that requires a subclass of a generic class with its arguments.
public protocol BoolBased: GenericBase<Bool> {
  func flag() -> Bool
}

/// A main-actor protocol refining Identifiable, whose `id` the mock must make nonisolated.
@MainActor public protocol Tab: Identifiable {
  var id: String { get }
  var title: String { get }
}

/// Implicitly unwrapped results, which the mock must spell with `!`.
public protocol Unwrapping {
  func count() -> Int!
  var total: Int! { get }
}

/// A tracer that takes its context as an autoclosure, as swift-distributed-tracing's does.
public protocol ContextTracer {
  func startSpan(_ name: String, context: @autoclosure () -> String) -> Int
  func record(_ message: @autoclosure () -> String)
}

/// A protocol with `inout` arguments, which a stub's result writes.
public protocol Accumulating {
  func bump(_ value: inout Int)
  func fill(_ buffer: inout [UInt8], count: Int) throws
  func swap(_ first: inout Int, _ second: inout Int)
}

/// An error without a payload.
public enum SaveError: Error {
  case full
}

/// Results whose success the mock writes, so that an unstubbed call succeeds.
public protocol Saving {
  func save() -> Result<Void, SaveError>
  func count() -> Result<Int, SaveError>
}

/// A protocol deprecated for a language version, whose attribute the mock copies.
@available(swift, deprecated: 5.6, message: "Use Modern instead.")
public protocol LegacyVersioned {
  func run()
}

/// Settable properties whose types need parentheses before `.self`: functions, compositions and
/// an associated type fixed to a function.
public protocol Callbacks {
  associatedtype Transform
  var onChange: ((Int) -> Void)? { get set }
  var handlers: [(Int) -> Void] { get set }
  var describers: [any CustomStringConvertible & Sendable] { get set }
  var transform: Transform { get set }
}

/// Callbacks whose transform is fixed to a function type.
public protocol StringCallbacks: Callbacks where Transform == (String) -> String {}
