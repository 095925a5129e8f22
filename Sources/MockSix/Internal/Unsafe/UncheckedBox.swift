/// Storage inside a `Locked` value that is only reached under its lock, without run-time exclusivity checks.
///
/// Swift checks each access to a class's stored `var` at run time unless it can prove the access
/// exclusive; on a mock call those checks would cost more than the bookkeeping they guard. The
/// store's classes that its locked state reaches (a mock's state, a stub's progress) inherit the
/// box rather than hold one, so that reaching the value loads no second object.
// NB: `@exclusivity(unchecked)` turns the checks off. It is sound only because every box is
//     reached from the store's `Locked` state, inside its `withLock`; no other code creates or
//     reads one.
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
