import XCTest

@testable import MockSix

/// The XCTest path: a failure from a detached task fails the test case that owns the mock.
final class PendingFailureXCTests: XCTestCase {
  func testAFailureFromADetachedTaskReachesTheOwningTestCase() async {
    let recorder = FailureRecorder()
    await FailureRecorder.$current.withValue(recorder) {
      let service = MockService()
      service.stub(.void, andThrow: ServiceError(code: 12))
      await Task.detached { service.void(5) }.value
    }
    XCTAssertEqual(recorder.recorded.count, 1)
    XCTAssertEqual(recorder.recorded.first?.destination, .xcTest)
    XCTAssertEqual(recorder.recorded.first?.wasPending, true)
    XCTAssertTrue(recorder.recorded.first?.message.contains("ServiceError(code: 12)") == true)
  }

  func testAnUnmakeableResultNamesTheRunningTestCase() {
    let mock = MockUnmakeable()
    var thrown: (any Error)?
    let failures = FailureRecorder.recording {
      do {
        _ = try mock.thrown()
      } catch {
        thrown = error
      }
    }
    XCTAssertTrue(thrown is UnstubbedCallError)
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.message.contains("testAnUnmakeableResultNamesTheRunningTestCase") == true,
      failures.first?.message ?? "")
  }
}
