/// Reads module names and type paths out of precise identifiers (Swift USRs).
///
/// A USR such as `s:10Foundation3URLV` names the module and the type path; the standard
/// library's common types use short forms such as `s:Si` (`Int`). Only the forms of nominal
/// types are read; anything else answers nil.
enum ModuleNames {
  /// The module a user imports to see a module's declarations.
  ///
  /// Foundation on Linux and recent Apple systems declares its types in `FoundationEssentials`
  /// and `FoundationInternationalization`, re-exported by `Foundation`; the standard library's
  /// concurrency and string-processing parts are always imported.
  static func publicName(of module: String) -> String {
    switch module {
    case "FoundationEssentials", "FoundationInternationalization", "_FoundationCollections",
      "CoreFoundation", "_FoundationCShims":
      return "Foundation"
    case "_Concurrency", "_StringProcessing", "Swift":
      return "Swift"
    default:
      return module
    }
  }

  /// The module named by a precise identifier, such as `Foundation` for `s:10Foundation3URLV`,
  /// or `DuckDuckGoKit` for `s:04DuckA5GoKit…`, whose name repeats a word.
  static func module(ofPreciseIdentifier id: String) -> String? {
    guard id.hasPrefix("s:"), !isGenericParameter(id) else { return nil }
    let rest = id.utf8.dropFirst(2)
    guard let first = rest.first else { return nil }
    if first == UInt8(ascii: "S") {
      // `S` + letter is a standard substitution; `Sc` + letter is in _Concurrency.
      return rest.dropFirst().first == UInt8(ascii: "c") ? "_Concurrency" : "Swift"
    }
    if first == UInt8(ascii: "s") { return "Swift" }
    var reader = IdentifierReader(Substring(id).dropFirst(2))
    return reader.next()
  }

  /// Whether a precise identifier names a generic parameter, such as the `T` of
  /// `func encode<T: Encodable>(_ value: T)`, which the graph sometimes gives one (`…1TL_qd__mfp`).
  static func isGenericParameter(_ id: String) -> Bool {
    id.hasPrefix("s:") && id.hasSuffix("mfp")
  }

  /// The path of a nominal type named by a precise identifier, such as `["Outer", "Inner"]`.
  static func path(ofPreciseIdentifier id: String) -> [String]? {
    guard id.hasPrefix("s:"), !isGenericParameter(id) else { return nil }
    var reader = IdentifierReader(Substring(id).dropFirst(2))
    if reader.rest.hasPrefix("s") {
      reader.rest = reader.rest.dropFirst()
    } else if reader.rest.hasPrefix("S") {
      return nil
    } else if reader.next() == nil {
      return nil
    }
    var path: [String] = []
    while let name = reader.next() {
      guard let kind = reader.rest.first, "VCOPa".contains(kind) else { return nil }
      reader.rest = reader.rest.dropFirst()
      path.append(name)
    }
    return reader.rest.isEmpty && !path.isEmpty ? path : nil
  }

  /// Reads the identifiers of a mangled name one after the other, as Swift's demangler does.
  ///
  /// An identifier is a length and its text (`10Foundation`), or, when it repeats a word of an
  /// earlier identifier of the same name, `0` followed by parts that are either text or a word
  /// by its letter: lowercase for a word followed by more parts, uppercase for the last
  /// (`04DuckA5GoKit` is `DuckDuckGoKit`, word `A` being `Duck`). Words are collected from
  /// every identifier's text, in order: a word starts at a character that is neither a digit
  /// nor `_` and ends before `_`, before an uppercase letter that follows a lowercase one, or at
  /// the end; only words of two or more characters count, and only the first 26.
  struct IdentifierReader {
    /// What is left to read.
    var rest: Substring
    /// The words read so far, which later identifiers name by letter.
    private var words: [Substring] = []

    init(_ text: Substring) {
      rest = text
    }

    /// Reads the next identifier; nil, leaving `rest` as it was, when none starts here or it is
    /// punycode (`00…`), which names of other scripts use.
    mutating func next() -> String? {
      let saved = (rest, words)
      guard let identifier = read() else {
        (rest, words) = saved
        return nil
      }
      return identifier
    }

    private mutating func read() -> String? {
      guard let first = rest.first, first.isASCII, first.isNumber else { return nil }
      var substitutes = false
      if first == "0" {
        rest = rest.dropFirst()
        if rest.first == "0" { return nil }
        substitutes = true
      }
      var identifier = ""
      repeat {
        while substitutes, let letter = rest.first, letter.isASCII, letter.isLetter {
          rest = rest.dropFirst()
          let isLast = letter.isUppercase
          let position =
            Int(letter.asciiValue ?? 0) - Int((isLast ? Character("A") : "a").asciiValue ?? 0)
          guard words.indices.contains(position) else { return nil }
          identifier += words[position]
          if isLast { substitutes = false }
        }
        if rest.first == "0" {
          rest = rest.dropFirst()
          break
        }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard let length = Int(digits), length > 0 else { return nil }
        let text = rest.dropFirst(digits.count)
        guard text.count >= length else { return nil }
        let part = text.prefix(length)
        rest = text.dropFirst(length)
        identifier += part
        collectWords(of: part)
      } while substitutes
      return identifier
    }

    /// Adds the words of an identifier's text to the table.
    private mutating func collectWords(of text: Substring) {
      var start: Substring.Index?
      var previous: Character?
      for index in text.indices + [text.endIndex] {
        let character = index < text.endIndex ? text[index] : nil
        if let wordStart = start {
          let ends =
            character == nil || character == "_"
            || (character?.isUppercase == true && previous?.isUppercase != true)
          if ends {
            if text.distance(from: wordStart, to: index) >= 2 && words.count < 26 {
              words.append(text[wordStart..<index])
            }
            start = nil
          }
        }
        if start == nil, let character, character != "_", !(character.isASCII && character.isNumber)
        {
          start = index
        }
        previous = character
      }
    }
  }
}
