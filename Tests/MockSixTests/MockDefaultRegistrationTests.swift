import MockSix
import Testing

/// A result type of your own with a default that differs on every read, as a made-up ID does.
struct Ticket: MockDefault, Equatable {
  /// How many defaults have been read, so that each read is told apart.
  nonisolated(unsafe) static var reads = 0
  var number: Int

  static var mockDefault: Ticket {
    reads += 1
    return Ticket(number: -reads)
  }
}

/// A mock as the generator writes it, whose results are `MockDefault`: zero to five arguments,
/// throwing, async, and one that returns nothing.
final class MockBoxOffice: Mock {
  enum Methods: Int {
    case next, issue, seats, reissue, exchange, batch, refund, cancel
  }
  typealias MockMethod = Methods

  func next() -> Ticket { registerInvocation(.next) }
  func issue(_ name: String) -> Ticket { registerInvocation(.issue, args: name) }
  func seats(_ row: Int, _ from: Int, _ to: Int) -> [Int] {
    registerInvocation(.seats, args: row, from, to)
  }
  func reissue(_ a: Int, _ b: Int, _ c: Int, _ d: Int) throws -> Ticket? {
    try registerThrowingInvocation(.reissue, args: a, b, c, d)
  }
  func exchange(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int) async -> [String: Int] {
    await registerAsyncInvocation(.exchange, args: a, b, c, d, e)
  }
  func batch(_ count: Int) async throws -> [Ticket] {
    try await registerAsyncThrowingInvocation(.batch, args: count)
  }
  func refund(_ ticket: Int) -> Bool { registerInvocation(.refund, args: ticket) }
  func cancel(_ ticket: Int) { registerInvocation(.cancel, args: ticket) }
}

/// A registration that writes no default answers an unstubbed call whose result is
/// `MockDefault` with `mockDefault` itself: the same value the made-up default was, in the same
/// order, after stubs, strict mode and the mock's own default.
@Suite(.serialized) struct MockDefaultRegistrationTests {
  let office = MockBoxOffice()

  @Test func everyFormAnswersAnUnstubbedCallWithTheTypesDefault() async throws {
    #expect(office.issue("Ann").number < 0)
    #expect(office.seats(1, 2, 3) == [])
    #expect(try office.reissue(1, 2, 3, 4) == nil)
    #expect(await office.exchange(1, 2, 3, 4, 5) == [:])
    #expect(try await office.batch(2) == [])
    #expect(office.refund(7) == false)
    office.cancel(7)
    #expect(office.invocations.map(\.methodID) == [1, 2, 3, 4, 5, 6, 7])
  }

  @Test func aDefaultThatDiffersOnEveryReadIsReadOnEveryCall() {
    let first = office.next()
    let second = office.next()
    #expect(first != second, "each call reads mockDefault, as the made-up default did")
  }

  @Test func stubsAndTheMocksOwnDefaultComeFirst() async throws {
    office.setDefault(Ticket(number: 5))
    #expect(office.next() == Ticket(number: 5))
    office.stub(.next, andReturn: Ticket(number: 9))
    #expect(office.next() == Ticket(number: 9))
    office.stub(.batch, andThrow: CancellationError())
    await #expect(throws: CancellationError.self) { try await office.batch(1) }
    office.unstub(.next)
    #expect(office.next() == Ticket(number: 5))
  }

  @Test func aVoidMethodRunsItsStubAndOtherwiseReturns() {
    var cancelled: [Int] = []
    office.cancel(1)
    office.stub(.cancel) { args in cancelled.append(args[0] as! Int) }
    office.cancel(2)
    #expect(cancelled == [2])
  }

  @Test func aStrictMockStillReportsTheCallAndAnswersWithTheDefault() {
    office.enableStrictMode()
    var result: Bool?
    withKnownIssue {
      result = office.refund(3)
    } matching: { issue in
      mentions(issue, "MockBoxOffice.refund(_:)", "strict")
    }
    #expect(result == false)
  }
}
