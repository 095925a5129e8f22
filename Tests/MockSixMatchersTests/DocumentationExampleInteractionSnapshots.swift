import Foundation
import MockSix
import MockSixMatchers
import Testing
import XCTest

// The code blocks of InteractionSnapshots.md, each run verbatim. The checkout's types and mocks
// are the snapshot tests' (InteractionSnapshotFixtures.swift). The snapshots these tests compare
// against are in __Snapshots__/DocumentationExampleInteractionSnapshots; messages name the
// test file CheckoutTests, as the article does.

// MARK: - InteractionSnapshots.md

/// Replaces this file's name in a message with the test file the article names.
private func documented(_ message: String) -> String {
  message.replacingOccurrences(
    of: "DocumentationExampleInteractionSnapshots", with: "CheckoutTests")
}

// InteractionSnapshots, Overview
@Test func checkout() throws {
  let repo = MockCartRepository()
  let analytics = MockAnalytics()
  let payments = MockPayments()
  repo.stub(.cart, andReturn: Cart(id: 7, items: [Item(sku: "A1", count: 2)]))
  try CheckoutModel(repo: repo, analytics: analytics, payments: payments).checkout(cartID: 7)
  expectInteractions(of: repo, analytics, payments)
}

// InteractionSnapshots, "File names": a file per case
@Test(arguments: [1, 3]) func checkout(items: Int) throws {
  let repo = MockCartRepository()
  let analytics = MockAnalytics()
  let payments = MockPayments()
  repo.stub(.cart, andReturn: Cart(id: 7, items: [Item(sku: "A1", count: items)]))
  try CheckoutModel(repo: repo, analytics: analytics, payments: payments).checkout(cartID: 7)
  expectInteractions(of: repo, analytics, payments)
}

// InteractionSnapshots, "File names": XCTest
final class CheckoutXCTests: XCTestCase {
  func testCheckout() throws {
    let repo = MockCartRepository()
    let analytics = MockAnalytics()
    let payments = MockPayments()
    try CheckoutModel(repo: repo, analytics: analytics, payments: payments).checkout(cartID: 7)
    expectInteractions(of: repo, analytics, payments)
  }
}

/// An API client whose calls carry a secret, for the redacting example.
final class MockAuthAPI: Mock {
  enum Methods: Int {
    case authorize
  }
  typealias MockMethod = Methods

  func authorize(token: String, scopes: Set<String>) {
    registerInvocation(for: .authorize, args: token, scopes)
  }
}

@Suite struct InteractionSnapshotsArticle {
  @Test func theSnapshotOfTheOverview() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/DocumentationExampleInteractionSnapshots")
      .appendingPathComponent("checkout.1.txt")
    // InteractionSnapshots, Overview: the snapshot
    let snapshot = """
      MockCartRepository.cart(id: 7)
      MockAnalytics.track("checkout.started", ["items": 1])
      MockPayments.charge(1998, currency: "EUR")
      MockCartRepository.save(
        Order(id: <UUID 1>, placed: <Date 1>, items: [Item(sku: "A1", count: 2)], status: .paid)
      )
      MockAnalytics.track("checkout.finished", ["cents": 1998, "items": 1])
      """
    #expect(try String(contentsOf: file, encoding: .utf8) == snapshot + "\n")
  }

  @Test func theFirstRunRecords() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let mocks = try CheckoutMocks()
    let (repo, analytics, payments) = (mocks.repo, mocks.analytics, mocks.payments)
    withKnownIssue {
      folder.run { expectInteractions(of: repo, analytics, payments, testName: "checkout()") }
    } matching: { issue in
      // InteractionSnapshots, Overview: the first run
      documented(message(of: issue)).hasPrefix(
        """
        expected a snapshot of the calls to MockCartRepository, MockAnalytics and MockPayments at __Snapshots__/CheckoutTests/checkout.1.txt, got none, so recorded it; run the test again to compare

          Recorded:
            MockCartRepository.cart(id: 7)
        """)
    }
  }

  @Test func aChangeOfOrderFails() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    try folder.write(
      "DocumentationExampleInteractionSnapshots/checkout.1.txt", checkoutSnapshot)
    let mocks = try CheckoutMocks(tracksAfterCharging: true)
    let (repo, analytics, payments) = (mocks.repo, mocks.analytics, mocks.payments)
    withKnownIssue {
      folder.run { expectInteractions(of: repo, analytics, payments, testName: "checkout()") }
    } matching: { issue in
      // InteractionSnapshots, "When the calls change"
      documented(message(of: issue)) == """
        expected the calls to MockCartRepository, MockAnalytics and MockPayments to match __Snapshots__/CheckoutTests/checkout.1.txt, got 1 line removed and 1 added

          Difference: - snapshot, + calls
            @@ -1,5 +1,5 @@
               1  1  MockCartRepository.cart(id: 7)
            -  2     MockAnalytics.track("checkout.started", ["items": 2])
               3  2  MockPayments.charge(2997, currency: "EUR")
            +     3  MockAnalytics.track("checkout.started", ["items": 2])
               4  4  MockCartRepository.save(
               5  5    Order(

          Run the test with MOCKSIX_RECORD=failed to record the calls as the snapshot.
        """
    }
  }

  @Test func namesAndRedactions() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let mocks = try CheckoutMocks()
    let (repo, analytics, payments) = (mocks.repo, mocks.analytics, mocks.payments)
    let api = MockAuthAPI()
    api.authorize(token: "tok_4f9a1c", scopes: ["write", "read"])
    withKnownIssue {
      folder.run {
        // InteractionSnapshots, "Reading a snapshot": names
        expectInteractions(of: ("repo", repo), ("analytics", analytics), ("payments", payments))

        // InteractionSnapshots, "Reading a snapshot": redacting
        expectInteractions(of: api) { value in
          (value as? String)?.hasPrefix("tok_") == true ? "<token>" : nil
        }
      }
    } matching: { _ in
      true
    }
    let named = folder.text("DocumentationExampleInteractionSnapshots/namesAndRedactions.1.txt")
    // InteractionSnapshots, "Reading a snapshot": the names
    let expected = """
      repo.cart(id: 7)
      analytics.track("checkout.started", ["items": 2])
      payments.charge(2997, currency: "EUR")
      """
    #expect(named?.hasPrefix(expected) == true)
    let redacted = folder.text("DocumentationExampleInteractionSnapshots/namesAndRedactions.2.txt")
    // InteractionSnapshots, "Reading a snapshot": the redacted line
    #expect(
      redacted == #"MockAuthAPI.authorize(token: <token>, scopes: Set(["read", "write"]))"# + "\n")
  }

  @Test func recordModes() throws {
    var folder = SnapshotFolder()
    folder.environment = ["MOCKSIX_RECORD": "never"]
    defer { folder.remove() }
    let mocks = try CheckoutMocks()
    let (repo, analytics, payments) = (mocks.repo, mocks.analytics, mocks.payments)
    withKnownIssue {
      folder.run {
        // InteractionSnapshots, "Recording": the parameter
        expectInteractions(of: repo, analytics, payments, record: .all)
      }
    } matching: {
      message(of: $0).contains("got no recording, since MOCKSIX_RECORD=never")
    }
    #expect(SnapshotRecording(rawValue: "failed") == .failed)
    #expect(SnapshotRecording(rawValue: "sometimes") == nil)
    #expect(
      [SnapshotRecording.missing, .all, .never].map(\.rawValue) == ["missing", "all", "never"])
  }
}
