/// Storage for state that is only reached under the store's lock, without run-time exclusivity checks.
///
/// Swift checks each access to a class's stored `var` at run time unless it can prove the access
/// exclusive; on a mock call those checks would cost more than the bookkeeping they guard. The
/// store's lock already makes every access exclusive, so the box skips them. The store's own
/// classes (a mock's state, a stub) inherit the box rather than hold one, so that reaching the
/// value loads no second object.
// NB: `@exclusivity(unchecked)` turns the checks off. It is sound only because every box is the
//     store's (`MockStore`'s storage, a mock's state, a stub's progress) and is reached only
//     inside the store's `lock.withLock`; no other code creates or reads one.
@safe class UncheckedBox<Value> {
  @exclusivity(unchecked) private final var storage: Value

  init(_ value: Value) {
    unsafe storage = value
  }

  /// Runs `body` with the value; call it while holding the lock that guards the box.
  @inline(__always)
  final func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try unsafe body(&storage)
  }

  /// The value; read it while holding the lock that guards the box.
  @inline(__always)
  final var value: Value {
    unsafe storage
  }
}
