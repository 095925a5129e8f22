// Class 14, continued: results the graph shows how to make other than by a plain initializer.

public import RealWorldCorpusKit

/// A stream made only by a static function, as RxSwift's `Observable<E>.empty()` is.
public final class Observable<Element>: Sendable {
  /// Whether the stream was made empty.
  public let isEmpty: Bool

  private init(isEmpty: Bool) {
    self.isEmpty = isEmpty
  }

  /// A stream that finishes at once.
  public static func empty() -> Observable<Element> { Observable(isEmpty: true) }
}

/// A promise made from a value of its generic parameter, as `Promise<Void>(value:)` is.
public struct Promise<Value: Sendable>: Sendable {
  /// The value the promise was made with.
  public let value: Value

  /// Makes a promise that holds a value.
  public init(value: Value) {
    self.value = value
  }
}

/// A publisher of a current value, made from its `Output`.
public final class CurrentValuePublisher<Output: Sendable, Failure: Error>: Sendable {
  /// The current value.
  public let value: Output

  /// Makes a publisher with a current value.
  public init(_ value: Output) {
    self.value = value
  }
}

/// A class that declares no initializer: it inherits `init()` from a class of another module.
public final class Gauge: Component, @unchecked Sendable {}

/// A struct whose values are static constants only.
public struct Spacing: Equatable, Sendable {
  /// The size of the spacing.
  public let size: Double

  private init(size: Double) {
    self.size = size
  }

  /// No spacing.
  public static let zero = Spacing(size: 0)
}

/// Results that a static function, a generic type's argument, an inherited initializer or a
/// static constant makes.
public protocol Factories {
  /// A stream made by a static function.
  func events() -> Observable<Int>
  /// A promise of nothing.
  func done() -> Promise<Void>
  /// A promise of a number.
  func count() -> Promise<Int>
  /// A publisher of a string.
  func title() -> CurrentValuePublisher<String, Never>
  /// A class that inherits its initializer.
  func gauge() -> Gauge
  /// A struct of static constants.
  func spacing() -> Spacing
}
