// Whether a type holds an opaque type, read from its parsed shape.

extension TypeReference {
  /// Whether an opaque type (`some P`) is the type or a part of it, such as in `[some P]`,
  /// `(some P)?` or `Box<some P>`.
  var containsOpaqueType: Bool {
    switch shape {
    case .existential(.some, _):
      return true
    case .named(let components):
      return components.contains { $0.genericArguments.contains(where: \.containsOpaqueType) }
    case .optional(let type, _), .array(let type), .parenthesized(let type),
      .metatype(let type, _), .existential(.any, let type), .variadic(let type),
      .attributed(_, let type):
      return type.containsOpaqueType
    case .dictionary(let key, let value):
      return key.containsOpaqueType || value.containsOpaqueType
    case .tuple(let elements):
      return elements.contains { $0.type.containsOpaqueType }
    case .function(let function):
      return (function.parameters + [function.result]).contains(where: \.containsOpaqueType)
    case .composition(let types):
      return types.contains(where: \.containsOpaqueType)
    case .verbatim:
      // NB: What the parser did not read still shows its `some` as a keyword fragment.
      return fragments.contains { $0.kind == "keyword" && $0.spelling == "some" }
    }
  }
}
