internal import Testing

/// The Swift Testing test case a mock belongs to, for `resetMockSix()` in parallel tests.
///
/// A mock belongs to the test case that first uses it. Cases of a parameterized test share a
/// test ID, so they are told apart by their arguments.
// NB: Only strings and integers, so that the store's state, which holds scopes, keeps a layout
//     fixed at compile time: Swift Testing's `Test.ID` and `SourceLocation` are resilient, and a
//     stored one would make each mock call look its layout up at run time.
package struct TestScope: Hashable, Sendable {
  /// The test's ID, as Swift Testing describes it.
  var id: String
  var testCase: String?
  /// The test's name, such as `payingStartsATransfer()`.
  var name: String
  /// Where the test is declared, where failures that have no line of their own are reported.
  private var fileID: String
  private var filePath: String
  private var line: Int
  private var column: Int

  /// The scope of the Swift Testing test case running in the current task, if any.
  static var current: TestScope? {
    guard let test = Test.current else { return nil }
    let testCase = Test.Case.current.flatMap { $0.isParameterized ? String(describing: $0) : nil }
    let location = test.sourceLocation
    return TestScope(
      id: String(describing: test.id), testCase: testCase, name: test.name,
      fileID: location.fileID, filePath: location.filePath, line: location.line,
      column: location.column)
  }

  /// Where the test is declared.
  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The test case for messages, such as `payingStartsATransfer() (CheckoutTests.swift:12)`,
  /// or `a case of pays(amount:) (CheckoutTests.swift:20)` for a parameterized test.
  // NB: Swift Testing does not show a case's arguments; its description is its internals.
  var test: String {
    let of = testCase == nil ? "" : "a case of "
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(of)\(name) (\(file):\(line))"
  }
}
