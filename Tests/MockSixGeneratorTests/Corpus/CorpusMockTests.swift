import Foundation
import GeneratorCorpus
import MockSix
import Testing

/// Exercises the checked-in mocks that mocksix-gen generated for the GeneratorCorpus module.
@Suite struct CorpusMockTests {
  @Test func labelledAndUnlabelledParameters() {
    let mock = MockLabels()
    mock.stub(.doThat, andReturn: true)
    mock.stub(._sum) { (args: [Any?]) in (args[0] as! Int) + (args[1] as! Int) }
    mock.doThis(1, "a")
    #expect(mock.doThat(with: 2, and: "b"))
    #expect(mock.sum(a: 3, b: 4) == 7)
    #expect(
      mock.invocations.map(\.functionName) == ["doThis(_:_:)", "doThat(with:and:)", "sum(a:b:)"])
    #expect(mock.invocations(of: .doThis).first?.args.last as? String == "a")
  }

  @Test func overloadsGetDistinctCases() {
    let mock = MockOverloads()
    mock.stub(.fetch_Int, andReturn: "int")
    mock.stub(.fetch_String, andReturn: "string")
    mock.setSpeed(to: Float(1))
    mock.setSpeed(to: 2.0)
    mock.setSpeed(to: 3, in: .milesPerHour)
    #expect(mock.fetch(1) == "int")
    #expect(mock.fetch("1") == "string")
    #expect(mock.invocations(of: .setSpeed_to_Float).count == 1)
    #expect(mock.invocations(of: .setSpeed_to_Double).first?.args.first as? Double == 2)
    #expect(mock.invocations(of: .setSpeed_to_in).first?.args.last as? SpeedUnit == .milesPerHour)
  }

  @Test func throwingMembers() throws {
    let mock = MockThrowing()
    mock.stub(.load, andReturn: Data([1, 2]))
    #expect(try mock.load() == Data([1, 2]))
    mock.stub(.save, andThrow: CorpusError.failed)
    #expect(throws: CorpusError.failed) { try mock.save(Data()) }
    #expect(mock.invocations(of: .save).count == 1)
  }

  @Test func typedThrows() {
    let mock = MockTypedThrowing()
    mock.stub(.parse, andThrow: CorpusError.failed)
    #expect(throws: CorpusError.failed) { try mock.parse("x") }
    mock.stub(.parse, andReturn: 42)
    #expect((try? mock.parse("42")) == 42)
    #expect(throws: Never.self) { try mock.validate() }
  }

  @Test func rethrowingMembersLogNonEscapingClosures() {
    let mock = MockRethrowing()
    mock.stub(.transform, andReturn: 9)
    mock.perform {}
    #expect(mock.transform(1, using: { $0 + 1 }) == 9)
    #expect(mock.invocations(of: .perform).first?.args.first as? String == "<non-escaping closure>")
  }

  @Test func asyncMembers() async throws {
    let mock = MockAsyncService()
    mock.stub(.fetchNumber, andReturn: 3)
    mock.stub(.download, andReturn: Data([7]))
    mock.stub(.check, andThrow: CorpusError.failed)
    #expect(await mock.fetchNumber() == 3)
    await mock.refresh()
    let url = URL(fileURLWithPath: "/tmp/x")
    #expect(try await mock.download(from: url) == Data([7]))
    try await mock.upload(Data())
    await #expect(throws: CorpusError.failed) { try await mock.check() }
    #expect(mock.invocations(of: .download).first?.args.first as? URL == url)
  }

  @Test func properties() {
    let mock = MockProperties()
    mock.stub(.name_get, andReturn: "Ada")
    mock.stub(.count_get, andReturn: 2)
    #expect(mock.name == "Ada")
    mock.count = 5
    #expect(mock.count == 2)
    mock.nickname = nil
    #expect(mock.nickname == nil)
    #expect(mock.invocations(of: .count_set).first?.args.first as? Int == 5)
    #expect(mock.invocations(of: .nickname_set).count == 1)
  }

  @Test func effectfulProperties() async throws {
    let mock = MockEffectfulProperties()
    mock.stub(.remoteValue_get, andReturn: 1)
    mock.stub(.checkedValue_get, andThrow: CorpusError.failed)
    mock.stub(.both_get, andReturn: 2.5)
    mock.stub(.typed_get, andReturn: 4)
    #expect(await mock.remoteValue == 1)
    #expect(throws: CorpusError.failed) { try mock.checkedValue }
    #expect(try await mock.both == 2.5)
    #expect(try mock.typed == 4)
  }

  @Test func subscripts() {
    let mock = MockSubscripts()
    mock.stub(.subscript_Int_get, andReturn: "zero")
    mock.stub(.subscript_key_get, andReturn: 3)
    #expect(mock[0] == "zero")
    mock[1, 2] = 3.5
    #expect(mock[1, 2] == 3.5)
    #expect(mock[key: "k"] == 3)
    let set = mock.invocations(of: .subscript_Int_Int_set).first
    #expect(set?.args.compactMap { $0 as? Double } == [3.5])
    #expect(set?.args.count == 3)
  }

  @Test func staticMembers() {
    MockStatics.staticMock.stub(.static_make, andReturn: 7)
    defer { MockStatics.staticMock.resetMock() }
    let mock = MockStatics()
    mock.stub(.make, andReturn: 1)
    #expect(MockStatics.make(named: "a") == 7)
    #expect(mock.make(named: "b") == 1)
    #expect(MockStatics.shared == "")
    #expect(MockStatics.staticMock.invocations(of: .static_make).count == 1)
    #expect(mock.invocations(of: .static_make).isEmpty)
  }

  @Test func genericMethods() throws {
    let mock = MockGenerics()
    mock.stub(.decode(Int.self), andReturn: 5)
    let value: Int = try mock.decode(Int.self, from: Data())
    #expect(value == 5)
    mock.store("stored")
    #expect(mock.collect([3, 1, 2]) == [])
    #expect(mock.invocations(of: .store(String.self)).first?.args.first as? String == "stored")
  }

  @Test func associatedTypesMakeGenericMocks() {
    let repository = MockRepository<String>()
    repository.stub(.all, andReturn: ["a"])
    repository.add("a")
    #expect(repository.all() == ["a"])
    let store = MockStore<Int, String>()
    store.stub(.value, andReturn: 1)
    store.set(2, for: "b")
    #expect(store.value(for: "a") == 1)
    #expect(store.invocations(of: .set).first?.args.last as? String == "b")
    let container = MockContainer<Int, [Int]>()
    container.stub(.elements_get, andReturn: [1, 2])
    container.append(3)
    #expect(container.elements == [1, 2])
    #expect(container[1] == nil)
  }

  @Test func sameTypeRequirementsBecomeTypealiases() {
    let mock = MockIntRepository()
    mock.stub(.count, andReturn: 1)
    mock.add(4)
    #expect(mock.count() == 1)
    #expect(mock.invocations(of: .add).first?.args.first as? Int == 4)
  }

  @Test func closures() {
    let mock = MockClosures()
    var received: [Int] = []
    mock.onChange { received.append($0) }
    mock.withValue { _ in }
    mock.schedule {}
    mock.complete(nil)
    mock.stub(.makeHandler, andReturn: { (text: String) in text.count })
    #expect(mock.makeHandler()("abc") == 3)
    let handler = mock.invocations(of: .onChange).first?.args.first as? (Int) -> Void
    handler?(8)
    #expect(received == [8])
    #expect(
      mock.invocations(of: .withValue).first?.args.first as? String == "<non-escaping closure>")
    #expect(mock.invocations(of: .complete).first?.args.first.flatMap { $0 } == nil)
  }

  @Test func aCompletionHandlerIsCalledByItsStub() {
    let mock = MockClosures()
    var completed: [Bool] = []
    mock.complete { completed.append($0) }
    #expect(completed.isEmpty)  // unstubbed, the mock does not call it
    mock.stub(.complete) { completion in completion?(true) }
    mock.complete { completed.append($0) }
    #expect(completed == [true])
  }

  @Test func moreClosures() {
    let mock = MockMoreClosures()
    #expect(mock.apply { $0 + 1 } == 0)
    mock.store { $0 * 2 }
    mock.assert(1 > 0, "message")
    mock.ignore(5)
    let stored = mock.invocations(of: .store).first?.args.first as? (Int) -> Int
    #expect(stored?(4) == 8)
    #expect(mock.invocations(of: .assert).first?.args.last as? String == "message")
    #expect(mock.invocations(of: .ignore).first?.args.first as? Int == 5)
  }

  @Test func inoutParameters() {
    let mock = MockInoutParameters()
    var value = 1
    mock.increment(&value)
    var array = ["a"]
    mock.stub(.append, andReturn: 2)
    #expect(mock.append(to: &array, "b") == 2)
    #expect(mock.invocations(of: .increment).first?.args.first as? Int == 1)
    #expect(mock.invocations(of: .append).first?.args.first as? [String] == ["a"])
  }

  @Test func variadics() {
    let mock = MockVariadics()
    mock.log("a", "b")
    mock.stub(.sum, andReturn: 1.5)
    #expect(mock.sum(of: 1, 2, 3, scale: 2) == 1.5)
    #expect(mock.invocations(of: .log).first?.args.first as? [String] == ["a", "b"])
    #expect(mock.invocations(of: .sum).first?.args.first as? [Int] == [1, 2, 3])
  }

  @Test func inheritance() {
    let person = MockPerson()
    person.stub(.name_get, andReturn: "Ada")
    person.stub(.greet, andReturn: "Hi")
    let named: any Named = person
    #expect(named.name == "Ada")
    #expect(person.greet() == "Hi")
    #expect(person.age == 0)
    let named2 = MockNamed()
    #expect(named2.name == "")
  }

  @Test func standardProtocols() {
    let mock = MockDescribable()
    mock.stub(.description_get, andReturn: "described")
    mock.stub(.debugDescription_get, andReturn: "debug")
    #expect("\(mock)" == "described")
    #expect(String(reflecting: mock) == "debug")
    #expect(mock.summary() == "")
    let first = MockEntity()
    let second = MockEntity()
    #expect(first == first)
    #expect(first != second)
    let distinct: Set = [first, second, first]
    #expect(distinct.count == 2)
    first.stub(.id_get, andReturn: "1")
    #expect(first.id == "1")
  }

  @Test func classBoundAndSendableProtocols() async {
    let delegate = MockDelegate()
    weak let weakDelegate: (any Delegate)? = delegate
    weakDelegate?.didFinish(3)
    #expect(delegate.invocations(of: .didFinish).first?.args.first as? Int == 3)
    let service = MockSendableService()
    service.stub(.send, andReturn: true)
    let sent = await Task.detached { await service.send("hello") }.value
    #expect(sent)
  }

  @MainActor @Test func mainActorProtocols() async throws {
    let mock = MockViewModel()
    mock.stub(.load, andReturn: "loaded")
    mock.title = "Title"
    mock.reload()
    #expect(try await mock.load(id: 1) == "loaded")
    #expect(mock.invocations(of: .title_set).first?.args.first as? String == "Title")
    #expect(mock.invocations.count == 3)
  }

  @Test func selfReturnsAndInitializers() {
    let mock = MockCopyable(value: 3)
    #expect(mock.invocations(of: .init_value).first?.args.first as? Int == 3)
    #expect(mock.copy() === mock)
    let made = MockCopyable.makeDefault()
    #expect(made !== mock)
    #expect(MockCopyable(text: "x") != nil)
    MockCopyable.staticMock.resetMock()
  }

  @Test func effectfulInitializersAndStaticProperties() async throws {
    let mock = try MockConfigurable(configuration: ["a": "b"])
    #expect(mock.invocations(of: .init_configuration).count == 1)
    let other = await MockConfigurable(url: URL(fileURLWithPath: "/"))
    other.mode = 2
    #expect(other.invocations(of: .mode_set).first?.args.first as? Int == 2)
    MockConfigurable.defaultName = "name"
    #expect(MockConfigurable.staticMock.invocations(of: .static_defaultName_set).count == 1)
    MockConfigurable.staticMock.resetMock()
  }

  @Test func mutatingRequirements() {
    var counter: some Counter = MockCounter()
    counter.increment()
    #expect(counter.reset(to: 3) == 0)
    #expect((counter as? MockCounter)?.invocations.count == 2)
  }

  @Test func keywordNames() {
    let mock = MockKeywords()
    mock.stub(.default, andReturn: 1)
    #expect(mock.default() == 1)
    mock.run(in: "ctx", for: 2)
    #expect(mock.class == "")
    mock.return(4)
    #expect(mock.invocations(of: .return).first?.args.first as? Int == 4)
  }

  @Test func attributes() {
    let mock = MockAttributes()
    mock.save()
    #expect(mock.modern() == 0)
    #expect(mock.invocations(of: .save).count == 1)
  }

  @Test func existentialsAndOpaqueTypes() {
    let mock = MockExistentials()
    mock.handle(CorpusError.failed)
    mock.consume([1, 2])
    mock.stub(.makeError, andReturn: CorpusError.failed as any Error)
    #expect(mock.makeError() as? CorpusError == .failed)
    #expect(mock.describe(nil) == "")
    #expect(mock.invocations(of: .handle).first?.args.first as? CorpusError == .failed)
    // A `some Sequence<Int>` argument is typed by the type the test names.
    #expect(mock.calls(of: .consume([Int].self)) == [[1, 2]])
    mock.stub(.consume([Int].self)) { items in #expect(items == [3]) }
    mock.consume([3])
  }

  @Test func parametersNamedLikeTheMockAPI() {
    let mock = MockMockAPINames()
    mock.stub(.call, andReturn: 2)
    #expect(mock.call(method: "m", args: ["a"]) == 2)
    mock.run(function: "f", for: 1)
    mock.register(andReturn: 3)
    let count: Int = mock.invocations
    #expect(count == 0)
    #expect(mock.invocations(of: .call).first?.args.first as? String == "m")
    #expect(mock.invocations(of: .register).first?.args.first as? Int == 3)
  }

  @Test func optionalsAndTuples() {
    let mock = MockOptionals()
    #expect(mock.find(1) == nil)
    mock.update(name: nil, age: 3)
    #expect(mock.items() == nil)
    let tuples = MockTuples()
    tuples.stub(.pair, andReturn: (1, "one"))
    tuples.stub(.bounds, andReturn: (min: 0, max: 9))
    #expect(tuples.pair() == (1, "one"))
    #expect(tuples.bounds().max == 9)
    #expect(tuples.table() == [:])
  }

  @Test func typesWithoutDefaultsAreStubbed() {
    let mock = MockNoDefaults()
    mock.stub(.unit, andReturn: SpeedUnit.milesPerHour)
    mock.stub(.url, andReturn: URL(fileURLWithPath: "/"))
    #expect(mock.unit() == .milesPerHour)
    #expect(mock.url().path == "/")
  }

  @Test func classBoundProtocolsSubclassTheirClass() {
    let view = MockView()
    let base: BaseView = view
    view.layout()
    #expect(base === view)
    #expect(view.invocations(of: .layout).count == 1)
  }

  @Test func codableProtocolsAndGenericStatics() throws {
    let persisted = MockPersisted()
    persisted.persist()
    _ = try JSONEncoder().encode([persisted])
    #expect(persisted.invocations.map(\.functionName) == ["persist()", "encode(to:)"])
    MockFactory<Int>.staticMock.stub(.static_make, andReturn: 5)
    defer { MockFactory<Int>.staticMock.resetMock() }
    #expect(MockFactory<Int>.make() == 5)
  }

  @Test func protocolSuffixIsDropped() async throws {
    let mock = MockUserService()
    mock.stub(.user, andReturn: "Ada")
    #expect(try await mock.user(id: 1) == "Ada")
    let marker: any Marker = MockMarker()
    #expect(marker is MockMarker)
  }
}

@Suite struct CorpusMockNamingTests {
  @Test func nestedAndClashingProtocolNames() {
    let nested = MockGarage_Door()
    let plain = MockGarageDoor()
    let suffixed = MockGarageDoorProtocol()
    nested.open()
    plain.lock()
    suffixed.close()
    #expect(nested.invocations.map(\.functionName) == ["open()"])
    #expect(plain.invocations(of: .lock).count == 1)
    #expect(suffixed.invocations(of: .close).count == 1)
  }
}
