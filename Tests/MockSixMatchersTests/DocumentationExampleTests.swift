import Foundation
import MockSix
import MockSixMatchers
import Testing

// The code blocks of the DocC catalogs that need MockSixMatchers, each run verbatim under a
// comment that names its page and section. `DocumentationBlockTests` (in MockSixTests) checks
// that every block of the catalogs is found in a test.

/// Replaces thread identifiers, which change from run to run, with the documented one.
private func documentedThreads(_ message: String) -> String {
  message.replacingOccurrences(
    of: "thread 0x[0-9a-f]+", with: "thread 0x7f3a2c1ff640", options: .regularExpression)
}

/// Replaces the locations of stubs, which depend on this file, with the documented one.
private func documentedStubs(_ message: String) -> String {
  message.replacingOccurrences(
    of: #"\(stubbed at [^)]*\)"#, with: "(stubbed at AppTests/RepositoryTests.swift:12)",
    options: .regularExpression)
}

// MARK: - GettingStarted.md

@Test func aFailedExpectationSaysWhy() throws {
  let store = MockUserStore()
  try store.save("Bo")
  withKnownIssue {
    // GettingStarted, Overview: a failed expectation
    expect(store).to(receive(.save, times: 2))
  } matching: {
    issue(
      $0,
      is: """
        expected save(_:) to be received 2 times, got 1

          Calls recorded for save(_:):
            1. save(_:) with <"Bo">
        """)
  }
}

// MARK: - Matchers.md

enum MatchersArticle {
  final class MockRepository: Mock {
    enum Methods: Int {
      case fetch, save, delete, load
    }
    typealias MockMethod = Methods

    func fetch(id: Int) -> String {
      registerInvocation(for: .fetch, args: id, andReturn: "")
    }
    func save(_ key: String, _ value: Int) {
      registerInvocation(for: .save, args: key, value)
    }
    func delete(id: Int) {
      registerInvocation(for: .delete, args: id)
    }
    func load() -> String {
      registerInvocation(for: .load, andReturn: "")
    }
  }

  // NB: `MockBattery` and `MockEngine` are the README tests' (ReadmeTests.swift).

  final class MockView: Mock, Sendable {
    enum Methods: Int {
      case reload
    }
    typealias MockMethod = Methods

    func reload() { registerInvocation(for: .reload) }
  }

  final class MockFeed: Mock, Sendable {
    enum Methods: Int {
      case fetch
    }
    typealias MockMethod = Methods

    func fetch(id: Int) async -> [String] {
      await registerAsyncInvocation(for: .fetch, args: id, andReturn: [])
    }
  }

  @Suite struct Tests {
    let mock = MockRepository()

    @Test func overview() {
      mock.save("draft", 1)
      _ = mock.fetch(id: 7)

      // MockSixMatchers, Overview
      expect(mock).to(receive(.fetch, times: 1, with: [theValue(7)]))
      expect(mock).to(receive(.save, before: .fetch))
      expect(mock).toNot(receive(.delete))
      expect(mock).to(receiveNoOtherCalls())

      withKnownIssue {
        expect(mock).to(receive(.fetch, times: 2))
      } matching: {
        issue(
          $0,
          is: """
            expected fetch(id:) to be received 2 times, got 1

              Calls recorded for fetch(id:):
                1. fetch(id:) with <7>
            """)
      }
    }

    @Test func counting() {
      mock.save("aaa", 1)
      _ = mock.fetch(id: 1)
      _ = mock.fetch(id: 2)

      // Matchers, "Counting calls"
      expect(mock).to(receive(.fetch))  // at least once
      expect(mock).to(receive(.fetch, times: 2))  // any integer type, UInt too
      expect(mock).to(receive(.fetch, atLeastTimes: 2))
      expect(mock).to(receive(.fetch, atMostTimes: 2))
      expect(mock).to(receive(.save, with: [theValue("aaa"), any()]))  // one verifier per argument
      expect(mock).toNot(receive(.delete))  // also notTo
      expect(mock).to(receive(.fetch), description: "Login")  // opens the failure message
      expectCalled(mock, .fetch, times: 2, "Login")  // the same, as one assertion
    }

    @Test func aCountFailure() {
      mock.save("a", 1)
      mock.save("b", 2)
      withKnownIssue {
        // Matchers, "Checking arguments"
        expect(mock).to(receive(.save, times: 2, with: [theValue("a"), instance(of: Int.self)]))
      } matching: {
        issue(
          $0,
          is: """
            expected save(_:_:) to be received 2 times with [theValue("a"), instance(of: Int)], got 1 matching call (2 in all)

              Calls recorded for save(_:_:):
                1. save(_:_:) with <"a">, <1>
                   arg 1: theValue("a") ✓
                   arg 2: instance(of: Int) ✓
                2. save(_:_:) with <"b">, <2>
                   arg 1: theValue("a") ✗ got <"b">
                   arg 2: instance(of: Int) ✓
            """)
      }
    }

    @Test func verifiersOfYourOwn() {
      mock.delete(id: 4)
      // Matchers, "Checking arguments": verifiers of your own
      let isEven = ArgumentVerifier("is even") { ($0 as? Int).map { $0 % 2 == 0 } ?? false }
      expect(mock).to(receive(.delete, with: [isEven]))
      #expect(isEven(4) && !isEven("4"))
      #expect(theValue(42)(42))
      #expect(any(of: [2, nil, 5])(nil))
    }

    @Test func orderAcrossMocks() {
      let battery = MockBattery()
      let engine = MockEngine()
      battery.draw()
      engine.turnOn()
      withKnownIssue {
        // Matchers, "Checking the order of calls"
        expectInOrder([call(engine, .turnOn), call(battery, .draw)], "Starting the car")
      } matching: {
        issue(
          $0,
          is: """
            Starting the car - expected turnOn() on MockEngine, then draw() on MockBattery, got no draw() on MockBattery after turnOn() on MockEngine

              Calls recorded, in order:
                1. draw() on MockBattery
                2. turnOn() on MockEngine  ← step 1
            """)
      }
    }

    @Test func noOtherCalls() {
      _ = mock.fetch(id: 1)
      _ = mock.fetch(id: 2)
      mock.delete(id: 7)
      withKnownIssue {
        // Matchers, "Checking that nothing else happened"
        expect(mock).to(receive(.fetch, times: 2))
        expect(mock).to(receiveNoOtherCalls())
      } matching: {
        issue(
          $0,
          is: """
            expected MockRepository to receive no other calls, got 1 unverified call

              Calls not verified by an expectation:
                3. delete(id:) with <7>
            """)
      }
      expect(MockRepository()).to(receiveNoCalls())
    }

    @Test func unusedStubs() {
      // Matchers, "Checking that nothing else happened": unused stubs
      mock.stub(.fetch, andReturn: "Ann")
      mock.stub(.load, andReturn: "data")
      _ = mock.fetch(id: 1)
      withKnownIssue {
        expect(mock).to(haveUsedAllStubs())
      } matching: {
        documentedStubs(message(of: $0)) == """
          expected every stub of MockRepository to be used, got 1 unused stub of 2

            Unused stubs:
              load: a stub returning String (stubbed at AppTests/RepositoryTests.swift:12)
          """
      }
    }

    @Test func mainThread() async {
      let view = MockView()
      await Task.detached { view.reload() }.value
      // Matchers, "Checking the calling thread"
      expect(view).to(receive(.reload, onMainThread: false))
      withKnownIssue {
        expect(view).to(receive(.reload, onMainThread: true))
      } matching: {
        documentedThreads(message(of: $0)) == """
          expected reload() to be received on the main thread, got 1 call on other threads

            Calls recorded for reload():
              1. reload() ✗ on thread 0x7f3a2c1ff640
          """
      }
    }

    @Test func waiting() async {
      let feed = MockFeed()
      let service = feed
      Task.detached { _ = await feed.fetch(id: 1) }
      // Matchers, "Waiting for calls"
      await expect(service).toEventually(receive(.fetch), timeout: 5)  // seconds
      await expect(service).toEventually(receive(.fetch), timeout: .seconds(5))
      Task.detached { _ = await feed.fetch(id: 2) }
      // a second fetch
      await expect(service).toEventuallyNot(receive(.fetch, atMostTimes: 1), timeout: 5)
    }

    @Test func waitingInVain() async {
      let service = MockFeed()
      await withKnownIssue {
        // Matchers, "Waiting for calls": the failure
        await expect(service).toEventually(receive(.fetch), timeout: 0.1)
      } matching: {
        issue(
          $0,
          is: """
            expected fetch to be received at least once within 0.1 seconds, got 0

              No calls recorded for fetch.
            """)
      }
    }

    @Test func aNilMock() {
      let missing: MockRepository? = nil
      withKnownIssue {
        // Matchers, "Failure messages"
        expect(missing).to(receive(.fetch))
      } matching: {
        issue($0, is: "expected a mock, got <nil>")
      }
    }
  }
}

extension FieldsReadme {
  @Suite struct ArticleFieldTests {
    let forecast = Forecast(location: Location(city: "Bergen", zip: "5003"), highs: [12, 15, 9])

    @Test func comparingFields() {
      withKnownIssue {
        // Matchers, "Comparing values field by field"
        expectSameFields(
          forecast, as: Forecast(location: Location(city: "Oslo", zip: "0150"), highs: [12, 14]))
        expectFields(forecast, ["location": ["city": "Oslo"], "highs": [12, 15, 9], "days": 3])
      } matching: { _ in
        true
      }
      expectSameFields(
        forecast, as: Forecast(location: Location(city: "Bergen", zip: "5003"), highs: [12, 15, 9]))
    }
  }
}
