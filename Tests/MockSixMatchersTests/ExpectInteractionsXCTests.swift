import Foundation
import MockSix
import XCTest

@testable import MockSixMatchers

/// Checks interaction snapshots in XCTest: files named after the test method, failures reported
/// to XCTest at the assertion's line.
///
/// Linux XCTest has no `XCTExpectFailure`, so the failures are captured with the core's
/// `FailureRecorder` before they reach `XCTFail`.
final class ExpectInteractionsXCTests: XCTestCase {
  func testTheCheckoutMatchesItsSnapshot() throws {
    let mocks = try CheckoutMocks()
    expectInteractions(of: mocks.repo, mocks.analytics, mocks.payments)
    expectInteractions(of: ("repo", mocks.repo), ("payments", mocks.payments))
  }

  func testAMissingSnapshotIsNamedAfterTheTestMethod() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let view = MockView()
    view.show("Hello")
    let line = UInt(#line + 2)
    let failures = FailureRecorder.recording {
      folder.run { expectInteractions(of: view) }
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
    XCTAssertEqual(failures.first?.location?.line, line)
    XCTAssertEqual(failures.first?.location.map { "\($0.fileID)" }, #fileID)
    XCTAssertEqual(
      failures.first?.message,
      """
      expected a snapshot of the calls to MockView at __Snapshots__/ExpectInteractionsXCTests/testAMissingSnapshotIsNamedAfterTheTestMethod.1.txt, got none, so recorded it; run the test again to compare

        Recorded:
          MockView.show("Hello")

        SwiftPM warns of files a target does not handle: add exclude: ["__Snapshots__"] to the test target in Package.swift, once.
      """)
    XCTAssertEqual(
      folder.files,
      ["ExpectInteractionsXCTests/testAMissingSnapshotIsNamedAfterTheTestMethod.1.txt"])
    XCTAssertEqual(
      FailureRecorder.recording {
        folder.run { expectInteractions(of: view, named: "again") }
      }.count, 1)
    try folder.write(
      "ExpectInteractionsXCTests/testAMissingSnapshotIsNamedAfterTheTestMethod.3.txt",
      "MockView.show(\"Hello\")\n")
    XCTAssertEqual(
      FailureRecorder.recording {
        folder.run { expectInteractions(of: view) }
        folder.run { expectInteractions(of: view) }
      }.map(\.message),
      [
        """
        expected a snapshot of the calls to MockView at __Snapshots__/ExpectInteractionsXCTests/testAMissingSnapshotIsNamedAfterTheTestMethod.2.txt, got none, so recorded it; run the test again to compare

          Recorded:
            MockView.show("Hello")

          SwiftPM warns of files a target does not handle: add exclude: ["__Snapshots__"] to the test target in Package.swift, once.
        """
      ])
  }

  func testAReorderedFlowFailsInXCTestWithTheDiff() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    try folder.write(
      "ExpectInteractionsXCTests/testAReorderedFlowFailsInXCTestWithTheDiff.1.txt",
      checkoutSnapshot)
    let mocks = try CheckoutMocks(tracksAfterCharging: true)
    let line = UInt(#line + 2)
    let failures = FailureRecorder.recording {
      folder.run { expectInteractions(of: mocks.repo, mocks.analytics, mocks.payments) }
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
    XCTAssertEqual(failures.first?.location?.line, line)
    XCTAssertEqual(
      failures.first?.message,
      """
      expected the calls to MockCartRepository, MockAnalytics and MockPayments to match __Snapshots__/ExpectInteractionsXCTests/testAReorderedFlowFailsInXCTestWithTheDiff.1.txt, got 1 line removed and 1 added

        Difference: - snapshot, + calls
          @@ -1,5 +1,5 @@
             1  1  MockCartRepository.cart(id: 7)
          -  2     MockAnalytics.track("checkout.started", ["items": 2])
             3  2  MockPayments.charge(2997, currency: "EUR")
          +     3  MockAnalytics.track("checkout.started", ["items": 2])
             4  4  MockCartRepository.save(
             5  5    Order(

        Run the test with MOCKSIX_RECORD=failed to record the calls as the snapshot.
      """)
  }

  func testOneEnvironmentVariableReRecords() throws {
    var folder = SnapshotFolder()
    folder.environment = ["MOCKSIX_RECORD": "all"]
    defer { folder.remove() }
    let file = "ExpectInteractionsXCTests/testOneEnvironmentVariableReRecords.1.txt"
    try folder.write(file, checkoutSnapshot)
    let mocks = try CheckoutMocks(tracksAfterCharging: true)
    let failures = FailureRecorder.recording {
      folder.run { expectInteractions(of: mocks.repo, mocks.analytics, mocks.payments) }
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
    XCTAssertTrue(
      failures.first?.message.hasPrefix(
        "expected the calls to MockCartRepository, MockAnalytics and MockPayments to be compared with __Snapshots__/ExpectInteractionsXCTests/testOneEnvironmentVariableReRecords.1.txt, got MOCKSIX_RECORD=all, so recorded them, 1 line removed and 1 added"
      ) ?? false, failures.first?.message ?? "")
    var lines = checkoutSnapshot.components(separatedBy: "\n")
    lines.swapAt(1, 2)
    XCTAssertEqual(folder.text(file), lines.joined(separator: "\n"))

    folder.environment = [:]
    try folder.write(
      "ExpectInteractionsXCTests/testOneEnvironmentVariableReRecords.2.txt", folder.text(file) ?? ""
    )
    XCTAssertEqual(
      FailureRecorder.recording {
        folder.run { expectInteractions(of: mocks.repo, mocks.analytics, mocks.payments) }
      }.map(\.message), [])
  }
}
