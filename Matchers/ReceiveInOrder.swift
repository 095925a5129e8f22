/// Returns a matcher that passes when the mock received one method and, later, another.
///
/// Calls in between, and calls of either method out of order, are allowed: the matcher looks
/// for a call of `method` followed by a call of `later`.
///
/// ```swift
/// expect(connection).to(receive(.open, before: .send))
/// expect(connection).to(receive(.open, with: [theValue("db")], before: .close))
/// ```
///
/// ```text
/// expected open(_:) to be received before send(_:), got no send(_:) after open(_:)
///
///   Calls recorded on MockConnection:
///     1. send(_:) with <"hello">
///     2. open(_:) with <"db">
/// ```
///
/// - Parameters:
///   - method: The ID of the method received first.
///   - verifiers: One verifier per argument of `method`, or `nil` to accept any arguments.
///   - later: The ID of the method received afterwards.
/// - Returns: A matcher for `expect(_:)`.
public func receive<M: Mock>(
  _ method: M.MockMethod, with verifiers: [ArgumentVerifier]? = nil, before later: M.MockMethod
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  orderMatcher(
    first: method, verifiers: verifiers, second: later, laterVerifiers: nil, subjectIsFirst: true)
}

/// Returns a matcher that passes when the mock received one method after another one.
///
/// Calls in between, and calls of either method out of order, are allowed: the matcher looks
/// for a call of `earlier` followed by a call of `method`.
///
/// ```swift
/// expect(connection).to(receive(.close, after: .open))
/// ```
///
/// ```text
/// expected close() to be received after open, got no open
///
///   Calls recorded on MockConnection:
///     1. close()
/// ```
///
/// - Parameters:
///   - method: The ID of the method received second.
///   - verifiers: One verifier per argument of `method`, or `nil` to accept any arguments.
///   - earlier: The ID of the method received before it.
/// - Returns: A matcher for `expect(_:)`.
public func receive<M: Mock>(
  _ method: M.MockMethod, with verifiers: [ArgumentVerifier]? = nil, after earlier: M.MockMethod
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  orderMatcher(
    first: earlier, verifiers: nil, second: method, laterVerifiers: verifiers,
    subjectIsFirst: false)
}

private func orderMatcher<M: Mock>(
  first: M.MockMethod, verifiers: [ArgumentVerifier]?, second: M.MockMethod,
  laterVerifiers: [ArgumentVerifier]?, subjectIsFirst: Bool
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  MockMatcher { mock in
    let calls = mock.invocations
    func step(_ method: M.MockMethod, _ verifiers: [ArgumentVerifier]?) -> OrderStep {
      let name = M._methodName(method.rawValue, in: calls)
      return OrderStep(
        label: verifiers.map { "\(name) with \(describeVerifiers($0))" } ?? name,
        calls: calls.filter { $0.methodID == method.rawValue && passes($0, verifiers) })
    }
    let steps = [step(first, verifiers), step(second, laterVerifiers)]
    let (subject, other) = subjectIsFirst ? (steps[0], steps[1]) : (steps[1], steps[0])
    let relation = subjectIsFirst ? "before" : "after"
    let details = allCallsDetails(calls, mock: mockName(M.self))

    let outcome = checkOrder(steps)
    let expected = "\(subject.label) to be received \(relation) \(other.label)"
    let negated = MockMatchResult.Message(
      expected: "\(subject.label) not to be received \(relation) \(other.label)",
      actual: "\(steps[0].label) before \(steps[1].label)", details: details)
    switch outcome {
    case .inOrder(let taken):
      return MockMatchResult(
        matches: true,
        failure: MockMatchResult.Message(
          expected: expected, actual: "\(steps[0].label) before \(steps[1].label)",
          details: details),
        negatedFailure: negated, verifiedCalls: taken)
    case .missing(let index):
      return MockMatchResult(
        matches: false,
        failure: MockMatchResult.Message(
          expected: expected, actual: describeMissing(steps, at: index), details: details),
        negatedFailure: negated)
    }
  }
}
