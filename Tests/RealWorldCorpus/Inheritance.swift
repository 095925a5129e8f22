// Failure classes 2, 4, 5, 8 and 13: requirements restated by a child, initializers of every
// failability, associated types from two parents, underscored requirements, and parents in
// another target.

public import Foundation
public import RealWorldCorpusKit

/// Class 2: a child of the other target's `Handler` that restates its requirement.
public protocol LoggingHandler: Handler {
  /// Handles an event, as `Handler` requires.
  func handle(_ event: Event) -> Bool
  /// Flushes the log.
  func flush()
}

/// Class 2: a parent that declares `reset()`.
public protocol Resettable {
  /// Resets the state.
  func reset()
}

/// Class 2: another parent that declares the same `reset()`.
public protocol Restartable {
  /// Resets the state.
  func reset()
  /// Starts again.
  func restart() async
}

/// Class 2: a protocol that inherits `reset()` from two parents.
public protocol Machine: Resettable, Restartable {}

/// Class 4: a protocol with a failable initializer.
public protocol FailableMaker {
  /// Makes an instance, or fails.
  init?()
}

/// Class 4: a protocol with a plain initializer.
public protocol PlainMaker {
  /// Makes an instance.
  init()
}

/// Class 4: a protocol with an implicitly unwrapped initializer.
public protocol ImplicitMaker {
  /// Makes an instance, implicitly unwrapped.
  init!()
}

/// Class 4: one plain `init()` of the mock satisfies all three initializers.
public protocol Maker: FailableMaker, PlainMaker, ImplicitMaker {
  /// Makes an instance with a name.
  init(name: String)
}

/// Class 5: a parent whose associated type `Element` must be sendable.
public protocol Source {
  /// The element produced.
  associatedtype Element: Sendable
  /// Produces an element.
  func next() -> Element?
}

/// Class 5: a parent whose associated type `Element` must be hashable.
public protocol Sink {
  /// The element consumed.
  associatedtype Element: Hashable
  /// Consumes an element.
  func push(_ element: Element)
}

/// Class 5: merges `Element` from both parents and keeps a default and a `where` clause.
public protocol Pipe: Source, Sink {
  /// The buffer of elements.
  associatedtype Buffer: Collection = [Element] where Buffer.Element == Element
  /// Drains the buffered elements.
  func drain() -> Buffer
}

/// Class 8: a protocol with an underscored parent from another target and underscored requirements.
public protocol Channel: _ChannelCore {
  /// The core of the channel.
  var _channelCore: Int { get }
  /// Writes bytes.
  func write(_ bytes: [UInt8])
}

/// Class 13: a protocol that refines a protocol of another target of the package.
public protocol EventRouter: Handler {
  /// Routes an event to a destination.
  func route(_ event: Event) -> String
}

/// Class 13: static requirements in a protocol with an associated type.
public protocol Factory {
  /// The product.
  associatedtype Product
  /// Makes a product.
  static func make() -> Product
  /// How many products were made.
  static var madeCount: Int { get }
}

/// A generic method whose parameter shares its name with an associated type; the mock renames it.
public protocol Converter {
  /// The type converted from.
  associatedtype T
  /// Converts a value of any type.
  func convert<T>(_ value: T) -> String
  /// Reads the source value.
  func source() -> T?
}

/// A task that reports its progress through Foundation's protocol, whose graph the plugin reads.
public protocol ProgressReportingTask: ProgressReporting {
  /// Starts the task.
  func start()
}

/// A file manager delegate with one more requirement.
public protocol CopyingDelegate: FileManagerDelegate {
  /// The number of files copied.
  var copiedCount: Int { get }
}

/// Bytes in one contiguous buffer, through Foundation's protocol.
public protocol ByteBuffer: ContiguousBytes {
  /// The number of bytes.
  var count: Int { get }
}

/// A class whose only initializer is a required one.
open class RequiredBase {
  /// The value the base was made with.
  public let value: Int

  /// Creates a base.
  public required init(value: Int) {
    self.value = value
  }
}

/// A protocol that requires the class with a required initializer.
public protocol RequiredBased: RequiredBase {
  /// Runs.
  func run() -> Int
}

/// A handler whose outbound type defaults to `Never`, as the channel handlers of servers do.
public protocol InboundHandler {
  /// What the handler reads.
  associatedtype InboundIn
  /// What the handler passes on; nothing by default.
  associatedtype InboundOut = Never
  /// Reads a value and returns what it passes on.
  func read(_ data: InboundIn) -> InboundOut?
}
