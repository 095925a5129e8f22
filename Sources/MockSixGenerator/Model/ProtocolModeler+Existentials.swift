// Existentials that a module built in Swift 5 mode wrote without `any`.

extension ProtocolModeler {
  /// Writes `any` before a protocol with generic arguments used as a type without it, such as
  /// `Store<String>` for `protocol Store<Value>`, in each requirement's parameters and result
  /// (step 6).
  ///
  /// `swiftc -emit-symbol-graph` copies the declaration as written, and Swift 5 mode accepts a
  /// constrained existential without `any`; Swift 6 mode warns "use of protocol 'Store' as a type
  /// must be written 'any Store'". `swift-symbolgraph-extract` writes the `any` itself. Only the
  /// whole type and the type an optional wraps are rewritten, the places such a type stands in
  /// the declarations met so far.
  func markBareExistentials(into model: inout MockModel) {
    for position in model.requirements.indices {
      for slot in model.requirements[position].parameters.indices {
        model.requirements[position].parameters[slot].type = withAny(
          model.requirements[position].parameters[slot].type)
      }
      model.requirements[position].result = model.requirements[position].result.map(withAny)
    }
  }

  /// The type with `any` before it, or before the type an optional wraps, if that is a protocol
  /// with generic arguments; else the type itself.
  private func withAny(_ type: TypeReference) -> TypeReference {
    var type = type
    if isBareConstrainedProtocol(type) {
      type.fragments =
        [Fragment(kind: "keyword", spelling: "any"), Fragment(kind: "text", spelling: " ")]
        + type.fragments
    } else if case .optional(let wrapped, let implicitlyUnwrapped) = type.shape,
      isBareConstrainedProtocol(wrapped)
    {
      type.fragments =
        [
          Fragment(kind: "text", spelling: "("), Fragment(kind: "keyword", spelling: "any"),
          Fragment(kind: "text", spelling: " "),
        ] + wrapped.fragments
        + [Fragment(kind: "text", spelling: implicitlyUnwrapped ? ")!" : ")?")]
    }
    return type
  }

  /// Whether a type is a protocol of the graph named with generic arguments, such as
  /// `Store<String>`.
  private func isBareConstrainedProtocol(_ type: TypeReference) -> Bool {
    guard case .named(let components) = type.shape, components.count == 1,
      !components[0].genericArguments.isEmpty, let id = components[0].preciseIdentifier
    else { return false }
    return index.symbol(id)?.kind.identifier == SymbolKind.protocolKind
  }
}
