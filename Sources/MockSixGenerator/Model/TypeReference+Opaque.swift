// Whether a type holds an opaque type, read from its parsed shape.

extension TypeReference {
  /// Whether an opaque type (`some P`) is the type or a part of it, such as in `[some P]`,
  /// `(some P)?` or `Box<some P>`.
  var containsOpaqueType: Bool {
    contains { type in
      switch type.shape {
      case .existential(.some, _):
        return true
      case .verbatim:
        // NB: What the parser did not read still shows its `some` as a keyword fragment.
        return type.fragments.contains { $0.kind == "keyword" && $0.spelling == "some" }
      default:
        return false
      }
    }
  }
}
