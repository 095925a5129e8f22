internal import Dispatch
internal import Foundation
import MockSix

// NB: Every wait of `toEventually` and `toEventuallyNot` goes through these two functions, so
//     that waking on the mock's next recorded call needs a change here only. Today they poll.

/// Pauses the calling task until the mock may have recorded another call, or until the deadline.
///
/// The pauses grow from 1 millisecond to 50 milliseconds with each attempt.
///
/// - Parameters:
///   - mock: The mock being waited on.
///   - deadline: The end of the wait, in `DispatchTime` uptime nanoseconds.
///   - attempt: How many pauses this wait has made before, from 0.
///   - isolation: The actor of the waiting code, which keeps the mock.
func waitForNextCall<M: Mock>(
  on mock: M, until deadline: UInt64, attempt: Int,
  isolation: isolated (any Actor)? = #isolation
) async where M.MockMethod.RawValue == Int {
  let now = DispatchTime.now().uptimeNanoseconds
  guard now < deadline else { return }
  let pause: UInt64 = min(1_000_000 << min(attempt, 6), 50_000_000)
  try? await Task.sleep(nanoseconds: min(pause, deadline - now))
}

/// Blocks the calling thread until the mock may have recorded another call, or until the
/// deadline, running the current run loop meanwhile.
///
/// On the main thread, running the run loop lets work queued on the main queue proceed.
///
/// - Parameters:
///   - mock: The mock being waited on.
///   - deadline: The end of the wait, in `DispatchTime` uptime nanoseconds.
///   - pollInterval: The longest pause, in seconds.
func waitForNextCall<M: Mock>(on mock: M, until deadline: UInt64, pollInterval: Double)
where M.MockMethod.RawValue == Int {
  let now = DispatchTime.now().uptimeNanoseconds
  guard now < deadline else { return }
  let interval = UInt64(max(0.000_1, min(pollInterval, 1e9)) * 1e9)
  let until = Date(timeIntervalSinceNow: Double(min(interval, deadline - now)) / 1e9)
  // NB: A run loop with no input sources returns at once (on threads other than the main
  //     thread, usually), so sleep out the rest of the pause instead of spinning.
  if !RunLoop.current.run(mode: .default, before: until) {
    Thread.sleep(until: until)
  }
}
