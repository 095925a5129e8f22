/// Where a failure should be reported: the caller's file, line and column.
package struct FailureLocation: Sendable {
  package var fileID: StaticString
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The location in the form `Module/File.swift:12`, for messages.
  package var shortDescription: String {
    "\(fileID):\(line)"
  }
}
