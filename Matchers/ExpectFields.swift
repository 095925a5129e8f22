import MockSix

/// Checks a value's fields against a dictionary of expected field values, as mimic's props do.
///
/// ```swift
/// expectFields(user, ["name": "Ann", "nickname": nil, "address": ["city": "Oslo"]])
/// ```
///
/// ```text
/// expected User to have the listed fields, got 3 differences
///
///   name: expected <"Ann">, got <"Bob">
///   address.zip: unexpected field, got <"0150">
///   age: missing field, expected <30>
/// ```
///
/// Every field must be listed: a field the dictionary leaves out is reported as unexpected, a
/// key that is no field as missing. A nested `[String: Any?]` dictionary is compared with the
/// field's own fields, and an array with the field's elements in the same way; any other value
/// is compared like `expectSameFields(_:as:_:fileID:filePath:line:column:)` does, where a
/// literal also matches a field of another type with the same description (`3` and an `Int64`).
///
/// - Parameters:
///   - value: The value whose fields to check.
///   - expected: The expected value of each field, by name as the type declares it.
///   - message: A message that opens the failure message.
///   - fileID: The source `#fileID` associated with the failure.
///   - filePath: The source `#filePath` associated with the failure.
///   - line: The source `#line` associated with the failure.
///   - column: The source `#column` associated with the failure.
public func expectFields<T>(
  _ value: T, _ expected: [String: Any?], _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  var comparison = FieldComparison(matchesDescriptions: true)
  comparison.compareFields(value, expected, at: "")
  reportDifferences(
    comparison.differences, in: T.self, expectation: "to have the listed fields",
    message: message(),
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
