import Dispatch
import Testing

@testable import MockSix

/// The store's lock checks its owner, on Linux as `os_unfair_lock` does on Darwin, and a generated
/// mock's call releases it on every path.
@Suite struct LockTests {
  @Test func aLockReleasedByAThreadThatDoesNotHoldItTraps() async {
    await #expect(processExitsWith: .failure) {
      let lock = Lock()
      lock.lock()
      let released = DispatchSemaphore(value: 0)
      Thread.detach {
        lock.unlock()
        released.signal()
      }
      released.wait()
    }
  }

  @Test func aLockReleasedByItsHolderCanBeTakenAgainElsewhere() async {
    let lock = Lock()
    lock.lock()
    lock.unlock()
    let taken = DispatchSemaphore(value: 0)
    Thread.detach {
      lock.lock()
      lock.unlock()
      taken.signal()
    }
    #expect(taken.wait(timeout: .now() + 10) == .success)
  }

  @Test func aGeneratedMocksCallsReleaseTheLockForTheNextThread() {
    let mock = LockedCounterMock()
    mock.stub(.next, andReturn: 7)
    #expect(mock.next() == 7)
    let answered = DispatchSemaphore(value: 0)
    let other = mock
    Thread.detach {
      _ = other.next()
      answered.signal()
    }
    #expect(answered.wait(timeout: .now() + 10) == .success)
    #expect(mock.invocations.count == 2)
  }
}

/// A thread of its own, off Swift's cooperative pool, for the lock's tests.
private enum Thread {
  static func detach(_ body: @escaping @Sendable () -> Void) {
    DispatchQueue(label: "LockTests").async(execute: body)
  }
}

/// A generated mock of one method, whose calls log themselves under the store's lock.
private final class LockedCounterMock: GeneratedMock, Sendable {
  enum Methods: Int {
    case next
  }

  typealias MockMethod = Methods

  let _mockSixLog: _MockLog? = _MockLog()

  func next() -> Int {
    registerInvocation(.next)
  }
}
