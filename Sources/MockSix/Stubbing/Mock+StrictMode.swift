extension Mock where MockMethod.RawValue == Int {
  /// Makes every unstubbed call of this mock, or every one that must return a value, a failure.
  ///
  /// ```swift
  /// mock.enableStrictMode()
  /// mock.fetch(id: 1)  // fails: expected a stub for MockAPI.fetch(id:) on a strict mock, got none
  ///
  /// limiter.enableStrictMode(.exceptVoid)  // calls that return nothing need no stub
  /// ```
  ///
  /// The failure lists the stubs the mock has, and the call still returns the default.
  ///
  /// - Parameters:
  ///   - strictness: Which unstubbed calls fail: `.all` (the default), `.exceptVoid`, or `.off`.
  ///   - fileID: The source `#fileID` associated with the failure.
  ///   - filePath: The source `#filePath` associated with the failure.
  ///   - line: The source `#line` associated with the failure.
  ///   - column: The source `#column` associated with the failure.
  public func enableStrictMode(
    _ strictness: Strictness = .all, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    MockStore.shared.setStrictMode(
      StrictMode(
        strictness,
        at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)),
      of: _mockSixIdentity)
  }

  /// Makes unstubbed calls of this mock return their defaults without a failure again.
  public func disableStrictMode() {
    MockStore.shared.setStrictMode(nil, of: _mockSixIdentity)
  }
}
