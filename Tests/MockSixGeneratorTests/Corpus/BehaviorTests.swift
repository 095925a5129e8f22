import GeneratorCorpus
import MockSix
import Testing

/// Checks that generated mocks behave like hand-written ones: properties remember what was set,
/// child mocks stay the same, and members that return the mock's own protocol return the mock.
@Suite struct BehaviorTests {
  @Test func settablePropertyReturnsWhatWasSet() {
    let handler = MockHandler()
    #expect(handler.verbosity == .quiet)
    handler.verbosity = .loud
    #expect(handler.verbosity == .loud)
    handler.label = "main"
    #expect(handler.label == "main")
    #expect(handler.values(setThrough: .label_set) == ["main"])
  }

  @Test func stubWinsOverWhatWasSet() {
    let handler = MockHandler()
    handler.verbosity = .loud
    handler.stub(.verbosity_get, andReturn: Verbosity.quiet)
    #expect(handler.verbosity == .quiet)
    handler.unstub(.verbosity_get)
    #expect(handler.verbosity == .loud)
  }

  @Test func setDefaultComesBeforeWhatWasSet() {
    let handler = MockHandler()
    handler.label = "main"
    handler.setDefault("fallback")
    #expect(handler.label == "fallback")
  }

  @Test func resetMockForgetsWhatWasSet() {
    let handler = MockHandler()
    handler.label = "main"
    handler.resetMock()
    #expect(handler.label == "")
  }

  @Test func optionalPropertyCanBeSetBackToNil() {
    final class Delegate: SourceDelegate {
      func sourceDidChange() {}
    }
    let handler = MockHandler()
    let delegate = Delegate()
    handler.delegate = delegate
    #expect(handler.delegate === delegate)
    handler.delegate = nil
    #expect(handler.delegate == nil)
  }

  @Test func subscriptRemembersAValuePerKey() {
    let handler = MockHandler()
    handler[metadataKey: "a"] = "1"
    handler[metadataKey: "b"] = "2"
    handler[position: 3] = .loud
    #expect(handler[metadataKey: "a"] == "1")
    #expect(handler[metadataKey: "b"] == "2")
    #expect(handler[metadataKey: "c"] == nil)
    #expect(handler[position: 3] == .loud)
    #expect(handler[position: 4] == .quiet)
    handler.stub(.subscript_metadataKey_get, andReturn: "stubbed")
    #expect(handler[metadataKey: "a"] == "stubbed")
  }

  @Test func childMockIsTheSameOnEveryCall() throws {
    let channel = MockChannel()
    let loop = try #require(channel.loop as? MockLoop)
    loop.stub(.isCurrent_get, andReturn: true)
    #expect(channel.loop.isCurrent)
    #expect(channel.loop as? MockLoop === loop)
    let named = try #require(channel.makeLoop(named: "a") as? MockLoop)
    #expect(channel.makeLoop(named: "b") as? MockLoop === named)
    #expect(named !== loop)
    #expect(MockChannel().loop as? MockLoop !== loop)
  }

  @Test func stubWinsOverTheChildMock() {
    let channel = MockChannel()
    let other = MockLoop()
    channel.stub(.loop_get, andReturn: other as any Loop)
    #expect(channel.loop as? MockLoop === other)
    #expect(channel.parent == nil)
  }

  @Test func memberReturningTheOwnProtocolReturnsTheMock() {
    let client = MockClient()
    #expect(client.delegating(to: MockClient()) as? MockClient === client)
    #expect(client.logging(.loud) as? MockClient === client)
    let other = MockClient()
    client.stub(.delegating, andReturn: other as any Client)
    #expect(client.delegating(to: client) as? MockClient === other)
  }

  @Test func aLoopsNextIsItself() {
    let loop = MockLoop()
    #expect(loop.next() as? MockLoop === loop)
  }

  @Test func propertiesOfFunctionAndCompositionTypesRememberWhatWasSet() {
    let callbacks = MockStringCallbacks()
    #expect(callbacks.transform("a") == "")
    callbacks.transform = { $0 + "!" }
    #expect(callbacks.transform("a") == "a!")
    var changes = 0
    callbacks.onChange = { changes += $0 }
    callbacks.onChange?(2)
    #expect(changes == 2)
    callbacks.handlers = [{ _ in }, { _ in }]
    #expect(callbacks.handlers.count == 2)
    callbacks.describers = [1, "a"]
    #expect(callbacks.describers.map(\.description) == ["1", "a"])
  }

  @Test func aSpyForwardsAMemberWithoutATypedID() {
    final class Updater: BatchUpdater, @unchecked Sendable {
      var applied: [Int] = []
      func apply(_ batch: Batch<some Any>, animated: Bool) { applied.append(batch.count) }
    }
    let real = Updater()
    let spy = MockBatchUpdater(forwardingTo: real)
    spy.apply(Batch<String>(count: 3), animated: true)
    #expect(real.applied == [3])
    #expect(spy.invocations.count == 1)
    #expect(spy.invocations.first?.argument(1, as: Bool.self) == true)
  }
}
