#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Synchronization
#elseif canImport(Musl)
  internal import Musl
#endif

/// A mutual-exclusion lock that works on every platform MockSix supports.
///
/// On Darwin it wraps `os_unfair_lock`, since `Synchronization.Mutex` needs macOS 15 / iOS 18;
/// on Linux, where `Mutex` has no such floor, it wraps `Mutex`, which locks in a single atomic
/// operation when uncontended; elsewhere it wraps a `pthread_mutex_t`.
// NB: The lock protects memory that its users own; it is only ever reached through `withLock`.
final class Lock: @unchecked Sendable {
  #if canImport(Darwin)
    private let handle: UnsafeMutablePointer<os_unfair_lock>
  #elseif canImport(Glibc)
    private let mutex = Mutex(())
  #else
    private let handle: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  init() {
    #if canImport(Darwin)
      handle = .allocate(capacity: 1)
      handle.initialize(to: os_unfair_lock())
    #elseif !canImport(Glibc)
      handle = .allocate(capacity: 1)
      pthread_mutex_init(handle, nil)
    #endif
  }

  deinit {
    #if !canImport(Glibc)
      #if !canImport(Darwin)
        pthread_mutex_destroy(handle)
      #endif
      handle.deinitialize(count: 1)
      handle.deallocate()
    #endif
  }

  /// Runs `body` while holding the lock.
  @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(Glibc)
      // NB: `Mutex` asks for a result that is disconnected from the value it guards; this lock
      //     guards nothing of its own, so what `body` returns is the caller's as it was.
      nonisolated(unsafe) var result: Result?
      try mutex.withLock { _ in result = try body() }
      return result!
    #else
      #if canImport(Darwin)
        os_unfair_lock_lock(handle)
        defer { os_unfair_lock_unlock(handle) }
      #else
        pthread_mutex_lock(handle)
        defer { pthread_mutex_unlock(handle) }
      #endif
      return try body()
    #endif
  }
}
