internal import Testing

/// The Swift Testing test case a mock belongs to, for `resetMockSix()` in parallel tests.
///
/// A mock belongs to the test case that first uses it. Cases of a parameterized test share a
/// test ID, so they are told apart by their arguments.
package struct TestScope: Hashable, Sendable {
  var test: String
  var testCase: String?

  /// The scope of the Swift Testing test case running in the current task, if any.
  static var current: TestScope? {
    guard let test = Test.current else { return nil }
    let testCase = Test.Case.current.flatMap { $0.isParameterized ? String(describing: $0) : nil }
    return TestScope(test: String(describing: test.id), testCase: testCase)
  }
}
