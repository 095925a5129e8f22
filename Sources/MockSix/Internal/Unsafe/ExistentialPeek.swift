/// Casts an argument to `T`, reading it in place or comparing types directly when it is exactly
/// a `T`, so that only other types pay for the runtime's dynamic cast.
///
/// - Parameter canPeek: What `_mockSixCanPeek(_:)` says of `T`.
@inlinable
func _mockSixCast<T>(_ argument: Any?, to type: T.Type, canPeek: Bool) -> T? {
  if canPeek,
    let value = unsafe withUnsafePointer(to: argument, { unsafe _mockSixPeek($0, as: T.self) })
  {
    return value
  }
  guard let argument else { return nil as Any? as? T }
  // NB: Opening the existential compares the argument's type with `T` directly, which costs
  //     far less than a dynamic cast; other types (subclasses, optionals, protocols) cast. The
  //     bit cast converts a value to its own type, checked on the line before.
  func exactly<Argument>(_ value: Argument) -> T? {
    Argument.self == T.self ? unsafe unsafeBitCast(value, to: T.self) : value as? T
  }
  return exactly(argument)
}

/// Reads a `T` straight out of a type-erased argument that holds exactly a `T`.
///
/// Call it only for a `T` that `_mockSixCanPeek(_:)` allows. Returns `nil` when the argument
/// holds another type (a subclass, an optional, a value behind a protocol); callers then cast
/// the usual way, so the answer never depends on this fast path.
// NB: A dynamic cast copies the `Any?` through three value witnesses before it compares types,
//     which made up half the cost of matching a conditional stub. An `Any` is three words of
//     value buffer and one word of type metadata (docs/ABI/TypeLayout.rst, "Existential
//     Container Layout"); a type that is bitwise takable and fits the buffer's size and
//     alignment lives in the buffer itself. Metadata is unique per type, so equal metadata
//     words mean the very same type. `_mockSixExistentialLayoutHolds` checks the layout once.
@inlinable
@unsafe
func _mockSixPeek<T>(_ argument: UnsafePointer<Any?>, as type: T.Type) -> T? {
  let raw = unsafe UnsafeRawPointer(argument)
  let metadata = unsafe raw.load(fromByteOffset: 3 * MemoryLayout<Int>.stride, as: UInt.self)
  guard metadata == UInt(bitPattern: ObjectIdentifier(T.self)) else { return nil }
  return unsafe raw.load(as: T.self)
}

/// Whether `_mockSixPeek(_:as:)` can read a `T`; ask once, when you make a verifier.
@inlinable
func _mockSixCanPeek<T>(_ type: T.Type) -> Bool {
  let word = MemoryLayout<Int>.stride
  return MemoryLayout<T>.size <= 3 * word && MemoryLayout<T>.alignment <= word
    && _isBitwiseTakable(T.self) && _mockSixExistentialLayoutHolds
}

/// Whether an `Any?` holding an `Int` is laid out as `_mockSixPeek(_:as:)` reads it.
@usableFromInline
let _mockSixExistentialLayoutHolds: Bool = {
  let probe: Any? = 0x5EED_CAFE
  let word = MemoryLayout<Int>.stride
  return unsafe withUnsafeBytes(of: probe) { bytes in
    unsafe bytes.count == 4 * word && bytes.load(as: Int.self) == 0x5EED_CAFE
      && bytes.load(fromByteOffset: 3 * word, as: UInt.self)
        == UInt(bitPattern: ObjectIdentifier(Int.self))
  }
}()
