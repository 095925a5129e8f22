/// Reads the parameter and result types of a function type, so that a closure of it can be made.
///
/// Swift cannot take a generic function type `T` apart safely, so this reads the Swift runtime's
/// function type metadata, which is stable ABI on Apple platforms and laid out the same on Linux:
///
/// - the first word is the kind, `0x302` for a function type;
/// - the second word holds flags: the parameter count in its low 16 bits, the calling
///   convention in the next 8, then bits for `throws` (24), parameter flags (25),
///   differentiability (27), a global actor (28), `async` (29), `@Sendable` (30) and
///   extended flags such as typed throws or isolated parameters (31);
/// - the third word points to the result type's metadata, then one word per parameter points
///   to that parameter's type metadata.
///
/// Only plain Swift closures are described: the Swift calling convention, no parameter flags
/// (`inout`, `__owned`, variadic), no global actor, no typed throws or isolation, not
/// differentiable. Any other function type, and any type that is not a function, gets `nil`.
/// Nothing is written: the closure itself is made in safe code and checked with `as?`.
enum FunctionShape {
  /// The parameter types and the result type of `type`, if it is a plain Swift closure type.
  static func of<T>(_ type: T.Type) -> (parameters: [Any.Type], result: Any.Type)? {
    let word = MemoryLayout<UInt>.size
    // NB: Reads the metadata layout described above; nothing is written to it.
    guard
      let metadata = unsafe TypeKind.metadata(of: T.self, ifKind: 0x302)
    else { return nil }
    let flags = UInt32(
      truncatingIfNeeded: unsafe metadata.load(fromByteOffset: word, as: UInt.self))
    let convention = (flags >> 16) & 0xFF
    let unsupported: UInt32 = 1 << 25 | 1 << 27 | 1 << 28 | 1 << 31
    guard convention == 0, flags & unsupported == 0 else { return nil }
    let count = Int(flags & 0xFFFF)
    guard
      let resultAddress = unsafe metadata.load(
        fromByteOffset: 2 * word, as: UnsafeRawPointer?.self)
    else { return nil }
    // NB: Each address is that of a type's metadata, which is what an `Any.Type` is.
    let result = unsafe unsafeBitCast(resultAddress, to: Any.Type.self)
    var parameters: [Any.Type] = []
    for index in 0..<count {
      guard
        let address = unsafe metadata.load(
          fromByteOffset: (3 + index) * word, as: UnsafeRawPointer?.self)
      else { return nil }
      parameters.append(unsafe unsafeBitCast(address, to: Any.Type.self))
    }
    return (parameters, result)
  }
}
