/// A check of the calls recorded by a mock, which an expectation applies with to or toNot.
///
/// Make matchers with `receive(_:times:with:)` and its friends, and apply them with `expect(_:)`:
///
/// ```swift
/// expect(mock).to(receive(.fetch, times: 2))
/// expect(mock).toNot(receive(.delete))
/// ```
///
/// Write your own from a closure over the mock that returns a `MockMatchResult`:
///
/// ```swift
/// func receiveFetch(withIDAbove limit: Int) -> MockMatcher<MockService> {
///   MockMatcher { mock in
///     let calls = mock.invocations(of: .fetch).filter {
///       ($0.argument(0, as: Int.self) ?? 0) > limit
///     }
///     return MockMatchResult(
///       matches: !calls.isEmpty,
///       failure: .init(expected: "fetch(id:) with an ID above \(limit)", actual: "none"),
///       negatedFailure: .init(
///         expected: "no fetch(id:) with an ID above \(limit)", actual: "\(calls.count)"),
///       verifiedCalls: calls)
///   }
/// }
///
/// expect(service).to(receiveFetch(withIDAbove: 10))
/// ```
public struct MockMatcher<M: Mock> where M.MockMethod.RawValue == Int {
  let evaluate: (M) -> MockMatchResult

  /// Creates a matcher from a closure that checks a mock's calls.
  ///
  /// ```swift
  /// let neverDeletes = MockMatcher<MockService> { mock in
  ///   let deletes = mock.invocations(of: .delete)
  ///   return MockMatchResult(
  ///     matches: deletes.isEmpty,
  ///     failure: .init(expected: "no delete(id:)", actual: "\(deletes.count)"),
  ///     negatedFailure: .init(expected: "a delete(id:)", actual: "none"))
  /// }
  /// expect(service).to(neverDeletes)
  /// ```
  ///
  /// - Parameter evaluate: Returns what the matcher finds in the mock; the expectation calls it
  ///   with the mock given to `expect(_:)`, and again on each check of `toEventually`.
  public init(_ evaluate: @escaping (M) -> MockMatchResult) {
    self.evaluate = evaluate
  }

  /// Returns what the matcher finds in a mock, so that a matcher of your own can build on it.
  ///
  /// ```swift
  /// func receiveFetchOrLoad() -> MockMatcher<MockService> {
  ///   MockMatcher { mock in
  ///     let fetch = receive(.fetch).result(for: mock)
  ///     return fetch.matches ? fetch : receive(.load).result(for: mock)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter mock: The mock whose calls to check.
  /// - Returns: Whether the mock matches, and what `to` and `toNot` would report.
  public func result(for mock: M) -> MockMatchResult {
    evaluate(mock)
  }
}
