internal import Foundation
import MockSix

/// What interaction snapshots read from outside the test: the environment, and the folder that
/// holds `__Snapshots__`.
///
/// Tests of MockSix put settings of their own in place for a task with `withValue`, so that they
/// record into a temporary folder and set `MOCKSIX_RECORD` and `CI` without touching the
/// process's environment, which parallel tests share.
struct SnapshotSettings: Sendable {
  /// The environment variables, `MOCKSIX_RECORD` and `CI` among them.
  var environment: [String: String]
  /// The folder that holds `__Snapshots__` instead of the test file's folder, if any.
  var directory: URL?

  @TaskLocal static var override: SnapshotSettings?

  /// The settings in place: the override, else the process's environment.
  static var current: SnapshotSettings {
    override ?? SnapshotSettings(environment: ProcessInfo.processInfo.environment)
  }

  /// Runs `body` with these settings in place of the process's.
  func withValue<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$override.withValue(self, operation: body)
  }

  /// Decides how an assertion records: its `record:` parameter, else `MOCKSIX_RECORD`, else
  /// `missing`; and whether it may write at all.
  ///
  /// - Parameter parameter: The assertion's `record:` argument.
  /// - Throws: The failure for a `MOCKSIX_RECORD` that names no mode.
  func recordPolicy(_ parameter: SnapshotRecording?) throws(SnapshotFailure) -> RecordPolicy {
    let variable = environment["MOCKSIX_RECORD"].flatMap { $0.isEmpty ? nil : $0 }
    var fromVariable: SnapshotRecording?
    if let variable {
      guard let mode = SnapshotRecording(rawValue: variable) else {
        throw SnapshotFailure(
          expected: "MOCKSIX_RECORD to be missing, all, failed or never",
          actual: describeArgument(variable))
      }
      fromVariable = mode
    }
    let mode = parameter ?? fromVariable ?? .missing
    let source =
      parameter.map { "record: .\($0.rawValue)" }
      ?? variable.map { "MOCKSIX_RECORD=\($0)" } ?? "record mode missing"
    let forbidden: String? =
      if fromVariable == .never {
        "MOCKSIX_RECORD=never"
      } else if variable == nil, let ci = environment["CI"],
        !["", "0", "false", "no"].contains(ci.lowercased())
      {
        "CI is set"
      } else if mode == .never {
        source
      } else {
        nil
      }
    return RecordPolicy(mode: mode, source: source, forbiddenBy: forbidden)
  }
}

/// How one assertion records its snapshot.
struct RecordPolicy {
  var mode: SnapshotRecording
  /// Where the mode comes from, for messages: `record: .all`, `MOCKSIX_RECORD=all`.
  var source: String
  /// Why nothing may be written, for messages (`CI is set`), or `nil` when writing is allowed.
  var forbiddenBy: String?
}

/// A failed snapshot assertion's message, thrown from the step that found the failure.
struct SnapshotFailure: Error {
  var expected: String
  var actual: String
  var details: [String] = []

  /// The message's parts, as every matcher renders them.
  var message: MockMatchResult.Message {
    MockMatchResult.Message(expected: expected, actual: actual, details: details)
  }
}
