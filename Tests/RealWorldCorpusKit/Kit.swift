// Protocols and types that RealWorldCorpus builds on from another target of the package, so
// that mocksix-gen must read this target's symbol graph too.

/// An event that handlers receive.
public struct Event: Codable, Equatable, Sendable {
  /// The name of the event.
  public var name: String

  /// Creates an event.
  public init(name: String) {
    self.name = name
  }
}

/// A handler of events, which protocols of RealWorldCorpus refine and restate.
public protocol Handler {
  /// Handles an event; returns whether it was handled.
  func handle(_ event: Event) -> Bool
  /// The handler's name.
  var handlerName: String { get }
}

/// A stored model, which an associated type of RealWorldCorpus is constrained to.
public protocol Model {
  /// The model's identifier.
  var id: String { get }
}

/// A span of a trace, which RealWorldCorpus names both as an associated type and an existential.
public protocol Span: AnyObject, Sendable {
  /// Ends the span.
  func end()
}

/// The core of a channel: public, but named with `_` as an implementation detail.
public protocol _ChannelCore {
  /// Flushes pending writes.
  func _flush()
}

/// A view that protocols of RealWorldCorpus require their adopters to subclass.
open class View {
  /// The view's frame width.
  public let width: Int

  /// Creates a view.
  public init(width: Int = 0) {
    self.width = width
  }
}

/// A level of detail, with no payloads, that is neither Codable nor CaseIterable.
public enum Detail: Sendable {
  /// Little detail.
  case low
  /// Much detail.
  case high
}

/// A child process, whose name Foundation declares too.
public final class Process: Sendable {
  /// Where a process's output goes.
  public enum OutputRedirection: Equatable, Sendable {
    /// The output is dropped.
    case none
    /// The output is collected.
    case collect
  }

  /// Creates a process.
  public init() {}
}

/// A class whose `init()` the subclasses of RealWorldCorpus inherit, from this other module.
open class Component: @unchecked Sendable {
  /// Creates a component.
  public init() {}
}
