internal import Foundation
internal import Testing
internal import XCTest

/// Reports a failed expectation or a misuse of MockSix to the test framework that is running.
///
/// This is the one place that chooses where failures go: Swift Testing (`Issue.record`) when a
/// Swift Testing test is current, else XCTest (`XCTFail`) when an XCTest test is running, else
/// standard error. A `FailureRecorder` installed for the current task takes the failure instead,
/// so that the reporting itself can be tested.
///
/// A failure raised where no Swift Testing test is current (a detached task, another thread, a
/// callback) goes to the test that owns the mock, if `owner` names one: to its recorder, or else
/// it is kept in `PendingFailures` and reported in that test later, when the test uses one of its
/// mocks again or, with the `.mockSix` trait, at its end. Without the trait it is also recorded
/// at once for no test, naming the test, which fails the run even if the test never hears of it.
package func reportFailure(
  _ message: String, at location: FailureLocation?, owner: MockOwner? = nil
) {
  if let recorder = FailureRecorder.current {
    recorder.record(
      RecordedFailure(message: message, location: location, destination: .current))
    return
  }
  if Test.current != nil {
    PendingFailures.reportForCurrentTest()
    recordIssue(message, at: location)
    return
  }
  if let owner, let recorder = owner.recorder {
    let destination: FailureDestination = owner.scope != nil ? .swiftTesting : .current
    recorder.record(
      RecordedFailure(
        message: message, location: location, destination: destination, wasPending: true))
    return
  }
  if let owner, let scope = owner.scope {
    if !owner.hasTrait {
      // NB: Swift Testing records an issue raised where no test is current for no test, and
      //     fails the run; without the trait, nothing can tell when the test ends, so the test
      //     hears of it only when it uses one of its mocks again (kept below).
      recordIssue(
        message + "\n\n  Raised by a mock of \(scope.test) where no test was current (a "
          + "detached task, another thread or a callback), so it fails the run, and that test "
          + "only if it uses one of its mocks again; add the .mockSix trait to that test or its "
          + "suite to have it fail that test in any case.",
        at: location, orAt: scope.sourceLocation)
    }
    PendingFailures.keep(
      RecordedFailure(
        message: message, location: location, destination: .swiftTesting, wasPending: true,
        wasRecordedForTheRun: !owner.hasTrait),
      for: scope)
    return
  }
  switch FailureDestination.current {
  case .swiftTesting, .xcTest:
    XCTestTracker.fail(message, at: location, ownedBy: owner?.xcTestName)
  case .standardError:
    writeToStandardError(message, at: location)
  }
}

/// Reports something a test should know that does not fail it: a warning issue in Swift
/// Testing, at `location` or else the current test's declaration; standard error elsewhere.
func reportWarning(_ message: String, at location: FailureLocation? = nil) {
  if let recorder = FailureRecorder.current {
    recorder.record(
      RecordedFailure(
        message: message, location: location, destination: .current, isWarning: true))
  } else if Test.current != nil {
    recordIssue(message, at: location, severity: .warning)
  } else {
    writeToStandardError(message, at: location)
  }
}

/// Records `message` as an issue of the current Swift Testing test (or of none, off any test's
/// task), at the user's line: `location`, else `fallback`, else the current test's declaration.
///
/// An issue is never recorded at a line of MockSix, which is not the user's to open.
func recordIssue(
  _ message: String, at location: FailureLocation?, orAt fallback: SourceLocation? = nil,
  severity: Issue.Severity = .error
) {
  let sourceLocation =
    location.map {
      SourceLocation(
        fileID: "\($0.fileID)", filePath: "\($0.filePath)", line: Int($0.line),
        column: Int($0.column))
    } ?? fallback ?? Test.current?.sourceLocation
  if let sourceLocation {
    Issue.record(Comment(rawValue: message), severity: severity, sourceLocation: sourceLocation)
  } else {
    // NB: Only reached off every test's task with no line known: Swift Testing fails the run.
    Issue.record(Comment(rawValue: message), severity: severity)
  }
}

/// Writes a failure that no test can take to standard error, in the compiler's format.
func writeToStandardError(_ message: String, at location: FailureLocation?) {
  let place = location.map { "\($0.shortDescription): " } ?? ""
  FileHandle.standardError.write(Data("\(place)error: MockSix: \(message)\n".utf8))
}

/// The framework a failure is reported to.
package enum FailureDestination: Sendable, Equatable {
  case swiftTesting
  case xcTest
  case standardError

  /// The destination for a failure reported now, from the current task and thread.
  package static var current: FailureDestination {
    if Test.current != nil { return .swiftTesting }
    if XCTestTracker.isRunningTest { return .xcTest }
    return .standardError
  }
}

/// A collector that takes the failures reported in a task instead of the test framework.
///
/// Tests of MockSix use it to check a message and where it would have been reported.
package final class FailureRecorder: Sendable {
  @TaskLocal package static var current: FailureRecorder?

  private let failures = Locked<[RecordedFailure]>([])

  package init() {}

  /// The failures reported so far, oldest first.
  package var recorded: [RecordedFailure] {
    failures.withLock { $0 }
  }

  func record(_ failure: RecordedFailure) {
    failures.withLock { $0.append(failure) }
  }

  /// Runs `body` with failures going to a new recorder, and returns what it recorded.
  package static func recording(_ body: () throws -> Void) rethrows -> [RecordedFailure] {
    let recorder = FailureRecorder()
    try $current.withValue(recorder) { try body() }
    return recorder.recorded
  }

  /// Runs the asynchronous `body` with failures going to a new recorder, and returns them.
  package static func recording(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
  ) async rethrows -> [RecordedFailure] {
    let recorder = FailureRecorder()
    try await $current.withValue(recorder) { try await body() }
    return recorder.recorded
  }
}

/// A failure taken by a `FailureRecorder`.
package struct RecordedFailure: Sendable {
  package var message: String
  package var location: FailureLocation?
  package var destination: FailureDestination
  /// Whether the failure was raised where no test was current, and reached its test later.
  package var wasPending = false
  /// Whether it was reported as a warning, which does not fail the test.
  package var isWarning = false
  /// Whether a pending failure was also recorded at once for no test, which fails the run.
  package var wasRecordedForTheRun = false
}
