// How a requirement's effects are read: `async`, `throws`, `throws(E)` and `rethrows` after a
// parameter list, and those of a getter in an accessor block.

extension RequirementReader {
  /// Reads `async`, `throws`, `throws(E)` and `rethrows`; returns the position after them.
  func readEffects(
    _ reader: FragmentReader, from start: Int, isAsync: inout Bool,
    throwing: inout Requirement.Throwing
  ) -> Int {
    var position = start
    while position < reader.count {
      if reader.character(at: position) == " " {
        position += 1
        continue
      }
      guard let fragment = reader.fragment(at: position), fragment.kind == "keyword" else {
        return position
      }
      switch fragment.spelling {
      case "async":
        isAsync = true
        position += 1
      case "rethrows":
        throwing = .rethrowing
        position += 1
      case "throws":
        throwing = .untyped
        position += 1
        if reader.character(at: position) == "(", let end = reader.indexAfterClosing(position) {
          throwing = Self.throwing(TypeReference(reader.fragments((position + 1)..<(end - 1))))
          position = end
        }
      default:
        return position
      }
    }
    return position
  }

  /// How a function that throws the given error type throws.
  private static func throwing(_ type: TypeReference) -> Requirement.Throwing {
    switch type.fragments.last?.preciseIdentifier {
    case "s:s5NeverO": return .none
    case "s:s5ErrorP": return .untyped
    default: return .typed(type)
    }
  }

  /// Reads an accessor block such as `{ get async throws set }`.
  func readAccessors(
    _ reader: FragmentReader, from brace: Int, into requirement: inout Requirement
  ) {
    var position = brace + 1
    var inGetter = false
    while position < reader.count {
      if let fragment = reader.fragment(at: position), fragment.kind == "keyword" {
        switch fragment.spelling {
        case "get":
          inGetter = true
        case "set":
          requirement.hasSetter = true
          inGetter = false
        case "async" where inGetter:
          requirement.getterIsAsync = true
        case "throws" where inGetter:
          requirement.getterThrowing = .untyped
          if reader.character(at: position + 1) == "(",
            let end = reader.indexAfterClosing(position + 1)
          {
            requirement.getterThrowing = Self.throwing(
              TypeReference(reader.fragments((position + 2)..<(end - 1))))
            position = end - 1
          }
        default:
          break
        }
      }
      position += 1
    }
  }
}
