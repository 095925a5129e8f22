/// A type as the symbol graph spells it: fragments whose type names carry precise identifiers.
///
/// The writer spells it for the mock, qualifying names and rewriting `Self`; the questions
/// asked here (is it optional, a function, a tuple) look only at the brackets and arrows
/// between the type names.
struct TypeReference: Hashable {
  var fragments: [Fragment]

  init(_ fragments: [Fragment]) {
    self.fragments = fragments.trimmed()
  }

  /// A reference to one type name.
  init(name: String, id: String?) {
    self.fragments = [Fragment(kind: "typeIdentifier", spelling: name, preciseIdentifier: id)]
  }

  /// The type as the declaration reads, for messages and case names.
  var text: String { fragments.text }

  /// The type with each name's precise identifier, which tells apart types of the same name from
  /// different modules (the graph drops a module qualifier such as `Foundation.`).
  var identity: String {
    fragments.map { fragment in
      guard fragment.kind == "typeIdentifier", let id = fragment.preciseIdentifier else {
        return fragment.spelling
      }
      return fragment.spelling + "#" + id
    }.joined()
  }

  /// Whether the type is `Void` or `()`.
  var isVoid: Bool {
    if fragments.isEmpty { return true }
    if fragments.count == 1 {
      let fragment = fragments[0]
      if fragment.kind == "text" && fragment.spelling == "()" { return true }
      if fragment.kind == "typeIdentifier" && fragment.spelling == "Void" { return true }
    }
    return false
  }

  /// Whether the type is exactly `Self`.
  var isSelf: Bool {
    fragments.count == 1 && fragments[0].kind == "typeIdentifier"
      && fragments[0].spelling == "Self" && fragments[0].preciseIdentifier == nil
  }

  /// Whether the type names `Self` anywhere.
  var mentionsSelf: Bool {
    fragments.contains {
      $0.kind == "typeIdentifier" && $0.spelling == "Self" && $0.preciseIdentifier == nil
    }
  }

  /// The type without attributes such as `@Sendable` before it, and without enclosing parentheses.
  var unwrapped: TypeReference {
    var current = self
    while true {
      if let first = current.fragments.first, first.kind == "attribute" {
        current = TypeReference(Array(current.fragments.dropFirst()))
        continue
      }
      let reader = FragmentReader(current.fragments)
      if reader.character(at: 0) == "(", reader.indexAfterClosing(0) == reader.count,
        reader.find(",", from: 1, depth: 1) == nil, reader.count > 2
      {
        current = TypeReference(reader.fragments(1..<(reader.count - 1)))
        continue
      }
      return current
    }
  }

  /// Whether the type is a function type, such as `(Int) -> Void`.
  var isFunction: Bool {
    FragmentReader(unwrapped.fragments).find("->") != nil
  }

  /// Whether the type is optional at its top level, such as `Int?` or `((Int) -> Void)?`.
  var isOptional: Bool {
    let type = unwrapped
    let reader = FragmentReader(type.fragments)
    if reader.find("->") != nil { return false }
    if let last = reader.character(at: reader.count - 1), last == "?" || last == "!" {
      return true
    }
    if let first = type.fragments.first, first.preciseIdentifier == "s:Sq",
      reader.character(at: 1) == "<", reader.indexAfterClosing(1) == reader.count
    {
      return true
    }
    return false
  }

  /// The type inside an optional, such as `Int` for `Int?`.
  var optionalWrapped: TypeReference? {
    guard isOptional else { return nil }
    let reader = FragmentReader(unwrapped.fragments)
    if let last = reader.character(at: reader.count - 1), last == "?" || last == "!" {
      return TypeReference(reader.fragments(0..<(reader.count - 1)))
    }
    return TypeReference(reader.fragments(2..<(reader.count - 1)))
  }

  /// The elements of a tuple type, without their labels; nil when the type is not a tuple.
  var tupleElements: [TypeReference]? {
    let reader = FragmentReader(fragments)
    guard reader.character(at: 0) == "(", reader.indexAfterClosing(0) == reader.count,
      reader.find(",", from: 1, depth: 1) != nil
    else { return nil }
    return reader.split(1..<(reader.count - 1), at: ",", depth: 1).map { element in
      var element = element
      if let first = element.first, first.kind == "text" || first.kind == "identifier" {
        // A label, such as `min: ` in `(min: Int, max: Int)`.
        let spelling = first.spelling
        if let colon = spelling.firstIndex(of: ":"),
          spelling[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        {
          element[0].spelling = String(spelling[spelling.index(after: colon)...])
        } else if first.kind == "identifier", element.count > 1,
          element[1].spelling.hasPrefix(":")
        {
          element.removeFirst()
          element[0].spelling.removeFirst()
        }
      }
      return TypeReference(element)
    }
  }

  /// The parameter count and result of a function type.
  var functionShape: (parameterCount: Int, result: TypeReference)? {
    let type = unwrapped
    let reader = FragmentReader(type.fragments)
    guard let arrow = reader.find("->") else { return nil }
    guard let open = reader.find("("), open < arrow, let close = reader.indexAfterClosing(open)
    else { return nil }
    let parameters = reader.split((open + 1)..<(close - 1), at: ",", depth: 1)
    return (parameters.count, TypeReference(reader.fragments((arrow + 2)..<reader.count)))
  }

  /// The precise identifier of the type when it is one named type, with any generic arguments.
  ///
  /// For `Outer.Inner<Int>` this is the identifier of `Inner`.
  var nominalIdentifier: String? {
    guard let first = fragments.first, first.kind == "typeIdentifier",
      first.preciseIdentifier != nil
    else { return nil }
    let reader = FragmentReader(fragments)
    var identifier = first.preciseIdentifier
    var index = 1
    while index < reader.count {
      if reader.character(at: index) == ".", let next = reader.fragment(at: index + 1),
        next.kind == "typeIdentifier"
      {
        identifier = next.preciseIdentifier
        index += 2
      } else if reader.character(at: index) == "<", let end = reader.indexAfterClosing(index) {
        index = end
      } else {
        return nil
      }
    }
    return identifier
  }

  /// The name of the type when it is one named type, such as `Inner` for `Outer.Inner<Int>`.
  var nominalName: String? {
    guard let id = nominalIdentifier else { return nil }
    return fragments.first { $0.preciseIdentifier == id }?.spelling
  }

  /// The generic arguments of a named type, such as `Int` and `any Error` in `Result<Int, any Error>`.
  var genericArguments: [TypeReference] {
    let reader = FragmentReader(fragments)
    guard let open = reader.find("<"), let close = reader.indexAfterClosing(open) else {
      return []
    }
    return reader.split((open + 1)..<(close - 1), at: ",", depth: 1).map(TypeReference.init)
  }

  /// The kind of collection literal that spells the type, for `[T]` and `[K : V]`.
  var collectionLiteral: String? {
    let reader = FragmentReader(fragments)
    guard reader.character(at: 0) == "[", reader.indexAfterClosing(0) == reader.count else {
      return nil
    }
    return reader.find(":", from: 1, depth: 1) == nil ? "[]" : "[:]"
  }

  /// The type of a metatype, such as `Int` for `Int.Type`.
  var metatypeInstance: TypeReference? {
    guard let last = fragments.last, last.kind == "text", last.spelling.hasSuffix(".Type") else {
      return nil
    }
    var instance = fragments
    instance[instance.count - 1].spelling.removeLast(".Type".count)
    let result = TypeReference(instance)
    return result.fragments.isEmpty ? nil : result
  }
}
