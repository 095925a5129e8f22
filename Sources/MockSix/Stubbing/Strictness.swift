/// Which unstubbed calls of a strict mock fail their test.
///
/// ```swift
/// limiter.enableStrictMode(.exceptVoid)
/// _ = limiter.allow("ada")  // fails: expected a stub for MockRateLimiter.allow(_:), got none
/// limiter.record("ada")     // returns nothing, so it needs no stub
///
/// @Suite(.mockSix(strict: .exceptVoid)) struct CheckoutTests { … }
/// ```
///
/// Without strict mode, an unstubbed call answers from the mock's defaults: an unstubbed `Bool`
/// is `false`, a made-up value the test never asked for. `.exceptVoid` is the relaxed middle
/// (Mockable calls it `relaxedVoid`): a call that must produce a value fails its test, and a call
/// that returns nothing (`Void`, also when it throws or is async) does not. `true` and `false`
/// stand for `.all` and `.off`, so `strict: true` reads as it always did.
public enum Strictness: Sendable, Hashable, ExpressibleByBooleanLiteral {
  /// No unstubbed call fails: each answers from the mock's defaults.
  case off
  /// An unstubbed call that returns a value fails its test; one that returns nothing does not.
  case exceptVoid
  /// Every unstubbed call fails its test, calls that return nothing included.
  case all

  /// Makes `.all` of `true` and `.off` of `false`.
  ///
  /// - Parameter value: Whether every unstubbed call fails its test.
  public init(booleanLiteral value: Bool) {
    self = value ? .all : .off
  }
}
