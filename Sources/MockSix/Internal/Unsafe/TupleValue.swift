/// Makes a value of a tuple type, labeled or not, from a value for each of its elements.
///
/// Swift has no safe way to take a tuple type apart: a generic `T` that is `(Int, name: String)`
/// cannot be cast to a pack of its elements. So this reads the Swift runtime's tuple metadata,
/// which is stable ABI on Apple platforms and laid out the same on Linux:
///
/// - the first word of a type's metadata is its kind, `0x301` for a tuple;
/// - the second word counts its elements, the third points to its labels (or is null);
/// - then, for each element, two words: a pointer to the element's metadata, and its byte offset
///   in the tuple as a 32-bit integer followed by padding.
///
/// Every one of these is checked before anything is written: at least two elements, each
/// element's metadata address equal to a type Swift knows, offsets that rise, are aligned for
/// their element and end within `MemoryLayout<T>.size`. A type that does not fit gets `nil`.
/// The value is then built in place (`InPlaceValue`).
enum TupleValue {
  /// The element types of `type`, in order, or `nil` if it is not a tuple type.
  static func elementTypes<T>(of type: T.Type) -> [Any.Type]? {
    layout(of: T.self)?.map(\.type)
  }

  /// A value of `type`, with each element made by `element`, or `nil` if `type` is not a tuple.
  ///
  /// - Returns: `nil` if `type` is not a tuple type; else the value, or the first element's
  ///   error.
  static func make<T, Failure: Error>(
    _ type: T.Type, element: (Any.Type) -> Result<Any, Failure>
  ) -> Result<T, Failure>? {
    guard let elements = layout(of: T.self) else { return nil }
    return InPlaceValue.make(T.self, parts: elements, part: element)
  }

  /// The element types and offsets of the tuple type `T`, checked as described above.
  private static func layout<T>(of type: T.Type) -> [(type: Any.Type, offset: Int)]? {
    let word = MemoryLayout<UInt>.size
    // NB: Reads the metadata layout described above; nothing is written to it.
    guard
      let metadata = unsafe TypeKind.metadata(of: T.self, ifKind: 0x301)
    else { return nil }
    let count = Int(unsafe metadata.load(fromByteOffset: word, as: UInt.self))
    guard count >= 2, count <= 1024 else { return nil }
    var elements: [(type: Any.Type, offset: Int)] = []
    var end = 0
    for index in 0..<count {
      let base = 3 * word + 2 * word * index
      guard
        let typeAddress = unsafe metadata.load(fromByteOffset: base, as: UnsafeRawPointer?.self)
      else { return nil }
      // NB: The offset is 32 bits wide; the rest of its word is padding, not always zeroed.
      let offset = Int(unsafe metadata.load(fromByteOffset: base + word, as: UInt32.self))
      // NB: The address is that of an element's metadata, which is what an `Any.Type` is.
      let type = unsafe unsafeBitCast(typeAddress, to: Any.Type.self)
      guard offset >= end, InPlaceValue.fits(type, at: offset, in: MemoryLayout<T>.size) else {
        return nil
      }
      end = offset + InPlaceValue.size(of: type)
      elements.append((type, offset))
    }
    return elements
  }
}
