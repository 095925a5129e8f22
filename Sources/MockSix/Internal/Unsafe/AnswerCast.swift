extension _Answer {
  /// The answer's value if it has exactly the type `T`, read without a dynamic cast.
  // NB: `_ValueAnswer` is final, so an equal class is the whole check, and the downcast that
  //     follows it cannot fail. This runs on every stubbed call; the runtime's class cast costs
  //     several times more.
  @inlinable
  func value<T>(as type: T.Type) -> T? {
    guard Swift.type(of: self) == _ValueAnswer<T>.self else { return nil }
    return unsafe unsafeDowncast(self, to: _ValueAnswer<T>.self).value
  }

  /// The value of an answer whose `valueType` is `T`'s, returned without an optional.
  // NB: A debug build's read: it asks the runtime for the metadata of every generic type a
  //     function keeps on the stack, and `T?` would cost it as much again as the downcast.
  @_transparent
  @usableFromInline
  func knownValue<T>(as type: T.Type) -> T {
    // NB: Opening the value's existential hands over its type's metadata, which the bit cast
    //     checks against `T`'s; only a value held another way (nil, or not exactly a `T` once
    //     erased) asks for `_ValueAnswer<T>`'s.
    func exactly<Value>(_ value: Value) -> T {
      Value.self == T.self
        ? unsafe unsafeBitCast(value, to: T.self)
        : unsafe unsafeDowncast(self, to: _ValueAnswer<T>.self).value
    }
    if case .value(let value?) = kind { return exactly(value) }
    return unsafe unsafeDowncast(self, to: _ValueAnswer<T>.self).value
  }
}
