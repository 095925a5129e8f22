/// A value answer that also keeps the value's static type, read without a dynamic cast, and its
/// address, from which a generated mock's call copies it in place (`_CallAnswer`).
@usableFromInline
@safe final class _ValueAnswer<Value>: _Answer {
  /// The value; allocated here, freed in `deinit`.
  // NB: A storage of its own rather than a stored property, whose address Swift does not give.
  private let storage: UnsafeMutablePointer<Value>

  init(_ value: Value, stub: StubInfo?) {
    unsafe storage = .allocate(capacity: 1)
    unsafe storage.initialize(to: value)
    super.init(.value(value), stub: stub)
  }

  deinit {
    unsafe storage.deinitialize(count: 1)
    unsafe storage.deallocate()
  }

  /// The value.
  @usableFromInline
  var value: Value { unsafe storage.pointee }

  override var callAnswer: _CallAnswer {
    unsafe _CallAnswer(answer: self, value: UnsafeRawPointer(storage), of: Value.self)
  }
}
