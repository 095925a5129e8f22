/// When an interaction snapshot is written: only when it is missing, always, when it differs, or never.
///
/// Set it for one assertion with `record:`, or for a whole run with the `MOCKSIX_RECORD`
/// environment variable, whose values are the names below:
///
/// ```sh
/// MOCKSIX_RECORD=all swift test --filter CheckoutTests
/// ```
///
/// The parameter wins over the variable. Without either, a missing snapshot is recorded
/// (``missing``). Where `CI` is set (and not `false` or `0`) and `MOCKSIX_RECORD` is not, and
/// wherever `MOCKSIX_RECORD=never`, nothing is written whatever the parameter says: a missing
/// snapshot fails without a file, so that a retried test cannot pass on a snapshot its first try
/// recorded.
///
/// Recording a snapshot always fails the test once, saying what it wrote; run it again to
/// compare against the file.
public struct SnapshotRecording: RawRepresentable, Hashable, Sendable {
  /// The name of the mode, as `MOCKSIX_RECORD` spells it: missing, all, failed or never.
  public let rawValue: String

  /// Creates a record mode from its name: missing, all, failed or never.
  ///
  /// - Parameter rawValue: The name of the mode.
  public init?(rawValue: String) {
    guard ["missing", "all", "failed", "never"].contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  private init(_ name: String) {
    rawValue = name
  }

  /// Records a snapshot that is missing, and compares the others; the default.
  public static let missing = SnapshotRecording("missing")

  /// Records every snapshot anew, whether it differs or not, and fails each assertion once.
  public static let all = SnapshotRecording("all")

  /// Records the snapshots that are missing or differ, showing the difference in the failure.
  public static let failed = SnapshotRecording("failed")

  /// Records nothing: a missing snapshot fails without a file; set it on CI.
  public static let never = SnapshotRecording("never")
}
