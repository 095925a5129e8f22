import Foundation

// Whether a spelled type needs parentheses, asked of its shape and of the types that `Self.X`
// stands for in the mock.

extension TypeSpeller {
  /// Whether a type needs parentheses before `.self`: an existential or opaque type, or one with
  /// a function or a protocol composition inside, once `Self.X` is spelled as its fixed type.
  func needsParenthesesBeforeSelf(_ type: TypeReference, in scope: Scope) -> Bool {
    if case .existential = type.shape { return true }
    let inside = contents(of: type, in: scope)
    return inside.function || inside.composition
  }

  /// Whether the type that `Self.X` is fixed to needs parentheses where `Self.X` stood.
  func fixedTypeNeedsParentheses(_ fixed: TypeReference, in scope: Scope) -> Bool {
    if fixed.isFunction { return true }
    if case .existential = fixed.shape { return true }
    return contents(of: fixed, in: scope).composition
  }

  /// Whether a function type or a composition appears anywhere in a type as the mock spells it.
  private func contents(of type: TypeReference, in scope: Scope) -> (
    function: Bool, composition: Bool
  ) {
    var parts: [(TypeReference, Scope)] = []
    var result = (function: false, composition: false)
    switch type.shape {
    case .named(let components):
      if let name = substitutedMember(components), let fixed = scope.fixedTypes[name] {
        var inner = scope
        inner.fixedTypes[name] = nil
        parts.append((fixed, inner))
      }
      parts += components.flatMap(\.genericArguments).map { ($0, scope) }
    case .optional(let wrapped, _), .array(let wrapped), .variadic(let wrapped),
      .parenthesized(let wrapped),
      .metatype(let wrapped, _), .existential(_, let wrapped), .attributed(_, let wrapped):
      parts = [(wrapped, scope)]
    case .dictionary(let key, let value):
      parts = [(key, scope), (value, scope)]
    case .tuple(let elements):
      parts = elements.map { ($0.type, scope) }
    case .function(let function):
      result.function = true
      parts = (function.parameters + [function.result]).map { ($0, scope) }
      if case .typed(let error) = function.throwing { parts.append((error, scope)) }
    case .composition(let members):
      result.composition = true
      parts = members.map { ($0, scope) }
    case .verbatim:
      // NB: What the parser does not understand is only text, which tells these two apart.
      return (type.text.contains("->"), type.text.contains(" & "))
    }
    for (part, partScope) in parts {
      let inside = contents(of: part, in: partScope)
      result.function = result.function || inside.function
      result.composition = result.composition || inside.composition
    }
    return result
  }

  /// The member of the protocol that a named type's first names stand for: `X` in `Self.X`, or
  /// a bare name of one of the protocol's member types.
  private func substitutedMember(_ components: [TypeShape.NameComponent]) -> String? {
    if components.count >= 2, components[0].name == "Self", components[0].preciseIdentifier == nil {
      return components[1].name
    }
    if let id = components[0].preciseIdentifier, index.isProtocolMemberType(id) {
      return components[0].name
    }
    return nil
  }
}
