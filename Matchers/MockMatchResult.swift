/// What a matcher found in a mock: whether it matches, and what to and toNot report otherwise.
///
/// Return one from the closure of a `MockMatcher` you write yourself:
///
/// ```swift
/// MockMatchResult(
///   matches: !calls.isEmpty,
///   failure: .init(expected: "fetch(id:) with an ID above 10", actual: "none"),
///   negatedFailure: .init(
///     expected: "no fetch(id:) with an ID above 10", actual: "\(calls.count)"),
///   verifiedCalls: calls
/// )
/// ```
///
/// - Parameters:
///   - matches: Whether the mock satisfies the matcher.
///   - failure: What `to` reports when the mock does not satisfy the matcher.
///   - negatedFailure: What `toNot` reports when the mock satisfies the matcher.
///   - verifiedCalls: The calls that a passing `to` marks as verified, for `receiveNoOtherCalls()`.
public struct MockMatchResult {
  /// The parts of a failure message: what was expected, what happened, and a detail block.
  ///
  /// Rendered as the built-in matchers' messages are, after the caller's message, if any:
  ///
  /// ```text
  /// Login - expected fetch(id:) with an ID above 10, got none
  ///
  ///   Calls recorded for fetch(id:):
  ///     1. fetch(id:) with <3>
  /// ```
  ///
  /// - Parameters:
  ///   - expected: What was expected, such as `fetch(id:) to be received 2 times`.
  ///   - actual: What happened, such as `1`; it follows "got".
  ///   - details: The lines of the detail block, each indented by two spaces in the message.
  public struct Message {
    /// What was expected, such as fetch(id:) to be received 2 times.
    public var expected: String
    /// What happened, such as 1; it follows "got" in the message.
    public var actual: String
    /// The lines of the detail block, shown after a blank line and indented by two spaces.
    public var details: [String]

    /// Creates the parts of a failure message.
    ///
    /// ```swift
    /// MockMatchResult.Message(expected: "a call to fetch(id:)", actual: "none")
    /// ```
    ///
    /// - Parameters:
    ///   - expected: What was expected; it follows "expected".
    ///   - actual: What happened; it follows "got".
    ///   - details: The lines of the detail block; none by default.
    public init(expected: String, actual: String, details: [String] = []) {
      self.expected = expected
      self.actual = actual
      self.details = details
    }
  }

  /// Whether the mock satisfies the matcher.
  public var matches: Bool
  /// What to reports when the mock does not satisfy the matcher.
  public var failure: Message
  /// What toNot reports when the mock satisfies the matcher.
  public var negatedFailure: Message
  /// The calls that a passing to marks as verified, for receiveNoOtherCalls().
  public var verifiedCalls: [MockInvocation]

  /// Creates the result of applying a matcher to a mock.
  ///
  /// ```swift
  /// MockMatchResult(
  ///   matches: calls.isEmpty,
  ///   failure: .init(expected: "no call to delete(id:)", actual: "\(calls.count)"),
  ///   negatedFailure: .init(expected: "a call to delete(id:)", actual: "none")
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - matches: Whether the mock satisfies the matcher.
  ///   - failure: What `to` reports when `matches` is false.
  ///   - negatedFailure: What `toNot` reports when `matches` is true.
  ///   - verifiedCalls: The calls that a passing `to` marks as verified; none by default.
  public init(
    matches: Bool, failure: Message, negatedFailure: Message,
    verifiedCalls: [MockInvocation] = []
  ) {
    self.matches = matches
    self.failure = failure
    self.negatedFailure = negatedFailure
    self.verifiedCalls = verifiedCalls
  }
}
