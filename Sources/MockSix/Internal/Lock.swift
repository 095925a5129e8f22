#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#endif

/// A mutual-exclusion lock that works on every platform MockSix supports.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18, and `NSLock` adds an Objective-C object and
/// a message send per call; this wraps the platform's own lock (`os_unfair_lock` on Darwin, an
/// adaptive `pthread_mutex_t` elsewhere) in a heap allocation that never moves.
///
/// On Linux, `Mutex` would save a few nanoseconds a call, but the thread sanitizer does not see
/// its locking and reports every access it guards as a race.
// NB: The lock protects memory that it owns; it is only ever reached through `withLock`.
final class Lock: @unchecked Sendable {
  #if canImport(Darwin)
    private let handle: UnsafeMutablePointer<os_unfair_lock>
  #else
    private let handle: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  init() {
    #if canImport(Darwin)
      handle = .allocate(capacity: 1)
      handle.initialize(to: os_unfair_lock())
    #else
      handle = .allocate(capacity: 1)
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      #if canImport(Glibc)
        // NB: An adaptive mutex spins briefly before sleeping, which keeps two threads calling
        //     the same mock from handing the lock back and forth through the kernel.
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      #endif
      pthread_mutex_init(handle, &attributes)
      pthread_mutexattr_destroy(&attributes)
    #endif
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(handle)
    #endif
    handle.deinitialize(count: 1)
    handle.deallocate()
  }

  /// Runs `body` while holding the lock.
  @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(handle)
      defer { os_unfair_lock_unlock(handle) }
    #else
      pthread_mutex_lock(handle)
      defer { pthread_mutex_unlock(handle) }
    #endif
    return try body()
  }
}
