import MockSix

/// How many calls an expectation accepts.
enum CallCount {
  case exactly(Int)
  case atLeast(Int)
  case atMost(Int)

  /// Returns whether `count` calls satisfy the expectation.
  func accepts(_ count: Int) -> Bool {
    switch self {
    case .exactly(let times): count == times
    case .atLeast(let times): count >= times
    case .atMost(let times): count <= times
    }
  }

  /// The count for the summary line, such as " 2 times"; empty for "at least once" when negated.
  func phrase(negated: Bool) -> String {
    switch self {
    case .exactly(let times): " \(counted(times, "time"))"
    case .atLeast(1): negated ? "" : " at least once"
    case .atLeast(let times): " at least \(counted(times, "time"))"
    case .atMost(let times): " at most \(counted(times, "time"))"
    }
  }
}

/// Returns a matcher for how often `method` was called with arguments that pass `verifiers`.
///
/// - Parameters:
///   - method: The ID of the method.
///   - count: How many matching calls are expected.
///   - verifiers: One verifier per argument, or `nil` to accept any arguments.
///   - verb: The verb of the summary line, such as "received".
func countMatcher<M: Mock>(
  _ method: M.MockMethod, count: CallCount, verifiers: [ArgumentVerifier]?,
  typeArguments: ObjectIdentifier? = nil, verb: String = "received"
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  MockMatcher { mock in
    let allCalls = mock.invocations
    let calls = allCalls.filter { $0.isCall(of: method.rawValue, typeArguments: typeArguments) }
    let name = M._methodName(method.rawValue, in: calls)
    let matching = calls.filter { passes($0, verifiers) }
    let withText = verifiers.map { " with \(describeVerifiers($0))" } ?? ""

    let actual: String
    if verifiers == nil {
      actual = "\(calls.count)"
    } else if matching.count == calls.count {
      actual = counted(matching.count, "matching call")
    } else {
      actual = "\(counted(matching.count, "matching call")) (\(calls.count) in all)"
    }

    let details: [String]
    if calls.isEmpty {
      let others = allCalls.isEmpty ? [] : ["Other calls recorded on \(mockName(M.self)):"]
      details = ["No calls recorded for \(name)."] + others + numberedCalls(allCalls)
    } else {
      details =
        ["Calls recorded for \(name):"] + numberedCalls(calls, checkedAgainst: verifiers)
    }

    let offending = matching.map { call in
      let index = calls.firstIndex { $0.sequenceNumber == call.sequenceNumber } ?? 0
      return "  \(index + 1). \(call)"
    }
    let negatedHeader =
      verifiers == nil ? "Calls recorded for \(name):" : "Calls of \(name) that match:"

    return MockMatchResult(
      matches: count.accepts(matching.count),
      failure: MockMatchResult.Message(
        expected: "\(name) to be \(verb)\(count.phrase(negated: false))\(withText)",
        actual: actual, details: details),
      negatedFailure: MockMatchResult.Message(
        expected: "\(name) not to be \(verb)\(count.phrase(negated: true))\(withText)",
        actual: actual, details: offending.isEmpty ? [] : [negatedHeader] + offending),
      verifiedCalls: matching)
  }
}
