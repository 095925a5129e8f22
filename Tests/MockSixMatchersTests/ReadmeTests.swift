import Foundation
import MockSix
import MockSixMatchers
import Testing
import XCTest

// The examples of README.md, verbatim where they are code a test can run.

protocol Foobar {
  func doThis(_ string: String, _ number: Int) -> [Int]
  func doThat() throws -> Double
}

final class MockFoobar: Foobar, Mock {
  enum Methods: Int {
    case doThis
    case doThat
  }
  typealias MockMethod = Methods

  func doThis(_ string: String, _ number: Int) -> [Int] {
    return registerInvocation(for: .doThis, args: string, number, andReturn: [])
  }
  func doThat() throws -> Double {
    return try registerThrowingInvocation(for: .doThat, andReturn: 0.0)
  }
}

enum FoobarError: Error {
  case unknown
}

struct User: Equatable {
  var id: String
  var name: String

  static let guest = User(id: "guest", name: "Guest")
}

extension User: MockDefault {
  static var mockDefault: User { User(id: "", name: "") }
}

enum LoadError: Error {
  case offline
}

final class MockAPI: Mock {
  enum Methods: Int {
    case fetch, next, load, currentUser, save, delete
  }
  typealias MockMethod = Methods

  func fetch(id: String, force: Bool) -> User {
    registerInvocation(for: .fetch, args: id, force, andReturn: .guest)
  }
  func next() -> Int {
    registerInvocation(for: .next, andReturn: 0)
  }
  func load() throws -> String {
    try registerThrowingInvocation(for: .load, andReturn: "")
  }
  func currentUser() -> User {
    registerInvocation(for: .currentUser)
  }
  func save(_ key: String, _ value: Int) {
    registerInvocation(for: .save, args: key, value)
  }
  func delete(id: Int) {
    registerInvocation(for: .delete, args: id)
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

final class MockPlayer: Mock {
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

  subscript(track: Int) -> String {
    get { registerInvocation(for: .subscript_get, function: #function + ".get", args: track) }
    set {
      registerInvocation(for: .subscript_set, function: #function + ".set", args: track, newValue)
    }
  }
}

final class MockConnection: Mock {
  enum Methods: Int {
    case open, send, close
  }
  typealias MockMethod = Methods

  func open() { registerInvocation(for: .open) }
  func send() { registerInvocation(for: .send) }
  func close() { registerInvocation(for: .close) }
}

final class MockBattery: Mock {
  enum Methods: Int {
    case draw
  }
  typealias MockMethod = Methods

  func draw() { registerInvocation(for: .draw) }
}

final class MockEngine: Mock {
  enum Methods: Int {
    case turnOn, setSpeed
  }
  typealias MockMethod = Methods

  func turnOn() { registerInvocation(for: .turnOn) }
  func setSpeed(_ speed: Int) { registerInvocation(for: .setSpeed, args: speed) }
}

final class MockScreen: Mock, Sendable {
  enum Methods: Int {
    case reload
  }
  typealias MockMethod = Methods

  func reload() { registerInvocation(for: .reload) }
}

@Suite struct ReadmeTests {
  @Test func overview() {
    withKnownIssue {
      doThisIsStubbed()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined(separator: "\n") == """
        expected doThis(_:_:) to be received 2 times, got 1

          Calls recorded for doThis(_:_:):
            1. doThis(_:_:) with <"a">, <1>
        """
    }
  }

  /// The README's hand-written mock in use, with an expectation that fails on purpose.
  func doThisIsStubbed() {
    let foobar = MockFoobar()
    foobar.stub(.doThis, andReturn: [42])

    #expect(foobar.doThis("a", 1) == [42])
    expect(foobar).to(receive(.doThis, times: 1, with: [theValue("a"), theValue(1)]))
    expect(foobar).to(receive(.doThis, times: 2))
  }

  @Test func writingAMockReturnsTheDefaults() throws {
    let foobar = MockFoobar()
    #expect(foobar.doThis("a", 1) == [])
    #expect(try foobar.doThat() == 0.0)
    #expect(foobar.invocations.map(\.functionName) == ["doThis(_:_:)", "doThat()"])
  }

  @Test func stubbing() throws {
    let foobar = MockFoobar()
    var shouldFail = false

    // return value override
    foobar.stub(.doThis, andReturn: [42])
    #expect(foobar.doThis("a", 1) == [42])

    // replace implementation with closure
    foobar.stub(.doThis) { (args: [Any?]) in
      let num = args[1]! as! Int
      return [num]
    }
    #expect(foobar.doThis("a", 7) == [7])
    foobar.stub(.doThat) { _ in
      if shouldFail { throw FoobarError.unknown }
      return 3.14
    }
    #expect(try foobar.doThat() == 3.14)
    shouldFail = true
    #expect(throws: FoobarError.unknown) { try foobar.doThat() }

    // invocation count aware stubbing
    foobar.stub(.doThis, andReturn: [42], times: 1, afterwardsReturn: [43])
    #expect(foobar.doThis("a", 1) == [42])
    #expect(foobar.doThis("a", 1) == [43])

    // back to the behavior written in the mock
    foobar.unstub(.doThat)
    #expect(try foobar.doThat() == 0.0)
  }

  @Test func conditionalStubsSequencesAndErrors() throws {
    let mock = MockAPI()
    let user1 = User(id: "id-1", name: "Ann")
    let user2 = User(id: "id-2", name: "Bob")

    // only when the arguments match, one verifier per argument
    mock.stub(.fetch, with: [theValue("id-1"), any()], andReturn: user1)
    mock.stub(.fetch, with: [theValue("id-2"), any()]) { args in user2 }
    // or when a predicate over the arguments holds
    mock.stub(
      .fetch, when: { args in (args[0] as? String)?.hasPrefix("tmp") == true },
      andReturn: User.guest)

    // 1, then 2, then 3 for every later call
    mock.stub(.next, andReturnValues: [1, 2, 3])

    // thrown by throwing and async throwing methods
    mock.stub(.load, andThrow: LoadError.offline)

    #expect(mock.fetch(id: "id-1", force: false) == user1)
    #expect(mock.fetch(id: "id-2", force: true) == user2)
    #expect(mock.fetch(id: "tmp-9", force: true) == .guest)
    #expect(mock.fetch(id: "other", force: true) == .guest)
    let values: [Int] = [mock.next(), mock.next(), mock.next(), mock.next()]
    #expect(values == [1, 2, 3, 3])
    #expect(throws: LoadError.offline) { try mock.load() }
    mock.unstub(.fetch)
    #expect(mock.fetch(id: "id-1", force: false) == .guest)
  }

  @Test func async() async throws {
    let mock = MockUserService()
    let gate = Gate()
    let user = User(id: "1", name: "Ann")

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

  @Test func defaultsAndStrictMode() {
    let mock = MockAPI()
    #expect(mock.currentUser() == User(id: "", name: ""))

    mock.setDefault(User(id: "7", name: "Guest"))  // this mock's default for every User result
    #expect(mock.currentUser() == User(id: "7", name: "Guest"))

    mock.enableStrictMode(.exceptVoid)  // an unstubbed call that returns a value now fails
    withKnownIssue {
      _ = mock.currentUser()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "expected a stub for MockAPI.currentUser() on a strict mock, got none")
    }

    mock.enableStrictMode()  // every unstubbed call is now a reported failure
    withKnownIssue {
      _ = mock.currentUser()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "expected a stub for MockAPI.currentUser() on a strict mock, got none")
    }
  }

  @Test func readingTheLog() {
    let foobar = MockFoobar()

    // the mock has not been accessed
    #expect(foobar.invocations.isEmpty)

    _ = foobar.doThis("42", 42)
    _ = foobar.doThis("1", 1)

    // doThis(_:_:) has been called twice
    #expect(foobar.invocations(of: .doThis).count == 2)

    // doThis(_:_:) has been called with ("42", 42)
    #expect(
      foobar.invocations(of: .doThis).contains {
        $0.argument(0, as: String.self) == "42" && $0.argument(1, as: Int.self) == 42
      })
  }

  @Test func propertiesAndSubscripts() {
    let player = MockPlayer()
    player.volume = 3
    player[2] = "Song"

    player.stub(.volume_get, andReturn: 11)
    #expect(player.volume == 11)
    #expect(player[2] == "")
    #expect(player.values(setThrough: .volume_set) == [3])
    #expect(player.values(setThrough: .subscript_set) == ["Song"])
    #expect(player.invocations.map(\.functionName).contains("volume.set"))
  }

  @Test func countMatchers() {
    let mock = MockAPI()
    mock.save("aaa", 1)
    _ = mock.fetch(id: "1", force: false)
    _ = mock.fetch(id: "2", force: false)

    expect(mock).to(receive(.fetch))  // at least once
    expect(mock).to(receive(.fetch, times: 2))  // any integer type, UInt too
    expect(mock).to(receive(.fetch, atLeastTimes: 2))
    expect(mock).to(receive(.save, with: [theValue("aaa"), any()]))  // one verifier per argument
    expect(mock).toNot(receive(.delete))  // also notTo
    expect(mock).to(receive(.fetch), description: "Login")  // opens the failure message
    expectCalled(mock, .fetch, times: 2, "Login")  // the same, as one assertion

    withKnownIssue {
      expect(mock).to(receive(.fetch, atMostTimes: 1))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "expected fetch(id:force:) to be received at most 1 time, got 2")
    }
  }

  @Test func orderMatchers() {
    let connection = MockConnection()
    let battery = MockBattery()
    let engine = MockEngine()
    connection.open()
    battery.draw()
    connection.send()
    engine.turnOn()
    connection.close()
    engine.setSpeed(30)

    expect(connection).to(receive(.open, before: .send))
    expect(connection).to(receive(.close, after: .open))
    expectInOrder([call(battery, .draw), call(engine, .turnOn), call(engine, .setSpeed)])

    withKnownIssue {
      expectInOrder([call(engine, .turnOn), call(battery, .draw)])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("draw() on MockBattery")
    }
  }

  @Test func moreChecks() async {
    let mock = MockAPI()
    mock.stub(.next, andReturn: 1)
    _ = mock.next()
    expect(mock).to(receive(.next))
    expect(mock).to(receiveNoOtherCalls())  // every call was matched by a passing expectation
    expect(mock).to(haveUsedAllStubs())  // every stub answered at least one call
    expect(MockAPI()).to(receiveNoCalls())

    let service = MockUserService()
    Task.detached { _ = try? await service.fetch(id: "1") }
    await expect(service).toEventually(receive(.fetch), timeout: 5)  // seconds
    Task.detached { _ = try? await service.fetch(id: "2") }
    // a second fetch
    await expect(service).toEventuallyNot(receive(.fetch, atMostTimes: 1), timeout: 5)
  }

  @Test func orderNoOtherCallsMainThreadUnusedStubsAndWaiting() async {
    let connection = MockConnection()
    let battery = MockBattery()
    let engine = MockEngine()
    let mock = MockAPI()
    let view = MockScreen()
    let service = MockUserService()
    connection.open()
    connection.send()
    battery.draw()
    engine.turnOn()
    engine.setSpeed(30)
    mock.stub(.next, andReturn: 1)
    _ = mock.next()
    expect(mock).to(receive(.next))
    await MainActor.run { view.reload() }
    Task.detached { _ = try? await service.fetch(id: "1") }

    // NB: The README's block, verbatim but for the main-thread line: Swift Testing on Linux may
    //     run main-actor code off the main thread, so it checks where the call really ran.
    expect(connection).to(receive(.open, before: .send))
    expectInOrder([call(battery, .draw), call(engine, .turnOn), call(engine, .setSpeed)])
    expect(mock).to(receiveNoOtherCalls())  // every call was matched by a passing expectation
    expect(view).to(receive(.reload, onMainThread: view.invocations[0].isMainThread))
    expect(mock).to(haveUsedAllStubs())  // every stub answered at least one call
    await expect(service).toEventually(receive(.fetch), timeout: 5)  // in seconds
  }

  @Test func onMainThread() async {
    let view = MockScreen()
    await MainActor.run { view.reload() }
    let onMain = view.invocations.first?.isMainThread ?? false
    // NB: Swift Testing on Linux may run main-actor code off the main thread; the check
    //     follows where the call really ran.
    expect(view).to(receive(.reload, onMainThread: onMain))
  }

  @Test func verifiers() {
    #expect(theValue(42)(42) == true)
    #expect(any(of: [2, nil, 5])(nil))
    #expect(any { x in x >= 3.0 }(3.5))
    let service = MockService()
    let isEven = ArgumentVerifier("is even") { ($0 as? Int).map { $0 % 2 == 0 } ?? false }
    service.stub(.fetch, with: [isEven], andReturn: 1)
    #expect(service.fetch(id: 2) == 1)
    #expect(service.fetch(id: 3) == 0)
    expect(service).to(receive(.fetch, times: 1, with: [isEven]))
  }

  @Test func closuresAsVerifiers() {
    let dummy = MockDummy()
    dummy.registerInvocation(for: .myFunc, args: "foo", 42)
    dummy.registerInvocation(for: .myFunc, args: "foo", 42)

    let verifiers = [{ (x: Any?) in x as? String == "foo" }, { (x: Any?) in x as? Int == 42 }]
    expect(dummy).to(receive(.myFunc, times: 2, with: verifiers))
    expect(dummy).to(receive(.myFunc, with: [theValue("foo"), { x in x is Int }]))
  }
}

/// The README's synchronous `toEventually`, in a synchronous XCTest method.
final class ReadmeXCTests: XCTestCase {
  func testSynchronousToEventually() {
    let view = MockScreen()
    let failures = FailureRecorder.recording {
      // in a synchronous XCTest method
      DispatchQueue.main.async { view.reload() }
      expect(view).toEventually(receive(.reload))  // no await: runs the run loop, 1 s at most
    }
    XCTAssertEqual(failures.map(\.message), [])
  }
}
