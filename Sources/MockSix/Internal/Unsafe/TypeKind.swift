/// What sort of type a type is, for advice that must compile for it.
///
/// Reads the first word of the type's metadata, its kind, which is stable ABI on Apple platforms
/// and the same on Linux: `0x200` struct, `0x201` enum, `0x202` optional, `0x301` tuple, `0x302`
/// function, `0x303`, `0x306` and `0x307` existentials (`any P`, `any P.Type`, `any P<T>`),
/// `0x304` metatype. Classes are told apart safely, as `AnyClass`. Nothing is written.
enum TypeKind: Equatable {
  case structOrEnum
  case classType
  case tuple
  case function
  case existential
  case other

  /// The kind of `type`.
  static func of(_ type: Any.Type) -> TypeKind {
    if type is AnyClass { return .classType }
    guard let metadata = unsafe metadata(of: type) else { return .other }
    switch unsafe metadata.load(as: UInt.self) {
    case 0x200, 0x201, 0x202: return .structOrEnum
    case 0x301: return .tuple
    case 0x302: return .function
    case 0x303, 0x306, 0x307: return .existential
    default: return .other
    }
  }

  /// The address of `type`'s metadata, which is what its `ObjectIdentifier` holds.
  static func metadata(of type: Any.Type) -> UnsafeRawPointer? {
    unsafe UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(type)))
  }

  /// The address of `type`'s metadata, if the kind written there (its first word, described
  /// above) is `kind`; only read, never written to.
  static func metadata(of type: Any.Type, ifKind kind: UInt) -> UnsafeRawPointer? {
    guard let metadata = unsafe metadata(of: type), unsafe metadata.load(as: UInt.self) == kind
    else { return nil }
    return unsafe metadata
  }
}
