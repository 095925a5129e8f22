import Foundation
import Testing
import XCTest

// NB: `@testable` only to ask a mock's stored log whether calls wait in it
//     (`hasPendingTypedCalls`), which tells a call logged on the fast lane from one the store
//     logged; every other check goes through the public API.
@testable import MockSix

/// What a ledger's sealing throws.
enum LaneError: Error, Equatable {
  case locked
}

/// A protocol whose mock the generator would write as `MockLaneLedger` below.
protocol LaneLedger {
  func record(_ entry: String, amount: Int) -> Bool
  func total() -> Int
  func note(_ text: String)
  func save<T>(_ value: T)
  func commit(_ id: Int) throws -> Int
  func fetch(_ id: Int) async -> String
  func seal(_ id: Int) async throws(LaneError) -> Int
  func receipt(_ id: Int) -> LaneReceipt
  func lookup(_ key: String) -> Int?
}

/// A result that is not `MockDefault`, so that an unstubbed call makes up its default.
struct LaneReceipt: Equatable {
  var id: Int
  var memo: String
}

/// A mock in the generator's exact shape: it stores a log, so that its typed registrations log
/// calls there ("the fast lane") when nothing but an unconditional stub or the call's own default
/// can answer them.
final class MockLaneLedger: LaneLedger, GeneratedMock, Sendable {
  enum Methods: Int {
    case _record
    case _total
    case _note
    case _save
    case _commit
    case _fetch
    case _seal
    case _receipt
    case _lookup
  }

  typealias MockMethod = Methods

  let _mockSixLog: _MockLog? = _MockLog()

  init() {}

  func record(_ entry: String, amount: Int) -> Bool {
    registerInvocation(._record, args: entry, amount)
  }

  func total() -> Int {
    registerInvocation(._total)
  }

  func note(_ text: String) {
    registerInvocation(._note, args: text)
  }

  func save<T>(_ value: T) {
    registerInvocation(._save, args: value)
  }

  func commit(_ id: Int) throws -> Int {
    try registerThrowingInvocation(._commit, args: id)
  }

  func fetch(_ id: Int) async -> String {
    await registerAsyncInvocation(._fetch, args: id)
  }

  func seal(_ id: Int) async throws(LaneError) -> Int {
    try await registerAsyncThrowingInvocation(._seal, args: id, errorType: LaneError.self)
  }

  func receipt(_ id: Int) -> LaneReceipt {
    registerInvocation(._receipt, args: id)
  }

  func lookup(_ key: String) -> Int? {
    registerInvocation(._lookup, args: key)
  }
}

// Typed method IDs of MockLaneLedger, as the generator writes them.
extension TypedMember where M == MockLaneLedger {
  static var record: TypedMember<MockLaneLedger, Never, (String, Int), Bool> { .init(._record) }
  static var total: TypedMember<MockLaneLedger, Never, Void, Int> { .init(._total) }
  static var note: TypedMember<MockLaneLedger, Never, String, Void> { .init(._note) }
  static func save<T>(_ t: T.Type) -> TypedMember<MockLaneLedger, Never, T, Void> {
    .init(._save)
  }
  static var commit: TypedMember<MockLaneLedger, any Error, Int, Int> { .init(._commit) }
  static var fetch: TypedMember<MockLaneLedger, Never, Int, String> { .init(._fetch) }
  static var seal: TypedMember<MockLaneLedger, LaneError, Int, Int> { .init(._seal) }
  static var receipt: TypedMember<MockLaneLedger, Never, Int, LaneReceipt> { .init(._receipt) }
  static var lookup: TypedMember<MockLaneLedger, Never, String, Int?> { .init(._lookup) }
}

/// A mock that stores a log but numbers a method past what `MethodRoutes` indexes.
final class MockFarLedger: GeneratedMock, Sendable {
  enum Methods: Int {
    case near = 0
    case far = 5_000
  }

  typealias MockMethod = Methods

  let _mockSixLog: _MockLog? = _MockLog()

  func near() -> Int { registerInvocation(.near) }
  func far() -> Int { registerInvocation(.far) }
}

/// A hand-written mock with typed registrations but no stored log: the store logs every call.
final class MockLaneWitness: Mock, Sendable {
  enum Methods: Int {
    case tick, mark
  }
  typealias MockMethod = Methods

  func tick(_ value: Int) -> Int { registerInvocation(.tick, args: value, andReturn: 0) }
  func mark(_ label: String) { registerInvocation(.mark, args: label) }
}

/// Calls a mock when it is released, as an argument's `deinit` may.
final class LaneCanary {
  let witness: MockLaneWitness

  init(_ witness: MockLaneWitness) {
    self.witness = witness
  }

  deinit {
    witness.mark("released")
  }
}

/// An object whose release a test watches.
final class LaneToken {}

/// Whether calls of `ledger` wait in the log it stores: only the fast lane puts them there, and
/// anything that reads the mock's log moves them out.
private func hasPendingTypedCalls(_ ledger: MockLaneLedger) -> Bool {
  hasPendingTypedCalls(ledger._mockSixLog)
}

/// Whether calls wait in a mock's stored log, as above.
private func hasPendingTypedCalls(_ log: _MockLog?) -> Bool {
  log?.hasCalls ?? false
}

/// The calls of several mocks in the order of their sequence numbers, each after its mock's name.
private func merged(_ logs: [(String, [MockInvocation])]) -> [String] {
  var numbered: [(number: Int, line: String)] = []
  for (name, calls) in logs {
    for call in calls { numbered.append((call.sequenceNumber, name + ":" + describe(call))) }
  }
  numbered.sort { first, second in first.number < second.number }
  return numbered.map { entry in entry.line }
}

/// A call as `note(paid)` or `tick(3)`: its method's base name and its arguments.
private func describe(_ call: MockInvocation) -> String {
  let base = call.functionName.prefix { $0 != "(" }
  return "\(base)(\(call.args.map { "\($0 ?? "nil")" }.joined(separator: ",")))"
}

/// Whether `witness` was never called.
private func isEmpty(_ witness: MockLaneWitness) -> Bool {
  witness.invocations.isEmpty
}

/// Whether the numbers grow strictly.
private func increasing(_ numbers: [Int]) -> Bool {
  zip(numbers, numbers.dropFirst()).allSatisfy { $0 < $1 }
}

/// A generated mock logs its typed calls in the log it stores when only its unconditional stubs
/// or the calls' own defaults can answer them; `invocations` and every reader see those calls
/// as the store's, in global call order, after the calls the store logged itself.
@Suite struct StoredLogTests {
  // MARK: - Reading fast calls

  @Test func fastCallsShowUpInInvocationsWithTheirMethodsNamesAndArgumentsInOrder() throws {
    let ledger = MockLaneLedger()
    #expect(ledger.record("rent", amount: 900) == false)
    #expect(hasPendingTypedCalls(ledger), "the first call takes the log up and waits in it")
    #expect(ledger.total() == 0)
    ledger.note("paid")
    #expect(ledger.record("food", amount: 120) == false)
    #expect(try ledger.commit(7) == 0)
    #expect(hasPendingTypedCalls(ledger), "later calls wait in the mock's own log")
    let calls = ledger.invocations
    #expect(!hasPendingTypedCalls(ledger), "reading moves them into the store's log")
    try #require(calls.count == 5)
    #expect(calls.map(\.methodID) == [0, 1, 2, 0, 4])
    #expect(
      calls.map(\.functionName)
        == ["record(_:amount:)", "total()", "note(_:)", "record(_:amount:)", "commit(_:)"])
    let argumentCounts: [Int] = calls.map { $0.args.count }
    #expect(argumentCounts == [2, 0, 1, 2, 1])
    #expect(calls[0].argument(0, as: String.self) == "rent")
    #expect(calls[0].argument(1, as: Int.self) == 900)
    #expect(calls[2].argument(0, as: String.self) == "paid")
    #expect(calls[3].argument(0, as: String.self) == "food")
    #expect(calls[3].argument(1, as: Int.self) == 120)
    #expect(calls[4].argument(0, as: Int.self) == 7)
    #expect(calls[4].argument(0, as: String.self) == nil, "an argument read as another type")
    #expect(increasing(calls.map(\.sequenceNumber)))
    #expect(calls.map(\.isVerified) == Array(repeating: false, count: 5))
  }

  @Test func fastCallsAreFilteredByMethodThroughEveryReader() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    #expect(ledger.record("a", amount: 1) == false)
    ledger.note("b")
    #expect(ledger.record("c", amount: 3) == false)
    #expect(ledger.total() == 0)
    #expect(hasPendingTypedCalls(ledger))
    let records = ledger.invocations(of: .record)
    #expect(records.map { $0.argument(0, as: String.self) } == ["a", "c"])
    #expect(records.map(\.functionName) == ["record(_:amount:)", "record(_:amount:)"])
    #expect(
      ledger.invocations(of: ._note).map { $0.argument(0, as: String.self) } == ["warm", "b"])
    #expect(ledger.invocations(of: .total).count == 1)
    #expect(ledger.invocations(of: .commit).isEmpty)
    ledger.note("d")
    #expect(ledger.calls(of: .note) == ["warm", "b", "d"])
    #expect(ledger.calls(of: .record).map { $0.1 } == [1, 3])
    let typed = ledger.typedInvocations(of: .record)
    #expect(typed.map { $0.arguments.0 } == ["a", "c"])
    // NB: Closures, not key paths: Swift 6.3's IR generation crashes on a key path into a
    //     `TypedInvocation`, which is generic over a parameter pack.
    #expect(typed.map { $0.sequenceNumber } == records.map(\.sequenceNumber))
    #expect(typed.map { $0.thread } == records.map(\.thread))
  }

  @Test func aMockStubbedBeforeItsFirstCallTakesUpItsLogOnThatCall() {
    let ledger = MockLaneLedger()
    ledger.stub(.total, andReturn: 4)
    #expect(!hasPendingTypedCalls(ledger))
    #expect(ledger.total() == 4)
    #expect(hasPendingTypedCalls(ledger), "the first call takes the log up and is on the fast lane")
    #expect(ledger.total() == 4)
    #expect(ledger.invocations.map(\.functionName) == ["total()", "total()"])
  }

  // MARK: - Order across mocks

  @Test func callsAlternatingWithAMockWithoutALogKeepTheirOrder() {
    let ledger = MockLaneLedger()
    let witness = MockLaneWitness()
    ledger.note("warm")
    witness.mark("warm")
    for round in 0..<4 {
      ledger.note("n\(round)")
      #expect(witness.tick(round) == 0)
      #expect(ledger.record("r\(round)", amount: round) == false)
    }
    #expect(hasPendingTypedCalls(ledger))
    let expected =
      ["ledger:note(warm)", "witness:mark(warm)"]
      + (0..<4).flatMap { round in
        [
          "ledger:note(n\(round))", "witness:tick(\(round))",
          "ledger:record(r\(round),\(round))",
        ]
      }
    #expect(merged([("ledger", ledger.invocations), ("witness", witness.invocations)]) == expected)
    let numbers = (ledger.invocations + witness.invocations).map(\.sequenceNumber)
    #expect(Set(numbers).count == numbers.count, "no two calls share a number")
    #expect(increasing(ledger.invocations.map(\.sequenceNumber)))
    #expect(increasing(witness.invocations.map(\.sequenceNumber)))
  }

  @Test func callsAlternatingBetweenTwoMocksWithLogsKeepTheirOrder() {
    let first = MockLaneLedger()
    let second = MockLaneLedger()
    first.note("warm")
    second.note("warm")
    for round in 0..<5 {
      first.note("a\(round)")
      second.note("b\(round)")
      #expect(second.total() == 0)
      #expect(first.total() == 0)
    }
    #expect(hasPendingTypedCalls(first) && hasPendingTypedCalls(second))
    let expected =
      ["first:note(warm)", "second:note(warm)"]
      + (0..<5).flatMap { round in
        ["first:note(a\(round))", "second:note(b\(round))", "second:total()", "first:total()"]
      }
    #expect(merged([("first", first.invocations), ("second", second.invocations)]) == expected)
    #expect(increasing(first.invocations.map(\.sequenceNumber)))
    #expect(increasing(second.invocations.map(\.sequenceNumber)))
  }

  @Test func callsAcrossThreeMocksAndBothPathsGetIncreasingNumbers() {
    let first = MockLaneLedger()
    let second = MockLaneLedger()
    let witness = MockLaneWitness()
    var order: [String] = []
    for round in 0..<30 {
      switch round % 3 {
      case 0:
        first.save(round)
        order.append("first:save(\(round))")
      case 1:
        _ = witness.tick(round)
        order.append("witness:tick(\(round))")
      default:
        second.note("\(round)")
        order.append("second:note(\(round))")
      }
    }
    let logs = [
      ("first", first.invocations), ("second", second.invocations),
      ("witness", witness.invocations),
    ]
    #expect(merged(logs) == order)
    #expect(logs.map(\.1.count) == [10, 10, 10])
  }

  // MARK: - Both paths in one mock

  @Test func aConditionalStubSendsItsMethodToTheStoreAndUnstubbingBringsItBack() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    #expect(ledger.record("a", amount: 1) == false)
    ledger.note("x")
    #expect(hasPendingTypedCalls(ledger))
    ledger.stub(.record, when: { entry, _ in entry == "big" }, andReturn: true)
    #expect(!hasPendingTypedCalls(ledger), "stubbing reads the log")
    #expect(ledger.record("big", amount: 5) == true, "the conditional stub answers")
    #expect(ledger.record("small", amount: 6) == false)
    #expect(
      !hasPendingTypedCalls(ledger), "calls of a conditionally stubbed method are the store's")
    ledger.note("between")
    #expect(hasPendingTypedCalls(ledger), "another method of the mock stays on the fast lane")
    #expect(ledger.record("big", amount: 7) == true)
    #expect(!hasPendingTypedCalls(ledger), "the store moved the pending call before logging")
    ledger.unstub(.record)
    #expect(ledger.record("big", amount: 8) == false, "the stub is gone")
    #expect(hasPendingTypedCalls(ledger), "the method is back on the fast lane")
    ledger.note("end")
    let expected = [
      "note(warm)", "record(a,1)", "note(x)", "record(big,5)", "record(small,6)",
      "note(between)", "record(big,7)", "record(big,8)", "note(end)",
    ]
    let calls = ledger.invocations
    #expect(calls.map(describe) == expected)
    #expect(increasing(calls.map(\.sequenceNumber)))
    #expect(ledger.invocations(of: .record).count == 5)
  }

  @Test func aMethodThatMakesUpItsDefaultTakesTheStorePathBesideFastCalls() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.note("fast")
    #expect(hasPendingTypedCalls(ledger))
    #expect(ledger.receipt(1) == LaneReceipt(id: 0, memo: ""))
    #expect(!hasPendingTypedCalls(ledger), "a call that makes up its default is the store's")
    ledger.note("between")
    #expect(hasPendingTypedCalls(ledger))
    ledger.stub(.receipt, andReturn: LaneReceipt(id: 9, memo: "stubbed"))
    #expect(ledger.receipt(2) == LaneReceipt(id: 9, memo: "stubbed"))
    #expect(!hasPendingTypedCalls(ledger), "stubbed or not")
    ledger.note("end")
    let calls = ledger.invocations
    #expect(
      calls.map(describe)
        == ["note(warm)", "note(fast)", "receipt(1)", "note(between)", "receipt(2)", "note(end)"])
    #expect(increasing(calls.map(\.sequenceNumber)))
  }

  // MARK: - Stubs answering on the fast lane

  @Test func unconditionalStubsAnswerOnTheFastLane() throws {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.stub(.total, andReturn: 42)
    #expect(ledger.total() == 42)
    #expect(ledger.total() == 42)
    #expect(hasPendingTypedCalls(ledger))
    ledger.stub(.total, andReturn: 1, times: 2, afterwardsReturn: 3)
    let totals = (0..<4).map { _ in ledger.total() }
    #expect(totals == [1, 1, 3, 3])
    ledger.stub(.record, andReturnValues: [true, false, true])
    let answers = (0..<4).map { ledger.record("r", amount: $0) }
    #expect(answers == [true, false, true, true])
    #expect(hasPendingTypedCalls(ledger))
    #expect(ledger.invocations.count == 1 + 2 + 4 + 4)
    #expect(ledger.calls(of: .record).map { $0.1 } == [0, 1, 2, 3])
  }

  @Test func aStubWhoseBlockReadsTheArgumentsAnswersFromTheStore() throws {
    let ledger = MockLaneLedger()
    ledger.stub(.total, andReturn: 7)
    ledger.stub(.record, withBlock: { entry, amount in entry == "big" && amount > 10 })
    #expect(ledger.record("big", amount: 11) == true)
    #expect(!hasPendingTypedCalls(ledger), "the block reads the arguments: the store logs it")
    #expect(ledger.record("big", amount: 9) == false)
    #expect(ledger.total() == 7)
    #expect(hasPendingTypedCalls(ledger), "the other method's value stub still answers alone")
    #expect(ledger.calls(of: .record).map { $0.1 } == [11, 9])
    ledger.stub(.record, andReturn: true)
    #expect(ledger.record("small", amount: 1) == true)
    #expect(hasPendingTypedCalls(ledger), "a value stub replaced the block")
    #expect(ledger.invocations.map(\.methodID) == [0, 0, 1, 0])
  }

  @Test func aValueOfAnotherTypeThanTheResultIsCastOnTheFastLane() {
    let ledger = MockLaneLedger()
    // NB: The run-time spelling takes any value; the call's result is `Int?`.
    ledger.stub(MockLaneLedger.Methods._lookup, andReturn: 5)
    #expect(ledger.lookup("a") == 5)
    #expect(hasPendingTypedCalls(ledger))
    ledger.stub(MockLaneLedger.Methods._lookup, andReturn: Int?.none)
    #expect(ledger.lookup("b") == nil)
    #expect(ledger.calls(of: .lookup) == ["a", "b"])
  }

  @Test func stubbingBetweenCallsReroutesTheVeryNextCall() {
    let ledger = MockLaneLedger()
    #expect(ledger.total() == 0)
    ledger.stub(.total, andReturn: 4)
    #expect(ledger.total() == 4)
    ledger.unstub(.total)
    #expect(ledger.total() == 0)
    ledger.stub(.total, andReturn: 1, times: 1, afterwardsReturn: 2)
    #expect(ledger.total() == 1)
    #expect(ledger.total() == 2)
    ledger.resetMock()
    #expect(ledger.total() == 0)
    #expect(hasPendingTypedCalls(ledger))
    #expect(ledger.invocations.count == 1)
  }

  @Test func aMethodIDTooLargeToRouteSendsTheMocksCallsToTheStore() {
    let mock = MockFarLedger()
    #expect(mock.near() == 0)
    #expect(hasPendingTypedCalls(mock._mockSixLog))
    mock.stub(.far, andReturn: 9)
    #expect(mock.far() == 9)
    #expect(mock.near() == 0)
    #expect(!hasPendingTypedCalls(mock._mockSixLog), "the store logged both")
    mock.unstub(.far)
    #expect(mock.near() == 0)
    #expect(hasPendingTypedCalls(mock._mockSixLog), "nothing left that the routes cannot hold")
    #expect(mock.invocations.map(\.methodID) == [0, 5_000, 0, 0])
    #expect(mock.stubUsage.isEmpty)
  }

  @Test func aThrowingMethodStubbedToThrowThrowsOnTheFastLane() throws {
    let ledger = MockLaneLedger()
    #expect(try ledger.commit(0) == 0)
    ledger.stub(.commit, andThrow: LaneError.locked)
    #expect(throws: LaneError.locked) { try ledger.commit(1) }
    #expect(hasPendingTypedCalls(ledger))
    ledger.stub(.commit, andReturn: 5)
    #expect(try ledger.commit(2) == 5)
    #expect(ledger.calls(of: .commit) == [0, 1, 2])
  }

  @Test func asyncMethodsAnswerOnTheFastLane() async throws {
    let ledger = MockLaneLedger()
    #expect(await ledger.fetch(0) == "")
    #expect(await ledger.fetch(1) == "", "unstubbed: the String's default")
    #expect(hasPendingTypedCalls(ledger))
    ledger.stub(.fetch, andReturn: "cached")
    #expect(await ledger.fetch(2) == "cached")
    ledger.stub(.fetch, withBlock: { id async in "id \(id)" })
    #expect(await ledger.fetch(3) == "id 3")
    ledger.stub(.seal, andThrow: .locked)
    await #expect(throws: LaneError.locked) { try await ledger.seal(4) }
    ledger.stub(.seal, andReturn: 9)
    #expect(try await ledger.seal(5) == 9)
    #expect(hasPendingTypedCalls(ledger))
    let calls = ledger.invocations
    let expected: [String] = (0..<4).map { index in "fetch(\(index))" } + ["seal(4)", "seal(5)"]
    #expect(calls.map(describe) == expected)
    #expect(increasing(calls.map(\.sequenceNumber)))
  }

  @Test func aStubAnsweringOnTheFastLaneCountsItsUses() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.stub(.total, andReturn: 1)
    for _ in 0..<3 { #expect(ledger.total() == 1) }
    #expect(hasPendingTypedCalls(ledger))
    #expect(ledger.stubUsage.map(\.useCount) == [3])
    ledger.stub(.total, andReturnValues: [1, 2])
    for _ in 0..<4 { _ = ledger.total() }
    #expect(ledger.stubUsage.map(\.useCount) == [4])
  }

  @Test(.mockSix(checkStubsUsed: true))
  func aStubUsedOnlyOnTheFastLaneCountsAsUsedForTheTrait() {
    let ledger = MockLaneLedger()
    ledger.stub(.total, andReturn: 2)
    #expect(ledger.total() == 2)
    #expect(ledger.total() == 2)
    #expect(hasPendingTypedCalls(ledger))
  }

  // MARK: - Settings that take calls off the fast lane

  @Test func setDefaultStillAppliesAfterFastCalls() throws {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    #expect(ledger.total() == 0)
    #expect(try ledger.commit(1) == 0)
    #expect(hasPendingTypedCalls(ledger))
    ledger.setDefault(7)
    #expect(ledger.total() == 7)
    #expect(try ledger.commit(2) == 7)
    #expect(!hasPendingTypedCalls(ledger), "a mock with a default logs its calls in the store")
    ledger.stub(.total, andReturn: 1)
    #expect(ledger.total() == 1, "the stub comes before the default")
    #expect(try ledger.commit(3) == 7)
    let calls = ledger.invocations
    #expect(
      calls.map(describe)
        == ["note(warm)", "total()", "commit(1)", "total()", "commit(2)", "total()", "commit(3)"])
    #expect(increasing(calls.map(\.sequenceNumber)))
  }

  @Test func aStrictMockStillReportsAnUnstubbedCallAfterFastCalls() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.note("fast")
    #expect(hasPendingTypedCalls(ledger))
    ledger.stub(.total, andReturn: 5)
    ledger.enableStrictMode()
    #expect(ledger.total() == 5, "stubbed calls are fine")
    withKnownIssue {
      ledger.note("strict")
    } matching: { issue in
      mentions(issue, "MockLaneLedger.note(_:)", "strict")
    }
    var answer: Bool?
    withKnownIssue {
      answer = ledger.record("strict", amount: 1)
    } matching: { issue in
      mentions(issue, "MockLaneLedger.record(_:amount:)", "strict")
    }
    #expect(answer == false, "the call still returns the default")
    ledger.disableStrictMode()
    ledger.note("after")
    #expect(hasPendingTypedCalls(ledger), "back on the fast lane")
    #expect(
      ledger.invocations.map(describe)
        == [
          "note(warm)", "note(fast)", "total()", "note(strict)", "record(strict,1)", "note(after)",
        ])
  }

  @Test(.mockSix(strict: true))
  func aMockOfAStrictTestReportsEveryUnstubbedCallNotOnlyItsFirst() {
    let ledger = MockLaneLedger()
    withKnownIssue {
      ledger.note("first")
    } matching: { issue in
      mentions(issue, "MockLaneLedger.note(_:)", "strict")
    }
    withKnownIssue {
      ledger.note("second")
    } matching: { issue in
      mentions(issue, "MockLaneLedger.note(_:)", "strict")
    }
    ledger.stub(.total, andReturn: 3)
    #expect(ledger.total() == 3)
    #expect(!hasPendingTypedCalls(ledger), "a strict mock logs its calls in the store")
    #expect(ledger.invocations.map(describe) == ["note(first)", "note(second)", "total()"])
  }

  @Test func aWaiterTakesTheNextCallOffTheFastLaneAndIsWoken() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.note("fast")
    let woken = LaneFlag()
    ledger._wake(CallWaiter { woken.set() })
    #expect(!woken.isSet)
    ledger.note("wakes")
    #expect(woken.isSet, "the call woke the waiter")
    #expect(!hasPendingTypedCalls(ledger), "the store logged it, after the pending calls")
    ledger.note("later")
    #expect(hasPendingTypedCalls(ledger), "the waiter is gone, so the fast lane is back")
    #expect(
      ledger.invocations.map(describe)
        == ["note(warm)", "note(fast)", "note(wakes)", "note(later)"])
  }

  // MARK: - Resetting

  @Test func resetMockDropsFastCallsAndStubsAndTheNextCallRegistersAgain() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.stub(.total, andReturn: 9)
    #expect(ledger.total() == 9)
    ledger.note("pending")
    #expect(hasPendingTypedCalls(ledger))
    ledger.resetMock()
    #expect(!hasPendingTypedCalls(ledger), "the reset dropped the pending calls")
    #expect(ledger.invocations.isEmpty)
    #expect(ledger.total() == 0, "the stub is gone")
    #expect(hasPendingTypedCalls(ledger), "the first call after a reset takes the log up again")
    ledger.note("again")
    #expect(hasPendingTypedCalls(ledger))
    let calls = ledger.invocations
    #expect(calls.map(describe) == ["total()", "note(again)"])
    #expect(increasing(calls.map(\.sequenceNumber)))
    #expect(ledger.stubUsage.isEmpty)
  }

  @Test func resetMockSixDropsTheTestsFastCalls() {
    let ledger = MockLaneLedger()
    let witness = MockLaneWitness()
    ledger.note("warm")
    ledger.note("pending")
    witness.mark("plain")
    #expect(hasPendingTypedCalls(ledger))
    resetMockSix()
    #expect(!hasPendingTypedCalls(ledger))
    #expect(ledger.invocations.isEmpty)
    #expect(witness.invocations.isEmpty)
    ledger.note("again")
    ledger.note("fast")
    #expect(hasPendingTypedCalls(ledger))
    #expect(ledger.invocations.map(describe) == ["note(again)", "note(fast)"])
  }

  @Test func aResetBetweenFastCallsKeepsNoCallFromBefore() {
    let ledger = MockLaneLedger()
    for round in 0..<5 {
      ledger.note("warm \(round)")
      ledger.save(round)
      ledger.save("s\(round)")
      #expect(ledger.invocations.count == 3)
      ledger.save(round)
      ledger.resetMock()
    }
    #expect(ledger.invocations.isEmpty)
  }

  // MARK: - Verified marks

  @Test func verifiedMarksLandOnFastCallsAndStayWhenMoreArrive() throws {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.note("a")
    #expect(ledger.total() == 0)
    ledger.note("b")
    #expect(hasPendingTypedCalls(ledger))
    let calls = ledger.invocations
    try #require(calls.count == 4)
    ledger._markVerified([calls[3].sequenceNumber, calls[1].sequenceNumber])
    ledger.note("c")
    ledger.save(1)
    #expect(hasPendingTypedCalls(ledger))
    #expect(ledger.invocations.map(\.isVerified) == [false, true, false, true, false, false])
    let later = ledger.invocations
    ledger._markVerified([later[5].sequenceNumber, later[4].sequenceNumber])
    #expect(ledger.invocations.map(\.isVerified) == [false, true, false, true, true, true])
  }

  @Test func verifiedMarksFindCallsMergedFromSeveralMethods() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    for round in 0..<20 {
      ledger.note("n\(round)")
      ledger.save(round)
      ledger.save("s\(round)")
      #expect(ledger.total() == 0)
    }
    #expect(hasPendingTypedCalls(ledger))
    let calls = ledger.invocations
    #expect(calls.count == 81)
    #expect(increasing(calls.map(\.sequenceNumber)))
    let saves = calls.filter { $0.methodID == MockLaneLedger.Methods._save.rawValue }
    ledger._markVerified(saves.map(\.sequenceNumber))
    let marked = ledger.invocations
    let verifiedNumbers: [Int] = marked.filter { call in call.isVerified }.map { call in
      call.sequenceNumber
    }
    let saveNumbers: [Int] = saves.map { call in call.sequenceNumber }
    #expect(verifiedNumbers == saveNumbers)
  }

  // MARK: - Generic methods

  @Test func aGenericMethodCalledWithSeveralTypesKeepsItsCallsInOrder() throws {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.save(1)
    ledger.save("two")
    ledger.save(3)
    #expect(hasPendingTypedCalls(ledger))
    let saves = ledger.invocations(of: ._save)
    try #require(saves.count == 3)
    #expect(saves[0].argument(0, as: Int.self) == 1)
    #expect(saves[1].argument(0, as: String.self) == "two")
    #expect(saves[2].argument(0, as: Int.self) == 3)
    #expect(saves.map { $0.args.first.map { "\(type(of: $0!))" } } == ["Int", "String", "Int"])
    #expect(saves.map(\.functionName) == Array(repeating: "save(_:)", count: 3))
    #expect(increasing(saves.map(\.sequenceNumber)))
    #expect(ledger.calls(of: .save(Int.self)) == [1, 3])
    #expect(ledger.calls(of: .save(String.self)) == ["two"])
  }

  @Test func aGenericMethodsFirstCallOnTheStorePathStaysFirst() {
    let ledger = MockLaneLedger()
    ledger.save(1)
    ledger.save("two")
    ledger.note("x")
    ledger.save(3.5)
    ledger.save(4)
    ledger.save("five")
    #expect(hasPendingTypedCalls(ledger))
    #expect(
      ledger.invocations.map(describe)
        == ["save(1)", "save(two)", "note(x)", "save(3.5)", "save(4)", "save(five)"])
  }

  @Test func optionalArgumentsOfAGenericMethodAreLoggedFlattenedOnBothPaths() throws {
    let ledger = MockLaneLedger()
    ledger.save(Int?.none)
    ledger.save(Int?.none)
    ledger.save(Int?.some(5))
    #expect(hasPendingTypedCalls(ledger))
    let saves = ledger.invocations(of: ._save)
    try #require(saves.count == 3)
    #expect(saves[0].args.count == 1 && saves[0].args[0] == nil, "the store logs a nil as nil")
    #expect(saves[1].args.count == 1 && saves[1].args[0] == nil, "so does the fast lane")
    #expect(saves[2].argument(0, as: Int.self) == 5, "and a value without its optional")
  }

  // MARK: - Threads

  @Test func concurrentCallsOnOneMockAreAllLoggedOnceInOrder() async {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    let workers = 8
    let callsPerWorker = 500
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<workers {
        group.addTask {
          for index in 0..<callsPerWorker {
            _ = ledger.record("w\(worker)", amount: index)
            if index.isMultiple(of: 50) { await Task.yield() }
          }
        }
      }
    }
    let calls = Array(ledger.invocations.dropFirst())
    #expect(calls.count == workers * callsPerWorker)
    let numbers = calls.map(\.sequenceNumber)
    #expect(increasing(numbers), "log order is call order")
    let keys = calls.map { "\($0.argument(0, as: String.self) ?? "?")/\($0.argument(1) ?? -1)" }
    #expect(Set(keys).count == workers * callsPerWorker, "no call lost or duplicated")
    for worker in 0..<workers {
      let mine = calls.filter { $0.argument(0, as: String.self) == "w\(worker)" }
      #expect(mine.compactMap { $0.argument(1, as: Int.self) } == Array(0..<callsPerWorker))
    }
  }

  @Test func concurrentCallsAcrossBothPathsAndReadsKeepEveryCallInOrder() async {
    let ledger = MockLaneLedger()
    let witness = MockLaneWitness()
    ledger.note("warm")
    witness.mark("warm")
    let workers = 6
    let callsPerWorker = 400
    let problems = await withTaskGroup(of: [String].self) { group in
      for worker in 0..<workers {
        group.addTask {
          for index in 0..<callsPerWorker {
            ledger.save(worker * callsPerWorker + index)
            if index.isMultiple(of: 3) { _ = witness.tick(index) }
            if index.isMultiple(of: 7) { ledger.note("w\(worker)") }
            if index.isMultiple(of: 40) { await Task.yield() }
          }
          return []
        }
      }
      // The meddler: stubs the ledger conditionally now and then, so that some of its calls
      // take the store path, and reads its log while the others call.
      group.addTask {
        var problems: [String] = []
        var lastCount = 0
        for round in 0..<60 {
          if round.isMultiple(of: 2) {
            ledger.stub(.note, when: { $0 == "never" }, andReturn: ())
          } else {
            ledger.unstub(.note)
          }
          let snapshot = ledger.invocations
          if !increasing(snapshot.map(\.sequenceNumber)) { problems.append("round \(round)") }
          if snapshot.count < lastCount { problems.append("shrank in round \(round)") }
          lastCount = snapshot.count
          await Task.yield()
        }
        ledger.unstub(.note)
        return problems
      }
      var all: [String] = []
      for await problems in group { all += problems }
      return all
    }
    #expect(problems.isEmpty)
    let calls = Array(ledger.invocations.dropFirst())
    let saves = calls.compactMap { $0.argument(0, as: Int.self) }
    #expect(saves.sorted() == Array(0..<workers * callsPerWorker), "every save, once")
    #expect(increasing(calls.map(\.sequenceNumber)))
    for worker in 0..<workers {
      let mine = saves.filter { $0 / callsPerWorker == worker }
      #expect(mine == Array(worker * callsPerWorker..<(worker + 1) * callsPerWorker))
    }
    let notes = calls.filter { $0.methodID == MockLaneLedger.Methods._note.rawValue }
    #expect(notes.count == workers * ((callsPerWorker + 6) / 7))
    #expect(witness.invocations.count == 1 + workers * ((callsPerWorker + 2) / 3))
  }

  @Test func resettingWhileOtherTasksCallLosesNoLaterCallAndBreaksNoOrder() async {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    let workers = 4
    let callsPerWorker = 2_000
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<workers {
        group.addTask {
          for index in 0..<callsPerWorker {
            ledger.save(worker * callsPerWorker + index)
            if index.isMultiple(of: 100) { await Task.yield() }
          }
        }
      }
      group.addTask {
        for _ in 0..<100 {
          ledger.resetMock()
          await Task.yield()
        }
      }
    }
    let survivors = ledger.invocations
    #expect(survivors.count <= workers * callsPerWorker)
    #expect(increasing(survivors.map(\.sequenceNumber)))
    let saves: [Int] = survivors.compactMap { $0.argument(0, as: Int.self) }
    #expect(Set(saves).count == saves.count, "no call logged twice")
    ledger.resetMock()
    #expect(ledger.invocations.isEmpty)
    ledger.note("after")
    ledger.note("fast")
    #expect(hasPendingTypedCalls(ledger))
    #expect(ledger.invocations.map(describe) == ["note(after)", "note(fast)"])
  }

  @Test func callsFromADetachedTaskAreMarkedOffTheMainThreadWithTheirThread() async throws {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    let worker = await Task.detached { () -> ThreadID in
      let thread = ThreadID.current
      ledger.note("detached")
      ledger.note("again")
      return thread
    }.value
    #expect(hasPendingTypedCalls(ledger))
    let calls = ledger.invocations
    try #require(calls.count == 3)
    #expect(calls[1].isMainThread == false)
    #expect(calls[2].isMainThread == false)
    #expect(calls[1].thread == worker && calls[2].thread == worker)
    #expect(calls[1].thread.rawValue != 0)
  }

  @Test func eachFastCallKeepsTheThreadThatMadeIt() throws {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    let here = ThreadID.current
    ledger.note("here")
    let done = DispatchSemaphore(value: 0)
    let box = LaneThreadBox()
    let thread = Thread {
      box.thread = ThreadID.current
      ledger.note("there")
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(hasPendingTypedCalls(ledger))
    let calls = ledger.invocations
    try #require(calls.count == 3)
    #expect(calls[1].thread == here)
    #expect(calls[2].thread == box.thread && calls[2].thread != here)
    #expect(!calls[2].isMainThread)
    #expect(calls[1].isMainThread == Thread.isMainThread)
  }

  @MainActor
  @Test func aFastCallOnTheMainActorIsMarkedAsItsThreadIs() throws {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.note("main")
    #expect(hasPendingTypedCalls(ledger))
    let calls = ledger.invocations
    try #require(calls.count == 2)
    #expect(calls[1].isMainThread == Thread.isMainThread)
    #expect(calls[1].isMainThread == calls[0].isMainThread, "both paths tell the same")
    #expect(calls[1].thread == ThreadID.current)
  }

  // MARK: - Dead mocks

  @Test func aMockDroppedWithPendingCallsIsSweptAndReleasesItsArguments() {
    weak var captured: LaneToken?
    weak var dropped: MockLaneLedger?
    do {
      let ledger = MockLaneLedger()
      let token = LaneToken()
      captured = token
      dropped = ledger
      ledger.note("warm")
      ledger.save(token)
      ledger.note("pending")
      #expect(hasPendingTypedCalls(ledger))
    }
    #expect(dropped == nil)
    // NB: The store sweeps once its states reach 1,024 (or twice the survivors); each new mock
    //     here dies with calls of its own pending.
    var made = 0
    while captured != nil, made < 100_000 {
      let other = MockLaneLedger()
      other.note("warm")
      other.save(made)
      made += 1
    }
    #expect(captured == nil, "the dead mock's calls outlived \(made) new mocks")
    let fresh = MockLaneLedger()
    #expect(fresh.invocations.isEmpty)
    fresh.note("one")
    fresh.note("two")
    #expect(fresh.invocations.map(describe) == ["note(one)", "note(two)"])
  }

  @Test func anArgumentOfADeadMocksPendingCallMayCallAMockWhenReleased() async {
    // NB: A sweep runs under the store's lock, and releasing an argument can run a `deinit`
    //     that calls a mock, which takes the lock again: what a sweep drops must be released
    //     after the lock, as the dead state of a mock without a stored log is (the next test).
    //     The dead mock's pending typed calls must be too. The exit test keeps a crash ("Recursive
    //     call to lock Mutex" on Linux) or a hang out of this process.
    await #expect(processExitsWith: .success) {
      let witness = MockLaneWitness()
      witness.mark("warm")
      do {
        let ledger = MockLaneLedger()
        ledger.note("warm")
        ledger.save(LaneCanary(witness))
      }
      for index in 0..<3_000 {
        let other = MockLaneWitness()
        _ = other.tick(index)
      }
      guard witness.invocations.map(describe) == ["mark(warm)", "mark(released)"] else {
        exit(1)
      }
    }
  }

  @Test func anArgumentOfADeadPlainMocksCallMayCallAMockWhenReleased() async {
    // NB: The same as above for a mock without a stored log, whose calls the store logs.
    await #expect(processExitsWith: .success) {
      let witness = MockLaneWitness()
      witness.mark("warm")
      do {
        let plain = MockLaneHolder()
        plain.hold(LaneCanary(witness))
        plain.hold(LaneCanary(witness))
      }
      for index in 0..<3_000 {
        let other = MockLaneWitness()
        _ = other.tick(index)
      }
      guard witness.invocations.map(describe) == ["mark(warm)", "mark(released)", "mark(released)"]
      else {
        exit(1)
      }
    }
  }

  // MARK: - Describing a mock

  @Test func aFailedExpectationOnAGeneratedMockDescribesItWhileADeadMockAwaitsItsSweep() async {
    // NB: A failed expectation describes the values it was given, a mock among them, by
    //     reflection; a generated mock's stored log must not lead it into the store, whose
    //     states hold dead mocks unowned until a sweep. The exit test keeps a crash out of this
    //     process.
    await #expect(processExitsWith: .success) {
      do {
        let dead = MockLaneLedger()
        dead.note("dies")
      }
      let ledger = MockLaneLedger()
      ledger.note("warm")
      _ = ledger.invocations
      withKnownIssue {
        #expect(hasPendingTypedCalls(ledger), "a read moved every call, so this fails")
      }
    }
  }

  @Test func aFailedExpectationOnAMockWithoutALogDescribesItWhileADeadMockAwaitsItsSweep() async {
    // NB: The same as above for a mock without a stored log.
    await #expect(processExitsWith: .success) {
      do {
        let dead = MockLaneLedger()
        dead.note("dies")
      }
      let witness = MockLaneWitness()
      witness.mark("warm")
      withKnownIssue {
        #expect(isEmpty(witness), "it was called, so this fails")
      }
    }
  }
}

/// XCTest runs its tests on the main thread, so a call from a test is a main-thread call; Swift
/// Testing on Linux runs even a `@MainActor` test elsewhere.
final class StoredLogTestsOnTheMainThread: XCTestCase {
  func testAFastCallOnTheMainThreadIsMarkedSo() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    ledger.note("main")
    XCTAssertTrue(Thread.isMainThread)
    XCTAssertTrue(hasPendingTypedCalls(ledger))
    let calls = ledger.invocations
    XCTAssertEqual(calls.map(\.isMainThread), [true, true])
    XCTAssertEqual(calls.last?.thread, ThreadID.current)
  }

  func testAFastCallOffTheMainThreadIsMarkedSo() {
    let ledger = MockLaneLedger()
    ledger.note("warm")
    let done = expectation(description: "called")
    DispatchQueue.global().async {
      ledger.note("off")
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    ledger.note("main")
    XCTAssertTrue(hasPendingTypedCalls(ledger))
    let calls = ledger.invocations
    XCTAssertEqual(calls.map(\.isMainThread), [true, false, true])
    XCTAssertNotEqual(calls[1].thread, ThreadID.current)
    XCTAssertEqual(calls[2].thread, ThreadID.current)
  }
}

/// A mock without a stored log that keeps what it is given in its log.
final class MockLaneHolder: Mock, Sendable {
  enum Methods: Int {
    case hold
  }
  typealias MockMethod = Methods

  func hold(_ canary: LaneCanary) { registerInvocation(.hold, args: canary) }
}

/// A flag set from any thread.
private final class LaneFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() { lock.withLock { value = true } }
}

/// A thread identifier written by one thread and read after it signalled.
private final class LaneThreadBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = ThreadID(rawValue: 0)

  var thread: ThreadID {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
