/// Builds a value in place from a value for each of its parts, at offsets its layout gives.
///
/// The value is built in a buffer of `T`'s size and alignment, one part initialized at a time,
/// and moved out as a `T`; when a part cannot be made, the parts made so far are destroyed and
/// the buffer freed, so nothing leaks and nothing half-made escapes. The caller vouches that the
/// parts are all of `T`'s stored parts, each checked with `fits(_:at:in:)`, in rising order.
enum InPlaceValue {
  /// A value of `type` with each part made by `part`, or the first part's error; `nil` when a
  /// part's value is not of the part's type.
  static func make<T, Failure: Error>(
    _ type: T.Type, parts: [(type: Any.Type, offset: Int)],
    part: (Any.Type) -> Result<Any, Failure>
  ) -> Result<T, Failure>? {
    let buffer = UnsafeMutableRawPointer.allocate(
      byteCount: max(MemoryLayout<T>.size, 1), alignment: MemoryLayout<T>.alignment)
    defer { unsafe buffer.deallocate() }
    var initialized: [(type: Any.Type, offset: Int)] = []
    for (type, offset) in parts {
      switch part(type) {
      case .success(let value):
        guard unsafe store(value, as: type, at: buffer + offset) else {
          for made in initialized { unsafe destroy(made.type, at: buffer + made.offset) }
          return nil
        }
        initialized.append((type, offset))
      case .failure(let error):
        for made in initialized { unsafe destroy(made.type, at: buffer + made.offset) }
        return .failure(error)
      }
    }
    // NB: Every part of the value is initialized at its offset, so the buffer holds a `T`;
    //     moving it out leaves the buffer uninitialized for `deallocate()`.
    return .success(unsafe buffer.assumingMemoryBound(to: T.self).move())
  }

  /// Whether a value of `type` at `offset` is aligned and ends within `size` bytes.
  static func fits(_ type: Any.Type, at offset: Int, in size: Int) -> Bool {
    func check<E>(_ type: E.Type) -> Bool {
      offset % MemoryLayout<E>.alignment == 0 && offset + MemoryLayout<E>.size <= size
    }
    return check(type)
  }

  /// The size of a value of `type`.
  static func size(of type: Any.Type) -> Int {
    func size<E>(_ type: E.Type) -> Int { MemoryLayout<E>.size }
    return size(type)
  }

  /// Initializes the memory at `address` with `value`, if it is a value of exactly `type`.
  private static func store(_ value: Any, as type: Any.Type, at address: UnsafeMutableRawPointer)
    -> Bool
  {
    func store<E>(_ type: E.Type) -> Bool {
      guard let value = value as? E else { return false }
      // NB: `address` lies within the value's buffer, aligned for `E` (checked by the caller with `fits`).
      unsafe address.initializeMemory(as: E.self, to: value)
      return true
    }
    return store(type)
  }

  private static func destroy(_ type: Any.Type, at address: UnsafeMutableRawPointer) {
    func destroy<E>(_ type: E.Type) {
      // NB: Only parts that `store` initialized are destroyed, once each.
      _ = unsafe address.assumingMemoryBound(to: E.self).deinitialize(count: 1)
    }
    destroy(type)
  }
}
