import MockSix
import MockSixMatchers
import XCTest

/// Checks that the matchers report to XCTest when an XCTest test runs.
///
/// Linux XCTest has no `XCTExpectFailure`, so the failures are captured with the core's
/// `FailureRecorder` before they reach `XCTFail`.
final class XCTestReportingTests: XCTestCase {
  // NB: The implicitly unwrapped mock that NimbleMockSix tests set up in `setUp()`.
  var mock: MockService!

  override func setUp() {
    super.setUp()
    mock = MockService()
  }

  func testPassingExpectationsReportNothing() {
    _ = mock.fetch(id: 1)
    mock.save("aaa", 1)
    let failures = FailureRecorder.recording {
      expect(mock).to(receive(.fetch, times: 1))
      expect(mock).to(receive(.save, with: [theValue("aaa"), any()]))
      expect(mock).toNot(receive(.delete))
      expect(mock).notTo(receive(.load))
      expectCalled(mock, .fetch)
      expectInOrder([call(mock, .fetch), call(mock, .save)])
      expect(mock).to(receiveNoOtherCalls())
    }
    XCTAssertEqual(failures.map(\.message), [])
  }

  func testReceiveFailureGoesToXCTestAtTheExpectLine() {
    _ = mock.fetch(id: 42)
    let line = UInt(#line + 2)
    let failures = FailureRecorder.recording {
      expect(mock).to(receive(.fetch, times: 2))
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.destination, .xcTest)
    XCTAssertEqual(failures.first?.location?.line, line)
    XCTAssertEqual(failures.first?.location.map { "\($0.fileID)" }, #fileID)
    XCTAssertEqual(
      failures.first?.message,
      """
      expected fetch(id:) to be received 2 times, got 1

        Calls recorded for fetch(id:):
          1. fetch(id:) with <42>
      """)
  }

  func testArgumentFailureNamesTheVerifier() {
    _ = mock.fetch(id: 41)
    let failures = FailureRecorder.recording {
      expect(mock).to(receive(.fetch, with: [theValue(42)]), description: "Lookup")
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
    let message = failures.first?.message ?? ""
    XCTAssertTrue(
      message.hasPrefix(
        "Lookup - expected fetch(id:) to be received at least once with [theValue(42)], got 0 matching calls (1 in all)"
      ), message)
    XCTAssertTrue(message.contains("arg 1: theValue(42) ✗ got <41>"), message)
  }

  func testToNotFailureListsTheOffendingCalls() {
    mock.delete(id: 7)
    let failures = FailureRecorder.recording {
      expect(mock).toNot(receive(.delete))
      expect(mock).notTo(receive(.delete))
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest, .xcTest])
    for failure in failures {
      XCTAssertTrue(failure.message.contains("expected delete(id:) not to be received, got 1"))
      XCTAssertTrue(failure.message.contains("1. delete(id:) with <7>"))
    }
  }

  func testOrderAndOtherCallsFailuresGoToXCTest() {
    mock.delete(id: 1)
    _ = mock.load()
    let failures = FailureRecorder.recording {
      expect(mock).to(receive(.load, before: .delete))
      expectInOrder([call(mock, .load), call(mock, .delete)])
      expect(mock).to(receiveNoOtherCalls())
      expect(mock).to(receiveNoCalls())
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest, .xcTest, .xcTest, .xcTest])
    XCTAssertEqual(failures.count, 4)
    guard failures.count == 4 else { return }
    XCTAssertTrue(failures[0].message.contains("got no delete(id:) after load()"))
    XCTAssertTrue(failures[1].message.contains("got no delete(id:) on MockService after load()"))
    XCTAssertTrue(failures[2].message.contains("got 2 unverified calls"))
    XCTAssertTrue(failures[3].message.contains("expected MockService to receive no calls, got 2"))
  }

  func testStubAndThreadFailuresGoToXCTest() {
    mock.stub(.load, andReturn: "data")
    _ = mock.fetch(id: 1)
    let failures = FailureRecorder.recording {
      expect(mock).to(haveUsedAllStubs())
      expect(mock).to(receive(.fetch, onMainThread: !Thread.isMainThread))
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest, .xcTest])
    XCTAssertEqual(failures.count, 2)
    guard failures.count == 2 else { return }
    XCTAssertTrue(failures[0].message.contains("load: a stub returning String"))
    XCTAssertTrue(failures[1].message.contains("1. fetch(id:) with <1> ✗"))
  }

  func testOnMainThreadSeesTheThreadOfEachCall() {
    XCTAssertTrue(Thread.isMainThread, "XCTest runs its tests on the main thread")
    let view = MockView()
    view.reload()
    XCTAssertEqual(
      FailureRecorder.recording {
        expect(view).to(receive(.reload, onMainThread: true))
        expect(view).toNot(receive(.reload, onMainThread: false))
      }.map(\.message), [])

    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { view.reload() }
    group.wait()
    let failures = FailureRecorder.recording {
      expect(view).to(receive(.reload, onMainThread: true))
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
    let message = failures.first?.message ?? ""
    XCTAssertTrue(
      message.hasPrefix(
        "expected reload() to be received on the main thread, got 1 of 2 calls on other threads"),
      message)
    XCTAssertTrue(message.contains("1. reload() ✓ on the main thread"), message)
    XCTAssertTrue(message.contains("2. reload() ✗ on thread 0x"), message)
    print(message)
  }

  func testExpectCalledReportsAtItsOwnLine() {
    let line = UInt(#line + 2)
    let failures = FailureRecorder.recording {
      expectCalled(mock, .load, times: 1, "Startup")
    }
    XCTAssertEqual(failures.first?.location?.line, line)
    XCTAssertEqual(failures.first?.destination, .xcTest)
    XCTAssertEqual(
      failures.first?.message,
      "Startup - expected load to be called 1 time, got 0\n\n  No calls recorded for load.")
  }

  func testAnUnsetMockFails() {
    mock = nil
    let failures = FailureRecorder.recording {
      expect(mock).to(receive(.load))
    }
    XCTAssertEqual(failures.map(\.message), ["expected a mock, got <nil>"])
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
  }

  func testToEventuallyFailureGoesToXCTest() async {
    let failures = await FailureRecorder.recording {
      await expect(mock).toEventually(receive(.load), timeout: 0.05)
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
    XCTAssertEqual(
      failures.first?.message,
      "expected load to be received at least once within 0.05 seconds, got 0\n\n  No calls recorded for load."
    )
  }

  func testSynchronousToEventuallyFailureGoesToXCTestAtTheExpectLine() {
    let line = UInt(#line + 2)
    let failures = FailureRecorder.recording {
      expect(mock).toEventuallyNot(receive(.load, times: 0), timeout: 0.05, description: "Idle")
    }
    XCTAssertEqual(failures.map(\.destination), [.xcTest])
    XCTAssertEqual(failures.first?.location?.line, line)
    XCTAssertEqual(
      failures.first?.message,
      "Idle - expected load not to be received 0 times within 0.05 seconds, got 0")
  }

  func testSynchronousToEventuallyRunsTheMainQueue() {
    let view = MockView()
    DispatchQueue.main.async { view.reload() }
    let failures = FailureRecorder.recording {
      expect(view).toEventually(receive(.reload), timeout: 60)
      expect(view).to(receiveNoOtherCalls())
    }
    XCTAssertEqual(failures.map(\.message), [])
  }
}
