/// Chooses the `Methods` case names of a mock's requirements.
///
/// Each requirement starts with its shortest name and only requirements whose names collide get
/// longer ones: base name, then argument labels, then the parameter types that differ among the
/// requirements of the same name and labels, then result and effects, then the position in the
/// protocol. Properties and subscripts get `_get` and `_set` cases.
enum CaseNaming {
  /// Returns the case names of each requirement, in the same order.
  static func caseNames(for requirements: [Requirement]) -> [[String]] {
    var levels = Array(repeating: 0, count: requirements.count)
    let maximumLevel = 4
    let differing = differingTypePositions(requirements)
    while true {
      let names = requirements.indices.map {
        cases(of: requirements[$0], at: levels[$0], $0, differing: differing[$0])
      }
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

  /// For each requirement, the parameter positions whose types differ among the requirements
  /// that share its kind, base name and labels; every position when their parameter counts differ.
  private static func differingTypePositions(_ requirements: [Requirement]) -> [Set<Int>] {
    func key(_ requirement: Requirement) -> String {
      "\(requirement.kind)|\(requirement.isStatic)|\(requirement.baseName)|"
        + requirement.parameters.map(\.label).filter { $0 != "_" }.joined(separator: ":")
    }
    var groups: [String: [Int]] = [:]
    for (index, requirement) in requirements.enumerated() {
      groups[key(requirement), default: []].append(index)
    }
    return requirements.map { requirement in
      let members = groups[key(requirement)] ?? []
      let counts = Set(members.map { requirements[$0].parameters.count })
      guard counts.count == 1 else { return Set(requirement.parameters.indices) }
      var positions: Set<Int> = []
      for position in requirement.parameters.indices {
        let types = Set(members.map { requirements[$0].parameters[position].type.text })
        if types.count > 1 { positions.insert(position) }
      }
      return positions
    }
  }

  private static func cases(
    of requirement: Requirement, at level: Int, _ index: Int, differing: Set<Int>
  ) -> [String] {
    let stem = self.stem(of: requirement, at: level, index, differing: differing)
    switch requirement.kind {
    case .method, .initializer:
      return [stem]
    case .property, .subscriptMember:
      return requirement.hasSetter ? [stem + "_get", stem + "_set"] : [stem + "_get"]
    }
  }

  private static func stem(
    of requirement: Requirement, at level: Int, _ index: Int, differing: Set<Int>
  ) -> String {
    var parts: [String] = []
    if requirement.isStatic { parts.append("static") }
    parts.append(
      isOperatorName(requirement.baseName)
        ? operatorWord(requirement.baseName) : requirement.baseName)
    let labels = requirement.parameters.map(\.label).filter { $0 != "_" }
    if requirement.kind == .initializer {
      if !labels.isEmpty { parts.append(labels.joined(separator: "_")) }
    } else if level >= 1 {
      parts += labels
    }
    if level >= 2 {
      parts += requirement.parameters.indices.filter(differing.contains)
        .map { sanitized(requirement.parameters[$0].type.text) }
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

  /// Names an operator in words, such as `lessEqual` for `<=`, for its case.
  static func operatorWord(_ name: String) -> String {
    let words: [Character: String] = [
      "/": "slash", "=": "equal", "-": "minus", "+": "plus", "!": "bang", "*": "star",
      "%": "percent", "<": "less", ">": "greater", "&": "and", "|": "or", "^": "caret",
      "~": "tilde", "?": "question", ".": "dot",
    ]
    let spelled = name.map { words[$0] ?? "" }
    return (spelled.first ?? "")
      + spelled.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
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
