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
/// On Linux it wraps `Mutex`, which takes the lock with one atomic operation and keeps two
/// threads calling one mock out of the kernel; under the thread sanitizer, which does not see
/// `Mutex`'s locking, it uses an adaptive `pthread_mutex_t` instead. Elsewhere it wraps a
/// `pthread_mutex_t`.
// NB: The lock protects memory that its users own; it is only ever reached through `withLock`.
final class Lock: @unchecked Sendable {
  #if canImport(Darwin)
    private let handle: UnsafeMutablePointer<os_unfair_lock>
  #elseif canImport(Glibc)
    private let mutex = Mutex(())
    /// The lock to use instead of `mutex` under the thread sanitizer.
    private let handle: UnsafeMutablePointer<pthread_mutex_t>?
  #else
    private let handle: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  init() {
    #if canImport(Darwin)
      handle = .allocate(capacity: 1)
      handle.initialize(to: os_unfair_lock())
    #elseif canImport(Glibc)
      handle = isThreadSanitized ? makeMutex(type: Int32(PTHREAD_MUTEX_ADAPTIVE_NP)) : nil
    #else
      handle = makeMutex(type: nil)
    #endif
  }

  deinit {
    #if canImport(Darwin)
      handle.deinitialize(count: 1)
      handle.deallocate()
    #else
      destroyMutex(handle)
    #endif
  }

  /// Runs `body` while holding the lock.
  @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(handle)
      defer { os_unfair_lock_unlock(handle) }
      return try body()
    #elseif canImport(Glibc)
      if let handle {
        pthread_mutex_lock(handle)
        defer { pthread_mutex_unlock(handle) }
        return try body()
      }
      // NB: `Mutex` asks for a result disconnected from the value it guards; this lock guards
      //     nothing of its own, so what `body` returns is the caller's as it was.
      nonisolated(unsafe) var result: Result?
      try mutex.withLock { _ in result = try body() }
      return result!
    #else
      pthread_mutex_lock(handle)
      defer { pthread_mutex_unlock(handle) }
      return try body()
    #endif
  }
}

#if !canImport(Darwin)
  /// Whether the thread sanitizer's runtime is in this process.
  private let isThreadSanitized = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

  private func makeMutex(type: Int32?) -> UnsafeMutablePointer<pthread_mutex_t> {
    let handle = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    if let type { pthread_mutexattr_settype(&attributes, type) }
    pthread_mutex_init(handle, &attributes)
    pthread_mutexattr_destroy(&attributes)
    return handle
  }

  private func destroyMutex(_ handle: UnsafeMutablePointer<pthread_mutex_t>?) {
    guard let handle else { return }
    pthread_mutex_destroy(handle)
    handle.deinitialize(count: 1)
    handle.deallocate()
  }
#endif
