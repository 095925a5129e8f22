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
/// threads calling one mock out of the kernel; the thread sanitizer, which does not see
/// `Mutex`'s locking, is told of each acquire and release, so that it checks the lock that
/// production runs. Elsewhere it wraps a `pthread_mutex_t`.
// NB: The lock protects memory that its users own; it is only ever reached through `withLock`.
//     The system locks live at a fixed address, allocated here and freed in `deinit`, so they
//     are never moved while in use.
@safe final class Lock: @unchecked Sendable {
  #if canImport(Darwin)
    private let handle: UnsafeMutablePointer<os_unfair_lock>
  #elseif canImport(Glibc)
    private let mutex = Mutex(())
    /// The thread sanitizer's annotations, when it runs; `nil` otherwise.
    private let sanitizer = unsafe ThreadSanitizer.annotations
  #else
    private let handle: UnsafeMutablePointer<pthread_mutex_t>
  #endif

  init() {
    #if canImport(Darwin)
      unsafe handle = .allocate(capacity: 1)
      unsafe handle.initialize(to: os_unfair_lock())
    #elseif !canImport(Glibc)
      handle = makeMutex(type: nil)
    #endif
  }

  deinit {
    #if canImport(Darwin)
      unsafe handle.deinitialize(count: 1)
      unsafe handle.deallocate()
    #elseif !canImport(Glibc)
      unsafe destroyMutex(handle)
    #endif
  }

  /// Runs `body` while holding the lock.
  @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    // NB: The result passes through a local, since `whileLocked` returns nothing (on Linux,
    //     `Mutex` would ask for a result disconnected from the value it guards); this lock
    //     guards nothing of its own, so what `body` returns is the caller's as it was.
    nonisolated(unsafe) var result: Result?
    try whileLocked { unsafe result = try body() }
    return unsafe result!
  }

  /// Runs `body` while holding the lock, like `withLock(_:)`, for a body that returns nothing:
  /// the form `withLock(_:)` calls, and that a mock call takes.
  // NB: Not generic, so that a debug build, which specializes nothing, asks the runtime for no
  //     type's metadata on a mock call.
  @inline(__always)
  func whileLocked(_ body: () throws -> Void) rethrows {
    #if canImport(Darwin)
      unsafe os_unfair_lock_lock(handle)
      defer { unsafe os_unfair_lock_unlock(handle) }
      try body()
    #elseif canImport(Glibc)
      try mutex.withLock { _ in
        guard let sanitizer = unsafe sanitizer else {
          try body()
          return
        }
        let address = unsafe Unmanaged.passUnretained(self).toOpaque()
        unsafe sanitizer.acquire(address)
        defer { unsafe sanitizer.release(address) }
        try body()
      }
    #else
      unsafe pthread_mutex_lock(handle)
      defer { unsafe pthread_mutex_unlock(handle) }
      try body()
    #endif
  }
}

#if canImport(Glibc)
  /// The thread sanitizer's `__tsan_acquire` and `__tsan_release`, found in its runtime.
  private enum ThreadSanitizer {
    typealias Annotation = @convention(c) (UnsafeMutableRawPointer) -> Void

    /// Both annotations when the sanitizer's runtime is in this process; `nil` otherwise.
    static let annotations: (acquire: Annotation, release: Annotation)? = {
      let process = unsafe dlopen(nil, RTLD_NOW)
      guard let acquire = unsafe dlsym(process, "__tsan_acquire"),
        let release = unsafe dlsym(process, "__tsan_release")
      else { return nil }
      return unsafe (
        unsafeBitCast(acquire, to: Annotation.self), unsafeBitCast(release, to: Annotation.self)
      )
    }()
  }
#elseif !canImport(Darwin)

  private func makeMutex(type: Int32?) -> UnsafeMutablePointer<pthread_mutex_t> {
    let handle = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    unsafe pthread_mutexattr_init(&attributes)
    if let type { unsafe pthread_mutexattr_settype(&attributes, type) }
    unsafe pthread_mutex_init(handle, &attributes)
    unsafe pthread_mutexattr_destroy(&attributes)
    return unsafe handle
  }

  private func destroyMutex(_ handle: UnsafeMutablePointer<pthread_mutex_t>?) {
    guard let handle = unsafe handle else { return }
    unsafe pthread_mutex_destroy(handle)
    unsafe handle.deinitialize(count: 1)
    unsafe handle.deallocate()
  }
#endif
