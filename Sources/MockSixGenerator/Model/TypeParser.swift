/// Parses a type's fragments into its ``TypeShape``, once, when the type is read from the graph.
///
/// It reads the fragments with a ``FragmentReader``: type names stay whole fragments with their
/// precise identifiers, and only the punctuation between them is read character by character.
/// Each part becomes a ``TypeReference`` with the fragments of its range and its shape from the
/// same pass. What does not parse is `verbatim`.
struct TypeParser {
  private let reader: FragmentReader

  private init(_ reader: FragmentReader) {
    self.reader = reader
  }

  /// The shape of a type's fragments.
  static func shape(of fragments: [Fragment]) -> TypeShape {
    let reader = FragmentReader(fragments)
    return TypeParser(reader).shape(0..<reader.count)
  }

  /// The role of each name in fragments that are not one parsed type, read as paths of names.
  ///
  /// A name after a dot continues the path before it, as `Inner` in `Outer.Inner`; every other
  /// name starts a path. This reads a `where` clause, or a type the parser leaves `verbatim`.
  ///
  /// ```swift
  /// // Self.Element == Outer.Inner
  /// [.first, .member, .first, .member]
  /// ```
  static func nameRoles(in fragments: [Fragment]) -> [NameRole] {
    let reader = FragmentReader(fragments)
    var roles: [NameRole] = []
    var continuesPath = false
    for position in 0..<reader.count {
      guard let fragment = reader.fragment(at: position) else {
        continuesPath = reader.character(at: position) == "."
        continue
      }
      if fragment.isName { roles.append(continuesPath ? .member : .first) }
      continuesPath = false
    }
    return roles
  }

  /// The part of the type in a range of atoms, with its fragments and shape.
  private func reference(_ range: Range<Int>) -> TypeReference {
    TypeReference(parsed: reader.fragments(range).trimmed(), shape: shape(range))
  }

  /// Whether the atom at an index is a space or a line break.
  private func isSpace(_ index: Int) -> Bool {
    guard let character = reader.character(at: index) else { return false }
    return character == " " || character == "\n"
  }

  /// The shape of the type in a range of atoms, without the spaces around it.
  private func shape(_ range: Range<Int>) -> TypeShape {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end, isSpace(start) { start += 1 }
    while end > start, isSpace(end - 1) { end -= 1 }
    guard start < end else { return .tuple([]) }
    let depth = reader.depths[start]
    if ends(start, end, with: "...") { return .variadic(reference(start..<(end - 3))) }
    if let attributed = attributed(start, end) { return attributed }
    if let arrow = reader.find("->", from: start, to: end, depth: depth) {
      return function(start, arrow, end, depth: depth).map(TypeShape.function) ?? .verbatim
    }
    if let existential = existential(start, end) { return existential }
    let ampersands = (start..<end).filter {
      reader.depths[$0] == depth && reader.character(at: $0) == "&"
    }
    if !ampersands.isEmpty {
      return .composition(split(start..<end, at: ampersands).map(reference))
    }
    if let last = reader.character(at: end - 1), last == "?" || last == "!" {
      return .optional(reference(start..<(end - 1)), implicitlyUnwrapped: last == "!")
    }
    for (suffix, isProtocol) in [(".Type", false), (".Protocol", true)]
    where ends(start, end, with: suffix) {
      return .metatype(reference(start..<(end - suffix.count)), isProtocolMetatype: isProtocol)
    }
    if reader.character(at: start) == "(", reader.indexAfterClosing(start) == end {
      return parenthesized(start, end, depth: depth)
    }
    if reader.character(at: start) == "[", reader.indexAfterClosing(start) == end {
      let inner = (start + 1)..<(end - 1)
      if let colon = reader.find(
        ":", from: inner.lowerBound, to: inner.upperBound, depth: depth + 1)
      {
        return .dictionary(
          key: reference(inner.lowerBound..<colon), value: reference((colon + 1)..<inner.upperBound)
        )
      }
      return .array(reference(inner))
    }
    return named(start, end, depth: depth) ?? .verbatim
  }

  /// Whether the characters just before `end` spell `suffix`.
  private func ends(_ start: Int, _ end: Int, with suffix: String) -> Bool {
    guard end - start > suffix.count else { return false }
    return zip((end - suffix.count)..<end, suffix).allSatisfy { reader.character(at: $0) == $1 }
  }

  /// `@Sendable T`, `@MainActor T` (an `@` fragment and the actor's name, or an `@` of text and
  /// the actor's type identifier), `@convention(c) T`.
  private func attributed(_ start: Int, _ end: Int) -> TypeShape? {
    var attributes: [TypeShape.TypeAttribute] = []
    var position = start
    while position < end {
      if reader.character(at: position) == "@", position + 1 < end,
        let name = reader.fragment(at: position + 1), name.kind == "typeIdentifier"
      {
        // NB: `swift-symbolgraph-extract` spells a parameter's `@MainActor () -> Void` so.
        attributes.append(
          TypeShape.TypeAttribute(
            spelling: "@" + name.spelling, preciseIdentifier: name.preciseIdentifier))
        position += 2
        while position < end, isSpace(position) { position += 1 }
        continue
      }
      guard let fragment = reader.fragment(at: position), fragment.kind == "attribute" else {
        break
      }
      var attribute = TypeShape.TypeAttribute(
        spelling: fragment.spelling.trimmingSpaces(), preciseIdentifier: fragment.preciseIdentifier)
      position += 1
      if attribute.spelling == "@", let name = reader.fragment(at: position),
        name.kind == "attribute"
      {
        attribute = TypeShape.TypeAttribute(
          spelling: "@" + name.spelling, preciseIdentifier: name.preciseIdentifier)
        position += 1
      }
      if reader.character(at: position) == "(", let close = reader.indexAfterClosing(position),
        close <= end
      {
        attribute.spelling += reader.fragments(position..<close).text
        position = close
      }
      attributes.append(attribute)
      while position < end, isSpace(position) { position += 1 }
    }
    guard !attributes.isEmpty else { return nil }
    return .attributed(attributes, reference(position..<end))
  }

  /// `(Parameters) async throws(E) -> Result`, or nil when the part before the arrow is not that.
  private func function(_ start: Int, _ arrow: Int, _ end: Int, depth: Int)
    -> TypeShape.FunctionType?
  {
    guard reader.character(at: start) == "(", let close = reader.indexAfterClosing(start),
      close <= arrow
    else { return nil }
    let separators = ((start + 1)..<(close - 1)).filter {
      reader.depths[$0] == depth + 1 && reader.character(at: $0) == ","
    }
    let parameters = split((start + 1)..<(close - 1), at: separators).map(reference)
    var isAsync = false
    var throwing = TypeShape.Throwing.none
    var position = close
    while position < arrow {
      if isSpace(position) {
        position += 1
      } else if let keyword = reader.fragment(at: position), keyword.kind == "keyword",
        keyword.spelling == "async"
      {
        isAsync = true
        position += 1
      } else if let keyword = reader.fragment(at: position), keyword.kind == "keyword",
        keyword.spelling == "throws"
      {
        throwing = .untyped
        position += 1
        if reader.character(at: position) == "(", let after = reader.indexAfterClosing(position),
          after <= arrow
        {
          throwing = .typed(reference((position + 1)..<(after - 1)))
          position = after
        }
      } else {
        return nil
      }
    }
    return TypeShape.FunctionType(
      parameters: parameters, isAsync: isAsync, throwing: throwing,
      result: reference((arrow + 2)..<end))
  }

  /// `any P` or `some P`, with the keyword as a keyword fragment or as text.
  private func existential(_ start: Int, _ end: Int) -> TypeShape? {
    let keywords: [String: TypeShape.Existential] = ["any": .any, "some": .some]
    if let fragment = reader.fragment(at: start), fragment.kind == "keyword",
      let keyword = keywords[fragment.spelling.trimmingSpaces()]
    {
      return .existential(keyword, reference((start + 1)..<end))
    }
    for (spelling, keyword) in keywords {
      let word = (start..<end).prefix(spelling.count + 1)
      if word.count == spelling.count + 1, word.upperBound < end,
        zip(word, spelling + " ").allSatisfy({ reader.character(at: $0) == $1 })
      {
        return .existential(keyword, reference(word.upperBound..<end))
      }
    }
    return nil
  }

  /// `()`, one type in parentheses, or a tuple with its labels.
  private func parenthesized(_ start: Int, _ end: Int, depth: Int) -> TypeShape {
    let inner = (start + 1)..<(end - 1)
    let commas = inner.filter { reader.depths[$0] == depth + 1 && reader.character(at: $0) == "," }
    let parts = split(inner, at: commas)
    if parts.isEmpty { return .tuple([]) }
    if parts.count == 1 { return .parenthesized(reference(parts[0])) }
    return .tuple(parts.map(element))
  }

  /// A tuple element, without its label: `min: Int` with the label as text or as an identifier.
  private func element(_ range: Range<Int>) -> TypeShape.TupleElement {
    var start = range.lowerBound
    while start < range.upperBound, isSpace(start) { start += 1 }
    if let fragment = reader.fragment(at: start), fragment.kind == "identifier",
      reader.character(at: start + 1) == ":"
    {
      return TypeShape.TupleElement(
        label: fragment.spelling, type: reference((start + 2)..<range.upperBound))
    }
    var position = start
    var label = ""
    while position < range.upperBound, let character = reader.character(at: position),
      character.isLetter || character.isNumber || character == "_"
    {
      label.append(character)
      position += 1
    }
    if reader.character(at: position) == ":" {
      return TypeShape.TupleElement(
        label: label.isEmpty ? nil : label, type: reference((position + 1)..<range.upperBound))
    }
    return TypeShape.TupleElement(label: nil, type: reference(range))
  }

  /// `Outer.Inner<Int>`: type names joined by dots, each with any generic arguments.
  private func named(_ start: Int, _ end: Int, depth: Int) -> TypeShape? {
    var components: [TypeShape.NameComponent] = []
    var position = start
    while true {
      guard let fragment = reader.fragment(at: position), fragment.kind == "typeIdentifier" else {
        return nil
      }
      var component = TypeShape.NameComponent(
        name: fragment.spelling, preciseIdentifier: fragment.preciseIdentifier)
      position += 1
      if reader.character(at: position) == "<", let close = reader.indexAfterClosing(position),
        close <= end
      {
        let inner = (position + 1)..<(close - 1)
        let commas = inner.filter {
          reader.depths[$0] == depth + 1 && reader.character(at: $0) == ","
        }
        component.genericArguments = split(inner, at: commas).map(reference)
        position = close
      }
      components.append(component)
      if position == end { return .named(components) }
      guard reader.character(at: position) == ".",
        reader.fragment(at: position + 1)?.kind == "typeIdentifier"
      else { return nil }
      position += 1
    }
  }

  /// The ranges between separators, leaving out the ones with only spaces.
  private func split(_ range: Range<Int>, at separators: [Int]) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    for separator in separators + [range.upperBound] {
      let part = start..<separator
      if part.contains(where: { !isSpace($0) }) { parts.append(part) }
      start = separator + 1
    }
    return parts
  }
}
