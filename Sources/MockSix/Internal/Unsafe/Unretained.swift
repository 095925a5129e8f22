/// A reference that is neither retained nor released, so reading through it costs no reference counting.
///
/// Use it only where something else keeps the object alive for as long as you read it.
// NB: `Unmanaged` skips the retain and release that a strong reference costs on every mock call.
//     Each use names what keeps the object alive: the store's states dictionary keeps the state
//     its "last used" cache points to (every path that drops states resets the cache), a
//     method's stub snapshot keeps the stubs that matching walks, and the caller of a mock keeps
//     the mock that its `_MockIdentity` points to.
@usableFromInline
@safe struct Unretained<Object: AnyObject> {
  @usableFromInline
  let reference: Unmanaged<Object>

  @inlinable
  @_transparent
  init(_ object: Object) {
    unsafe reference = Unmanaged.passUnretained(object)
  }

  /// Runs `body` with the object, which something else keeps alive meanwhile.
  @inlinable
  @_transparent
  func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    try unsafe reference._withUnsafeGuaranteedRef(body)
  }

  /// The object, retained for the caller.
  @inlinable
  var object: Object {
    unsafe reference.takeUnretainedValue()
  }
}

extension Unretained where Object == _Answer {
  /// The value of the answer, which is a `_ValueAnswer<T>`, copied out of the answer, which its
  /// stub keeps alive while the store's lock is held.
  // NB: Transparent, so that even a debug build reads the value with code for its type; a
  //     release build retains nothing but the value.
  @inlinable
  @_transparent
  func value<T>(as type: T.Type) -> T {
    unsafe unsafeDowncast(reference.takeUnretainedValue(), to: _ValueAnswer<T>.self).value
  }
}
