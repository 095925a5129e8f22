/// Chooses the `Methods` case names of a mock's requirements.
///
/// Each requirement starts with its shortest name and only requirements whose names collide get
/// longer ones: base name, then argument labels, then parameter types, then result and effects,
/// then the position in the protocol. Properties and subscripts get `_get` and `_set` cases.
enum CaseNaming {
  /// Returns the case names of each requirement, in the same order.
  static func caseNames(for requirements: [Requirement]) -> [[String]] {
    var levels = Array(repeating: 0, count: requirements.count)
    let maximumLevel = 4
    while true {
      let names = requirements.indices.map { cases(of: requirements[$0], at: levels[$0], $0) }
      var owners: [String: Set<Int>] = [:]
      for (index, list) in names.enumerated() {
        for name in list { owners[name, default: []].insert(index) }
      }
      let colliding = Set(owners.values.filter { $0.count > 1 }.flatMap { $0 })
        .filter { levels[$0] < maximumLevel }
      if colliding.isEmpty { return names }
      for index in colliding { levels[index] += 1 }
    }
  }

  private static func cases(of requirement: Requirement, at level: Int, _ index: Int) -> [String] {
    let stem = self.stem(of: requirement, at: level, index)
    switch requirement.kind {
    case .method, .initializer:
      return [stem]
    case .property, .subscriptMember:
      return requirement.hasSetter ? [stem + "_get", stem + "_set"] : [stem + "_get"]
    }
  }

  private static func stem(of requirement: Requirement, at level: Int, _ index: Int) -> String {
    var parts: [String] = []
    if requirement.isStatic { parts.append("static") }
    parts.append(requirement.baseName)
    let labels = requirement.parameters.map(\.label).filter { $0 != "_" }
    if requirement.kind == .initializer {
      if !labels.isEmpty { parts.append(labels.joined(separator: "_")) }
    } else if level >= 1 {
      parts += labels
    }
    if level >= 2 {
      parts += requirement.parameters.map { sanitized($0.type.text) }
    }
    if level >= 3 {
      if requirement.isAsync { parts.append("async") }
      if requirement.throwing != .none { parts.append("throws") }
      if let type = requirement.result, requirement.kind == .method {
        parts.append("to" + sanitized(type.text))
      }
    }
    if level >= 4 { parts.append(String(index + 1)) }
    return parts.joined(separator: "_")
  }

  /// Turns a type into letters and digits, such as `[String]?` into `StringArrayOptional`.
  static func sanitized(_ type: String) -> String {
    var result = ""
    var suffixes: [String] = []
    for character in type {
      switch character {
      case "?": result += "Optional"
      case "[": suffixes.append("Array")
      case "]": result += suffixes.popLast() ?? ""
      case ":" where !suffixes.isEmpty: suffixes[suffixes.count - 1] = "Dictionary"
      case _ where character.isLetter || character.isNumber:
        result.append(character)
      default: break
      }
    }
    return result
  }
}
