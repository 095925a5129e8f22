/// Keywords that need backticks when used as a name.
let swiftKeywords: Set<String> = [
  "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
  "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
  "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
  "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
  "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
  "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
]

/// Names that cannot follow a dot without backticks.
let dotKeywords: Set<String> = ["init", "self", "Self", "Type", "Protocol"]

/// The generic parameters of MockSix's `TypedMember`, which hide types and generic parameters of
/// the same names inside its extensions, where typed IDs are declared.
let typedMemberGenericParameters: Set<String> = ["M", "Failure", "Arguments", "R"]

/// Returns `base` with the smallest number from 1 that makes a name not in `taken`, such as `T1`,
/// and adds that name to `taken`.
func numberedName(_ base: String, avoiding taken: inout Set<String>) -> String {
  var number = 1
  while taken.contains("\(base)\(number)") { number += 1 }
  taken.insert("\(base)\(number)")
  return "\(base)\(number)"
}

/// Returns a name without surrounding backticks.
func unescaped(_ name: String) -> String {
  if name.hasPrefix("`") && name.hasSuffix("`") && name.count >= 2 {
    return String(name.dropFirst().dropLast())
  }
  return name
}

/// Returns a name in backticks when it is a keyword.
func escaped(_ name: String) -> String {
  let name = unescaped(name)
  return swiftKeywords.contains(name) ? "`\(name)`" : name
}

/// Returns an argument label, in backticks only where Swift requires it.
func escapedLabel(_ label: String) -> String {
  let label = unescaped(label)
  return ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
}

extension String {
  /// The string without leading and trailing spaces and newlines.
  func trimmingSpaces() -> String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\n" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\n" { slice = slice.dropLast() }
    return String(slice)
  }

  /// The range of the first occurrence of a substring, without Foundation's bridging.
  func rangeOfText(_ target: String) -> Range<String.Index>? {
    guard let first = target.first else { return nil }
    var index = startIndex
    while let candidate = self[index...].firstIndex(of: first) {
      if self[candidate...].hasPrefix(target) {
        return candidate..<self.index(candidate, offsetBy: target.count)
      }
      index = self.index(after: candidate)
    }
    return nil
  }

  /// The range of the last occurrence of a substring, without Foundation's bridging.
  func lastRangeOfText(_ target: String) -> Range<String.Index>? {
    guard !target.isEmpty else { return nil }
    var index = endIndex
    while index > startIndex {
      index = self.index(before: index)
      if self[index...].hasPrefix(target) {
        return index..<self.index(index, offsetBy: target.count)
      }
    }
    return nil
  }

  /// Whether the string contains a substring, without Foundation's bridging.
  func containsText(_ target: String) -> Bool {
    rangeOfText(target) != nil
  }

  /// The string with every occurrence of a substring replaced.
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(target) {
        result += replacement
        index = self.index(index, offsetBy: target.count)
      } else {
        result.append(self[index])
        index = self.index(after: index)
      }
    }
    return result
  }
}

/// Whether `name` may be an identifier Swift reads: not empty, not `_` alone, not starting with
/// a digit or `$`, and of ASCII only letters, digits, `_` and `$` (TCA's macros declare `_$id`;
/// other characters, such as emoji, are Swift's to judge); or such a name in backticks.
func isSwiftName(_ name: String) -> Bool {
  let bare = unescaped(name)
  guard let first = bare.unicodeScalars.first, bare != "_", !("0"..."9").contains(first),
    first != "$"
  else {
    return false
  }
  return bare.unicodeScalars.allSatisfy { scalar in
    scalar.isASCII
      ? scalar == "_" || scalar == "$" || ("a"..."z").contains(scalar)
        || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      : !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
  }
}

/// Whether `name` is an operator Swift reads, such as `==` or `<~>`.
func isOperatorName(_ name: String) -> Bool {
  let operatorCharacters = Set("/=-+!*%<>&|^~?.")
  return !name.isEmpty && name.allSatisfy { operatorCharacters.contains($0) }
}
