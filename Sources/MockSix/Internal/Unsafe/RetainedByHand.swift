/// A strong reference retained once when it is made and released once, by hand, when it is used.
///
/// Use it to carry an object out of a lock in a value that the compiler would otherwise copy with
/// a retain of its own at every binding.
// NB: `Unmanaged` keeps the compiler from retaining the object again at each copy of the value
//     that carries it: a call with a conditional stub takes its method's stubs out of the store's
//     lock in a `RecordedCall`, and binding the enum's payload cost a second retain and release
//     (about 45 instructions a call). Sound as long as each value is released exactly once:
//     `RecordedCall.unstubbed` is made in one place and consumed in one place, `answerCall`,
//     which releases it on its one path. A value never released leaks its object; one released
//     twice frees it early.
@safe struct RetainedByHand<Object: AnyObject> {
  private let reference: Unmanaged<Object>

  /// Retains `object` until `release(after:)`.
  init(_ object: Object) {
    unsafe reference = .passRetained(object)
  }

  /// Runs `body` with the object, then releases it; call it exactly once per retained object.
  func release<Result>(after body: (Object) throws -> Result) rethrows -> Result {
    defer { unsafe reference.release() }
    return try unsafe reference._withUnsafeGuaranteedRef(body)
  }
}
