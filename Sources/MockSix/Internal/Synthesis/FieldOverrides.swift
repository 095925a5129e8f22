/// Sets fields of a generated value from key paths, checking each one can be set.
///
/// Shorter key paths are applied first, so `\.address` is set before `\.address.city`.
///
/// - Parameters:
///   - fields: The values to set, by key path; a value of the wrong type is an error.
///   - value: The generated value to change.
func setFields<T>(_ fields: [PartialKeyPath<T>: Any?], of value: inout T) throws(GenerationError) {
  let ordered = fields.map { (name: String(describing: $0.key), keyPath: $0.key, field: $0.value) }
    .sorted { ($0.name.count, $0.name) < ($1.name.count, $1.name) }
  for (name, keyPath, field) in ordered {
    guard let writer = keyPath as? any FieldWriter else {
      throw GenerationError(
        T.self, at: [],
        reason: "\(name) cannot be set, since it is a let or a read-only property; "
          + "make it a var, or pass a value of its type with using:")
    }
    var root: Any = value
    guard writer.write(field, into: &root), let written = root as? T else {
      throw GenerationError(
        T.self, at: [],
        reason: "\(name) takes \(String(describing: writer.valueType)), got "
          + (unwrapped(field).map { String(describing: type(of: $0)) } ?? "nil"))
    }
    value = written
  }
}

/// A key path that can set its value in a root boxed in `Any`.
protocol FieldWriter {
  /// The type of the value the key path leads to.
  var valueType: Any.Type { get }

  /// Sets the value in `root`, returning `false` when `root` or `value` has the wrong type.
  func write(_ value: Any?, into root: inout Any) -> Bool
}

extension WritableKeyPath: FieldWriter {
  var valueType: Any.Type { Value.self }

  func write(_ value: Any?, into root: inout Any) -> Bool {
    guard var typedRoot = root as? Root, let typedValue = castResult(value, to: Value.self) else {
      return false
    }
    typedRoot[keyPath: self] = typedValue
    root = typedRoot
    return true
  }
}
