typealias Fragment = SymbolGraph.Fragment

/// A list of declaration fragments read one character of text at a time, with bracket depth.
///
/// Type names, keywords and attributes stay whole fragments, with their precise identifiers;
/// only the punctuation in text fragments is split, so that a declaration can be cut at its
/// parameter list, its effects or its `where` clause without flattening it to a string.
struct FragmentReader {
  /// One character of a text fragment, or a whole fragment of another kind.
  enum Atom {
    case character(Character)
    case fragment(Fragment)
  }

  let atoms: [Atom]
  /// The bracket depth of each atom; an opening bracket has the depth outside it.
  let depths: [Int]

  init(_ fragments: some Sequence<Fragment>) {
    var atoms: [Atom] = []
    var depths: [Int] = []
    var depth = 0
    var previous: Character = " "
    for fragment in fragments {
      guard fragment.kind == "text" else {
        atoms.append(.fragment(fragment))
        depths.append(depth)
        continue
      }
      for character in fragment.spelling {
        switch character {
        case "(", "[", "<":
          depths.append(depth)
          depth += 1
        case ")", "]":
          depth -= 1
          depths.append(depth)
        case ">" where previous != "-":
          depth -= 1
          depths.append(depth)
        default:
          depths.append(depth)
        }
        atoms.append(.character(character))
        previous = character
      }
    }
    self.atoms = atoms
    self.depths = depths
  }

  var count: Int { atoms.count }

  /// The character at an index, or nil for a fragment atom.
  func character(at index: Int) -> Character? {
    guard index >= 0, index < atoms.count, case .character(let character) = atoms[index] else {
      return nil
    }
    return character
  }

  /// The fragment at an index, or nil for a character of text.
  func fragment(at index: Int) -> Fragment? {
    guard index >= 0, index < atoms.count, case .fragment(let fragment) = atoms[index] else {
      return nil
    }
    return fragment
  }

  /// The fragments of a range of atoms, with text cut at the ends of the range.
  func fragments(_ range: Range<Int>) -> [Fragment] {
    var result: [Fragment] = []
    var text = ""
    for index in range.clamped(to: 0..<atoms.count) {
      switch atoms[index] {
      case .character(let character):
        text.append(character)
      case .fragment(let fragment):
        if !text.isEmpty {
          result.append(Fragment(kind: "text", spelling: text))
          text = ""
        }
        result.append(fragment)
      }
    }
    if !text.isEmpty { result.append(Fragment(kind: "text", spelling: text)) }
    return result
  }

  /// The index of the first place at `depth` from `start` where the characters spell `text`.
  func find(_ text: String, from start: Int = 0, to end: Int? = nil, depth: Int = 0) -> Int? {
    let characters = Array(text)
    guard let first = characters.first else { return nil }
    let end = min(end ?? atoms.count, atoms.count)
    var index = max(start, 0)
    while index < end {
      if depths[index] == depth, character(at: index) == first,
        index + characters.count <= end,
        characters.indices.allSatisfy({ character(at: index + $0) == characters[$0] })
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The index of the first fragment at `depth` from `start` that passes a test.
  func findFragment(
    from start: Int = 0, to end: Int? = nil, depth: Int = 0, where test: (Fragment) -> Bool
  ) -> Int? {
    let end = min(end ?? atoms.count, atoms.count)
    var index = max(start, 0)
    while index < end {
      if depths[index] == depth, let fragment = fragment(at: index), test(fragment) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The index just past the bracket that closes the one at `open`.
  func indexAfterClosing(_ open: Int) -> Int? {
    let depth = depths[open]
    var index = open + 1
    while index < atoms.count {
      if depths[index] == depth, let character = character(at: index),
        character == ")" || character == "]" || character == ">"
      {
        return index + 1
      }
      index += 1
    }
    return nil
  }

  /// Splits a range at a separator character at `depth`, trimming spaces from each part.
  func split(_ range: Range<Int>, at separator: Character, depth: Int = 0) -> [[Fragment]] {
    parts(of: range, at: separator, depth: depth).map { fragments($0).trimmed() }
  }

  /// The ranges between a separator character at `depth`, without those of spaces only.
  func parts(of range: Range<Int>, at separator: Character, depth: Int = 0) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    for index in range where depths[index] == depth && character(at: index) == separator {
      parts.append(start..<index)
      start = index + 1
    }
    parts.append(start..<range.upperBound)
    return parts.filter { !fragments($0).trimmed().isEmpty }
  }
}

extension [Fragment] {
  /// The fragments without leading and trailing spaces, and without empty text fragments.
  func trimmed() -> [Fragment] {
    var result = self.filter { $0.kind != "text" || !$0.spelling.isEmpty }
    while let first = result.first, first.kind == "text" {
      let trimmedText = String(first.spelling.drop(while: { $0 == " " || $0 == "\n" }))
      if trimmedText.isEmpty {
        result.removeFirst()
      } else {
        result[0].spelling = trimmedText
        break
      }
    }
    while let last = result.last, last.kind == "text" {
      var text = Substring(last.spelling)
      while let character = text.last, character == " " || character == "\n" {
        text = text.dropLast()
      }
      if text.isEmpty {
        result.removeLast()
      } else {
        result[result.count - 1].spelling = String(text)
        break
      }
    }
    return result
  }

  /// The fragments joined into text, as the declaration reads; for messages and names only.
  var text: String {
    var result = ""
    for fragment in self { result += fragment.spelling }
    return result
  }
}
