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

/// Joins fragments into source text.
func text(_ fragments: some Sequence<SymbolGraph.Fragment>) -> String {
  var result = ""
  for fragment in fragments { result += fragment.spelling }
  return result
}

/// Returns the index just past the bracket that closes the one at `start`.
///
/// Only the given pair of brackets is counted; `->` never closes an angle bracket.
func indexAfterMatching(
  _ open: Character, _ close: Character, in string: String, from start: String.Index
) -> String.Index? {
  var depth = 0
  var index = start
  var previous: Character = " "
  while index < string.endIndex {
    let character = string[index]
    if character == open {
      depth += 1
    } else if character == close && !(close == ">" && previous == "-") {
      depth -= 1
      if depth == 0 { return string.index(after: index) }
    }
    previous = character
    index = string.index(after: index)
  }
  return nil
}

/// Splits text at commas that are not nested in brackets.
func splitTopLevel(_ string: String, separator: Character = ",") -> [String] {
  var parts: [String] = []
  var depth = 0
  var current = ""
  var previous: Character = " "
  for character in string {
    switch character {
    case "(", "[", "<": depth += 1
    case ")", "]": depth -= 1
    case ">" where previous != "-": depth -= 1
    default: break
    }
    if character == separator && depth == 0 {
      parts.append(current.trimmingSpaces())
      current = ""
    } else {
      current.append(character)
    }
    previous = character
  }
  let last = current.trimmingSpaces()
  if !last.isEmpty { parts.append(last) }
  return parts
}

/// Returns the argument labels in a symbol title such as `setSpeed(to:in:)`.
func labels(inTitle title: String) -> [String] {
  guard let open = title.firstIndex(of: "("), title.hasSuffix(")") else { return [] }
  let inner = title[title.index(after: open)..<title.index(before: title.endIndex)]
  return inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
}

/// Returns the base name in a symbol title such as `setSpeed(to:in:)`.
func baseName(inTitle title: String) -> String {
  guard let open = title.firstIndex(of: "(") else { return title }
  return String(title[..<open])
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

  /// The string with every occurrence of a word (not part of a longer name) replaced.
  func replacingWord(_ word: String, with replacement: String) -> String {
    var result = ""
    var index = startIndex
    func isNameCharacter(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    while index < endIndex {
      if self[index...].hasPrefix(word) {
        let end = self.index(index, offsetBy: word.count)
        let before = index == startIndex ? nil : self[self.index(before: index)]
        let after = end == endIndex ? nil : self[end]
        let startsWord = before.map { !isNameCharacter($0) && $0 != "." } ?? true
        let endsWord = after.map { !isNameCharacter($0) } ?? true
        if startsWord && endsWord {
          result += replacement
          index = end
          continue
        }
      }
      result.append(self[index])
      index = self.index(after: index)
    }
    return result
  }
}
