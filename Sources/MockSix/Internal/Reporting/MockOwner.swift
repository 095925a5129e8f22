/// The test that a mock belongs to, for failures its calls raise where no test is current.
///
/// A mock belongs to the Swift Testing test case, and the `FailureRecorder`, current where it
/// was first used. A failure raised off that test's task (in a detached task, on another
/// thread, in a callback) goes to the recorder if there is one, else is kept for the test case.
package struct MockOwner: Sendable {
  /// The Swift Testing test case that first used the mock, if any.
  var scope: TestScope?
  /// The recorder that took the failures of the task that first used the mock, if any.
  var recorder: FailureRecorder?

  /// The owner a mock gets when it is first used now; `nil` outside any test or recorder.
  static var current: MockOwner? {
    let scope = TestScope.current
    let recorder = FailureRecorder.current
    guard scope != nil || recorder != nil else { return nil }
    return MockOwner(scope: scope, recorder: recorder)
  }
}
