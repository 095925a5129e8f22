/// The defaults of types you do not own, for every mock in the test process.
///
/// A type of another module cannot always conform to `MockDefault`: an existential such as
/// `any Cancellable` cannot conform to anything. Set its default once, for example in a
/// suite's `init` or a `static let` that your tests touch, and every unstubbed call returning
/// exactly that type gets a new value from the closure:
///
/// ```swift
/// MockSixDefaults.set(for: (any Cancellable).self) { AnyCancellable {} }
/// MockSixDefaults.set(for: AnyPublisher<[Item], any Error>.self) { Empty().eraseToAnyPublisher() }
/// MockSixDefaults.set(for: SignalProducer<User, APIError>.self) { .empty }
/// MockSixDefaults.set(for: EventLoopFuture<Void>.self) { eventLoop.makeSucceededVoidFuture() }
/// ```
///
/// For a generic type of another module, one conditional conformance covers every
/// specialization instead: `extension SignalProducer: @retroactive MockDefault { … }`. A mock's
/// own `setDefault(_:)` and a type's `MockDefault` value come first.
public enum MockSixDefaults {
  /// Makes a closure the default of every unstubbed call that returns exactly the given type.
  ///
  /// - Parameters:
  ///   - type: The result type; inferred from `make` when omitted.
  ///   - make: Makes the value, anew for each call.
  public static func set<T>(for type: T.Type = T.self, _ make: @escaping @Sendable () -> T) {
    let key = ObjectIdentifier(T.self)
    defaults.withLock { $0[key] = { make() } }
  }

  /// Forgets the default set for a type, so that its calls answer as before.
  ///
  /// - Parameter type: The result type whose default is forgotten.
  public static func remove<T>(for type: T.Type) {
    let key = ObjectIdentifier(T.self)
    defaults.withLock { _ = $0.removeValue(forKey: key) }
  }

  /// The default set for `type`, made now; `nil` when none is set.
  static func value<T>(for type: T.Type) -> T? {
    let key = ObjectIdentifier(T.self)
    guard let make = defaults.withLock({ $0.isEmpty ? nil : $0[key] }) else { return nil }
    return make() as? T
  }

  private static let defaults = Locked<[ObjectIdentifier: @Sendable () -> Any]>([:])
}
