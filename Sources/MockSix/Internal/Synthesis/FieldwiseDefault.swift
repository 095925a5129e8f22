/// Makes a struct that nothing else in the chain can make from a default for each stored property.
///
/// This is the last step of `madeUpValue(_:)`: a struct of your app (or of another package) that
/// is not `MockDefault`, `Decodable` or `CaseIterable` is made as its memberwise initializer
/// would make it, each property from `givenDefault(_:)` (its `MockDefault`, else
/// `MockSixDefaults`) or `madeUpValue(_:)`, and each optional `nil`, without running any
/// initializer of the struct. A struct with a property that cannot be made (a class, say) is
/// not made.
///
/// - Parameter type: The type to make.
/// - Returns: `nil` if `type` is not a struct that can be made this way (see `StructValue`);
///   else the value, or why a property could not be made.
func fieldwiseDefault<T>(_ type: T.Type) -> Result<T, GenerationError>? {
  StructValue.make(T.self) { field in
    func make<E>(_ type: E.Type) -> Result<Any, GenerationError> {
      if let value = givenDefault(E.self) { return .success(value) }
      return madeUpValue(E.self).map { $0 as Any }
    }
    return make(field.type).mapError { error in
      GenerationError(
        T.self, at: [],
        reason: "its stored property \(field.name) of type \(describeType(field.type)) cannot "
          + "be made (\(error.reason))")
    }
  }
}
