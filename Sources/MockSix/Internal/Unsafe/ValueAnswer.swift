/// A value answer that also keeps the value's static type, read without a dynamic cast.
@usableFromInline
final class _ValueAnswer<Value>: _Answer {
  @usableFromInline
  let value: Value

  init(_ value: Value, stub: StubInfo?) {
    self.value = value
    super.init(.value(value), stub: stub)
  }
}

extension Unretained where Object == _Answer {
  /// The value of the answer, which is a `_ValueAnswer<T>`, copied out without retaining the
  /// answer, which its stub keeps while the store's lock is held.
  // NB: Transparent, so that even a debug build reads the value with code for its type.
  @inlinable
  @_transparent
  func value<T>(as type: T.Type) -> T {
    unsafe unsafeDowncast(reference.takeUnretainedValue(), to: _ValueAnswer<T>.self).value
  }
}
