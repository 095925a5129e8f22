#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Foundation
  internal import Glibc
#elseif canImport(Musl)
  internal import Foundation
  internal import Musl
#endif

/// What every mock call records about the thread that makes it, cheaply enough to ask each time.
enum CurrentThread {
  /// The system's identifier of the calling thread.
  static var id: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: unsafe pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  /// Whether the calling thread is the main thread.
  ///
  /// Foundation answers with two system calls on Linux, so the answer is kept per thread.
  static var isMain: Bool {
    #if canImport(Darwin)
      pthread_main_np() != 0
    #else
      MainThreadCache.isMainThread
    #endif
  }
}

#if !canImport(Darwin)
  /// Remembers in thread-local storage whether each thread is the main thread.
  // NB: A thread-specific value is a raw pointer; this one is never dereferenced, it only
  //     carries one of two small integers.
  private enum MainThreadCache {
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      unsafe pthread_key_create(&key, nil)
      return key
    }()

    private static let mainMarker = 1
    private static let otherMarker = 2

    static var isMainThread: Bool {
      if let marker = unsafe pthread_getspecific(key) {
        return Int(bitPattern: marker) == mainMarker
      }
      let isMain = Thread.isMainThread
      unsafe pthread_setspecific(
        key, UnsafeRawPointer(bitPattern: isMain ? mainMarker : otherMarker))
      return isMain
    }
  }
#endif
