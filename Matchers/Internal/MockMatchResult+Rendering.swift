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

extension MockMatchResult.Message {
  /// The message with a note, after its detail block, for each mock that the current test
  /// shares with another test, whose calls the failed check counted.
  ///
  /// ```text
  /// expected track(_:) to be received 1 time, got 3
  ///
  ///   Calls recorded for track(_:):
  ///     …
  ///
  ///   MockAnalytics is shared with a case of tracks(event:) (AnalyticsTests.swift:12): …
  /// ```
  func notingSharing(_ notes: [String?]) -> Self {
    let notes = notes.compactMap { $0 }
    guard !notes.isEmpty else { return self }
    var message = self
    message.details += (details.isEmpty ? [] : [""]) + notes
    return message
  }
}

/// Reports that `expect` was given `nil` instead of a mock.
func reportNilMock(message: String?, at location: FailureLocation) {
  let text = MockMatchResult.Message(expected: "a mock", actual: "<nil>")
  reportFailure(text.rendered(message: message), at: location)
}
