/// The test that a mock belongs to, for failures its calls raise where no test is current.
///
/// A mock belongs to the Swift Testing test case, and the `FailureRecorder`, current where it
/// was first used, or to the XCTest test case running then. A failure raised off that test's task (in a detached task, on another
/// thread, in a callback) goes to the recorder if there is one, else is kept for the test case.
package struct MockOwner: Sendable {
  /// The Swift Testing test case that first used the mock, if any.
  var scope: TestScope?
  /// The recorder that took the failures of the task that first used the mock, if any.
  var recorder: FailureRecorder?
  /// The XCTest test case running when the mock was first used, by name, if known.
  var xcTestName: String?

}
