import MockSix

/// Returns the mock's type name for messages, such as `MockService`.
func mockName<M>(_ type: M.Type) -> String {
  String(describing: type)
}

/// Returns `count` with the noun, singular or plural: `1 call`, `2 calls`.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
  "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// Returns the verifiers as a list for messages: `[theValue(42), any()]`.
func describeVerifiers(_ verifiers: [ArgumentVerifier]) -> String {
  "[\(verifiers.map(\.description).joined(separator: ", "))]"
}

/// Returns the numbered lines of `calls`, each like `1. name with <args>`.
func numberedCalls(_ calls: [MockInvocation]) -> [String] {
  calls.enumerated().map { "  \($0.offset + 1). \($0.element)" }
}

/// Returns the detail lines that show every call of a mock, or say that there were none.
func allCallsDetails(_ calls: [MockInvocation], mock: String) -> [String] {
  guard !calls.isEmpty else { return ["No calls recorded on \(mock)."] }
  return ["Calls recorded on \(mock):"] + numberedCalls(calls)
}

/// Formats a number of seconds for messages: `1 second`, `0.5 seconds`.
func describeSeconds(_ seconds: Double) -> String {
  let number =
    seconds.rounded() == seconds && abs(seconds) < 1e15
    ? String(Int(seconds)) : String(seconds)
  return "\(number) \(seconds == 1 ? "second" : "seconds")"
}
