#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
  internal import Synchronization
#elseif canImport(Musl)
  internal import Musl
#endif

/// A mutual-exclusion lock that works on every platform MockSix supports, and that one function
/// can take and another release.
///
/// On Darwin it wraps `os_unfair_lock`, since `Synchronization.Mutex` needs macOS 15 / iOS 18.
/// On Linux it is one atomic word: taking a free lock costs one compare-and-exchange and
/// releasing it one store, where `Mutex` also asks for the thread's ID, and a thread that finds
/// it taken spins briefly, then yields the processor until it is free. The thread sanitizer sees
/// both, as it sees the `pthread_mutex_t` that the lock wraps elsewhere.
///
/// A generated mock's call takes the lock in one function and releases it in another
/// (`MockStore.beginCall` and `endCall`), which `Mutex` cannot do.
// NB: The lock protects memory that its users own. The system locks live at a fixed address,
//     allocated here and freed in `deinit`, so they are never moved while in use.
@safe final class Lock: @unchecked Sendable {
  #if canImport(Darwin)
    private let handle: UnsafeMutablePointer<os_unfair_lock>
  #elseif canImport(Glibc)
    /// 1 while a thread holds the lock, else 0.
    private let state = Atomic<UInt32>(0)
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
      if !state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
        waitForLock()
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
      state.store(0, ordering: .releasing)
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
    private func waitForLock() {
      var attempts = 0
      while true {
        if state.load(ordering: .relaxed) == 0,
          state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
        {
          return
        }
        attempts += 1
        if attempts > 64 { sched_yield() }
      }
    }
  #endif
}
