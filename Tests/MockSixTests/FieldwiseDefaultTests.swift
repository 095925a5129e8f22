import Testing

@testable import MockSix

/// A currency: an enum without payloads, which MockSix makes as its first case.
enum Coin: Sendable, Equatable {
  case euro, dollar
}

/// Money, a struct of the app that conforms to nothing.
struct Amount: Sendable, Equatable {
  var cents: Int
  var coin: Coin
}

/// A receipt: plain, nested, optional, tuple and collection properties.
struct Slip: Sendable {
  let id: String
  let amount: Amount
  let note: String?
  let range: (low: Int, high: Int)
  let tags: [String]
  let onPrint: (@Sendable () -> Void)?
}

/// A struct with a closure, which a struct keeps in a form generic code cannot write.
struct Formatter {
  var format: (Int) -> String
}

/// A struct whose initializer rejects what MockSix makes: it is still made, field by field.
struct Email: Sendable, Equatable {
  let address: String
  init?(_ address: String) {
    guard address.contains("@") else { return nil }
    self.address = address
  }
}

/// A delegate that a struct holds weakly.
protocol SlipDelegate: AnyObject {}

/// A struct with a weak reference, which MockSix makes `nil`.
struct Watched {
  weak var delegate: (any SlipDelegate)?
  var count: Int
}

/// A class that nothing can make.
final class Ledger {}

/// A struct holding a class: MockSix does not make it.
struct Entry {
  var ledger: Ledger
  var line: Int
}

/// A struct holding one that MockSix cannot make.
struct Page {
  var entry: Entry
}

/// A struct holding a class that MockSix is told how to make, project-wide.
struct Book {
  var ledger: Ledger?
  var pages: Int
}

/// A type with a default of its own, which a project-wide default for it does not replace.
struct Shelf: MockDefault, Equatable {
  var name: String
  static var mockDefault: Shelf { Shelf(name: "own") }
}

/// A struct holding a `MockDefault` type.
struct Library {
  var shelf: Shelf
}

/// A generic struct of the app.
struct Paged<Item> {
  var items: [Item]
  var next: Int?
}

/// A hand-written mock whose methods return structs of the app.
final class MockCashier: Mock {
  enum MockMethod: Int {
    case slip, entry
  }

  func slip() -> Slip { registerInvocation(for: .slip) }
  func entry() throws -> Entry { try registerThrowingInvocation(for: .entry) }
}

@Suite struct FieldwiseDefaultTests {
  @Test func aStructIsMadeFromADefaultForEachProperty() throws {
    let slip = try synthesizedDefault(Slip.self).get()
    #expect(slip.id == "")
    #expect(slip.amount == Amount(cents: 0, coin: .euro))
    #expect(slip.note == nil)
    #expect(slip.range == (0, 0))
    #expect(slip.tags == [])
    #expect(slip.onPrint == nil)
  }

  @Test func aStructHoldingAClosureIsNotMade() {
    #expect(StructValue.layout(of: Formatter.self) == nil)
    #expect(throws: GenerationError.self) { try synthesizedDefault(Formatter.self).get() }
  }

  @Test func noInitializerRuns() throws {
    #expect(Email("nobody") == nil)
    #expect(try synthesizedDefault(Email.self).get().address == "")
  }

  @Test func aWeakReferenceIsNil() throws {
    var watched = try synthesizedDefault(Watched.self).get()
    #expect(watched.delegate == nil)
    watched.count += 1
    #expect(watched.count == 1)
  }

  @Test func aGenericStructIsMadeToo() throws {
    let page = try synthesizedDefault(Paged<Amount>.self).get()
    #expect(page.items.isEmpty)
    #expect(page.next == nil)
  }

  @Test func aStructHoldingAClassIsNotMade() {
    #expect(StructValue.layout(of: Entry.self) == nil)
    #expect {
      try synthesizedDefault(Entry.self).get()
    } throws: { error in
      "\(error)".hasSuffix("nor a struct whose stored properties can be made")
    }
  }

  @Test func theFailureNamesThePropertyThatCannotBeMade() {
    #expect {
      try synthesizedDefault(Page.self).get()
    } throws: { error in
      "\(error)".contains("its stored property entry of type MockSixTests.Entry cannot be made")
    }
  }

  @Test func anOptionalClassIsNilEvenWhenADefaultIsSet() throws {
    MockSixDefaults.set(for: Ledger.self) { Ledger() }
    defer { MockSixDefaults.remove(for: Ledger.self) }
    let book = try synthesizedDefault(Book.self).get()
    #expect(book.ledger == nil)
    #expect(book.pages == 0)
  }

  @Test func aPropertysOwnMockDefaultComesBeforeAProjectWideOne() throws {
    // The order of an unstubbed call's own result: `MockDefault`, then `MockSixDefaults`.
    MockSixDefaults.set(for: Shelf.self) { Shelf(name: "project") }
    defer { MockSixDefaults.remove(for: Shelf.self) }
    #expect(try synthesizedDefault(Library.self).get().shelf == Shelf(name: "own"))
  }

  @Test func anUnstubbedCallOfAHandWrittenMockAnswers() {
    let cashier = MockCashier()
    #expect(cashier.slip().amount == Amount(cents: 0, coin: .euro))
    #expect(cashier.invocations.count == 1)
  }

  @Test func aStructThatCannotBeMadeStillThrowsFromAThrowingMethod() {
    let cashier = MockCashier()
    withKnownIssue {
      #expect(throws: UnstubbedCallError.self) { try cashier.entry() }
    } matching: { issue in
      "\(issue)".contains("its stored property") == false
        && "\(issue)".contains("MockCashier.entry()")
    }
  }
}
