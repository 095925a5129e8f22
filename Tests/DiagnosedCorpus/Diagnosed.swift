// Protocols that mocksix-gen cannot mock, each with the diagnostic it prints instead, and one it
// mocks with members that trap when called unstubbed. MockSixGeneratorTests checks every message
// against this module's symbol graph.

public import Foundation

/// Class 3: a parent with a property `name` of type `String`.
public protocol Named {
  /// The name.
  var name: String { get }
}

/// Class 3: a parent with a property `name` of type `Int`.
public protocol Numbered {
  /// The number, called name.
  var name: Int { get }
}

/// Class 3: no type can have both properties.
public protocol NamedAndNumbered: Named, Numbered {}

/// Class 9: ties an associated type back to the protocol itself.
public protocol KeyPair {
  /// The public half of the pair.
  associatedtype PublicKey: PublicKeyProtocol where PublicKey.Pair == Self
}

/// The public half of a key pair.
public protocol PublicKeyProtocol {
  /// The pair it belongs to.
  associatedtype Pair
}

/// A final class, which no mock can subclass.
public final class Sealed {
  /// Creates a sealed object.
  public init() {}
}

/// Class 11: requires a subclass of a final class.
public protocol SealedDelegate: Sealed {
  /// Called when sealed.
  func didSeal()
}

/// Class 11: requires a subclass of a class whose graph is not read.
public protocol Worker: Thread {
  /// Does the work.
  func work()
}

/// Class 13: refines a standard protocol whose requirements a mock does not write.
public protocol Deck: Collection where Element == Int {
  /// Shuffles the deck.
  func shuffle()
}

/// Class 12: refines `Actor` and is isolated to the main actor.
@MainActor
public protocol Screen: Actor {
  /// Draws the screen.
  func draw()
}

/// An associated type named like the mock's own `MockMethod`.
public protocol Dispatcher {
  /// The method type, which clashes with the mock's.
  associatedtype MockMethod
  /// Dispatches a method.
  func dispatch(_ method: MockMethod)
}

/// Class 10: returns a value that may be noncopyable.
public protocol Vending {
  /// Makes a value of any type.
  func vend<T: ~Copyable>() -> T
}

/// An opaque handle with no accessible way to make one.
public struct Handle: Sendable {
  let raw: Int
}

/// Mocked, with members that trap when called unstubbed, listed in the generator's summary.
public protocol Registry {
  /// A handle, which the mock cannot make.
  func handle(for name: String) -> Handle
  /// A value of a generic type, which the mock makes if the type has a default.
  func value<T>(for name: String) -> T
  /// A count, which the mock makes.
  func count() -> Int
}
