/// Starts an expectation about the calls recorded by a mock.
///
/// Apply a matcher to the expectation with `to(_:description:)`, `toNot(_:description:)` or
/// `notTo(_:description:)`:
///
/// ```swift
/// expect(mock).to(receive(.fetch, times: 2))
/// expect(mock).to(receive(.fetch, with: [theValue("aaa"), any()]))
/// expect(mock).toNot(receive(.delete))
/// ```
///
/// A failure is reported to Swift Testing when a Swift Testing test is running, else to XCTest,
/// at the location of the `expect` call. `nil` (such as an implicitly unwrapped mock that was
/// never set) fails every expectation:
///
/// ```text
/// expected a mock, got <nil>
/// ```
///
/// - Parameters:
///   - mock: The mock whose calls to check.
///   - fileID: The source `#fileID` associated with the failure.
///   - filePath: The source `#filePath` associated with the failure.
///   - line: The source `#line` associated with the failure.
///   - column: The source `#column` associated with the failure.
/// - Returns: An expectation to apply matchers to.
public func expect<M: Mock>(
  _ mock: M?,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> MockExpectation<M> where M.MockMethod.RawValue == Int {
  MockExpectation(
    mock: mock,
    location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
