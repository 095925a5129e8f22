import MockSix

/// The parts of a failure message, rendered as the style guide lays them out.
///
/// ```text
/// Login flow - expected fetch(id:) to be received 2 times, got 1
///
///   Calls recorded for fetch(id:):
///     1. fetch(id:) with <42>
/// ```
struct FailureText {
  /// What was expected, such as `fetch(id:) to be received 2 times`.
  var expected: String
  /// What happened, such as `1`; follows "got".
  var actual: String
  /// The detail block, one line each, indented relative to the block.
  var details: [String]

  /// Returns the message: the caller's message and " - ", the summary, then the detail block.
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

/// What a matcher found in a mock, with the failure message for `to` and for `toNot`.
struct MatchResult {
  /// Whether the mock satisfies the matcher.
  var matches: Bool
  /// The failure that `to` reports when `matches` is false.
  var failure: FailureText
  /// The failure that `toNot` reports when `matches` is true.
  var negatedFailure: FailureText
  /// The sequence numbers of the calls that a passing `to` verifies.
  var verified: [Int] = []
}

/// Reports that `expect` was given `nil` instead of a mock.
func reportNilMock(message: String?, at location: FailureLocation) {
  let text = FailureText(expected: "a mock", actual: "<nil>", details: [])
  reportFailure(text.rendered(message: message), at: location)
}
