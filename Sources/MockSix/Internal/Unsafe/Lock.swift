#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
  internal import Synchronization
#elseif canImport(Musl)
  internal import Musl
#endif

/// A mutual-exclusion lock that works on every platform MockSix supports.
///
/// On Darwin it wraps `os_unfair_lock`, since `Synchronization.Mutex` needs macOS 15 / iOS 18.
/// On Linux it is one atomic word: taking a free lock costs one compare-and-exchange and
/// releasing it one store, and a thread that finds it taken spins briefly, then yields the
/// processor until it is free. The thread sanitizer sees both, as it sees the `pthread_mutex_t`
/// that the lock wraps elsewhere. In a debug build the word holds the owner's thread ID, and
/// releasing the lock from a thread that does not hold it traps, as `os_unfair_lock` does.
///
/// Only `Locked` takes and releases it, around a body.
// NB: The lock protects memory that its users own. The system locks live at a fixed address,
//     allocated here and freed in `deinit`, so they are never moved while in use.
@safe final class Lock: @unchecked Sendable {
  #if canImport(Darwin)
    private let handle: UnsafeMutablePointer<os_unfair_lock>
  #elseif canImport(Glibc)
    /// 0 while the lock is free; else its holder: the thread's ID in a debug build, 1 otherwise.
    private let state = Atomic<UInt>(0)
  #else
    private let handle: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  init() {
    #if canImport(Darwin)
      unsafe handle = .allocate(capacity: 1)
      unsafe handle.initialize(to: os_unfair_lock())
    #elseif !canImport(Glibc)
      unsafe handle = .allocate(capacity: 1)
      unsafe pthread_mutex_init(handle, nil)
    #endif
  }

  deinit {
    #if canImport(Darwin)
      unsafe handle.deinitialize(count: 1)
      unsafe handle.deallocate()
    #elseif !canImport(Glibc)
      unsafe pthread_mutex_destroy(handle)
      unsafe handle.deinitialize(count: 1)
      unsafe handle.deallocate()
    #endif
  }

  /// Takes the lock; the same thread must release it with `unlock()`.
  @inline(__always)
  func lock() {
    #if canImport(Darwin)
      unsafe os_unfair_lock_lock(handle)
    #elseif canImport(Glibc)
      let holder = Self.holder
      if !state.compareExchange(expected: 0, desired: holder, ordering: .acquiring).exchanged {
        waitForLock(holder)
      }
    #else
      unsafe pthread_mutex_lock(handle)
    #endif
  }

  /// Releases the lock that this thread took with `lock()`.
  @inline(__always)
  func unlock() {
    #if canImport(Darwin)
      unsafe os_unfair_lock_unlock(handle)
    #elseif canImport(Glibc)
      #if DEBUG
        let holder = state.exchange(0, ordering: .releasing)
        if holder != Self.holder { Self.releasedByStranger(holder) }
      #else
        state.store(0, ordering: .releasing)
      #endif
    #else
      unsafe pthread_mutex_unlock(handle)
    #endif
  }

  /// Runs `body` while holding the lock.
  @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Runs `body` while holding the lock, like `withLock(_:)`, for a body that returns nothing.
  // NB: Not generic, so that a debug build, which specializes nothing, asks the runtime for no
  //     type's metadata on a mock call.
  @inline(__always)
  func whileLocked(_ body: () throws -> Void) rethrows {
    lock()
    defer { unlock() }
    try body()
  }

  #if canImport(Glibc)
    /// Takes the lock that another thread holds: spins a little, then yields the processor until
    /// the lock is free.
    @inline(never)
    private func waitForLock(_ holder: UInt) {
      var attempts = 0
      while true {
        if state.load(ordering: .relaxed) == 0,
          state.compareExchange(expected: 0, desired: holder, ordering: .acquiring).exchanged
        {
          return
        }
        attempts += 1
        if attempts > 64 { sched_yield() }
      }
    }

    /// What the lock's word holds while the calling thread holds the lock.
    @inline(__always)
    private static var holder: UInt {
      #if DEBUG
        CurrentThread.id
      #else
        1
      #endif
    }

    /// Traps: a thread released the lock that `holder` held, or that no thread held.
    @inline(never)
    private static func releasedByStranger(_ holder: UInt) -> Never {
      fatalError(
        "MockSix: a lock was released by thread \(CurrentThread.id), which does not hold it"
          + (holder == 0 ? " (no thread held it)" : " (thread \(holder) holds it)"))
    }
  #endif
}
