/// Returns a matcher that passes when every stub of the mock has answered at least one call.
///
/// An unused stub often means that the code under test took another path than the test
/// expects, or that the stub is left over from an older version of the test.
///
/// ```swift
/// mock.stub(.fetch, andReturn: 42)
/// mock.stub(.load, andReturn: "data")
/// // … exercise the code under test …
/// expect(mock).to(haveUsedAllStubs())
/// ```
///
/// ```text
/// expected every stub of MockService to be used, got 1 unused stub of 2
///
///   Unused stubs:
///     load: a stub returning String (stubbed at MyTests/LoaderTests.swift:12)
/// ```
///
/// - Returns: A matcher for `expect(_:)`.
public func haveUsedAllStubs<M: Mock>() -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  MockMatcher { mock in
    let stubs = mock.stubUsage
    let calls = mock.invocations
    let unused = stubs.filter { $0.useCount == 0 }
    let name = mockName(M.self)
    func line(_ stub: StubUsage) -> String {
      let method = M._methodName(stub.methodID, in: calls)
      return "  \(method): \(stub.summary)"
    }
    let usedLines = stubs.map { "\(line($0)), used \(counted($0.useCount, "time"))" }
    return MockMatchResult(
      matches: unused.isEmpty,
      failure: MockMatchResult.Message(
        expected: "every stub of \(name) to be used",
        actual: "\(counted(unused.count, "unused stub")) of \(stubs.count)",
        details: ["Unused stubs:"] + unused.map(line)),
      negatedFailure: MockMatchResult.Message(
        expected: "a stub of \(name) to be unused",
        actual: stubs.isEmpty ? "no stubs" : "\(counted(stubs.count, "stub")), none unused",
        details: stubs.isEmpty ? [] : ["Stubs:"] + usedLines))
  }
}
