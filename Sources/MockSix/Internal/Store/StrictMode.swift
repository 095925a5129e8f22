/// Where strict mode was turned on for a mock, where its unstubbed calls are reported.
final class StrictMode: Sendable {
  /// Where `enableStrictMode()` was called; `nil` for the `.mockSix(strict: true)` trait.
  let location: FailureLocation?

  init(_ location: FailureLocation?) {
    self.location = location
  }
}
