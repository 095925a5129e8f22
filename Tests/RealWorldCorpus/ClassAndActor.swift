// Classes 11 and 12: protocols that require a class, and protocols that require an actor.

public import RealWorldCorpusKit

/// Class 11: requires a subclass of the other target's open class `View`.
public protocol ViewDelegate: View {
  /// Lays the view out; returns the number of subviews placed.
  func layout() -> Int
  /// The delegate's title.
  var title: String { get set }
}

/// A class of this module, not final, with an initializer that needs an argument.
public class Controller {
  /// The controller's name.
  public let name: String

  /// Creates a controller.
  public init(name: String) {
    self.name = name
  }
}

/// Class 11: requires a subclass of this module's non-open class, through `AnyObject &`.
public protocol ControllerDelegate: AnyObject & Controller {
  /// Called when the controller appears.
  func didAppear(animated: Bool)
}

/// Class 12: requires an actor.
public protocol Counter: Actor {
  /// Adds to the count; returns the new count.
  func increment(by step: Int) -> Int
  /// The current count.
  var count: Int { get }
  /// The counter's name, readable from anywhere.
  nonisolated var name: String { get }
}

/// A parent without isolation, whose synchronous requirements an actor meets nonisolated.
public protocol Describing {
  /// Describes the value.
  func describe() -> String
  /// Describes the value, asynchronously.
  func describeLater() async -> String
}

/// Class 12: an actor protocol that refines a protocol without isolation.
public protocol Ledger: Actor, Describing {
  /// Records an amount.
  func record(_ amount: Double) async throws
}
