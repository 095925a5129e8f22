/// Where strict mode was turned on for a mock, where its unstubbed calls are reported, and which
/// of them it reports.
final class StrictMode: Sendable {
  /// Where `enableStrictMode()` was called; `nil` for the `.mockSix(strict:)` trait.
  let location: FailureLocation?
  /// Whether an unstubbed call that returns nothing passes (`Strictness.exceptVoid`).
  let exceptsVoid: Bool

  /// Strict mode for `strictness`, or `nil` when it is `.off`.
  init?(_ strictness: Strictness, at location: FailureLocation?) {
    guard strictness != .off else { return nil }
    self.location = location
    exceptsVoid = strictness == .exceptVoid
  }

  /// Whether an unstubbed call that returns `resultType` is a failure.
  func fails(resultType: Any.Type) -> Bool {
    !(exceptsVoid && resultType == Void.self)
  }
}
