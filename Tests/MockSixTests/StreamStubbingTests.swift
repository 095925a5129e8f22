import MockSix
import Testing

/// A feed whose methods return streams, as chat and sensor services do.
protocol MessageFeed {
  func incoming() -> AsyncStream<String>
  func updates(since id: Int) async throws -> AsyncThrowingStream<Int, any Error>
}

/// The feed's mock, as the generator writes it: typed IDs, no defaults written.
final class MockMessageFeed: MessageFeed, Mock {
  enum Methods: Int {
    case _incoming
    case _updates
  }
  typealias MockMethod = Methods

  func incoming() -> AsyncStream<String> {
    registerInvocation(._incoming)
  }

  func updates(since id: Int) async throws -> AsyncThrowingStream<Int, any Error> {
    try await registerAsyncThrowingInvocation(._updates, args: id)
  }
}

extension TypedMethod where M == MockMessageFeed {
  static var incoming: TypedMethod<MockMessageFeed, Void, AsyncStream<String>> { .init(._incoming) }
  static var updates: TypedMethod<MockMessageFeed, Int, AsyncThrowingStream<Int, any Error>> {
    .init(._updates)
  }
}

/// The feed's mock in MockSix 0.2's spelling, with `args: Any?...`.
final class HandWrittenMessageFeed: MessageFeed, Mock {
  enum Methods: Int {
    case incoming
    case updates
  }
  typealias MockMethod = Methods

  func incoming() -> AsyncStream<String> {
    registerInvocation(for: .incoming)
  }

  func updates(since id: Int) async throws -> AsyncThrowingStream<Int, any Error> {
    try await registerAsyncThrowingInvocation(for: .updates, args: id)
  }
}

/// Everything a stream yields, until it finishes.
func collect<S: AsyncSequence>(_ stream: S) async throws -> [S.Element] {
  var elements: [S.Element] = []
  for try await element in stream { elements.append(element) }
  return elements
}

/// Unstubbed streams finish at once; typed stubs yield given values, or what a test feeds a
/// continuation later.
@Suite struct StreamStubbingTests {
  let feed = MockMessageFeed()

  @Test func anUnstubbedStreamHasFinishedEmpty() async throws {
    #expect(try await collect(feed.incoming()).isEmpty)
    #expect(try await collect(feed.updates(since: 1)).isEmpty)
    #expect(try await collect(feed.incoming()).isEmpty, "a new one for each call")
  }

  @Test func aHandWrittenMocksUnstubbedStreamHasFinishedEmpty() async throws {
    let feed = HandWrittenMessageFeed()
    #expect(try await collect(feed.incoming()).isEmpty)
    #expect(try await collect(feed.updates(since: 1)).isEmpty)
  }

  @Test func aStreamStubYieldsItsValuesToEachCall() async throws {
    feed.stub(.incoming, yielding: ["hi", "bye"])
    #expect(try await collect(feed.incoming()) == ["hi", "bye"])
    #expect(try await collect(feed.incoming()) == ["hi", "bye"])
  }

  @Test func aThrowingStreamStubYieldsThenThrows() async throws {
    struct Disconnected: Error {}
    feed.stub(.updates, yielding: [1, 2], thenThrowing: Disconnected())
    var received: [Int] = []
    await #expect(throws: Disconnected.self) {
      for try await value in try await feed.updates(since: 0) { received.append(value) }
    }
    #expect(received == [1, 2])
    feed.stub(.updates, yielding: [3])
    #expect(try await collect(feed.updates(since: 0)) == [3])
  }

  @Test func aContinuationFeedsTheStubbedStreamLater() async throws {
    let incoming = feed.continuation(stubbing: .incoming)
    let stream = feed.incoming()
    let reader = Task { try await collect(stream) }
    incoming.yield("first")
    incoming.yield("second")
    incoming.finish()
    #expect(try await reader.value == ["first", "second"])
  }

  @Test func aThrowingContinuationCanEndWithAnError() async throws {
    struct Closed: Error {}
    let updates = feed.continuation(stubbing: .updates)
    updates.yield(7)
    updates.finish(throwing: Closed())
    var received: [Int] = []
    await #expect(throws: Closed.self) {
      for try await value in try await feed.updates(since: 0) { received.append(value) }
    }
    #expect(received == [7])
  }
}
