internal import Testing

/// The Swift Testing test case a mock belongs to, for `resetMockSix()` in parallel tests.
///
/// A mock belongs to the test case that first uses it. Cases of a parameterized test share a
/// test ID, so they are told apart by their arguments.
package struct TestScope: Hashable, Sendable {
  var id: Test.ID
  var testCase: String?
  /// The test's name, such as `payingStartsATransfer()`.
  var name: String
  /// Where the test is declared, where failures that have no line of their own are reported.
  var sourceLocation: SourceLocation

  /// The scope of the Swift Testing test case running in the current task, if any.
  static var current: TestScope? {
    guard let test = Test.current else { return nil }
    let testCase = Test.Case.current.flatMap { $0.isParameterized ? String(describing: $0) : nil }
    return TestScope(
      id: test.id, testCase: testCase, name: test.name, sourceLocation: test.sourceLocation)
  }

  /// The test case for messages, such as `payingStartsATransfer() (CheckoutTests.swift:12)`,
  /// or `a case of pays(amount:) (CheckoutTests.swift:20)` for a parameterized test.
  // NB: Swift Testing does not show a case's arguments; its description is its internals.
  var test: String {
    let of = testCase == nil ? "" : "a case of "
    return "\(of)\(name) (\(sourceLocation.fileName):\(sourceLocation.line))"
  }
}
