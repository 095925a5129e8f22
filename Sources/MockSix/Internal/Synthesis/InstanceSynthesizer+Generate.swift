extension InstanceSynthesizer {
  /// Makes a value, then sets its fields and edits it.
  func generate<T: Decodable>(
    _ type: T.Type, with fields: [PartialKeyPath<T>: Any?], edit: (inout T) -> Void
  ) throws(GenerationError) -> T {
    var value: T
    do {
      value = try makeValue(T.self)
    } catch {
      throw error as? GenerationError
        ?? GenerationError(T.self, at: [], reason: describeError(error))
    }
    try setFields(fields, of: &value)
    edit(&value)
    return value
  }
}
