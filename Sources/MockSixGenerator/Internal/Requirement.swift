/// One parameter of a mocked requirement.
struct MockParameter: Equatable {
  /// The argument label, or `_`.
  var label: String
  /// The parameter name used in the body, without backticks.
  var name: String
  /// The parameter type as written in the declaration.
  var type: String
  /// Whether the type is the alias of a function type, without `@escaping`.
  var isNonEscapingAlias = false

  /// Whether the parameter is a closure that must not escape, so it cannot be logged.
  var isNonEscapingClosure: Bool {
    if isNonEscapingAlias { return true }
    var type = type.trimmingSpaces()
    var isEscaping = false
    var isAutoclosure = false
    while type.hasPrefix("@") || type.hasPrefix("sending ") {
      if type.hasPrefix("@escaping") { isEscaping = true }
      if type.hasPrefix("@autoclosure") { isAutoclosure = true }
      var end = type.firstIndex(where: { $0 == " " || $0 == "(" }) ?? type.endIndex
      if end < type.endIndex && type[end] == "(" && !type.hasPrefix("@escaping")
        && !type.hasPrefix("@Sendable") && !type.hasPrefix("@autoclosure")
      {
        end = indexAfterMatching("(", ")", in: type, from: end) ?? type.endIndex
      }
      type = String(type[end...]).trimmingSpaces()
    }
    if isEscaping { return false }
    if isAutoclosure { return true }
    guard type.hasPrefix("("),
      let end = indexAfterMatching("(", ")", in: type, from: type.startIndex)
    else { return false }
    let after = String(type[end...]).trimmingSpaces()
    if after.isEmpty {
      // A parenthesized type, such as `((Int) -> Void)`.
      let inner = String(type.dropFirst().dropLast())
      return MockParameter(label: label, name: name, type: inner).isNonEscapingClosure
    }
    return after.hasPrefix("->") || after.hasPrefix("async") || after.hasPrefix("throws")
  }

  /// Whether the parameter is `inout`.
  var isInout: Bool { type.trimmingSpaces().hasPrefix("inout ") }
}

/// How a requirement may throw.
enum ThrowsKind: Equatable {
  case none
  case untyped
  case typed(String)
  case rethrowing
}

/// The getter and setter of a property or subscript.
struct Accessors: Equatable {
  var getterIsAsync = false
  var getterThrows: ThrowsKind = .none
  var hasSetter = false
}

/// What kind of declaration a requirement is.
enum RequirementKind: Equatable {
  case method
  case property
  case subscriptMember
  case initializer
}

/// A protocol requirement, parsed into the parts that a mock needs.
struct Requirement: Equatable {
  var kind: RequirementKind
  var isStatic = false
  /// The base name without backticks, such as `setSpeed`; `subscript` and `init` for those.
  var baseName: String
  var parameters: [MockParameter] = []
  var genericClause = ""
  var whereClause = ""
  /// The result type, or nil for `Void`.
  var returnType: String?
  var isAsync = false
  var throwsKind: ThrowsKind = .none
  /// Attributes and modifiers to keep, such as `@discardableResult` or `nonisolated`.
  var attributes: [String] = []
  /// `@available` attributes to copy.
  var availability: [String] = []
  var accessors = Accessors()
  /// `?` or `!` for a failable initializer.
  var failability = ""
  /// The requirement as the protocol declares it, for messages.
  var declaration: String
  /// Whether the result type is exactly `Self`.
  var returnsSelf = false
}
