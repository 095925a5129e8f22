import Foundation
import MockSix
import Testing
import XCTest

// The code blocks of the DocC catalogs (Sources/MockSix/MockSix.docc and
// Matchers/MockSixMatchers.docc), each run verbatim by a test here, in
// Tests/MockSixMatchersTests/DocumentationExampleTests.swift, or in one of the
// DocumentationExample files beside them (a block that starts with imports needs a file of its
// own), under a comment that names the page and section. `DocumentationBlockTests` checks that
// every block is found where it says.

// MARK: - Checking the catalogs' blocks

/// Checks that every fenced block of the catalogs appears verbatim in the tests that run it.
///
/// A block is looked up in the DocumentationExample files of both test targets, unless the line before it
/// names another file (`<!-- tested by Tests/…/File.swift -->`) or says why it cannot run
/// (`<!-- not run: … -->`). Lines are compared without their indentation; the first and the
/// last line of a block may be part of a longer line, such as a string literal.
@Suite struct DocumentationBlockTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let catalogs = ["Sources/MockSix/MockSix.docc", "Matchers/MockSixMatchers.docc"]

  /// The pages of both catalogs, as paths from the package root.
  static let pages = catalogs.flatMap { files(in: $0) { $0.hasSuffix(".md") } }

  /// The files of both test targets whose names start with DocumentationExample.
  static let exampleTests = ["Tests/MockSixTests", "Tests/MockSixMatchersTests"].flatMap {
    files(in: $0) { $0.hasPrefix("DocumentationExample") }
  }

  /// Returns the paths of a folder's files whose names pass a check, sorted.
  static func files(in folder: String, where check: (String) -> Bool) -> [String] {
    let names = try? FileManager.default.contentsOfDirectory(atPath: "\(root.path)/\(folder)")
    return (names ?? []).filter(check).sorted().map { "\(folder)/\($0)" }
  }

  struct Block {
    var line: Int
    var language: String
    var marker: String?
    var lines: [String]
  }

  @Test func theCatalogsHavePages() {
    #expect(Self.pages.count >= 10, "\(Self.pages)")
  }

  @Test(arguments: pages) func everyBlockIsRunVerbatim(page: String) throws {
    let blocks = try Self.blocks(in: page)
    for block in blocks {
      var sources = Self.exampleTests
      if let marker = block.marker {
        if marker.hasPrefix("not run:") { continue }
        let path = marker.dropFirst("tested by ".count).prefix { $0 != " " }
        sources = [String(path)]
      }
      let found = try sources.contains { try Self.contains(Self.read($0), block.lines) }
      #expect(found, "\(page):\(block.line): a \(block.language) block is not in \(sources)")
    }
  }

  /// Returns the fenced blocks of a page, with the HTML comment on the line before each.
  static func blocks(in page: String) throws -> [Block] {
    var blocks: [Block] = []
    var current: Block?
    var previous = ""
    for (index, line) in try read(page).enumerated() {
      if var block = current {
        if line == "```" {
          blocks.append(block)
          current = nil
        } else {
          block.lines.append(line)
          current = block
        }
      } else if line.hasPrefix("```") {
        let marker =
          previous.hasPrefix("<!--") && previous.hasSuffix("-->")
          ? previous.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces) : nil
        current = Block(
          line: index + 1, language: String(line.dropFirst(3)), marker: marker, lines: [])
      }
      if !line.isEmpty { previous = line }
    }
    return blocks
  }

  /// Returns the lines of a file of the package, without their indentation.
  static func read(_ path: String) throws -> [String] {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      .components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Whether `block` appears in `lines`: its middle lines equal, its first and last contained.
  static func contains(_ lines: [String], _ block: [String]) -> Bool {
    let block = block.map { $0.trimmingCharacters(in: .whitespaces) }
    guard !block.isEmpty, lines.count >= block.count else { return false }
    return (0...(lines.count - block.count)).contains { start in
      block.indices.allSatisfy { offset in
        let line = lines[start + offset]
        let isEdge = offset == 0 || offset == block.count - 1
        return isEdge ? line.contains(block[offset]) : line == block[offset]
      }
    }
  }

  @Test func theCheckFindsABlockOnlyVerbatim() {
    let source = ["func f() {", "let a = 1", "let b = 2", "}"]
    #expect(Self.contains(source, ["let a = 1", "let b = 2"]))
    #expect(Self.contains(source, ["  let a = 1", "  let b = 2"]))
    #expect(!Self.contains(source, ["let a = 1", "let b = 3"]))
    #expect(!Self.contains(source, ["let a = 1", "", "let b = 2"]))
  }
}

/// Replaces the stub locations and module names of a failure message with the documented ones.
func documented(_ message: String, line: Int = 12, module: String = "MockSixTests") -> String {
  message
    .replacingOccurrences(
      of: #"\(stubbed at [^)]*\)"#, with: "(stubbed at AppTests/BankTests.swift:\(line))",
      options: .regularExpression
    )
    .replacingOccurrences(
      of: #"\b\#(module)\.([A-Za-z]+Article\.)?"#, with: "MyApp.", options: .regularExpression)
}

// MARK: - GettingStarted.md

protocol Counter {
  func increment()
}

/// Getting started, "Writing a mock": a struct mock.
struct MockCounter: Counter, Mock {
  enum Methods: Int {
    case increment
  }
  typealias MockMethod = Methods

  let mockSixLock = lock()

  func increment() {
    registerInvocation(for: .increment)
  }
}

protocol Speaker {
  var volume: Int { get set }
  subscript(preset: Int) -> String { get set }
}

/// Getting started, "Properties and subscripts".
final class MockSpeaker: Speaker, Mock {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  enum Methods: Int {
    case volume_get, volume_set
    case subscript_get, subscript_set
  }
  typealias MockMethod = Methods

  var volume: Int {
    get { registerInvocation(for: .volume_get, function: #function + ".get") }
    set { registerInvocation(for: .volume_set, function: #function + ".set", args: newValue) }
  }

  subscript(preset: Int) -> String {
    get { registerInvocation(for: .subscript_get, function: #function + ".get", args: preset) }
    set {
      registerInvocation(for: .subscript_set, function: #function + ".set", args: preset, newValue)
    }
  }
}

enum GettingStartedArticle {
  struct User: Equatable {
    var id: String
    static let guest = User(id: "guest")
  }

  struct Profile: Equatable, MockDefault {
    var name: String
    static var mockDefault: Profile { Profile(name: "") }
  }

  enum BatteryError: Error, Equatable {
    case empty
  }

  /// Getting started, "Choosing a registration": one method per effect.
  final class MockDevice: Mock, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    enum Methods: Int {
      case fetch, draw, profile_get
    }
    typealias MockMethod = Methods

    func fetch(id: String) async throws -> User {
      try await registerAsyncThrowingInvocation(for: .fetch, args: id, andReturn: .guest)
    }

    func draw(_ amount: Double) throws(BatteryError) {
      try registerThrowingInvocation(for: .draw, args: amount, errorType: BatteryError.self)
    }

    var profile: Profile {
      get async throws {
        try await registerAsyncThrowingInvocation(for: .profile_get, function: #function + ".get")
      }
    }
  }

  @Suite struct Tests {
    @Test func copiesOfAStructMockShareItsCalls() {
      let counter = MockCounter()
      let copy = counter
      copy.increment()
      #expect(counter.invocations.count == 1)
      #expect(MockCounter().invocations.isEmpty)
    }

    @Test func propertiesAndSubscripts() {
      let speaker = MockSpeaker()
      // Getting started, "Properties and subscripts"
      speaker.stub(.volume_get, andReturn: 11)
      speaker.volume = 3
      #expect(speaker.volume == 11)
      #expect(speaker.values(setThrough: .volume_set) == [3])
      #expect(speaker.invocations.map(\.functionName) == ["volume.set", "volume.get"])

      speaker[2] = "Jazz"
      #expect(speaker[2] == "")
      #expect(speaker.invocations(of: .subscript_set).first?.args.count == 2)
      #expect(speaker.invocations(of: .subscript_get).first?.functionName == "subscript(_:).get")
    }

    @Test func theOtherEffects() async throws {
      let device = MockDevice()
      #expect(try await device.fetch(id: "1") == .guest)
      device.stub(.draw, andThrow: BatteryError.empty)
      #expect(throws: BatteryError.empty) { try device.draw(0.5) }
      #expect(try await device.profile == Profile(name: ""))
    }
  }
}

// MARK: - Stubbing.md

enum StubbingArticle {
  enum FoobarError: Error {
    case unknown
  }

  final class MockFoobar: Mock {
    enum Methods: Int {
      case doThis, doThat
    }
    typealias MockMethod = Methods

    func doThis(_ string: String, _ number: Int) -> [Int] {
      registerInvocation(for: .doThis, args: string, number, andReturn: [])
    }
    func doThat() throws -> Double {
      try registerThrowingInvocation(for: .doThat, andReturn: 0.0)
    }
  }

  struct User: Equatable {
    var id: String
    var name: String

    static let guest = User(id: "guest", name: "Guest")
  }

  enum LoadError: Error {
    case offline
  }

  final class MockAPI: Mock {
    enum Methods: Int {
      case fetch, next, load
    }
    typealias MockMethod = Methods

    func fetch(id: String, force: Bool) -> User {
      registerInvocation(for: .fetch, args: id, force, andReturn: .guest)
    }
    func next(_ queue: String) -> Int {
      registerInvocation(for: .next, args: queue, andReturn: 0)
    }
    func load(_ path: String?) throws -> String {
      try registerThrowingInvocation(for: .load, args: path, andReturn: "")
    }
  }

  final class MockUserService: Mock, Sendable {
    enum Methods: Int {
      case fetch
    }
    typealias MockMethod = Methods

    func fetch(id: String) async throws -> User {
      try await registerAsyncThrowingInvocation(for: .fetch, args: id, andReturn: .guest)
    }
  }

  /// Lets a test decide when a suspended mocked call goes on.
  actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
      if isOpen { return }
      await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
      isOpen = true
      for waiter in waiters { waiter.resume() }
      waiters = []
    }
  }

  protocol Shape {
    var sides: Int { get }
  }

  struct Circle: Shape {
    var sides: Int { 0 }
  }

  struct Square: Shape {
    var sides: Int { 4 }
  }

  final class MockCanvas: Mock {
    enum Methods: Int {
      case shape
    }
    typealias MockMethod = Methods

    // Stubbing, "Stubbing a protocol result"
    func shape() -> any Shape {
      registerInvocation(for: .shape, andReturn: Circle() as any Shape)
    }
  }

  enum Condition: String, Codable {
    case sunny, rainy
  }

  struct Forecast: Codable {
    var city: String
    var condition: Condition
    var highs: [Int]
  }

  final class MockWeatherService: Mock {
    enum Methods: Int {
      case forecast
    }
    typealias MockMethod = Methods

    func forecast(for city: String) -> Forecast {
      registerInvocation(for: .forecast, args: city)
    }
  }

  @Suite struct Tests {
    let foobar = MockFoobar()
    let mock = MockAPI()

    @Test func overview() throws {
      var shouldFail = false

      // Stubbing, Overview
      // return value override
      foobar.stub(.doThis, andReturn: [42])

      // replace implementation with closure
      foobar.stub(.doThis) { (args: [Any?]) in
        let num = args[1]! as! Int
        return [num]
      }
      foobar.stub(.doThat) { _ in
        if shouldFail { throw FoobarError.unknown }
        return 3.14
      }

      // invocation count aware stubbing
      foobar.stub(.doThis, andReturn: [42], times: 1, afterwardsReturn: [43])

      // back to the mock's default
      foobar.unstub(.doThat)

      #expect(foobar.doThis("a", 1) == [42])
      #expect(foobar.doThis("a", 1) == [43])
      shouldFail = true
      #expect(try foobar.doThat() == 0.0)
    }

    @Test func aBlockStubGetsTheArguments() {
      foobar.stub(.doThis) { (args: [Any?]) in
        let num = args[1]! as! Int
        return [num]
      }
      #expect(foobar.doThis("a", 7) == [7])
    }

    @Test func conditions() throws {
      let user1 = User(id: "id-1", name: "Ann")
      let user2 = User(id: "id-2", name: "Bob")

      // Stubbing, "Conditions"
      mock.stub(.fetch, with: [theValue("id-1"), any()], andReturn: user1)
      mock.stub(.fetch, with: [theValue("id-2"), any()]) { args in user2 }
      mock.stub(
        .fetch, when: { args in (args[0] as? String)?.hasPrefix("tmp") == true },
        andReturn: User.guest)
      mock.stub(.next, with: [theValue("queue-a")], andReturnValues: [1, 2, 3])
      mock.stub(.load, when: { args in args[0] == nil }, andThrow: LoadError.offline)

      #expect(mock.fetch(id: "id-1", force: false) == user1)
      #expect(mock.fetch(id: "id-2", force: true) == user2)
      #expect(mock.fetch(id: "tmp-9", force: true) == .guest)
      let queued: [Int] = [mock.next("queue-a"), mock.next("queue-b"), mock.next("queue-a")]
      #expect(queued == [1, 0, 2])
      #expect(throws: LoadError.offline) { try mock.load(nil) }
      #expect(try mock.load("a") == "")
    }

    @Test func whichStubAnswers() {
      // Stubbing, "Conditions": which stub answers
      mock.stub(.next, andReturn: 0)
      mock.stub(.next, with: [any()], andReturn: 1)
      mock.stub(.next, with: [theValue("b")], andReturn: 2)

      #expect(mock.next("a") == 1)
      #expect(mock.next("b") == 2)
    }

    @Test func sequencesAndErrors() {
      // Stubbing, "Sequences, countdowns and errors"
      mock.stub(.next, andReturnValues: [1, 2, 3])
      let values: [Int] = [mock.next("a"), mock.next("a"), mock.next("a"), mock.next("a")]
      #expect(values == [1, 2, 3, 3])

      mock.stub(.load, andThrow: LoadError.offline)
      #expect(throws: LoadError.offline) { try mock.load("a") }
    }

    @Test func asyncStubs() async throws {
      let service = MockUserService()
      let gate = Gate()
      let user = User(id: "1", name: "Ann")
      let mock = service

      // Stubbing, "Async stubs"
      mock.stub(
        .fetch,
        withBlock: { args in
          await gate.wait()  // the test decides when the call returns
          return user
        })

      async let fetched = mock.fetch(id: "1")
      while mock.invocations.isEmpty { await Task.yield() }
      await gate.open()
      #expect(try await fetched == user)
    }

    @Test func aProtocolResult() {
      let canvas = MockCanvas()
      // Stubbing, "Stubbing a protocol result"
      canvas.stub(.shape, andReturn: Square())
      #expect(canvas.shape().sides == 4)
    }

    @Test func whatAnUnstubbedCallReturns() {
      // Stubbing, "Defaults": what an unstubbed call returns
      let weather = MockWeatherService()
      let forecast = weather.forecast(for: "Oslo")  // nothing stubbed
      #expect(forecast.city == "" && forecast.condition == .sunny && forecast.highs.isEmpty)
    }
  }
}

/// Stubbing, "Defaults": a type of yours with a default.
struct Account: Equatable {
  var id: Int
  var name: String
}

extension Account: MockDefault {
  static var mockDefault: Account { Account(id: 0, name: "") }
}

enum BankError: Error {
  case closed
}

/// Stubbing, "Strict mode": a rate limiter that answers whether a request may pass.
final class MockRateLimiter: Mock {
  enum Methods: Int {
    case allow, record
  }
  typealias MockMethod = Methods

  func allow(_ user: String) -> Bool {
    registerInvocation(for: .allow, args: user, andReturn: false)
  }

  func record(_ user: String) {
    registerInvocation(for: .record, args: user)
  }
}

/// Stubbing, "Defaults", "Strict mode" and "Mistakes fail the test, not the run".
final class MockBank: Mock {
  enum Methods: Int {
    case currentAccount, owner, balance
  }
  typealias MockMethod = Methods

  func currentAccount() -> Account {
    registerInvocation(for: .currentAccount)
  }
  func owner() -> String {
    registerInvocation(for: .owner, andReturn: "nobody")
  }
  func balance() -> Int {
    registerInvocation(for: .balance)
  }
}

extension StubbingArticle.Tests {
  @Test func defaultsAndStrictMode() {
    let bank = MockBank()
    #expect(bank.currentAccount() == Account(id: 0, name: ""))

    // Stubbing, "Defaults"
    bank.setDefault(Account(id: 7, name: "Guest"))  // this mock's default for every Account result
    bank.setDefault("Ann")  // and for every String result, before the mock's own "nobody"

    #expect(bank.currentAccount() == Account(id: 7, name: "Guest"))
    #expect(bank.owner() == "Ann")
  }

  @Test func strictModeExceptVoid() {
    let limiter = MockRateLimiter()
    // Stubbing, "Strict mode"
    limiter.enableStrictMode(.exceptVoid)
    limiter.record("ada")
    withKnownIssue {
      #expect(!limiter.allow("ada"))
    } matching: { issue in
      message(of: issue).hasPrefix(
        "expected a stub for MockRateLimiter.allow(_:) on a strict mock, got none")
    }
  }

  @Test func strictMode() {
    let bank = MockBank()
    bank.stub(.owner, andReturn: "Ann")
    // Stubbing, "Strict mode"
    bank.enableStrictMode()  // every unstubbed call is now a reported failure
    withKnownIssue {
      #expect(bank.balance() == 0)
    } matching: { issue in
      documented(message(of: issue)) == """
        expected a stub for MockBank.balance() on a strict mock, got none

          Stubs of MockBank:
            .owner: a stub returning String (stubbed at AppTests/BankTests.swift:12)

          Fix: stub it, as mock.stub(.balance, andReturn: <#Int#>)
        """
    }
    bank.disableStrictMode()
    #expect(bank.balance() == 0)
  }

  @Test func mistakesFailTheTest() {
    let bank = MockBank()
    // Stubbing, "Mistakes fail the test, not the run"
    bank.stub(.balance, andReturn: "100")
    bank.stub(.owner, andThrow: BankError.closed)

    let expected = """
      expected MockBank.balance() to be stubbed with Int, got a stub returning String (stubbed at AppTests/BankTests.swift:12); the call returned the mock's default instead
      expected MockBank.owner() not to throw, got closed from a stub throwing closed (stubbed at AppTests/BankTests.swift:13); the call returned the mock's default instead
      """
    let lines = expected.components(separatedBy: "\n")
    withKnownIssue {
      #expect(bank.balance() == 0)
    } matching: { issue in
      documented(message(of: issue), line: 12) == lines[0]
    }
    withKnownIssue {
      #expect(bank.owner() == "nobody")
    } matching: { issue in
      documented(message(of: issue), line: 13) == lines[1]
    }
  }

  /// Stubbing, "Defaults": the failure before the trap.
  @Test func aTypeNothingCanMakeReportsAndTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = StubbingArticle.MockWeatherAPI().station()
    }
    let output = documented(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self))
    let expected = #"""
      expected a stub or a default for MockWeatherAPI.station(), which returns MyApp.Station, got neither; stub it, set a default with setDefault(_:), or conform MyApp.Station to MockDefault

        cannot make MyApp.Station: it is neither MockDefault, CaseIterable, an enum without payloads, Decodable, a Result of such types nor a struct whose stored properties can be made
      """#
    #expect(output.contains(expected), "\(output)")
  }
}

extension StubbingArticle {
  /// A type that the default chain cannot make: a class that is not `Decodable`.
  final class Station {
    var name = "Blindern"
  }

  final class MockWeatherAPI: Mock {
    enum Methods: Int {
      case station
    }
    typealias MockMethod = Methods

    func station() -> Station {
      registerInvocation(for: .station)
    }
  }
}

// MARK: - ParallelTestsAndResets.md

enum ParallelArticle {
  final class MockPayments: Mock, Sendable {
    enum Methods: Int {
      case pay
    }
    typealias MockMethod = Methods

    func pay(_ cents: Int) {
      registerInvocation(for: .pay, args: cents)
    }
  }

  struct Checkout {
    var payments: MockPayments

    func pay(_ cents: Int) {
      payments.pay(cents)
    }
  }

  // ParallelTestsAndResets, Overview
  @Suite struct CheckoutTests {
    let payments = MockPayments()

    @Test func paysOnce() {
      Checkout(payments: payments).pay(4200)
      #expect(payments.invocations.count == 1)
    }
  }

  @Suite struct ResetTests {
    @Test func resetMockSixForgetsThisTestsMocks() {
      let payments = MockPayments()
      payments.pay(1)
      payments.stub(.pay, andThrow: CancellationError())
      resetMockSix()
      #expect(payments.invocations.isEmpty)
    }

    @Test func resetMockForgetsEverythingOfOneMock() {
      let payments = MockPayments()
      let other = MockPayments()
      payments.pay(1)
      other.pay(2)
      payments.resetMock()
      #expect(payments.invocations.isEmpty)
      #expect(other.invocations.count == 1)
    }
  }
}

/// ParallelTestsAndResets, "resetMockSix()": the call in XCTest's set-up.
final class ParallelArticleXCTests: XCTestCase {
  static let payments = ParallelArticle.MockPayments()

  override func setUp() {
    super.setUp()
    resetMockSix()
  }

  func testSetUpForgetsTheCallsOfEarlierTests() {
    XCTAssertTrue(Self.payments.invocations.isEmpty)
    Self.payments.pay(1)
  }

  func testSetUpForgetsTheCallsOfEarlierTestsToo() {
    XCTAssertTrue(Self.payments.invocations.isEmpty)
    Self.payments.pay(2)
  }
}

// MARK: - TestData.md

enum TestDataArticle {
  // TestData, Overview: the types
  enum Role: String, Codable, CaseIterable {
    case member, admin
  }

  struct Address: Codable, Equatable {
    var street: String
    var city: String
  }

  struct User: Codable, Equatable {
    var id: UUID
    var name: String
    var age: Int
    var email: String?
    var role: Role
    var address: Address
  }

  enum Payment: Codable, Equatable {
    case card(last4: String)
    case cash

    init(from decoder: any Decoder) throws {
      let text = try decoder.singleValueContainer().decode(String.self)
      if text == "cash" {
        self = .cash
      } else if text.hasPrefix("card:"), text.count == 9 {
        self = .card(last4: String(text.dropFirst(5)))
      } else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a payment"))
      }
    }
  }

  struct Order: Codable, Equatable {
    var id: Int
    var payment: Payment
  }

  struct Profile {
    var user: User
    var greeting: String { "Hello, \(user.name)" }
  }

  // TestData, "Test data in a suite"
  @Suite struct ProfileTests {
    @Generated(seed: 3) var user: User
    @Generated var other: User  // seed 0

    @Test func greeting() {
      #expect(Profile(user: user).greeting == "Hello, \(user.name)")
    }
  }

  final class Chicken: Decodable {
    var egg: Egg
  }

  final class Egg: Decodable {
    var chicken: Chicken
  }

  @Suite struct Tests {
    @Test func seedSeven() throws {
      // TestData, Overview
      let user = try generate(User.self, seed: 7)
      #expect(
        user
          == User(
            id: UUID(uuidString: "63CBE1E4-5932-4DD7-844C-3CD7F43C661C")!, name: "plgmidkcyx",
            age: 871, email: "owiqtrcilx", role: .admin,
            address: Address(street: "kxkz", city: "jhop")))
    }

    @Test func errors() {
      func failure(_ make: () throws -> Void) -> String {
        do {
          try make()
          return "no error"
        } catch {
          return documented("\(error)")
        }
      }
      let messages = [
        failure { _ = try generate(Order.self, seed: 1) },
        failure { _ = try generate(Chicken.self, seed: 1) },
        failure { _ = try generate(User.self, seed: 7, with: [\.id: "42"]) },
      ]
      // TestData, "When a value cannot be made"
      let expected = #"""
        cannot make MyApp.Payment at payment: its init(from:) threw "not a payment"
        cannot make MyApp.Chicken: it contains itself without end (again at egg.chicken); make the recursion optional or an array, or pass a value with using:
        cannot make MyApp.User: \User.id takes UUID, got String
        """#
      #expect(messages.joined(separator: "\n") == expected)
    }
  }
}
