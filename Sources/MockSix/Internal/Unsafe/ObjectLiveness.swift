#if canImport(Darwin)
  internal import Darwin
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#endif

/// Tells whether an object whose memory an unowned reference keeps has begun to die, without a
/// weak reference to it.
///
/// A weak reference gives its object a side table, and from then on every retain and release
/// of that object takes the runtime's slow path, several times the cost of the fast one. The
/// store pins each mock object with an unowned reference instead, and asks the runtime whether
/// the object is being, or has been, deinitialized.
// NB: `swift_isDeallocating` is an exported entry point of the Swift runtime (it backs
//     Objective-C's `_isDeallocating` on Apple platforms), a C function of one object pointer.
//     It only reads the object's reference counts, which live in the object's header or its
//     side table; the caller's unowned reference keeps that memory allocated, so the read is
//     in bounds even after the object's deinit.
enum ObjectLiveness {
  private typealias IsDeallocating = @convention(c) (UnsafeRawPointer) -> Bool

  /// `RTLD_DEFAULT`, the handle that has `dlsym` search every image loaded, whose C macro Swift
  /// does not import: `-2` on Apple platforms, `0` (a null handle) with glibc and musl.
  private static var everyImage: Int {
    #if canImport(Darwin)
      -2
    #else
      0
    #endif
  }

  private static let isDeallocating: IsDeallocating? = {
    let handle = unsafe UnsafeMutableRawPointer(bitPattern: everyImage)
    guard let symbol = unsafe dlsym(handle, "swift_isDeallocating") else { return nil }
    return unsafe unsafeBitCast(symbol, to: IsDeallocating.self)
  }()

  /// Whether the object at `id` has begun deinitializing; `nil` if the runtime cannot say.
  ///
  /// Ask only while an unowned reference to the object is held.
  static func hasDied(_ id: ObjectIdentifier) -> Bool? {
    guard let isDeallocating = unsafe isDeallocating,
      let object = unsafe UnsafeRawPointer(bitPattern: UInt(bitPattern: id))
    else { return nil }
    return unsafe isDeallocating(object)
  }
}
