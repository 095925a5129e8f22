// Whether a mock names its generic parameters again as typealiases: the witnesses of its
// protocol's associated types, which Swift then need not infer.

extension MockModel {
  /// Whether the mock restates each generic parameter as a typealias of the same name
  /// (`typealias Model = Model`).
  ///
  /// A requirement that passes the mock itself as a generic argument, such as FluentKit's
  /// `subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>) -> AliasedField<Self, Field>`
  /// where `AliasedField` requires its first argument to conform to the protocol, makes Swift
  /// check the mock's conformance while it reads the member's generic signature, and inferring
  /// the associated types from the members then refers back to that member ("has
  /// self-referential generic requirements"). A typealias names each witness, so nothing is
  /// inferred.
  ///
  /// Overloads that differ in which associated type they take, such as smithy-swift's `Client`
  /// with `init(config: Config)` and `init(config: Configuration)`, leave the inference
  /// ambiguous ("ambiguous inference of associated type 'Config'"); the typealiases settle it.
  var restatesGenericParameters: Bool {
    guard !associatedTypes.isEmpty else { return false }
    let passesSelf = requirements.contains { requirement in
      requirement.result?.passesSelfAsGenericArgument == true
        || requirement.parameters.contains { $0.type.passesSelfAsGenericArgument }
    }
    guard !passesSelf else { return true }
    guard associatedTypes.count > 1 else { return false }
    var shapes: Set<String> = []
    for requirement in requirements {
      let shape =
        "\(requirement.kind) \(requirement.isStatic) \(requirement.baseName)("
        + requirement.parameters.map(\.label).joined(separator: ":") + ")"
      if !shapes.insert(shape).inserted { return true }
    }
    return false
  }
}

extension TypeReference {
  /// Whether `Self` is a generic argument somewhere in the type, as in `AliasedField<Self, Field>`
  /// or `[Box<Self>]`.
  var passesSelfAsGenericArgument: Bool {
    contains { type in
      guard case .named(let components) = type.shape else { return false }
      return components.contains { $0.genericArguments.contains(where: \.isSelf) }
    }
  }
}
