#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Foundation
  internal import Glibc
#elseif canImport(Musl)
  internal import Foundation
  internal import Musl
#endif

/// An identifier of the thread a mock was called on.
///
/// Compare an invocation's thread with the thread you expect:
///
/// ```swift
/// let worker = ThreadID.current
/// #expect(mock.invocations.last?.thread == worker)
/// ```
///
/// The system may reuse an identifier once its thread has exited.
public struct ThreadID: Hashable, Sendable, CustomStringConvertible {
  /// The system's identifier of the thread.
  public var rawValue: UInt

  /// Creates a thread identifier from the system's identifier.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The identifier of the calling thread.
  public static var current: ThreadID {
    #if canImport(Darwin)
      ThreadID(rawValue: UInt(bitPattern: pthread_self()))
    #else
      ThreadID(rawValue: UInt(pthread_self()))
    #endif
  }

  /// Whether the calling thread is the main thread, cheaply enough to ask on every mock call.
  ///
  /// Foundation answers with two system calls on Linux, so the answer is kept per thread.
  static var isMainThread: Bool {
    #if canImport(Darwin)
      pthread_main_np() != 0
    #else
      MainThreadCache.isMainThread
    #endif
  }

  /// The identifier in hexadecimal, such as thread 0x7f3a2c1ff640.
  public var description: String {
    "thread 0x\(String(rawValue, radix: 16))"
  }
}

#if !canImport(Darwin)
  /// Remembers in thread-local storage whether each thread is the main thread.
  private enum MainThreadCache {
    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      return key
    }()

    private static let mainMarker = 1
    private static let otherMarker = 2

    static var isMainThread: Bool {
      if let marker = pthread_getspecific(key) { return Int(bitPattern: marker) == mainMarker }
      let isMain = Thread.isMainThread
      pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? mainMarker : otherMarker))
      return isMain
    }
  }
#endif
