import Foundation
import MockSix
import Testing

@testable import MockSixMatchers

@Suite struct ExpectInteractionsTests {
  // MARK: - Against the snapshots in __Snapshots__/ExpectInteractionsTests

  @Test func aThreeMockFlowInUnderTenLines() throws {
    let repo = MockCartRepository()
    let analytics = MockAnalytics()
    let payments = MockPayments()
    repo.stub(.cart, andReturn: Cart(id: 7, items: [Item(sku: "A1", count: 2)]))
    let model = CheckoutModel(repo: repo, analytics: analytics, payments: payments)
    try model.checkout(cartID: 7)
    expectInteractions(of: ("repo", repo), ("analytics", analytics), ("payments", payments))
  }

  @Test func theCheckoutMatchesItsSnapshot() throws {
    let mocks = try CheckoutMocks()
    expectInteractions(of: mocks.repo, mocks.analytics, mocks.payments)
    expect(mocks.repo).to(receiveNoOtherCalls())
    expect(mocks.analytics).to(receiveNoOtherCalls())
  }

  @Test(arguments: ["NO", "SE"]) func eachCaseHasItsOwnFile(country: String) {
    let analytics = MockAnalytics()
    analytics.track("country.selected", [country: 1])
    expectInteractions(of: analytics)
  }

  @Test func theSnapshotIsTheRecordedText() throws {
    let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/ExpectInteractionsTests")
      .appendingPathComponent("theCheckoutMatchesItsSnapshot.1.txt")
    #expect(try String(contentsOf: committed, encoding: .utf8) == checkoutSnapshot)
  }

  // MARK: - A difference

  @Test func swappingTwoCallsFailsWithADiffOfThoseLines() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    try folder.write(
      "ExpectInteractionsTests/swappingTwoCallsFailsWithADiffOfThoseLines.1.txt",
      checkoutSnapshot)
    let mocks = try CheckoutMocks(tracksAfterCharging: true)
    let line = #line + 3
    withKnownIssue {
      folder.run {
        expectInteractions(of: mocks.repo, mocks.analytics, mocks.payments)
      }
    } matching: {
      issue(
        $0,
        is: """
          expected the calls to MockCartRepository, MockAnalytics and MockPayments to match __Snapshots__/ExpectInteractionsTests/swappingTwoCallsFailsWithADiffOfThoseLines.1.txt, got 1 line removed and 1 added

            Difference: - snapshot, + calls
              @@ -1,5 +1,5 @@
                 1  1  MockCartRepository.cart(id: 7)
              -  2     MockAnalytics.track("checkout.started", ["items": 2])
                 3  2  MockPayments.charge(2997, currency: "EUR")
              +     3  MockAnalytics.track("checkout.started", ["items": 2])
                 4  4  MockCartRepository.save(
                 5  5    Order(

            Run the test with MOCKSIX_RECORD=failed to record the calls as the snapshot.
          """) && $0.sourceLocation?.line == line && $0.sourceLocation?.fileID == #fileID
    }
    #expect(folder.text(folder.files[0]) == checkoutSnapshot, "a difference records nothing")
  }

  @Test func aDescriptionOpensTheMessage() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    try folder.write("ExpectInteractionsTests/aDescriptionOpensTheMessage.1.txt", "(no calls)\n")
    let view = MockView()
    view.reload()
    withKnownIssue {
      folder.run { expectInteractions(of: view, description: "Refresh") }
    } matching: {
      issue(
        $0,
        is: """
          Refresh - expected the calls to MockView to match __Snapshots__/ExpectInteractionsTests/aDescriptionOpensTheMessage.1.txt, got 1 line removed and 1 added

            Difference: - snapshot, + calls
              @@ -1,1 +1,1 @@
              - 1    (no calls)
              +   1  MockView.reload()

            Run the test with MOCKSIX_RECORD=failed to record the calls as the snapshot.
          """)
    }
  }

  // MARK: - Recording

  @Test func aMissingSnapshotIsRecordedAndFailsOnce() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let mocks = try CheckoutMocks()
    withKnownIssue {
      folder.run { expectInteractions(of: mocks.repo, mocks.analytics, mocks.payments) }
    } matching: {
      issue(
        $0,
        is: """
          expected a snapshot of the calls to MockCartRepository, MockAnalytics and MockPayments at __Snapshots__/ExpectInteractionsTests/aMissingSnapshotIsRecordedAndFailsOnce.1.txt, got none, so recorded it; run the test again to compare

            Recorded:
          """
            + "\n"
            + checkoutSnapshot.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
            + "\n\n  SwiftPM warns of files a target does not handle: add exclude: "
            + "[\"__Snapshots__\"] to the test target in Package.swift, once.")
    }
    let file = "ExpectInteractionsTests/aMissingSnapshotIsRecordedAndFailsOnce.1.txt"
    #expect(folder.files == [file])
    #expect(folder.text(file) == checkoutSnapshot)

    // The next run compares against the file, and passes.
    try folder.write(file.replacingOccurrences(of: ".1.", with: ".2."), checkoutSnapshot)
    folder.run { expectInteractions(of: mocks.repo, mocks.analytics, mocks.payments) }
  }

  @Test func recordAllRecordsEverySnapshotAndFails() throws {
    var folder = SnapshotFolder()
    folder.environment = ["MOCKSIX_RECORD": "all"]
    defer { folder.remove() }
    let file = "ExpectInteractionsTests/recordAllRecordsEverySnapshotAndFails"
    try folder.write("\(file).1.txt", checkoutSnapshot)
    try folder.write("\(file).2.txt", "(no calls)\n")
    let mocks = try CheckoutMocks()
    withKnownIssue {
      folder.run { expectInteractions(of: mocks.repo, mocks.analytics, mocks.payments) }
    } matching: {
      issue(
        $0,
        is: """
          expected the calls to MockCartRepository, MockAnalytics and MockPayments to be compared with __Snapshots__/ExpectInteractionsTests/recordAllRecordsEverySnapshotAndFails.1.txt, got MOCKSIX_RECORD=all, so recorded them, unchanged

            Run the test again without MOCKSIX_RECORD=all to compare.
          """)
    }
    let view = MockView()
    view.show("Hi")
    withKnownIssue {
      folder.run { expectInteractions(of: view) }
    } matching: {
      issue(
        $0,
        is: """
          expected the calls to MockView to be compared with __Snapshots__/ExpectInteractionsTests/recordAllRecordsEverySnapshotAndFails.2.txt, got MOCKSIX_RECORD=all, so recorded them, 1 line removed and 1 added

            Difference: - snapshot, + calls
              @@ -1,1 +1,1 @@
              - 1    (no calls)
              +   1  MockView.show("Hi")

            Run the test again without MOCKSIX_RECORD=all to compare.
          """)
    }
    #expect(folder.text("\(file).2.txt") == "MockView.show(\"Hi\")\n")
  }

  @Test func theRecordParameterWinsOverTheVariable() throws {
    var folder = SnapshotFolder()
    folder.environment = ["MOCKSIX_RECORD": "all"]
    defer { folder.remove() }
    try folder.write(
      "ExpectInteractionsTests/theRecordParameterWinsOverTheVariable.1.txt", "(no calls)\n")
    folder.run { expectInteractions(of: MockView(), record: .missing) }
  }

  @Test func recordFailedRecordsADifferenceAndShowsIt() throws {
    var folder = SnapshotFolder()
    folder.environment = ["MOCKSIX_RECORD": "failed"]
    defer { folder.remove() }
    let file = "ExpectInteractionsTests/recordFailedRecordsADifferenceAndShowsIt.1.txt"
    try folder.write(file, "MockView.reload()\n")
    let view = MockView()
    view.reload()
    view.reload()
    withKnownIssue {
      folder.run { expectInteractions(of: view) }
    } matching: {
      issue(
        $0,
        is: """
          expected the calls to MockView to match __Snapshots__/ExpectInteractionsTests/recordFailedRecordsADifferenceAndShowsIt.1.txt, got 1 line added; recorded the calls as the snapshot (MOCKSIX_RECORD=failed)

            Difference: - snapshot, + calls
              @@ -1,1 +1,2 @@
                1 1  MockView.reload()
              +   2  MockView.reload()

            Run the test again to compare.
          """)
    }
    #expect(folder.text(file) == "MockView.reload()\nMockView.reload()\n")
  }

  @Test func ciForbidsRecordingAMissingSnapshot() throws {
    var folder = SnapshotFolder()
    folder.environment = ["CI": "true"]
    defer { folder.remove() }
    let view = MockView()
    view.show(nil)
    withKnownIssue {
      folder.run { expectInteractions(of: view) }
    } matching: {
      issue(
        $0,
        is: """
          expected a snapshot of the calls to MockView at __Snapshots__/ExpectInteractionsTests/ciForbidsRecordingAMissingSnapshot.1.txt, got none, and recorded nothing, since CI is set

            Calls:
              MockView.show(nil)

            Record it with MOCKSIX_RECORD=missing, and commit the file.
          """)
    }
    #expect(folder.files.isEmpty)
  }

  @Test func ciForbidsTheRecordParameterToo() {
    var folder = SnapshotFolder()
    folder.environment = ["CI": "1"]
    defer { folder.remove() }
    withKnownIssue {
      folder.run { expectInteractions(of: MockView(), record: .all) }
    } matching: {
      issue(
        $0,
        is: """
          expected the calls to MockView to be recorded at __Snapshots__/ExpectInteractionsTests/ciForbidsTheRecordParameterToo.1.txt (record: .all), got no recording, since CI is set

            Calls:
              (no calls)
          """)
    }
    #expect(folder.files.isEmpty)
  }

  @Test(arguments: [["MOCKSIX_RECORD": "never"], ["MOCKSIX_RECORD": "never", "CI": "true"]])
  func neverForbidsRecordingWhateverTheParameterSays(environment: [String: String]) {
    var folder = SnapshotFolder()
    folder.environment = environment
    defer { folder.remove() }
    withKnownIssue {
      folder.run { expectInteractions(of: MockView(), record: .missing) }
    } matching: {
      issue($0, contains: "got none, and recorded nothing, since MOCKSIX_RECORD=never")
    }
    #expect(folder.files.isEmpty)
  }

  @Test(arguments: [["CI": "false"], ["CI": "true", "MOCKSIX_RECORD": "missing"], [:]])
  func recordingIsAllowedOffCIOrWhenTheVariableSaysSo(environment: [String: String]) {
    var folder = SnapshotFolder()
    folder.environment = environment
    defer { folder.remove() }
    withKnownIssue {
      folder.run { expectInteractions(of: MockView()) }
    } matching: {
      issue($0, contains: "got none, so recorded it; run the test again to compare")
    }
    #expect(folder.files.count == 1)
  }

  @Test func aRecordVariableThatNamesNoModeFails() {
    var folder = SnapshotFolder()
    folder.environment = ["MOCKSIX_RECORD": "yes"]
    defer { folder.remove() }
    withKnownIssue {
      folder.run { expectInteractions(of: MockView()) }
    } matching: {
      issue($0, is: #"expected MOCKSIX_RECORD to be missing, all, failed or never, got <"yes">"#)
    }
    #expect(folder.files.isEmpty)
  }

  @Test func recordNeverSaysHowToRecord() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    withKnownIssue {
      folder.run { expectInteractions(of: MockView(), record: .never) }
    } matching: {
      issue(
        $0,
        is: """
          expected a snapshot of the calls to MockView at __Snapshots__/ExpectInteractionsTests/recordNeverSaysHowToRecord.1.txt, got none, and recorded nothing, since record: .never

            Calls:
              (no calls)

            Record it without record: .never, and commit the file.
          """)
    }
    #expect(folder.files.isEmpty)
  }

  @Test func aMockWithoutIntMethodIDsFails() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    withKnownIssue {
      folder.run { expectInteractions(of: MockView(), NamedMock()) }
    } matching: {
      issue(
        $0,
        is: """
          expected mocks whose method IDs are Ints, which MockSix logs, got NamedMock, whose calls MockSix cannot log
          """)
    }
  }

  // MARK: - Naming the files

  @Test func aFailedAssertionStillTakesItsNumber() throws {
    var folder = SnapshotFolder()
    folder.environment = ["MOCKSIX_RECORD": "yes"]
    defer { folder.remove() }
    withKnownIssue {
      folder.run { expectInteractions(of: MockView()) }
    }
    folder.environment = [:]
    try folder.write(
      "ExpectInteractionsTests/aFailedAssertionStillTakesItsNumber.2.txt", "(no calls)\n")
    folder.run { expectInteractions(of: MockView()) }
  }

  @Test func eachAssertionOfATestTakesTheNextNumberOrItsName() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    withKnownIssue {
      folder.run {
        expectInteractions(of: MockView())
        expectInteractions(of: MockView(), named: "empty view!")
        expectInteractions(of: MockService())
      }
    } matching: { _ in
      true
    }
    #expect(
      folder.files == [
        "ExpectInteractionsTests/eachAssertionOfATestTakesTheNextNumberOrItsName.1.txt",
        "ExpectInteractionsTests/eachAssertionOfATestTakesTheNextNumberOrItsName.2.txt",
        "ExpectInteractionsTests/eachAssertionOfATestTakesTheNextNumberOrItsName.empty-view.txt",
      ])
  }

  @Test(arguments: [("NO", 1), ("SE", 2)]) func aParameterizedTestRecordsAFilePerCase(
    country: String, count: Int
  ) {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    withKnownIssue {
      folder.run { expectInteractions(of: MockView()) }
    }
    #expect(
      folder.files == [
        "ExpectInteractionsTests/aParameterizedTestRecordsAFilePerCase-country-\(country)-count-\(count).1.txt"
      ])
  }

  @Test func aTestNameNamesTheFileOfAHelper() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    withKnownIssue {
      folder.run { expectInteractions(of: MockView(), testName: "helper(for:)") }
    }
    #expect(folder.files == ["ExpectInteractionsTests/helper-for.1.txt"])
  }

  @Test func twoTestsCannotShareAFile() throws {
    let names = SnapshotNames()
    let first = SnapshotOwner(id: "A.checkout()", name: "A.checkout()")
    let second = SnapshotOwner(id: "B.checkout()", name: "B.checkout()")
    #expect(try names.claim("/x/checkout", by: first, counting: true, displayPath: "p") == 1)
    #expect(try names.claim("/x/checkout", by: first, counting: true, displayPath: "p") == 2)
    #expect(throws: SnapshotFailure.self) {
      try names.claim("/x/checkout", by: second, counting: true, displayPath: "p")
    }
    do {
      _ = try names.claim(
        "/x/checkout", by: second, counting: true,
        displayPath: "__Snapshots__/CheckoutTests/checkout")
    } catch {
      #expect(
        error.message.rendered(message: nil)
          == "expected the snapshots __Snapshots__/CheckoutTests/checkout.* to be one test's, got A.checkout() and B.checkout(); rename one of them, or pass named:"
      )
    }
    #expect(try names.claim("/x/checkout", by: nil, counting: true, displayPath: "p") == 3)
  }

  @Test func fileNamesKeepLettersDigitsAndUnderscores() {
    #expect(sanitizedPathComponent("checkout()") == "checkout")
    #expect(sanitizedPathComponent(#"checkout(country: "NO", n: 1)"#) == "checkout-country-NO-n-1")
    #expect(sanitizedPathComponent("test_ÆØÅ (1)") == "test_ÆØÅ-1")
    let long = sanitizedPathComponent("test(" + String(repeating: "a", count: 200) + ")")
    #expect(long.count == 120)
    #expect(long != sanitizedPathComponent("test(" + String(repeating: "a", count: 199) + ")"))
  }

  // MARK: - What the lines show

  @Test func mocksAreNamedByTypeAndNumberedWhenTypesRepeat() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let first = MockView()
    let second = MockView()
    let service = MockService()
    first.reload()
    _ = service.fetch(id: 3)
    second.show("b")
    first.show(nil)
    withKnownIssue {
      folder.run { expectInteractions(of: first, service, second, first) }
    }
    #expect(
      folder.text(folder.files[0]) == """
        MockView#1.reload()
        MockService.fetch(id: 3)
        MockView#2.show("b")
        MockView#1.show(nil)

        """)
  }

  @Test func aFunctionMockReadsAsAFunction() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let fetch = FunctionMock<Int, String>("fetchName")
    let log = FunctionMock<Void>("flush")
    let service = MockService()
    _ = fetch(42)
    log()
    service.save("k", 1)
    withKnownIssue {
      folder.run {
        expectInteractions(of: fetch, log, service)
        expectInteractions(of: ("load", fetch), ("service", service))
      }
    }
    #expect(
      folder.text(folder.files[0]) == """
        fetchName(42)
        flush()
        MockService.save("k", 1)

        """)
    #expect(folder.text(folder.files[1]) == "load(42)\nservice.save(\"k\", 1)\n")
  }

  @Test func aRedactingClosureReplacesValues() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let analytics = MockAnalytics()
    analytics.track("session tok_81f2", ["tok_99": 3])
    withKnownIssue {
      folder.run {
        expectInteractions(of: analytics) { value in
          (value as? String).flatMap { $0.contains("tok_") ? "<token>" : nil }
        }
      }
    }
    #expect(folder.text(folder.files[0]) == "MockAnalytics.track(<token>, [<token>: 3])\n")
  }

  @Test func aPassingSnapshotVerifiesItsCalls() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let view = MockView()
    view.reload()
    try folder.write(
      "ExpectInteractionsTests/aPassingSnapshotVerifiesItsCalls.1.txt", "MockView.reload()\n")
    folder.run { expectInteractions(of: view) }
    expect(view).to(receiveNoOtherCalls())
  }

  @Test func aSnapshotFileMayEndLinesWithCarriageReturns() throws {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let view = MockView()
    view.reload()
    view.show("a")
    try folder.write(
      "ExpectInteractionsTests/aSnapshotFileMayEndLinesWithCarriageReturns.1.txt",
      "MockView.reload()\r\nMockView.show(\"a\")")
    folder.run { expectInteractions(of: view) }
  }
}

/// A mock whose method IDs are strings, which MockSix cannot log.
private struct NamedMock: Mock {
  enum MockMethod: String {
    case load
  }

  let mockSixLock = lock()
}
