// A corpus of protocols that covers what mocksix-gen supports; its mocks are generated and tested.

public import Foundation

/// A speed unit used by the corpus protocols.
public enum SpeedUnit: Sendable {
  /// Kilometers per hour.
  case kilometersPerHour
  /// Miles per hour.
  case milesPerHour
}

/// An error thrown by the corpus protocols.
public enum CorpusError: Error, Equatable {
  /// The operation failed.
  case failed
}

/// A protocol with labelled and unlabelled parameters.
public protocol Labels {
  /// Does something.
  func doThis(_ a: Int, _ b: String)
  /// Does something with labels.
  func doThat(with value: Int, and other: String) -> Bool
  /// Sums two numbers.
  func sum(a: Int, b: Int) -> Int
}

/// A protocol with overloads that differ in labels or types.
public protocol Overloads {
  /// Sets the speed.
  func setSpeed(to value: Float)
  /// Sets the speed in a unit.
  func setSpeed(to value: Float, in unit: SpeedUnit)
  /// Sets the speed as a double.
  func setSpeed(to value: Double)
  /// Fetches a value by integer.
  func fetch(_ id: Int) -> String
  /// Fetches a value by string.
  func fetch(_ id: String) -> String
}

/// A protocol with throwing members.
public protocol Throwing {
  /// Loads something.
  func load() throws -> Data
  /// Saves something.
  func save(_ data: Data) throws
}

/// A protocol with typed throws.
public protocol TypedThrowing {
  /// Parses text.
  func parse(_ text: String) throws(CorpusError) -> Int
  /// Validates.
  func validate() throws(CorpusError)
}

/// A protocol with rethrows.
public protocol Rethrowing {
  /// Runs a closure.
  func perform(_ body: () throws -> Void) rethrows
  /// Maps a value.
  func transform(_ value: Int, using body: (Int) throws -> Int) rethrows -> Int
}

/// A protocol with async members.
public protocol AsyncService {
  /// Fetches a number.
  func fetchNumber() async -> Int
  /// Refreshes.
  func refresh() async
  /// Downloads.
  func download(from url: URL) async throws -> Data
  /// Uploads.
  func upload(_ data: Data) async throws
  /// Typed async throws.
  func check() async throws(CorpusError) -> Bool
}

/// A protocol with properties.
public protocol Properties {
  /// A read-only property.
  var name: String { get }
  /// A read-write property.
  var count: Int { get set }
  /// An optional property.
  var nickname: String? { get set }
}

/// A protocol with effectful property getters.
public protocol EffectfulProperties {
  /// An async getter.
  var remoteValue: Int { get async }
  /// A throwing getter.
  var checkedValue: String { get throws }
  /// An async throwing getter.
  var both: Double { get async throws }
  /// A typed throwing getter.
  var typed: Int { get throws(CorpusError) }
}

/// A protocol with subscripts.
public protocol Subscripts {
  /// A read-only subscript.
  subscript(index: Int) -> String { get }
  /// A read-write subscript with two parameters.
  subscript(row: Int, column: Int) -> Double { get set }
  /// A labelled subscript.
  subscript(key key: String) -> Int? { get }
}

/// A protocol with static members.
public protocol Statics {
  /// A static method.
  static func make(named name: String) -> Int
  /// A static property.
  static var shared: String { get }
  /// An instance method of the same name.
  func make(named name: String) -> Int
}

/// A protocol with generic methods.
public protocol Generics {
  /// Decodes a value.
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
  /// Stores a value.
  func store<T>(_ value: T) where T: Hashable & Sendable
  /// Collects elements.
  func collect<S: Sequence>(_ items: S) -> [S.Element] where S.Element: Comparable
}

/// A protocol with an associated type.
public protocol Repository {
  /// The stored element.
  associatedtype Item: Hashable
  /// Adds an item.
  func add(_ item: Item)
  /// All items.
  func all() -> [Item]
}

/// A protocol with a primary associated type.
public protocol Store<Value> {
  /// The stored value.
  associatedtype Value
  /// The key type.
  associatedtype Key: Hashable & Sendable
  /// Reads a value.
  func value(for key: Key) -> Value?
  /// Writes a value.
  func set(_ value: Value, for key: Key)
}

/// A protocol with closure parameters.
public protocol Closures {
  /// Stores an escaping closure.
  func onChange(_ handler: @escaping (Int) -> Void)
  /// Runs a non-escaping closure.
  func withValue(_ body: (Int) -> Void)
  /// Stores a sendable closure.
  func schedule(_ work: @escaping @Sendable () -> Void)
  /// Returns a closure.
  func makeHandler() -> (String) -> Int
  /// Takes an optional closure.
  func complete(_ completion: ((Bool) -> Void)?)
}

/// A protocol with inout parameters.
public protocol InoutParameters {
  /// Increments a value.
  func increment(_ value: inout Int)
  /// Appends to an array.
  func append(to array: inout [String], _ element: String) -> Int
}

/// A protocol with variadic parameters.
public protocol Variadics {
  /// Logs messages.
  func log(_ messages: String...)
  /// Sums numbers.
  func sum(of numbers: Int..., scale: Double) -> Double
}

/// A parent protocol.
public protocol Named {
  /// The name.
  var name: String { get }
}

/// A protocol that inherits from a protocol in the module.
public protocol Person: Named {
  /// The age.
  var age: Int { get }
  /// Greets.
  func greet() -> String
}

/// A protocol that inherits from standard protocols.
public protocol Describable: CustomStringConvertible, CustomDebugStringConvertible {
  /// Summarizes.
  func summary() -> String
}

/// A class-only protocol.
public protocol Delegate: AnyObject {
  /// Called when done.
  func didFinish(_ result: Int)
}

/// A sendable protocol.
public protocol SendableService: Sendable {
  /// Sends a message.
  func send(_ message: String) async -> Bool
}

/// A main-actor protocol.
@MainActor
public protocol ViewModel {
  /// The title.
  var title: String { get set }
  /// Reloads.
  func reload()
  /// Loads asynchronously on the main actor.
  func load(id: Int) async throws -> String
}

/// A protocol with Self returns and init requirements.
public protocol Copyable {
  /// Creates an instance.
  init(value: Int)
  /// Creates an instance that may fail.
  init?(text: String)
  /// Copies.
  func copy() -> Self
  /// Makes a default instance.
  static func makeDefault() -> Self
}

/// A protocol with mutating requirements.
public protocol Counter {
  /// The value.
  var value: Int { get }
  /// Increments.
  mutating func increment()
  /// Resets.
  mutating func reset(to value: Int) -> Int
}

/// A protocol whose names are keywords.
public protocol Keywords {
  /// A method named default.
  func `default`() -> Int
  /// A method with a keyword parameter.
  func run(`in` context: String, `for` count: Int)
  /// A property named `self`-like keyword.
  var `class`: String { get }
  /// A method named `init`-like keyword.
  func `return`(_ `repeat`: Int)
}

/// A protocol with attributes.
public protocol Attributes {
  /// A discardable result.
  @discardableResult
  func save() -> Bool
  /// A member only available on newer systems.
  @available(macOS 10.15, iOS 13, *)
  func modern() -> Int
  /// A deprecated member.
  @available(*, deprecated, message: "Use save()")
  func legacy()
}

/// A protocol with existentials and opaque types.
public protocol Existentials {
  /// Takes an existential.
  func handle(_ error: any Error)
  /// Takes an opaque parameter.
  func consume(_ items: some Sequence<Int>)
  /// Returns an existential.
  func makeError() -> any Error
  /// Takes an optional existential.
  func describe(_ value: (any CustomStringConvertible)?) -> String
}

/// A protocol with parameters named like the Mock API.
public protocol MockAPINames {
  /// Uses method and args as names.
  func call(method: String, args: [String]) -> Int
  /// Uses function as a name.
  func run(function: String, for method: Int)
  /// Uses andReturn as a label.
  func register(andReturn value: Int)
  /// Uses invocations as a name.
  var invocations: Int { get }
}

/// A protocol with optional types and defaults.
public protocol Optionals {
  /// Finds a value.
  func find(_ id: Int) -> String?
  /// Takes optionals.
  func update(name: String?, age: Int?)
  /// Returns an implicitly unwrapped-like optional array.
  func items() -> [String]?
}

/// A protocol with a tuple return and nested types.
public protocol Tuples {
  /// Returns a pair.
  func pair() -> (Int, String)
  /// Returns a named pair.
  func bounds() -> (min: Int, max: Int)
  /// Returns a dictionary.
  func table() -> [String: [Int]]
}

/// A protocol with a type without a mock default.
public protocol NoDefaults {
  /// Returns a unit.
  func unit() -> SpeedUnit
  /// Returns a URL.
  func url() -> URL
}

/// A protocol with a suffix that is dropped from the mock name.
public protocol UserServiceProtocol {
  /// Finds a user.
  func user(id: Int) async throws -> String
}

/// A protocol that refines a generic protocol.
public protocol IntRepository: Repository where Item == Int {
  /// Counts items.
  func count() -> Int
}

/// A closure type used by ``MoreClosures``.
public typealias Transform = (Int) -> Int

/// A protocol with closure typealiases, autoclosures and unnamed parameters.
public protocol MoreClosures {
  /// Applies a non-escaping transform given by a typealias.
  func apply(_ transform: Transform) -> Int
  /// Stores an escaping transform given by a typealias.
  func store(_ transform: @escaping Transform)
  /// Takes an autoclosure.
  func assert(_ condition: @autoclosure () -> Bool, _ message: String)
  /// Takes a parameter without a name.
  func ignore(_: Int)
}

/// A protocol that inherits from Hashable, so its mock compares by identity.
public protocol Entity: Hashable, Sendable {
  /// The identifier.
  var id: String { get }
}

/// A protocol with more associated type features.
public protocol Container<Element> {
  /// The element.
  associatedtype Element: Equatable
  /// The elements as a sequence.
  associatedtype Elements: Sequence where Elements.Element == Element
  /// All elements.
  var elements: Elements { get }
  /// Appends an element.
  mutating func append(_ element: Element)
  /// A generic subscript.
  subscript<T: BinaryInteger>(position: T) -> Element? { get }
}

/// A protocol with no requirements.
public protocol Marker {}

/// A protocol with static properties and effectful initializers.
public protocol Configurable {
  /// A settable static property.
  static var defaultName: String { get set }
  /// An initializer that throws.
  init(configuration: [String: String]) throws
  /// An initializer that suspends.
  init(url: URL) async
  /// A property with a nonmutating setter.
  var mode: Int { get nonmutating set }
}

/// A class that a protocol below requires.
open class BaseView {
  /// Creates a view.
  public init() {}
}

/// A protocol that only subclasses of a class can adopt: its mock subclasses `BaseView`.
public protocol ViewProtocol: BaseView {
  /// Lays out.
  func layout()
}

/// A protocol with operator requirements, which a mock writes as static methods.
public protocol Addable {
  /// Adds two values.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Negates a value.
  prefix static func - (operand: Self) -> Self
}

/// A protocol that inherits from `Codable`: decoding makes a fresh mock, encoding records a call.
public protocol Persisted: Codable {
  /// Saves.
  func persist()
}

/// A protocol with a static member and an associated type: one static mock per specialization.
public protocol Factory {
  /// The product.
  associatedtype Product
  /// Makes a product.
  static func make() -> Product
}

/// A namespace for a nested protocol.
public enum Garage {
  /// A protocol nested in a type.
  public protocol Door {
    /// Opens the door.
    func open()
  }
}

/// A protocol whose mock keeps the `Protocol` suffix, because ``Door`` would take its name.
public protocol GarageDoorProtocol {
  /// Closes the door.
  func close()
}

/// A protocol that clashes with ``GarageDoorProtocol`` once the suffix is dropped.
public protocol GarageDoor {
  /// Locks the door.
  func lock()
}

/// A name of the corpus that Foundation declares too, so that `Foundation.NSObject` differs.
public typealias NSObject = Int

/// Overloads that differ only in a type's module.
public protocol ObjectMaking {
  /// Makes the corpus's objects.
  func make() -> [NSObject]
  /// Makes Foundation's objects.
  func make() -> [Foundation.NSObject]
}

/// A field of a model, for ``Aliasing``.
public protocol Fielded {
  /// The model that has the field.
  associatedtype Model
}

/// A value that names its base, for ``Aliasing``.
public struct Aliased<Base, Field: Fielded> {
  /// Creates a value.
  public init() {}
}

/// A dynamic-member subscript whose result names `Self`.
@dynamicMemberLookup
public protocol Aliasing {
  /// The model whose fields the subscript reads.
  associatedtype Model
  /// The field of the model, aliased to the conforming type.
  subscript<F>(dynamicMember keyPath: KeyPath<Model, F>) -> Aliased<Self, F>
  where F.Model == Model { get }
}

/// A protocol with an associated type whose members take and return `Self`.
public protocol Paginated {
  /// The token of a page.
  associatedtype Token
  /// The next page, from a token.
  func using(_ token: Token) -> Self
  /// Merges another page into this one.
  func merge(_ other: Self)
}

/// A settable implicitly unwrapped property.
public protocol UnwrappedSetting {
  /// A value that is set before it is read.
  var b: Int! { get set }
}

/// A protocol named like a generic parameter of `TypedMethod`.
public protocol R<Element> {
  /// What it holds.
  associatedtype Element
}

/// A type named like a generic parameter of `TypedMethod`.
public struct A: Equatable, Sendable {
  /// Creates a value.
  public init() {}
}

/// A type named like a generic parameter of `TypedMethod`.
public struct M: Equatable, Sendable {
  /// Creates a value.
  public init() {}
}

/// Members whose types are named like `TypedMethod`'s generic parameters.
public protocol NamesLikeTypedMethodParameters {
  /// An existential of a protocol named `R`.
  var bar: any R<Int> { get }
  /// Takes an `A` and returns an `M`.
  func convert(_ a: A) -> M
}

/// An associated type whose default does not meet the protocol's constraint on it.
public protocol DefaultBreakingConstraint where T: Collection {
  /// A collection, `Int` by default (which is none: the protocol cannot be adopted by default).
  associatedtype T = Int
  /// Reads the collection.
  func read() -> T
}

/// An element the corpus's collections hold.
public protocol CorpusElement {}

/// A type that meets `CorpusElement`.
public struct CorpusItem: CorpusElement {
  /// Creates an item.
  public init() {}
}

/// An associated type whose default the graph shows meeting the constraint on it.
public protocol DefaultMeetingConstraint {
  /// An element, `CorpusItem` by default.
  associatedtype Element: CorpusElement = CorpusItem
  /// The first element.
  func first() -> Element
}

/// A protocol whose member takes an array of an opaque type.
public protocol HandlerRegistry {
  /// Registers handlers of one type.
  func register(_ handlers: [some CorpusElement])
}

/// A timer whose result is Foundation's `TimeInterval`, an alias of `Double`.
public protocol Timing {
  /// How long the last run took.
  func elapsed() -> TimeInterval
}

/// A non-generic protocol with a `where` clause that fixes its parent's associated type.
public protocol Identified: Identifiable where ID == String {
  /// A display name.
  var name: String { get }
  /// Renames it.
  func rename(to name: String)
}

/// A model that an alias stands for, as FluentKit's `Model` is.
public protocol AliasableModel {}

/// A property of a model, as FluentKit's `Property` is.
public protocol AliasableProperty {
  /// The model the property belongs to.
  associatedtype Model: AliasableModel
}

/// A property of a model seen through an alias, which requires the alias to be one.
public final class AliasedField<Alias, Field>: Sendable
where Alias: ModelAlias, Field: AliasableProperty, Alias.Model == Field.Model {
  /// Makes a field.
  public init() {}
}

/// A dynamic-member subscript whose result passes `Self` as a generic argument, as FluentKit's
/// `ModelAlias` does.
@dynamicMemberLookup
public protocol ModelAlias {
  /// The model the alias stands for.
  associatedtype Model: AliasableModel
  /// A field of the model through the alias.
  subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>) -> AliasedField<Self, Field>
  where Field: AliasableProperty, Field.Model == Model { get }
}

/// A batch of changes to some elements, whose element type a requirement leaves opaque.
public struct Batch<Element> {
  /// How many changes the batch holds.
  public var count: Int
  /// Makes a batch.
  public init(count: Int) { self.count = count }
}

/// A requirement with an argument of an opaque generic type, which has no typed ID: its mock
/// registers it by its case, and its spy forwards it the same way.
public protocol BatchUpdater {
  /// Applies a batch.
  func apply(_ batch: Batch<some Any>, animated: Bool)
}
