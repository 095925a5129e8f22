/// Lists the cases of an enum that has no payloads, whether or not it is `CaseIterable`.
///
/// The synthesizer needs this twice: to pick a case of an enum such as `Condition` without
/// decoding a raw value that may not be one of its cases, and to name the one key that the
/// keyed container of a `Codable` enum with payloads must offer (its `CodingKeys` are such an
/// enum, and never `CaseIterable`).
///
/// This is the only place where MockSix reads the Swift runtime's type metadata, which is
/// stable ABI on Apple platforms and laid out the same on Linux:
///
/// - the first word of a type's metadata is its kind, `0x201` for an enum (not an optional);
/// - the second word points to its nominal type descriptor, whose 32-bit fields at byte offsets
///   20 and 24 count its payload cases (low 24 bits) and its empty cases;
/// - a value of an enum with n empty cases and no payloads is its case index, declaration order,
///   in 0 bytes (n = 1), 1 byte (n ≤ 256), 2 bytes (n ≤ 65,536) or 4 bytes, and the index n
///   itself is the first extra inhabitant, which `Optional` uses for `nil`.
///
/// Each of these is checked before a value is made, so a type that does not fit all of them
/// gets `nil`, never a made-up value.
enum PayloadFreeEnum {
  /// The cases of `type` in declaration order, or `nil` if it is not an enum without payloads.
  static func cases<T>(of type: T.Type) -> [T]? {
    guard let count = caseCount(of: T.self), count > 0, count <= 1 << 16 else { return nil }
    return (0..<count).compactMap { value(of: T.self, tag: $0) }
  }

  private static func caseCount<T>(of type: T.Type) -> Int? {
    // NB: Reads the metadata layout described above; nothing is written to it.
    guard
      let metadata = unsafe TypeKind.metadata(of: T.self, ifKind: 0x201),
      let descriptor = unsafe metadata.load(
        fromByteOffset: MemoryLayout<UInt>.size, as: UnsafeRawPointer?.self)
    else { return nil }
    let payloadCases = unsafe descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF
    let emptyCases = Int(unsafe descriptor.load(fromByteOffset: 24, as: UInt32.self))
    guard payloadCases == 0, MemoryLayout<T>.size == tagSize(forCases: emptyCases) else {
      return nil
    }
    guard emptyCases > 1 else { return emptyCases }
    // NB: The index just past the last case must be the `nil` of `Optional<T>`, as it is for a
    //     payload-free enum; otherwise the layout is not the one assumed here.
    guard MemoryLayout<T?>.size == MemoryLayout<T>.size,
      let beyond = load(T?.self, tag: emptyCases, size: MemoryLayout<T>.size), beyond == nil
    else { return nil }
    return emptyCases
  }

  private static func tagSize(forCases count: Int) -> Int {
    switch count {
    case ...1: 0
    case ...256: 1
    case ...65_536: 2
    default: 4
    }
  }

  private static func value<T>(of type: T.Type, tag: Int) -> T? {
    load(T.self, tag: tag, size: MemoryLayout<T>.size)
  }

  /// Loads a `T` from the bytes of the integer `tag`, stored in `size` bytes.
  private static func load<T>(_ type: T.Type, tag: Int, size: Int) -> T? {
    // NB: `T` here is a payload-free enum or its optional: a trivial type of at most 4 bytes,
    //     so loading it from raw bytes is a plain copy.
    var bytes: UInt32 = 0
    switch size {
    case 0: break
    case 1:
      unsafe withUnsafeMutableBytes(of: &bytes) {
        unsafe $0.storeBytes(of: UInt8(truncatingIfNeeded: tag), as: UInt8.self)
      }
    case 2:
      unsafe withUnsafeMutableBytes(of: &bytes) {
        unsafe $0.storeBytes(of: UInt16(truncatingIfNeeded: tag), as: UInt16.self)
      }
    case 4: bytes = UInt32(truncatingIfNeeded: tag)
    default: return nil
    }
    return unsafe withUnsafeBytes(of: bytes) { unsafe $0.load(as: T.self) }
  }
}
