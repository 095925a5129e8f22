import Foundation
import MockSix
import MockSixMatchers
import RealWorldCorpus
import RealWorldCorpusKit
import Testing

/// Exercises the mocks that the generate-mocks plugin wrote for RealWorldCorpus, one failure
/// class of real-world protocols at a time.
@Suite struct RealWorldCorpusTests {
  @Test func namesKeepTheirMeaning() {
    let envelope = MockEnvelope()
    envelope.stub(.open, andReturn: ["to": "Ada"])
    #expect(envelope.open() == ["to": "Ada"])
    envelope.seal(["from": "Bob"])
    expect(envelope).to(receive(.seal, times: 1))
    #expect(
      envelope.invocations(of: .seal).first?.args.first as? [String: String] == ["from": "Bob"])

    let mirror = MockMirror()
    let location = RealWorldCorpus.URL(path: "/mirror")
    mirror.stub(.location, andReturn: location)
    #expect(mirror.location(of: Foundation.URL(fileURLWithPath: "/a")) == location)
    #expect(mirror.url(of: location) == nil)
  }

  @Test func associatedTypesNamedLikeTheirConstraints() throws {
    struct Item: RealWorldCorpusKit.Model {
      var id: String
    }
    let store = MockModelStore<Item>()
    store.stub(.find, andReturn: Item(id: "1"))
    #expect(store.find(id: "1")?.id == "1")
    try store.save(Item(id: "2"))
    expect(store).to(receive(.save, times: 1))

    final class TestSpan: RealWorldCorpusKit.Span {
      func end() {}
    }
    let tracer = MockSpanTracer<TestSpan>()
    let span = TestSpan()
    tracer.stub(.startSpan, andReturn: span)
    tracer.stub(.startAnySpan, andReturn: span as any RealWorldCorpusKit.Span)
    #expect(tracer.startSpan("a") === span)
    #expect(tracer.startAnySpan("b") === span)
  }

  @Test func restatedRequirementsAreWrittenOnce() async {
    let handler = MockLoggingHandler()
    handler.stub(.handle, andReturn: true)
    #expect(handler.handle(Event(name: "start")))
    handler.flush()
    #expect(handler.invocations(of: .handle).first?.args.first as? Event == Event(name: "start"))
    let machine = MockMachine()
    machine.reset()
    await machine.restart()
    expect(machine).to(receive(.reset, times: 1))
    expect(machine).to(receive(.restart, times: 1))
  }

  @Test func onePlainInitializerSatisfiesEveryFailability() {
    let maker = MockMaker()
    let named = MockMaker(name: "made")
    #expect(maker.invocations(of: .`init`).count == 1)
    #expect(named.invocations(of: .init_name).first?.args.first as? String == "made")
    let failable: (any FailableMaker)? = MockFailableMaker()
    #expect(failable != nil)
  }

  @Test func associatedTypesFromTwoParentsMerge() {
    let pipe = MockPipe<Int, [Int]>()
    pipe.stub(.next, andReturn: 4)
    pipe.stub(.drain, andReturn: [1, 2])
    pipe.push(3)
    #expect(pipe.next() == 4)
    #expect(pipe.drain() == [1, 2])
    expect(pipe).to(receive(.push, times: 1, with: theValue(3)))
  }

  @Test func nestedOptionalsAreLogged() {
    let settings = MockSettings()
    settings.stub(.flag, andReturn: Optional(Optional(true)))
    #expect(settings.flag("dark") == .some(.some(true)))
    settings.set(.some(nil), for: "dark")
    settings.onChange(nil)
    #expect(settings.invocations(of: .set).first?.args.last as? String == "dark")
    expect(settings).to(receive(.onChange, times: 1))
  }

  @Test func emojiNamesAndPlatformUnavailableMembers() {
    let reactions = MockReactions()
    reactions.stub(.💩, andReturn: 1)
    #expect(reactions.💩() == 1)
    reactions.clap(times: 2)
    #if !os(tvOS)
      reactions.vibrate()
      expect(reactions).to(receive(.vibrate, times: 1))
    #endif
    expect(reactions).to(receive(.clap, times: 1, with: theValue(2)))
  }

  @Test func underscoredRequirementsAndParentsAreMocked() {
    let channel = MockChannel()
    channel.stub(._channelCore_get, andReturn: 7)
    #expect(channel._channelCore == 7)
    channel._flush()
    channel.write([1, 2])
    expect(channel).to(receive(._flush, times: 1))
    #expect(
      channel.invocations.map(\.functionName) == ["_channelCore.get", "_flush()", "write(_:)"])
  }

  @Test func fixedAssociatedTypesAndResultBuilders() {
    let stream = MockCountingStream<[Int]>()
    stream.stub(.elements_get, andReturn: [1, 2, 3])
    stream.stub(.count, andReturn: 3)
    #expect(stream.elements == [1, 2, 3])
    #expect(stream.count() == 3)
    let query = MockQuery()
    query.stub(.clauses_get, andReturn: ["a"])
    query.stub(.build, andReturn: "SELECT a")
    #expect(query.clauses == ["a"])
    #expect(query.build { ["a"] } == "SELECT a")
    #expect(query.invocations(of: .build).first?.args.first as? String == "<non-escaping closure>")
  }

  @Test func noncopyableArgumentsAreLoggedAsPlaceholders() {
    let turnstile = MockTurnstile()
    turnstile.stub(.admit, andReturn: true)
    let admitted = turnstile.admit(Ticket(number: 1))
    #expect(admitted)
    let ticket = Ticket(number: 2)
    turnstile.inspect(ticket)
    let weight = turnstile.weigh(ticket)
    #expect(weight == 0)
    #expect(
      turnstile.invocations.compactMap { $0.args.first as? String } == [
        "<consuming argument>", "<borrowing argument>", "<noncopyable argument>",
      ])
  }

  @Test func copyableBorrowedAndConsumedArgumentsAreLoggedAndTyped() {
    let turnstile = MockTurnstile()
    var recorded: [String] = []
    turnstile.stub(.record) { name, visits in recorded.append("\(name) ×\(visits)") }
    turnstile.record("Ada", visits: 2)
    #expect(recorded == ["Ada ×2"])
    #expect(turnstile.calls(of: .record).map { $0.0 } == ["Ada"])
    expect(turnstile).to(receive(.record, times: 1, with: theValue("Ada"), .greaterThan(1)))
  }

  @Test func classBoundProtocolsGetSubclasses() {
    let delegate = MockViewDelegate(width: 5)
    delegate.stub(.layout, andReturn: 2)
    let view: View = delegate
    #expect(view.width == 5)
    #expect(delegate.layout() == 2)
    delegate.title = "Main"
    #expect(delegate.values(setThrough: .title_set) == ["Main"])

    let controllerDelegate = MockControllerDelegate(name: "root")
    controllerDelegate.didAppear(animated: true)
    #expect(controllerDelegate.name == "root")
    expect(controllerDelegate).to(receive(.didAppear, times: 1, with: theValue(true)))
  }

  @Test func actorBoundProtocolsGetActors() async throws {
    let counter = MockCounter()
    counter.stub(.increment, andReturn: 3)
    counter.stub(.name_get, andReturn: "clicks")
    #expect(await counter.increment(by: 1) == 3)
    #expect(counter.name == "clicks")
    #expect(await counter.count == 0)
    expect(counter).to(receive(.increment, times: 1, with: theValue(1)))
    #expect(counter.invocations.count == 3)

    let ledger = MockLedger()
    ledger.stub(.describe, andReturn: "ledger")
    #expect(ledger.describe() == "ledger")
    try await ledger.record(2.5)
    #expect(await ledger.describeLater() == "")
    expect(ledger).to(receive(.record, times: 1, with: theValue(2.5)))
  }

  @Test func parentsInAnotherTargetAreMocked() {
    let router = MockEventRouter()
    router.stub(.route, andReturn: "queue")
    router.stub(.handlerName_get, andReturn: "router")
    #expect(router.route(Event(name: "e")) == "queue")
    #expect(router.handlerName == "router")
    #expect(!router.handle(Event(name: "e")))
  }

  @Test func staticMembersOfGenericMocksHaveOneMockPerSpecialization() {
    MockFactory<Int>.staticMock.stub(.static_make, andReturn: 7)
    MockFactory<String>.staticMock.stub(.static_make, andReturn: "seven")
    defer {
      MockFactory<Int>.staticMock.resetMock()
      MockFactory<String>.staticMock.resetMock()
    }
    #expect(MockFactory<Int>.make() == 7)
    #expect(MockFactory<String>.make() == "seven")
    #expect(MockFactory<Int>.madeCount == 0)
    #expect(MockFactory<Int>.staticMock.invocations.count == 2)
    #expect(MockFactory<String>.staticMock.invocations.count == 1)
  }

  @Test func genericParametersNamedLikeAssociatedTypesAreRenamed() {
    let converter = MockConverter<Int>()
    // A generic member of a generic mock: its ID takes its own generic parameter's type.
    converter.stub(.convert(String.self), andReturn: "converted")
    converter.stub(.source, andReturn: 4)
    #expect(converter.convert("text") == "converted")
    #expect(converter.source() == 4)
    expect(converter).to(receive(.convert(String.self), times: 1, with: theValue("text")))
  }

  @Test func nsObjectProtocolsSubclassNSObject() {
    let observer = MockObserver()
    let object: NSObject = observer
    observer.observe("changed")
    #expect(object.isEqual(observer))
    expect(observer).to(receive(.observe, times: 1, with: theValue("changed")))
  }

  @Test func standardProtocolsAreConformedTo() throws {
    let first = MockRanked()
    let second = MockRanked()
    #expect(first < second)
    #expect(first == first)
    #expect(first != second)

    let token = MockToken()
    token.stub(.description_get, andReturn: "token")
    #expect("\(token)" == "token")
    let tokens: Set<MockToken> = [token, token, MockToken()]
    #expect(tokens.count == 2)

    let entity = MockEntity()
    #expect(entity.id == ObjectIdentifier(entity))

    let document = MockDocument()
    _ = try JSONEncoder().encode([document])
    expect(document).to(receive(.encode, times: 1))
    let decoded = try JSONDecoder().decode(MockDocument.self, from: Data("{}".utf8))
    #expect(decoded.invocations.isEmpty)
    _ = try JSONDecoder().decode(MockImportable.self, from: Data("{}".utf8))
    _ = try JSONEncoder().encode([MockExportable()])

    let error: any Error = MockServiceError()
    #expect(error.localizedDescription.isEmpty == false)
  }

  @Test func aTypeOfAnotherModuleNamedLikeFoundationsIsQualified() {
    let launcher = MockProcessLaunching()
    launcher.stub(.launch, andReturn: Data([1]))
    #expect(launcher.launch(["ls"], output: .collect) == Data([1]))
    expect(launcher).to(
      receive(
        .launch, with: any(), theValue(RealWorldCorpusKit.Process.OutputRedirection.collect)))
  }

  @Test func protocolsRefiningFoundationsAreMockedFromItsGraph() throws {
    let task = MockProgressReportingTask()
    #expect(task.progress.totalUnitCount == 0)
    task.start()
    expect(task).to(receive(.start, times: 1))

    let delegate = MockCopyingDelegate()
    let url = URL(fileURLWithPath: "/tmp/a")
    delegate.stub(.fileManager_shouldCopyItemAt_to, andReturn: true)
    #expect(delegate.fileManager(FileManager.default, shouldCopyItemAt: url, to: url))
    #expect(delegate.copiedCount == 0)

    let buffer = MockByteBuffer()
    buffer.stub(.withUnsafeBytes, andReturn: 3)
    let count: Int = buffer.withUnsafeBytes { $0.count }
    #expect(count == 3)
  }

  @Test func aSubclassMockInheritsARequiredInitializer() {
    let mock = MockRequiredBased(value: 4)
    mock.stub(.run, andReturn: 2)
    #expect(mock.value == 4)
    #expect(mock.run() == 2)
  }

  @Test func associatedTypeDefaultsNeedNotBeSpelledOut() {
    let handler = MockInboundHandlerWithDefaults<Int>()
    let spelledOut: MockInboundHandler<Int, Never> = handler
    #expect(spelledOut.read(1) == nil)
    expect(handler).to(receive(.read, times: 1))

    let pipe = MockPipeWithDefaults<Int>()
    let same: MockPipe<Int, [Int]> = pipe
    same.stub(.drain, andReturn: [1])
    #expect(pipe.drain() == [1])
  }
}
