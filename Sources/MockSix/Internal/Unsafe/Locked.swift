/// A value that only the holder of its lock can reach, in the shape of `Synchronization.Mutex`.
///
/// The only ways to the value are bodies that run under the lock (`withLock { value in … }` and
/// its forms), so "only under the lock" is a type, not a comment, and each releases the lock when
/// its body returns. One alone, `lockForCall`, leaves it held for a generated mock's call, which
/// a `_CallStamp` stands for: the stamp's `deinit` releases it, so no path can leave it held.
/// `Mutex` itself needs macOS 15 / iOS 18; this works on every platform MockSix supports.
// NB: The value is `@exclusivity(unchecked)`: Swift would check each access at run time unless it
//     could prove it exclusive, and on a mock call those checks would cost more than the work
//     they guard. The lock makes every access exclusive. The type is `@unchecked Sendable` for
//     any value, as `Mutex` is: the value never leaves the lock except as what `body` returns,
//     which the caller owns.
@safe final class Locked<Value>: @unchecked Sendable {
  private let lock = Lock()
  @exclusivity(unchecked) private var value: Value

  init(_ value: Value) {
    unsafe self.value = value
  }

  /// Runs `body` with the value while holding the lock.
  @inline(__always)
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try unsafe body(&value) }
  }

  /// Runs `body` with the value and the proof that the lock is held, while holding the lock.
  ///
  /// Pass the proof to what may be reached only under this lock, such as an `UncheckedBox`
  /// guarded by `Value`.
  @inline(__always)
  func withHeldLock<Result>(
    _ body: (inout Value, borrowing HeldLock<Value>) throws -> Result
  ) rethrows -> Result {
    try lock.withLock { try unsafe body(&value, HeldLock()) }
  }

  /// Takes the lock and runs `body`, leaving the lock held when `body` returns a stamp: the stamp
  /// releases it when it ends (`_CallStamp.deinit`), on the same thread; else releases it.
  // NB: Unavailable from async code, so that no call can await between taking the lock here
  //     and the stamp's end.
  @available(*, noasync, message: "a held lock cannot wait")
  @inline(__always)
  func lockForCall(
    _ body: (inout Value, borrowing HeldLock<Value>) -> _CallStamp?
  ) -> _CallStamp? {
    lock.lock()
    guard let stamp = unsafe body(&value, HeldLock()) else {
      lock.unlock()
      return nil
    }
    return stamp
  }

  /// Releases the lock that `lockForCall(_:)` left held; only a stamp's `deinit` calls this.
  @inline(__always)
  func unlockAfterCall() {
    lock.unlock()
  }

  /// Runs `body` with the value and the proof that the lock is held, like `withHeldLock(_:)`, for a
  /// body that returns nothing.
  // NB: Not generic, so that a debug build, which specializes nothing, asks the runtime for no
  //     type's metadata on a mock call.
  @inline(__always)
  func whileLocked(_ body: (inout Value, borrowing HeldLock<Value>) throws -> Void) rethrows {
    try lock.whileLocked { try unsafe body(&value, HeldLock()) }
  }

  /// Runs `body` with the value, the proof that the lock is held and `payload`, which `body`
  /// takes, while holding the lock.
  // NB: The payload is passed in rather than captured, so that it moves: a closure cannot move
  //     what it captures out of its context, and copying and destroying a spy's answer (an
  //     `Any?`) cost about 60 instructions a call.
  @inline(__always)
  func whileLocked<Payload: ~Copyable>(
    passing payload: consuming Payload,
    _ body: (inout Value, borrowing HeldLock<Value>, consuming Payload) -> Void
  ) {
    lock.lock()
    defer { lock.unlock() }
    unsafe body(&value, HeldLock(), payload)
  }
}

/// The proof that the caller holds the lock of a `Locked<Guarded>`, lent to its `withHeldLock` body.
///
/// Only `Locked` can make one, and a body can neither keep it nor hand it on after returning: it
/// is noncopyable and borrowed, so storing it, returning it or capturing it in an escaping
/// closure does not compile. What may be reached only under the lock asks for one.
struct HeldLock<Guarded>: ~Copyable {
  fileprivate init() {}
}
