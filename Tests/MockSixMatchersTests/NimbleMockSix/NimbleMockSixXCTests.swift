import Dispatch
import MockSixMatchers
import XCTest

/// A mock that other threads may call: a `final class` without stored properties, so `Sendable`.
final class MockFeed: Mock, Sendable {
  enum Methods: Int {
    case refresh
  }
  typealias MockMethod = Methods

  func refresh(_ source: String, _ limit: Int) {
    registerInvocation(for: .refresh, args: source, limit)
  }
}

/// A synchronous XCTest case as Nimble users wrote one: an implicitly unwrapped mock made in
/// `setUp()`, and `toEventually` without `await`.
final class NimbleMockSixXCTests: XCTestCase {
  var feed: MockFeed!

  override func setUp() {
    super.setUp()
    feed = MockFeed()
  }

  func testToEventuallyWaitsForWorkOnTheMainQueue() {
    let feed = feed!
    DispatchQueue.main.async {
      feed.refresh("foo", 42)
    }
    expect(feed).toEventually(
      receive(.refresh, times: 1, with: [{ $0 as? String == "foo" }, any()]))
  }

  func testToEventuallyWaitsForAnotherThread() {
    let feed = feed!
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
      feed.refresh("bar", 1)
    }
    expect(feed).toEventually(receive(.refresh), timeout: 60, pollInterval: 0.01)
  }

  func testToEventuallyNotWaitsUntilTheMatcherFails() {
    let feed = feed!
    DispatchQueue.main.async {
      feed.refresh("foo", 1)
    }
    expect(feed).toEventuallyNot(receive(.refresh, times: 0))
  }
}
