/// Turns requirement symbols into ``Requirement`` values.
struct RequirementParser {
  /// The name of the mock type, which replaces `Self`.
  var mockName: String
  /// Names of the module's typealiases whose underlying type is a function type.
  var functionTypealiasNames: Set<String> = []

  /// Rewrites `Self` for the mock: `Self.Item` becomes `Item`, `Self` becomes the mock's name.
  func rewritingSelf(_ fragments: [SymbolGraph.Fragment]) -> [SymbolGraph.Fragment] {
    var result: [SymbolGraph.Fragment] = []
    var index = 0
    while index < fragments.count {
      var fragment = fragments[index]
      if fragment.spelling == "Self" && fragment.kind != "identifier" {
        if index + 1 < fragments.count, fragments[index + 1].spelling.hasPrefix(".") {
          var next = fragments[index + 1]
          next.spelling.removeFirst()
          if !next.spelling.isEmpty { result.append(next) }
          index += 2
          continue
        }
        fragment.spelling = mockName
      }
      result.append(fragment)
      index += 1
    }
    return result
  }

  /// Parses a requirement symbol, or returns a reason why it cannot be mocked.
  func parse(_ symbol: SymbolGraph.Symbol) -> Result<Requirement, RequirementError> {
    let declaration = text(symbol.declarationFragments)
    let fragments = rewritingSelf(symbol.declarationFragments)
    let introducers: Set<String> = ["func", "var", "let", "subscript", "init"]
    guard
      let introducerIndex = fragments.firstIndex(where: {
        $0.kind == "keyword" && introducers.contains($0.spelling)
      })
    else {
      return .failure(RequirementError(declaration: declaration, reason: "unknown declaration"))
    }
    var requirement = Requirement(
      kind: .method, baseName: baseName(inTitle: symbol.names.title), declaration: declaration)
    let modifiers = text(fragments[..<introducerIndex]).split(separator: " ").map(String.init)
    for modifier in modifiers {
      switch modifier {
      case "static", "class": requirement.isStatic = true
      case "nonisolated": requirement.attributes.append(modifier)
      case _ where modifier.hasPrefix("@"): requirement.attributes.append(modifier)
      default: break  // mutating, nonmutating, optional: not valid or needed in a final class
      }
    }
    requirement.availability = availabilityAttributes(symbol.availability)
    if requirement.availability.contains(where: { $0.containsText("unavailable") }) {
      return .failure(
        RequirementError(declaration: declaration, reason: "the requirement is unavailable"))
    }
    let introducer = fragments[introducerIndex].spelling
    var rest: String
    switch introducer {
    case "var", "let":
      requirement.kind = .property
      requirement.baseName = unescaped(symbol.names.title)
      return parseProperty(
        text(fragments[(introducerIndex + 1)...]), into: requirement, declaration: declaration)
    case "subscript":
      requirement.kind = .subscriptMember
      requirement.baseName = "subscript"
      rest = text(fragments[(introducerIndex + 1)...])
    case "init":
      requirement.kind = .initializer
      requirement.baseName = "init"
      rest = text(fragments[(introducerIndex + 1)...])
      if rest.hasPrefix("?") || rest.hasPrefix("!") {
        requirement.failability = String(rest.removeFirst())
      }
    default:
      guard
        let nameIndex = fragments[introducerIndex...].firstIndex(where: {
          $0.kind == "identifier"
        })
      else {
        return .failure(RequirementError(declaration: declaration, reason: "no name"))
      }
      if baseName(inTitle: symbol.names.title).first.map({ !$0.isLetter && $0 != "_" }) ?? true {
        return .failure(
          RequirementError(
            declaration: declaration,
            reason: "operator requirements are not supported; implement them by hand"))
      }
      rest = text(fragments[(nameIndex + 1)...])
    }
    if rest.hasPrefix("<") {
      guard let end = indexAfterMatching("<", ">", in: rest, from: rest.startIndex) else {
        return .failure(RequirementError(declaration: declaration, reason: "bad generics"))
      }
      requirement.genericClause = String(rest[..<end])
      rest = String(rest[end...])
    }
    guard rest.hasPrefix("("),
      let end = indexAfterMatching("(", ")", in: rest, from: rest.startIndex)
    else {
      return .failure(RequirementError(declaration: declaration, reason: "bad parameters"))
    }
    var suffix = String(rest[end...]).trimmingSpaces()
    let parameterList = String(rest[rest.index(after: rest.startIndex)..<rest.index(before: end)])
    requirement.parameters = parameters(parameterList, title: symbol.names.title)
    if requirement.parameters.contains(where: { $0.type.containsText("~Copyable") })
      || requirement.genericClause.containsText("~") || suffix.containsText("~Copyable")
    {
      return .failure(
        RequirementError(
          declaration: declaration,
          reason: "noncopyable values cannot be logged as arguments"))
    }
    if requirement.kind == .subscriptMember {
      guard let brace = suffix.lastIndex(of: "{") else {
        return .failure(RequirementError(declaration: declaration, reason: "no accessors"))
      }
      requirement.accessors = parseAccessors(String(suffix[brace...]))
      suffix = String(suffix[..<brace]).trimmingSpaces()
    }
    suffix = parseEffects(suffix, into: &requirement)
    if suffix.hasPrefix("->") {
      suffix = String(suffix.dropFirst(2)).trimmingSpaces()
      let (type, whereClause) = splitWhere(suffix)
      requirement.returnType = type.replacingAll(" : ", with: ": ")
      requirement.whereClause = whereClause.replacingAll(" : ", with: ": ")
    } else {
      requirement.whereClause = splitWhere(suffix).1.replacingAll(" : ", with: ": ")
    }
    if let type = requirement.returnType, type == "Void" || type == "()" {
      requirement.returnType = nil
    }
    requirement.returnsSelf = requirement.returnType == mockName
    return .success(requirement)
  }

  private func parseProperty(
    _ rest: String, into requirement: Requirement, declaration: String
  ) -> Result<Requirement, RequirementError> {
    var requirement = requirement
    guard let colon = rest.firstIndex(of: ":"), let brace = rest.lastIndex(of: "{") else {
      return .failure(
        RequirementError(declaration: declaration, reason: "no type or accessors"))
    }
    requirement.returnType = String(rest[rest.index(after: colon)..<brace]).trimmingSpaces()
      .replacingAll(" : ", with: ": ")
    requirement.accessors = parseAccessors(String(rest[brace...]))
    requirement.returnsSelf = requirement.returnType == mockName
    if requirement.returnType?.containsText("~Copyable") ?? false {
      return .failure(
        RequirementError(
          declaration: declaration, reason: "noncopyable values cannot be mocked"))
    }
    return .success(requirement)
  }

  /// Reads `async`, `throws`, `throws(E)` and `rethrows` from the start of `suffix`.
  private func parseEffects(_ suffix: String, into requirement: inout Requirement) -> String {
    var suffix = suffix
    while true {
      if suffix.hasPrefix("async") {
        requirement.isAsync = true
        suffix = String(suffix.dropFirst(5)).trimmingSpaces()
      } else if suffix.hasPrefix("rethrows") {
        requirement.throwsKind = .rethrowing
        suffix = String(suffix.dropFirst(8)).trimmingSpaces()
      } else if suffix.hasPrefix("throws") {
        suffix = String(suffix.dropFirst(6))
        requirement.throwsKind = .untyped
        if suffix.hasPrefix("("),
          let end = indexAfterMatching("(", ")", in: suffix, from: suffix.startIndex)
        {
          let type = String(
            suffix[suffix.index(after: suffix.startIndex)..<suffix.index(before: end)]
          )
          .trimmingSpaces()
          requirement.throwsKind = throwsKind(forErrorType: type)
          suffix = String(suffix[end...])
        }
        suffix = suffix.trimmingSpaces()
      } else {
        return suffix
      }
    }
  }

  private func throwsKind(forErrorType type: String) -> ThrowsKind {
    switch type {
    case "Never", "Swift.Never": return .none
    case "any Error", "Error", "any Swift.Error", "Swift.Error": return .untyped
    default: return .typed(type)
    }
  }

  /// Parses an accessor block such as `{ get async throws set }`.
  private func parseAccessors(_ block: String) -> Accessors {
    var accessors = Accessors()
    var inner = block.trimmingSpaces()
    if inner.hasPrefix("{") { inner.removeFirst() }
    if inner.hasSuffix("}") { inner.removeLast() }
    var requirement = Requirement(kind: .property, baseName: "", declaration: "")
    let tokens = inner.trimmingSpaces()
    if let getRange = tokens.rangeOfText("get") {
      var afterGet = String(tokens[getRange.upperBound...])
      if let setRange = afterGet.rangeOfText("set") {
        accessors.hasSetter = true
        afterGet = String(afterGet[..<setRange.lowerBound])
          .replacingWord("nonmutating", with: "").replacingWord("mutating", with: "")
      }
      _ = parseEffects(afterGet.trimmingSpaces(), into: &requirement)
      accessors.getterIsAsync = requirement.isAsync
      accessors.getterThrows = requirement.throwsKind
    }
    return accessors
  }

  private func splitWhere(_ text: String) -> (String, String) {
    if text.hasPrefix("where ") { return ("", text) }
    guard let range = text.rangeOfText(" where ") else { return (text.trimmingSpaces(), "") }
    return (
      String(text[..<range.lowerBound]).trimmingSpaces(),
      "where " + String(text[range.upperBound...]).trimmingSpaces()
    )
  }

  /// Parses a parameter list such as `_ value: Int, in unit: Unit` from a declaration.
  ///
  /// NB: The declaration is read instead of the function signature, which drops `inout` and
  ///     attributes such as `@escaping` in some symbol graphs.
  private func parameters(_ list: String, title: String) -> [MockParameter] {
    let titleLabels = labels(inTitle: title)
    var result: [MockParameter] = []
    for (index, parameter) in splitTopLevel(list).enumerated() {
      guard let colon = parameter.firstIndex(of: ":") else { continue }
      let names = parameter[..<colon].split(separator: " ").map { unescaped(String($0)) }
      let type = String(parameter[parameter.index(after: colon)...]).trimmingSpaces()
        .replacingAll(" : ", with: ": ")
      let label = index < titleLabels.count ? titleLabels[index] : (names.first ?? "_")
      var name = names.last ?? "_"
      if name.isEmpty || name == "_" { name = "arg\(index)" }
      var bareType = type
      while bareType.hasPrefix("@"), let space = bareType.firstIndex(of: " ") {
        bareType = String(bareType[space...]).trimmingSpaces()
      }
      result.append(
        MockParameter(
          label: label, name: name, type: type,
          isNonEscapingAlias: functionTypealiasNames.contains(bareType)
            && !type.hasPrefix("@escaping")))
    }
    return result
  }

  /// Turns availability entries into `@available` attributes.
  func availabilityAttributes(_ entries: [SymbolGraph.Availability]?) -> [String] {
    guard let entries else { return [] }
    var attributes: [String] = []
    var introduced: [String] = []
    func version(_ version: SymbolGraph.Version) -> String {
      var text = "\(version.major)"
      if let minor = version.minor { text += ".\(minor)" }
      if let patch = version.patch { text += ".\(patch)" }
      return text
    }
    func quoted(_ text: String) -> String {
      "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
    for entry in entries {
      let domain = entry.domain ?? "*"
      let isPlain =
        entry.deprecated == nil && entry.obsoleted == nil && entry.message == nil
        && entry.renamed == nil && entry.isUnconditionallyDeprecated != true
        && entry.isUnconditionallyUnavailable != true
      if isPlain, let version = entry.introduced.map(version), domain != "*" {
        introduced.append("\(domain) \(version)")
        continue
      }
      var parts = [domain]
      if entry.isUnconditionallyUnavailable == true { parts.append("unavailable") }
      if entry.isUnconditionallyDeprecated == true { parts.append("deprecated") }
      if let value = entry.introduced { parts.append("introduced: \(version(value))") }
      if let value = entry.deprecated { parts.append("deprecated: \(version(value))") }
      if let value = entry.obsoleted { parts.append("obsoleted: \(version(value))") }
      if let message = entry.message { parts.append("message: \(quoted(message))") }
      if let renamed = entry.renamed { parts.append("renamed: \(quoted(renamed))") }
      guard parts.count > 1 else { continue }
      attributes.append("@available(\(parts.joined(separator: ", ")))")
    }
    if !introduced.isEmpty {
      attributes.insert("@available(\(introduced.joined(separator: ", ")), *)", at: 0)
    }
    return attributes
  }
}

/// Why a requirement cannot be mocked.
struct RequirementError: Error, Equatable {
  var declaration: String
  var reason: String
}
