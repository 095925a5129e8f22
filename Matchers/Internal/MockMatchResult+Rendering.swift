import MockSix

extension MockMatchResult.Message {
  /// Returns the message: the caller's message and " - ", the summary, then the detail block.
  ///
  /// ```text
  /// Login flow - expected fetch(id:) to be received 2 times, got 1
  ///
  ///   Calls recorded for fetch(id:):
  ///     1. fetch(id:) with <42>
  /// ```
  ///
  /// - Parameters:
  ///   - message: The caller's message, if any.
  ///   - qualifier: Text added after the expectation, such as " within 1 second".
  func rendered(message: String?, qualifier: String = "") -> String {
    var text = ""
    if let message, !message.isEmpty { text += "\(message) - " }
    text += "expected \(expected)\(qualifier), got \(actual)"
    if !details.isEmpty {
      text += "\n\n" + details.map { $0.isEmpty ? "" : "  \($0)" }.joined(separator: "\n")
    }
    return text
  }
}

/// Reports that `expect` was given `nil` instead of a mock.
func reportNilMock(message: String?, at location: FailureLocation) {
  let text = MockMatchResult.Message(expected: "a mock", actual: "<nil>")
  reportFailure(text.rendered(message: message), at: location)
}
