// Failure class 7: names and availability that are no reason to skip a protocol.

/// Class 7: a method named with an emoji is a method, not an operator, and a member that is
/// unavailable on one platform exists on the others.
public protocol Reactions {
  // swift-format-ignore: IdentifiersMustBeASCII
  /// Reacts with a pile of poo.
  func 💩() -> Int
  /// Vibrates, where there is a motor.
  @available(tvOS, unavailable)
  func vibrate()
  /// A requirement that is deprecated.
  @available(*, deprecated, message: "Use clap(times:)")
  func applaud()
  /// Claps.
  func clap(times: Int)
}
