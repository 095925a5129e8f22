/// The test that a mock belongs to, for failures its calls raise where no test is current.
///
/// A mock belongs to the Swift Testing test case, and the `FailureRecorder`, current where it
/// was first used, or to the XCTest test case running then. A failure raised off that test's
/// task (in a detached task, on another thread, in a callback) goes to the recorder if there is
/// one; else it is kept for a test case that runs with the `.mockSix` trait, recorded at once
/// (naming the test) for one that does not, and named in XCTest's report.
package struct MockOwner: Sendable {
  /// The Swift Testing test case that first used the mock, if any.
  var scope: TestScope?
  /// Whether that test runs with the `.mockSix` trait.
  var hasTrait = false
  /// The recorder that took the failures of the task that first used the mock, if any.
  var recorder: FailureRecorder?
  /// The XCTest test case running when the mock was first used, by name, if known.
  var xcTestName: String?
}
