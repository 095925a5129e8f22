import MockSix

/// Checks that a value equals the expected one field by field, and names every field that differs.
///
/// ```swift
/// expectSameFields(forecast, as: Forecast(location: Location(city: "Oslo"), highs: [12, 14]))
/// ```
///
/// ```text
/// expected Forecast to match field by field, got 2 differences
///
///   location.city: expected <"Oslo">, got <"Bergen">
///   highs[1]: expected <14>, got <15>
/// ```
///
/// Structs, classes and tuples are compared by field, arrays by index, dictionaries by key, sets
/// by element, optionals by their values, and enums by case, then by payload. `Equatable` parts
/// that are equal are not looked into; the types need not be `Equatable` at all.
///
/// - Parameters:
///   - actual: The value to check.
///   - expected: The value it should equal.
///   - message: A message that opens the failure message.
///   - fileID: The source `#fileID` associated with the failure.
///   - filePath: The source `#filePath` associated with the failure.
///   - line: The source `#line` associated with the failure.
///   - column: The source `#column` associated with the failure.
public func expectSameFields<T>(
  _ actual: T, as expected: T, _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  var comparison = FieldComparison()
  comparison.compare(actual, expected, at: "")
  reportDifferences(
    comparison.differences, in: T.self, expectation: "to match field by field",
    message: message(),
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
