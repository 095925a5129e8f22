public import MockSix

/// A check of the calls recorded by a mock, which an expectation applies with to or toNot.
///
/// Make matchers with `receive(_:times:with:)` and its friends, and apply them with `expect(_:)`:
///
/// ```swift
/// expect(mock).to(receive(.fetch, times: 2))
/// expect(mock).toNot(receive(.delete))
/// ```
public struct MockMatcher<M: Mock> where M.MockMethod.RawValue == Int {
  let evaluate: (M) -> MatchResult

  init(_ evaluate: @escaping (M) -> MatchResult) {
    self.evaluate = evaluate
  }
}
