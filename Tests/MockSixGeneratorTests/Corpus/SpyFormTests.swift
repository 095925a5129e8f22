import Foundation
import GeneratorCorpus
import MockSix
import Testing

/// A ledger kept in an array, a value that its `mutating` member changes.
struct ArrayLedger: Ledger {
  var entries: [String] = []
  var balance = 0
  var observers: [@Sendable (String) -> Void] = []

  subscript(index: Int) -> String? {
    get { entries.indices.contains(index) ? entries[index] : nil }
    set { if let newValue, entries.indices.contains(index) { entries[index] = newValue } }
  }

  mutating func record(_ entry: String) -> Int {
    entries.append(entry)
    balance += entry.count
    for observer in observers { observer(entry) }
    return entries.count
  }

  func entries(after index: Int) async throws -> [String] {
    guard index < entries.count else { throw CorpusError.failed }
    return Array(entries[(index + 1)...])
  }

  func settle() throws(CorpusError) -> Int {
    guard balance > 0 else { throw .failed }
    return balance
  }

  func observe(_ handler: @escaping @Sendable (String) -> Void) {
    handler("observed")
  }

  func first<T>(of type: T.Type) -> T? { entries.first as? T }
}

/// A ledger of notes, whose mock is no generic.
final class NoteBook: NoteLedger, @unchecked Sendable {
  var balance = 0
  var notes: [String] = []
  let title = "notes"
  subscript(index: Int) -> String? {
    get { notes.indices.contains(index) ? notes[index] : nil }
    set {}
  }
  func record(_ entry: String) -> Int {
    notes.append(entry)
    return notes.count
  }
  func entries(after index: Int) async throws -> [String] { notes }
  func settle() throws(CorpusError) -> Int { notes.count }
  func observe(_ handler: @escaping @Sendable (String) -> Void) {}
  func first<T>(of type: T.Type) -> T? { nil }
}

/// A widget that implements every member itself.
final class RealWidget: WidgetBase, Widget {
  override func render() -> String { "real" }
  func refresh() -> Bool { true }
}

/// Checks the spies that keep their real object other than as an existential: a generic mock's,
/// which keeps calls of it, and a subclass's, which may forward to its superclass instead.
@Suite struct SpyFormTests {
  @Test func aGenericMockForwardsToARealObjectOfItsTypes() async throws {
    let ledger = MockLedger<String, Int>(forwardingTo: ArrayLedger())
    #expect(ledger.record("rent") == 1)
    #expect(ledger.record("food") == 2)
    #expect(ledger.balance == 8)
    ledger.balance = 20
    #expect(try ledger.settle() == 20)
    ledger[1] = "fuel"
    #expect(ledger[1] == "fuel")
    #expect(try await ledger.entries(after: 0) == ["fuel"])
    await #expect(throws: CorpusError.failed) { try await ledger.entries(after: 5) }
    #expect(ledger.invocations.count == 9)
    guard case .returned(let count as Int)? = ledger.invocations[1].answer else {
      Issue.record("expected the real ledger's count, got \(ledger.invocations[1])")
      return
    }
    #expect(count == 2)
  }

  @Test func aGenericSpyForwardsTypedErrorsAndClosures() throws {
    let ledger = MockLedger<String, Int>(forwardingTo: ArrayLedger())
    #expect(throws: CorpusError.failed) { try ledger.settle() }
    let seen = LockedStrings()
    ledger.observe { seen.append($0) }
    #expect(seen.values == ["observed"])
  }

  @Test func aGenericSpyDoesNotForwardAGenericMember() {
    var real = ArrayLedger()
    _ = real.record("rent")
    let ledger = MockLedger<String, Int>(forwardingTo: real)
    #expect(real.first(of: String.self) == "rent")
    #expect(ledger.first(of: String.self) == nil)
  }

  @Test func aGenericSpyAnswersFromStubsAndKeepsForwardingAfterAReset() {
    let ledger = MockLedger<String, Int>(forwardingTo: ArrayLedger())
    ledger.stub(.record, andReturn: 42)
    #expect(ledger.record("rent") == 42)
    #expect(ledger.balance == 0)
    ledger.resetMock()
    #expect(ledger.record("rent") == 1)
    #expect(ledger.balance == 4)
    #expect(ledger.invocations.count == 2)
  }

  @Test func aMockOfAProtocolThatFixesItsAssociatedTypesIsASpy() throws {
    let book = NoteBook()
    let notes = MockNoteLedger(forwardingTo: book)
    #expect(notes.record("milk") == 1)
    #expect(notes.title == "notes")
    #expect(try notes.settle() == 1)
    #expect(book.notes == ["milk"])
    #expect(notes.invocations.count == 3)
  }

  @Test func aSubclassMockForwardsToARealObject() {
    let widget = MockWidget(forwardingTo: RealWidget())
    #expect(widget.render() == "real")
    #expect(widget.refresh())
    widget.stub(.render, andReturn: "stubbed")
    #expect(widget.render() == "stubbed")
    widget.resetMock()
    #expect(widget.render() == "real")
  }

  @Test func aSpyOfTheSuperclassCallsItsImplementation() async throws {
    let widget = MockWidget(forwardingTo: .superclass)
    #expect(widget.render() == "base")
    #expect(widget.size == 1)
    widget.size = 3
    #expect(widget.size == 3)
    #expect(try await widget.load("abc") == 3)
    await #expect(throws: CorpusError.failed) { try await widget.load("") }
    // `WidgetBase` does not implement `refresh()`, which answers as a mock's does.
    #expect(widget.refresh() == false)
    #expect(widget.invocations.count == 7)
  }

  @Test func aSpyOfTheSuperclassAnswersFromStubsAndKeepsForwardingAfterAReset() {
    let widget = MockWidget(forwardingTo: .superclass)
    widget.stub(.render, andReturn: "stubbed")
    #expect(widget.render() == "stubbed")
    widget.resetMock()
    #expect(widget.render() == "base")
    #expect(widget.invocations.count == 1)
  }

  // Spies.md, "Generic mocks".
  @Test func documentationExampleOfAGenericSpy() {
    let ledger = MockLedger<String, Int>(forwardingTo: ArrayLedger())
    #expect(ledger.record("rent") == 1)  // from the real ledger, a struct that `record` changes
    ledger.stub(.record, andReturn: 42)
    #expect(ledger.record("food") == 42)  // from the stub
  }

  // Spies.md, "Subclass mocks".
  @Test func documentationExampleOfASubclassSpy() {
    let widget = MockWidget(forwardingTo: RealWidget())
    #expect(widget.render() == "real")  // from the real widget
    #expect(widget.refresh())
  }

  // Spies.md, "Subclass mocks".
  @Test func documentationExampleOfASpyOfTheSuperclass() {
    let widget = MockWidget(forwardingTo: .superclass)
    #expect(widget.render() == "base")  // WidgetBase's render()
    widget.stub(.render, andReturn: "stubbed")
    #expect(widget.render() == "stubbed")
  }

  @Test func aSubclassMockMadeWithoutASpyIsAPlainMock() {
    let widget = MockWidget()
    #expect(widget.render() == "")
    #expect(widget.size == 0)
  }
}

/// Strings that a `@Sendable` closure appends to.
private final class LockedStrings: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []
  var values: [String] { lock.withLock { storage } }
  func append(_ value: String) { lock.withLock { storage.append(value) } }
}

/// A spy's answers that are optionals, which the log keeps flattened, as it keeps an optional
/// argument: `nil` for `nil`, the wrapped value for one that is present.
@Suite struct SpyOptionalAnswerTests {
  struct Directory: Optionals {
    func find(_ id: Int) -> String? { id == 1 ? "Ann" : nil }
    func update(name: String?, age: Int?) {}
    func items() -> [String]? { nil }
  }

  @Test func aForwardedOptionalIsKeptFlattened() {
    let spy = MockOptionals(forwardingTo: Directory())
    #expect(spy.find(1) == "Ann")
    #expect(spy.find(2) == nil)
    #expect(spy.items() == nil)
    let answers = spy.invocations.map(\.answer)
    guard answers.count == 3, case .returned(let found as String)? = answers[0],
      case .returned(let missing)? = answers[1], case .returned(let none)? = answers[2]
    else {
      Issue.record("expected three returned answers, got \(answers)")
      return
    }
    #expect(found == "Ann")
    #expect(missing == nil)
    #expect(none == nil)
  }
}

/// A generic spy of a protocol with a deprecated requirement, which it answers itself.
@Suite struct SpyOfADeprecatedRequirementTests {
  final class Shelf: Archive, @unchecked Sendable {
    var onStore: (String) -> Void = { _ in }
    func store(_ item: String) -> Int {
      onStore(item)
      return 7
    }
    func keep(_ item: String) -> Int { 8 }
  }

  @Test func theOtherMembersForward() {
    let shelf = Shelf()
    let archive = MockArchive<String>(forwardingTo: shelf)
    var stored: [String] = []
    archive.onStore = { stored.append($0) }  // a closure set through the spy, on the real shelf
    #expect(archive.store("a") == 7)
    #expect(stored == ["a"])
    #expect(archive.invocations(of: .store).count == 1)
  }
}
