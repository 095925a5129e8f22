import Foundation
import MockSix
import MockSixMatchers
import RealWorldCorpus
import RealWorldCorpusKit
import Testing

/// Exercises the typed method IDs that the generate-mocks plugin wrote beside each mock.
@Suite struct TypedIDTests {
  @Test func nilAndLiteralStubsTakeTheirTypeFromTheMethod() {
    let settings = MockSettings()
    settings.stub(.flag, andReturn: nil)
    #expect(settings.flag("dark") == nil)
    settings.stub(.flag, with: theValue("dark"), andReturn: true)
    #expect(settings.flag("dark") == true)
    #expect(settings.flag("light") == nil)
  }

  @Test func closuresGetEveryArgumentWithItsType() {
    let settings = MockSettings()
    var keys: [String] = []
    settings.stub(.set) { value, key in keys.append(key) }
    settings.set(true, for: "dark")
    settings.set(nil, for: "light")
    #expect(keys == ["dark", "light"])
    let calls = settings.calls(of: .set)
    #expect(calls.map(\.1) == ["dark", "light"])
    expect(settings).to(receive(.set, times: 1, with: any(), theValue("light")))
  }

  @Test func closuresSeeTheModulesOwnTypes() {
    let router = MockEventRouter()
    router.stub(.route) { event in "to-" + event.name }
    router.stub(.handle, with: .passing { $0.name.hasPrefix("s") }, andReturn: true)
    #expect(router.route(Event(name: "start")) == "to-start")
    #expect(router.handle(Event(name: "start")))
    #expect(!router.handle(Event(name: "end")))
    expect(router).to(receive(.handle, times: 2, with: any()))
    #expect(router.calls(of: .route) == [Event(name: "start")])
  }

  @Test func asyncThrowingClosuresOnAnActorMock() async throws {
    struct Declined: Error {}
    let ledger = MockLedger()
    // NB: A closure of several statements whose body fits other types too (`amount < 0` fits an
    //     Int) needs the `withBlock:` label, or Swift picks the untyped stub.
    ledger.stub(
      .record,
      withBlock: { amount async throws in
        if amount < 0 { throw Declined() }
      })
    try await ledger.record(2.5)
    await #expect(throws: Declined.self) { try await ledger.record(-1) }
    expect(ledger).to(receive(.record, times: 1, with: theValue(2.5)))
    #expect(ledger.calls(of: .record) == [2.5, -1])
  }

  @Test func settersHaveTypedIDsOfTheNewValue() {
    let delegate = MockViewDelegate(width: 5)
    delegate.title = "Home"
    delegate.title = "Away"
    #expect(delegate.calls(of: .title_set) == ["Home", "Away"])
    expect(delegate).to(receive(.title_set, times: 1, with: theValue("Away")))
    delegate.stub(.title_get, andReturn: "Stubbed")
    #expect(delegate.title == "Stubbed")
    #expect(delegate.invocations.map(\.functionName).last == "title.get")
  }

  @Test func actorMocksTakeTypedClosures() async {
    let counter = MockCounter()
    counter.stub(.increment) { step in step * 10 }
    #expect(await counter.increment(by: 2) == 20)
  }

  @Test func anActorMockIsStubbedAndCheckedWithoutAwait() async {
    // NB: No `await` before stub or expect, and CI's build fails on a warning: stubbing an
    //     actor mock reads as stubbing any mock.
    let counter = MockCounter()
    counter.stub(.increment, andReturn: 3)
    #expect(await counter.increment(by: 1) == 3)
    expect(counter).to(receive(.increment, times: 1, with: theValue(1)))
  }

  @Test func genericMocksHaveTypedIDFunctions() throws {
    struct Item: RealWorldCorpusKit.Model {
      var id: String
    }
    let store = MockModelStore<Item>()
    store.stub(.find) { id in Item(id: id + "!") }
    #expect(store.find(id: "1")?.id == "1!")
    store.stub(.find, andReturn: nil)
    #expect(store.find(id: "2") == nil)
    try store.save(Item(id: "3"))
    #expect(store.calls(of: .save).map(\.id) == ["3"])
    #expect(store.calls(of: .find) == ["1", "2"])

    MockFactory<Int>.staticMock.stub(.static_make, andReturn: 7)
    defer { MockFactory<Int>.staticMock.resetMock() }
    #expect(MockFactory<Int>.make() == 7)
  }
}
