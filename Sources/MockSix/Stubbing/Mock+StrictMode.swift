extension Mock where MockMethod.RawValue == Int {
  /// Makes every unstubbed call of this mock a reported failure.
  ///
  /// ```swift
  /// mock.enableStrictMode()
  /// mock.fetch(id: 1)  // fails: expected a stub for MockAPI.fetch(id:) on a strict mock, got none
  /// ```
  ///
  /// The failure lists the stubs the mock has, and the call still returns the default.
  ///
  /// - Parameters:
  ///   - fileID: The source `#fileID` associated with the failure.
  ///   - filePath: The source `#filePath` associated with the failure.
  ///   - line: The source `#line` associated with the failure.
  ///   - column: The source `#column` associated with the failure.
  public func enableStrictMode(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    MockStore.shared.setStrictMode(
      FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      of: _mockSixIdentity)
  }

  /// Makes unstubbed calls of this mock return their defaults without a failure again.
  public func disableStrictMode() {
    MockStore.shared.setStrictMode(nil, of: _mockSixIdentity)
  }
}
