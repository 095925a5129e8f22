/// A standard library type whose default needs nothing from you: `nil`, or empty.
///
/// Optionals are `nil`; arrays, sets, dictionaries and the type-erasing wrappers
/// (`AnySequence`, `AnyCollection`, `AnyBidirectionalCollection`, `AnyRandomAccessCollection`,
/// `AnyIterator`) are empty, whatever their elements. `AnyHashable` is left out: any value
/// would be made up, and might equal a key the code under test uses.
protocol StructuralDefault {
  /// The empty (or `nil`) value of the type.
  static var structuralDefault: Self { get }
}

extension Optional: StructuralDefault {
  static var structuralDefault: Self { nil }
}

extension Array: StructuralDefault {
  static var structuralDefault: Self { [] }
}

extension ContiguousArray: StructuralDefault {
  static var structuralDefault: Self { [] }
}

extension ArraySlice: StructuralDefault {
  static var structuralDefault: Self { [] }
}

extension Set: StructuralDefault {
  static var structuralDefault: Self { [] }
}

extension Dictionary: StructuralDefault {
  static var structuralDefault: Self { [:] }
}

extension AnySequence: StructuralDefault {
  static var structuralDefault: Self { AnySequence(EmptyCollection()) }
}

extension AnyCollection: StructuralDefault {
  static var structuralDefault: Self { AnyCollection(EmptyCollection()) }
}

extension AnyBidirectionalCollection: StructuralDefault {
  static var structuralDefault: Self { AnyBidirectionalCollection(EmptyCollection()) }
}

extension AnyRandomAccessCollection: StructuralDefault {
  static var structuralDefault: Self { AnyRandomAccessCollection(EmptyCollection()) }
}

extension AnyIterator: StructuralDefault {
  static var structuralDefault: Self { AnyIterator { nil } }
}

extension EmptyCollection: StructuralDefault {
  static var structuralDefault: Self { EmptyCollection() }
}

/// A range type, empty at the default of its bound: `0..<0` for `Range<Int>`.
///
/// A `ClosedRange` holds at least one value, so it has none of these; it is made from its
/// bound's default when the bound is `Decodable`, as `lower...lower`.
protocol RangeSynthesis {
  /// The empty range at the default of the bound, or why the bound could not be made.
  static func synthesizedRange() -> Result<Any, GenerationError>
}

extension Range: RangeSynthesis {
  static func synthesizedRange() -> Result<Any, GenerationError> {
    synthesizedDefault(Bound.self).map { bound in bound..<bound }
  }
}

/// Makes a value of a type that Swift can make without you, or `nil` for any other type.
///
/// These are `()`, the values of `StructuralDefault` and `RangeSynthesis`, closures whose result
/// `synthesizedDefault(_:)` can make (`functionDefault(_:)`), and tuples whose elements it can
/// make, labeled or not.
func structuralDefault<T>(_ type: T.Type) -> Result<T, GenerationError>? {
  if T.self == Void.self, let void = () as? T { return .success(void) }
  if let value = (T.self as? any StructuralDefault.Type)?.structuralDefault as? T {
    return .success(value)
  }
  if let range = T.self as? any RangeSynthesis.Type {
    return range.synthesizedRange().flatMap { value in
      (value as? T).map { .success($0) }
        ?? .failure(GenerationError(T.self, at: [], reason: "a value of another type was made"))
    }
  }
  if let function = functionDefault(T.self) { return function }
  return TupleValue.make(T.self) { element in
    func make<E>(_ type: E.Type) -> Result<Any, GenerationError> {
      synthesizedDefault(E.self).map { $0 as Any }
    }
    return make(element).mapError { error in
      GenerationError(
        T.self, at: [], reason: "its element \(describeType(element)) cannot be made (\(error))")
    }
  }
}
