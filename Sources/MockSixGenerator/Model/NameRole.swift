/// Where a name of a type stands in its path: first, as `Outer` in `Outer.Inner`, or after a dot.
///
/// The writer qualifies and rewrites only a path's first name: `Inner` in `Outer.Inner` is a
/// member of the type before it and stays as written. A type's roles come from its parsed
/// ``TypeShape``, one for each of its names (``Fragment/isName``), in the order the names are
/// written.
enum NameRole: Equatable, Sendable {
  /// The first name of a path, or a name on its own, such as `Outer` in `Outer.Inner`.
  case first
  /// A later name of a path, such as `Inner` in `Outer.Inner` or `Item` in `Self.Item`.
  case member
}

extension Fragment {
  /// Whether the fragment names a type or an attribute, the fragments that a name role is for.
  var isName: Bool {
    kind == "typeIdentifier" || kind == "attribute"
  }
}

extension TypeReference {
  /// The role of each name of the type, in the order of its fragments, read from its shape.
  ///
  /// ```swift
  /// // Outer.Inner<Self.Item>
  /// [.first, .member, .first, .member]
  /// ```
  var nameRoles: [NameRole] {
    switch shape {
    case .named(let components):
      return components.enumerated().flatMap { position, component in
        [position == 0 ? NameRole.first : .member] + component.genericArguments.flatMap(\.nameRoles)
      }
    case .attributed(_, let type):
      // Every attribute, such as `@MainActor` or its `@` and name, is the first name of its own.
      let attributeNames = fragments.filter(\.isName).count - type.fragments.filter(\.isName).count
      return Array(repeating: .first, count: attributeNames) + type.nameRoles
    case .function(let function):
      // A typed error, `throws(E)`, is written between the parameters and the result.
      var types = function.parameters
      if case .typed(let error) = function.throwing { types.append(error) }
      return (types + [function.result]).flatMap(\.nameRoles)
    case .verbatim:
      // NB: A type the parser does not understand, such as `inout Outer.Inner` or a parameter
      //     pack, has no parts to walk, so its names are read as paths of names instead.
      return TypeParser.nameRoles(in: fragments)
    default:
      return parts.flatMap(\.nameRoles)
    }
  }
}
