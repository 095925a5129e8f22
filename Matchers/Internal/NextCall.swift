internal import Dispatch
internal import Foundation
import MockSix

// NB: Every wait of `toEventually` and `toEventuallyNot` goes through `NextCall`: it is watched
//     before the matcher is checked, so a call recorded between the check and the wait still
//     ends the wait at once.

/// The next call of a mock, watched from the moment it is made: a wait on it ends when the mock
/// records a call (on any thread), at the deadline, or when the waiting task is cancelled.
final class NextCall: Sendable {
  private let state = State()
  private let waiter: CallWaiter

  /// Starts watching `mock`'s next call.
  ///
  /// - Parameter wakesMainRunLoop: Whether a call must also wake the main run loop, for a
  ///   synchronous wait on the main thread.
  init<M: Mock>(on mock: M, wakesMainRunLoop: Bool = false) where M.MockMethod.RawValue == Int {
    let state = state
    waiter = CallWaiter {
      state.fire()
      if wakesMainRunLoop { DispatchQueue.main.async {} }
    }
    mock._wake(waiter)
  }

  deinit {
    waiter.cancel()
  }

  /// Suspends the calling task until the next call, the deadline or the task's cancellation.
  ///
  /// - Parameter deadline: The end of the wait, in `DispatchTime` uptime nanoseconds.
  func wait(until deadline: UInt64) async {
    let state = state
    let timer = Task {
      let now = DispatchTime.now().uptimeNanoseconds
      if deadline > now { try? await Task.sleep(nanoseconds: deadline - now) }
      state.fire()
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        state.resume(continuation)
      }
    } onCancel: {
      state.fire()
    }
    timer.cancel()
  }

  /// Blocks the calling thread until the next call or the deadline, running the current run
  /// loop meanwhile, so that work queued on the main queue proceeds on the main thread.
  ///
  /// - Parameters:
  ///   - deadline: The end of the wait, in `DispatchTime` uptime nanoseconds.
  ///   - pollInterval: The longest time the run loop runs at a stretch, in seconds.
  func waitBlocking(until deadline: UInt64, pollInterval: Double) {
    let interval = UInt64(max(0.000_1, min(pollInterval, 1e9)) * 1e9)
    while !state.hasFired {
      let now = DispatchTime.now().uptimeNanoseconds
      guard now < deadline else { return }
      let end = now + min(interval, deadline - now)
      let until = Date(timeIntervalSinceNow: Double(end - now) / 1e9)
      // NB: A run loop with no input sources returns at once (on threads other than the main
      //     thread, usually); the thread then waits for the call itself until the slice ends.
      if !RunLoop.current.run(mode: .default, before: until) {
        state.waitForFire(until: DispatchTime(uptimeNanoseconds: end))
      }
    }
  }

  /// Whether the mock has recorded a call since the watch began, or the wait was cut short.
  // NB: `fired`, `continuation` are only reached under `lock`; the semaphore is signalled
  //     once, when the state fires.
  private final class State: @unchecked Sendable {
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)
    private var fired = false
    private var continuation: CheckedContinuation<Void, Never>?

    var hasFired: Bool { lock.withLock { fired } }

    /// Ends the wait: resumes a suspended task or wakes a blocked thread, once.
    func fire() {
      let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
        guard !fired else { return nil }
        fired = true
        semaphore.signal()
        defer { self.continuation = nil }
        return self.continuation
      }
      continuation?.resume()
    }

    /// Resumes `continuation` when the state fires, or at once if it has.
    func resume(_ continuation: CheckedContinuation<Void, Never>) {
      let resumeNow = lock.withLock { () -> Bool in
        if fired { return true }
        self.continuation = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }

    /// Blocks until the state fires or `deadline` passes.
    func waitForFire(until deadline: DispatchTime) {
      if semaphore.wait(timeout: deadline) == .success { semaphore.signal() }
    }
  }
}
