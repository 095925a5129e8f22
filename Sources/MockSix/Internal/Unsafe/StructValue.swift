@_spi(Reflection) import Swift

/// Makes a value of a struct type from a value for each of its stored properties.
///
/// Swift has no safe way to make a struct without calling one of its initializers, and a
/// generic `T` offers none. So this asks the standard library's reflection (`_forEachField`, the
/// same metadata `Mirror` reads) for the name, type and byte offset of each stored property, and
/// builds the value in place (`InPlaceValue`), as a memberwise initializer would, without running
/// any initializer of the type.
///
/// A struct is refused when a stored property could hold an `unowned` or `weak` reference (the
/// reflection does not say how a reference is held, and an unowned one is laid out differently
/// from a strong one) or a closure, unless the property is optional and so made `nil`; see
/// `canBeWrittenGenerically`. So are offsets that do not rise, are misaligned or end beyond
/// `MemoryLayout<T>.size`, and types without reflection metadata.
enum StructValue {
  /// One stored property: its name, its type and its byte offset.
  struct Field {
    var name: String
    var type: Any.Type
    var offset: Int
    /// Whether the property is optional, and so made `nil` whatever `field` would make.
    var isOptional: Bool
  }

  /// A value of `type` with each stored property made by `field`, or `nil` if `type` is not a
  /// struct whose properties can be made this way.
  ///
  /// - Returns: `nil` if `type` is refused (see above); else the value, or the first property's
  ///   error.
  static func make<T, Failure: Error>(
    _ type: T.Type, field: (Field) -> Result<Any, Failure>
  ) -> Result<T, Failure>? {
    guard let fields = layout(of: T.self) else { return nil }
    var index = 0
    return InPlaceValue.make(T.self, parts: fields.map { ($0.type, $0.offset) }) { type in
      defer { index += 1 }
      if fields[index].isOptional, let none = (type as? any NoneValue.Type)?.nilValue {
        return .success(none)
      }
      return field(fields[index])
    }
  }

  /// The stored properties of the struct type `T`, checked as described above.
  static func layout<T>(of type: T.Type) -> [Field]? {
    guard isStruct(T.self) else { return nil }
    var fields: [Field] = []
    var end = 0
    var refused = false
    // NB: The callback's name is a C string that lives as long as the type's metadata.
    let visited = unsafe _forEachField(of: T.self, options: []) { name, offset, type, kind in
      guard kind == .optional || canBeWrittenGenerically(type), offset >= end,
        InPlaceValue.fits(type, at: offset, in: MemoryLayout<T>.size)
      else {
        refused = true
        return false
      }
      end = offset + InPlaceValue.size(of: type)
      fields.append(
        Field(
          name: unsafe String(cString: name), type: type, offset: offset,
          isOptional: kind == .optional))
      return true
    }
    return visited && !refused ? fields : nil
  }

  /// Whether a property of `type` can be initialized from generic code as a value of its type.
  ///
  /// An optional is made `nil`, which is all zeros however a reference is held. Refused: a class,
  /// a class-bound existential (whose container, a reference and a witness table per protocol,
  /// is smaller than `Any`'s) and a metatype, which may be held unowned, weakly or thin; and a
  /// closure, or a tuple holding one: a struct keeps a closure in the form its declaration
  /// gives, while generic code writes it in the most general form, with its arguments passed
  /// indirectly, so the struct's code would call it wrongly.
  private static func canBeWrittenGenerically(_ type: Any.Type) -> Bool {
    switch TypeKind.of(type) {
    case .structOrEnum:
      return true
    case .existential:
      return InPlaceValue.size(of: type) >= MemoryLayout<Any>.size
    case .tuple:
      return TupleValue.elementTypes(of: type)?.allSatisfy(canBeWrittenGenerically) ?? false
    case .classType, .function, .other:
      return false
    }
  }

  /// Whether `type` is a struct, not an enum or an optional, whose cases the reflection lists.
  private static func isStruct(_ type: Any.Type) -> Bool {
    // NB: Reads the first word of the type's metadata, its kind (see `TypeKind`): `0x200`.
    unsafe TypeKind.metadata(of: type, ifKind: 0x200) != nil
  }
}

/// `Optional`'s `nil`, as a value of the optional type itself.
protocol NoneValue {
  /// `nil` of this optional type.
  static var nilValue: Any { get }
}

extension Optional: NoneValue {
  static var nilValue: Any { Self.none as Any }
}
