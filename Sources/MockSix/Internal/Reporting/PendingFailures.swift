internal import Foundation
internal import Testing

/// Failures raised where no test was current, kept for the Swift Testing test that owns the mock.
///
/// A detached task, a dispatch queue or a callback on another thread runs without
/// `Test.current`, so a failure raised there cannot be recorded as an issue of any test. It is
/// kept here with the test case that owns the mock, and reported in that test, once: when the
/// test next uses one of its mocks (stubs, reads, verifies or resets it; every matcher reads), when
/// it reports another failure, or at its end, where the `.mockSix` trait reports what is left.
/// Without the trait, the failure has also been recorded at once for no test, which fails the
/// run (`wasRecordedForTheRun`): then the test hears of it only if it uses a mock again, and a
/// failure still kept when the process exits is not written again. Any other failure still kept
/// then is written to standard error.
enum PendingFailures {
  private static let store = PendingStore()

  /// Keeps `failure` for the test case `owner`.
  static func keep(_ failure: RecordedFailure, for owner: TestScope) {
    store.keep(failure, for: owner)
  }

  /// Whether any failure is kept, for any test; cheap, so that reads of calls may ask it.
  static var isEmpty: Bool { store.isEmpty }

  /// Reports, as issues of the current Swift Testing test case, the failures kept for it.
  static func reportForCurrentTest() {
    guard !store.isEmpty, let scope = TestScope.current else { return }
    for failure in store.take(for: scope) {
      let alsoFailedTheRun =
        failure.wasRecordedForTheRun
        ? "; it also failed the run at once, where Swift Testing could pin it on no test" : ""
      recordIssue(
        failure.message + "\n\n  (raised where no test was current: a detached task, another "
          + "thread or a callback\(alsoFailedTheRun))",
        at: failure.location)
    }
  }
}

private final class PendingStore: Sendable {
  private struct Kept {
    var failures: [TestScope: [RecordedFailure]] = [:]
    var exitHandlerInstalled = false
  }

  private let kept = Locked(Kept())

  var isEmpty: Bool {
    kept.withLock { $0.failures.isEmpty }
  }

  func keep(_ failure: RecordedFailure, for owner: TestScope) {
    let install = kept.withLock { kept in
      kept.failures[owner, default: []].append(failure)
      defer { kept.exitHandlerInstalled = true }
      return !kept.exitHandlerInstalled
    }
    if install { atexit { PendingFailures.writeLeftoversToStandardError() } }
  }

  func take(for owner: TestScope) -> [RecordedFailure] {
    kept.withLock { $0.failures.removeValue(forKey: owner) ?? [] }
  }

  func takeAll() -> [RecordedFailure] {
    kept.withLock { kept in
      defer { kept.failures = [:] }
      return kept.failures.values.flatMap { $0 }
    }
  }
}

extension PendingFailures {
  /// Writes the failures no test reported, when the process exits.
  fileprivate static func writeLeftoversToStandardError() {
    for failure in store.takeAll() where !failure.wasRecordedForTheRun {
      writeToStandardError(failure.message, at: failure.location)
    }
  }
}
