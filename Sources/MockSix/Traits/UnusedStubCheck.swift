/// What the mockSix trait does when a stub of a test's mock answered no call by the test's end.
///
/// ```swift
/// @Suite(.mockSix) struct CheckoutTests { … }                        // a warning
/// @Suite(.mockSix(checkStubsUsed: true)) struct LoginTests { … }     // a failure
/// @Suite(.mockSix(checkStubsUsed: false)) struct SettingsTests { … } // nothing
/// ```
///
/// An unused stub often means the code under test took another path than the test thinks, or
/// that a stub's arguments or method are not the ones called. `true` and `false` stand for
/// `.failure` and `.off`.
public enum UnusedStubCheck: Sendable, Hashable, ExpressibleByBooleanLiteral {
  /// Unused stubs are not reported.
  case off
  /// Unused stubs are reported as a warning, which does not fail the test; the default.
  case warning
  /// Unused stubs fail the test.
  case failure

  /// Makes `.failure` of `true` and `.off` of `false`.
  ///
  /// - Parameter value: Whether an unused stub fails the test.
  public init(booleanLiteral value: Bool) {
    self = value ? .failure : .off
  }
}
