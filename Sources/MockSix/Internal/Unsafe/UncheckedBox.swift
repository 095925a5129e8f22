/// Storage that only the holder of a `Locked<Guarded>`'s lock reaches, without run-time
/// exclusivity checks.
///
/// Swift checks each access to a class's stored `var` at run time unless it can prove the access
/// exclusive; on a mock call those checks would cost more than the bookkeeping they guard. The
/// store's classes that its locked state reaches (a mock's state, a stub's progress) inherit the
/// box rather than hold one, so that reaching the value loads no second object.
///
/// Every way to the value asks for the `HeldLock<Guarded>` that `Locked.withHeldLock` lends, so the
/// compiler keeps each access under the lock.
// NB: `@exclusivity(unchecked)` turns the checks off. It is sound because the value is reached
//     only with a `HeldLock<Guarded>`, which exists only inside the `withHeldLock` of the one
//     `Locked<Guarded>` (the store's), while its lock is held.
@safe class UncheckedBox<Value, Guarded> {
  @exclusivity(unchecked) private final var storage: Value

  init(_ value: Value) {
    unsafe storage = value
  }

  /// Runs `body` with the value, under the lock that `held` proves held.
  @inline(__always)
  final func withValue<Result>(
    _ held: borrowing HeldLock<Guarded>, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    try unsafe body(&storage)
  }

  /// Runs `body` with the value, like the form above, for a body that returns nothing.
  // NB: Not generic, so that a debug build asks the runtime for no type's metadata on a mock
  //     call.
  @inline(__always)
  final func withValue(_ held: borrowing HeldLock<Guarded>, _ body: (inout Value) -> Void) {
    unsafe body(&storage)
  }

  /// The value, read under the lock that `held` proves held.
  @inline(__always)
  final func value(_ held: borrowing HeldLock<Guarded>) -> Value {
    unsafe storage
  }
}
