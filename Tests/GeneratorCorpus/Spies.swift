// Protocols whose mocks are spies in the forms that are not an existential of the protocol: a
// generic mock, whose spy keeps calls of the real object, and a subclass, whose spy may forward
// to its superclass's implementation.

/// A ledger with associated types, whose generic mock's spy forwards to a real ledger.
public protocol Ledger<Entry> {
  /// An entry.
  associatedtype Entry: Equatable
  /// The sum of the entries.
  associatedtype Total
  /// The balance, which a real ledger keeps.
  var balance: Total { get set }
  /// The entry at an index, which can be replaced.
  subscript(index: Int) -> Entry? { get set }
  /// Records an entry and returns how many there are.
  mutating func record(_ entry: Entry) -> Int
  /// The entries after an index, which a real ledger may fail to read.
  func entries(after index: Int) async throws -> [Entry]
  /// Settles the ledger, which fails with a typed error.
  func settle() throws(CorpusError) -> Total
  /// Calls a handler with each entry recorded from now on.
  func observe(_ handler: @escaping @Sendable (Entry) -> Void)
  /// The first entry of a type, which the spy of a generic mock does not forward.
  func first<T>(of type: T.Type) -> T?
}

/// A ledger whose entries are fixed to strings, whose mock is no generic.
public protocol NoteLedger: Ledger where Entry == String, Total == Int {
  /// A title.
  var title: String { get }
}

/// A class whose subclasses implement ``Widget`` with some of its members.
open class WidgetBase {
  /// Creates a widget.
  public init() {}
  /// What the widget draws.
  open func render() -> String { "base" }
  /// The widget's size.
  open var size: Int = 1
  /// Loads content, which fails for an empty name.
  open func load(_ name: String) async throws -> Int {
    guard !name.isEmpty else { throw CorpusError.failed }
    return name.count
  }
}

/// A protocol that subclasses of ``WidgetBase`` adopt: its mock overrides three of its members.
public protocol Widget: WidgetBase {
  /// What the widget draws.
  func render() -> String
  /// The widget's size.
  var size: Int { get set }
  /// Loads content.
  func load(_ name: String) async throws -> Int
  /// Refreshes the widget, which `WidgetBase` does not implement.
  func refresh() -> Bool
}

/// An archive of items whose old entry point is deprecated: a generic spy forwards `store(_:)`
/// and answers `keep(_:)` itself, since the closure that would call it cannot be deprecated.
public protocol Archive<Item> {
  /// The kind of item archived.
  associatedtype Item
  /// Stores an item and returns how many the archive holds.
  func store(_ item: Item) -> Int
  /// Stores an item; the old name of `store(_:)`.
  @available(*, deprecated, message: "use store(_:)")
  func keep(_ item: Item) -> Int
  /// What to call with each item stored, which a spy sets on the real archive.
  var onStore: (Item) -> Void { get set }
}
