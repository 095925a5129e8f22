// The types inside a type, from its parsed shape, and a search through them.

extension TypeReference {
  /// The types directly inside this one: generic arguments, the wrapped or element type, a
  /// dictionary's key and value, tuple elements, a function's parameters and result, the types
  /// of a composition; none for a type the parser did not read.
  var parts: [TypeReference] {
    switch shape {
    case .named(let components):
      return components.flatMap(\.genericArguments)
    case .optional(let type, _), .array(let type), .parenthesized(let type),
      .metatype(let type, _), .existential(_, let type), .variadic(let type),
      .attributed(_, let type):
      return [type]
    case .dictionary(let key, let value):
      return [key, value]
    case .tuple(let elements):
      return elements.map(\.type)
    case .function(let function):
      return function.parameters + [function.result]
    case .composition(let types):
      return types
    case .verbatim:
      return []
    }
  }

  /// Whether `predicate` holds for the type or for a type inside it, at any depth.
  func contains(where predicate: (TypeReference) -> Bool) -> Bool {
    predicate(self) || parts.contains { $0.contains(where: predicate) }
  }
}
