// The arguments whose types hold opaque types (`some P`, `[some P]`), each of which a typed ID
// takes as a generic parameter of its own: `.send(Hello.self)`.

extension TypedIDWriter {
  /// An argument whose type holds an opaque type, `some P` or `[some P]`: its type as its typed
  /// ID spells it, with a generic parameter for each opaque type (`Some1`, `[Some1]`).
  struct OpaqueArgument {
    var position: Int
    var spelled: String
    /// The generic parameters that stand for its opaque types, each with its constraint, `P`.
    var generics: [(name: String, constraint: TypeReference)]
  }

  /// The arguments whose types hold opaque types, in an array, optional or dictionary at most.
  func opaqueParameters(_ requirement: Requirement) -> [OpaqueArgument] {
    var taken = Set(requirement.genericParameters).union(model.genericParameterNames)
      .union(typedMemberGenericParameters)
    var result: [OpaqueArgument] = []
    for (position, parameter) in requirement.parameters.enumerated()
    where parameter.logging == .value {
      var generics: [(name: String, constraint: TypeReference)] = []
      func spelled(_ type: TypeReference) -> String? {
        switch type.shape {
        case .existential(.some, let constraint):
          let name = numberedName("Some", avoiding: &taken)
          generics.append((name, constraint))
          return name
        case .array(let element): return spelled(element).map { "[" + $0 + "]" }
        case .optional(let wrapped, false): return spelled(wrapped).map { $0 + "?" }
        case .dictionary(let key, let value):
          guard let key = spelled(key), let value = spelled(value) else { return nil }
          return "[" + key + ": " + value + "]"
        default: return spell(type, in: memberScope(requirement))
        }
      }
      guard containsOpaque(parameter.type), let type = spelled(parameter.type), !generics.isEmpty
      else { continue }
      result.append(OpaqueArgument(position: position, spelled: type, generics: generics))
    }
    return result
  }

  /// Whether a type is or holds `some P` in an array, optional or dictionary.
  private func containsOpaque(_ type: TypeReference) -> Bool {
    switch type.shape {
    case .existential(.some, _): return true
    case .array(let element): return containsOpaque(element)
    case .optional(let wrapped, false): return containsOpaque(wrapped)
    case .dictionary(let key, let value): return containsOpaque(key) || containsOpaque(value)
    default: return false
    }
  }
}
