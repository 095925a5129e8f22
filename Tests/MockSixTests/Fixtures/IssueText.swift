import Testing

/// The comments of an issue, joined: the failure message MockSix reported.
func message(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}

/// Whether the issue's message contains every one of `parts`.
func mentions(_ issue: Issue, _ parts: String...) -> Bool {
  let text = message(of: issue)
  return parts.allSatisfy { text.contains($0) }
}
