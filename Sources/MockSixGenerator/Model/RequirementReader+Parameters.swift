// How a requirement's parameters are read: names and types from the function signature,
// modifiers, attributes and logging from the declaration, labels from the symbol title.

extension RequirementReader {
  private static let parameterModifiers: Set<String> = [
    "inout", "consuming", "borrowing", "sending", "isolated", "__owned", "__shared",
  ]

  /// Reads the parameters: names and types from the signature, modifiers from the declaration.
  func readParameters(
    _ reader: FragmentReader, open: Int, close: Int, symbol: SymbolGraph.Symbol
  ) -> [Parameter]? {
    let starts = Self.parameterStarts(reader, open: open, close: close)
    let signature = symbol.functionSignature?.parameters ?? []
    let labels = Self.labels(inTitle: symbol.names.title)
    var parameters: [Parameter] = []
    for (number, start) in starts.enumerated() {
      var end = close - 1
      if number + 1 < starts.count {
        end = starts[number + 1]
        while end > start, !(reader.depths[end] == 1 && reader.character(at: end) == ",") {
          end -= 1
        }
      }
      guard let colon = reader.find(":", from: start, to: end, depth: 1) else { return nil }
      let (typeStart, modifiers, attributes) = Self.modifiers(reader, from: colon + 1, to: end)
      let declaredType = TypeReference(reader.fragments(typeStart..<end))
      var type = declaredType
      var name: String?
      if number < signature.count, starts.count == signature.count {
        let entry = signature[number]
        name = entry.internalName ?? entry.name
        if let fragments = entry.declarationFragments,
          let typeFragments = Self.typeFragments(ofSignatureParameter: fragments)
        {
          type = TypeReference(typeFragments)
        }
      } else {
        name = Self.declaredName(reader, start: start, colon: colon)
      }
      var parameterName = unescaped(name ?? "_")
      if parameterName.isEmpty || parameterName == "_" { parameterName = "arg\(number)" }
      var parameter = Parameter(
        label: number < labels.count ? labels[number] : "_", name: parameterName, type: type,
        modifiers: modifiers, attributes: attributes)
      parameter.logging = Self.logging(
        of: parameter, declaredType: declaredType,
        namesFunction: namesFunction(type) || namesFunction(declaredType),
        isCopyable: isKnownCopyable(type))
      parameters.append(parameter)
    }
    return parameters
  }

  /// Where each parameter starts in the declaration between `open` and `close`: its label or
  /// its name.
  private static func parameterStarts(_ reader: FragmentReader, open: Int, close: Int) -> [Int] {
    var starts: [Int] = []
    var position = open + 1
    while position < close - 1 {
      if reader.depths[position] == 1, let fragment = reader.fragment(at: position),
        fragment.kind == "externalParam" || fragment.kind == "internalParam"
      {
        var previous = position - 1
        while previous > open, reader.character(at: previous) == " " { previous -= 1 }
        let continuesLabel =
          fragment.kind == "internalParam"
          && reader.fragment(at: previous)?.kind == "externalParam"
        if !continuesLabel { starts.append(position) }
      }
      position += 1
    }
    return starts
  }

  /// The modifiers and attributes that open a parameter's type, and where the type itself starts.
  private static func modifiers(
    _ reader: FragmentReader, from start: Int, to end: Int
  ) -> (typeStart: Int, modifiers: [String], attributes: [String]) {
    var typeStart = start
    var modifiers: [String] = []
    var attributes: [String] = []
    while typeStart < end {
      if reader.character(at: typeStart) == " " {
        typeStart += 1
      } else if let fragment = reader.fragment(at: typeStart), fragment.kind == "keyword",
        parameterModifiers.contains(fragment.spelling)
      {
        if !fragment.spelling.hasPrefix("__") { modifiers.append(fragment.spelling) }
        typeStart += 1
      } else if let fragment = reader.fragment(at: typeStart), fragment.kind == "attribute",
        ["@escaping", "@autoclosure"].contains(fragment.spelling.trimmingSpaces())
      {
        attributes.append(fragment.spelling.trimmingSpaces())
        typeStart += 1
      } else {
        break
      }
    }
    return (typeStart, modifiers, attributes)
  }

  /// The name of a parameter as its declaration spells it, for a signature that does not match.
  private static func declaredName(_ reader: FragmentReader, start: Int, colon: Int) -> String? {
    guard let fragment = reader.fragment(at: start) else { return nil }
    if fragment.kind == "externalParam",
      let next = reader.findFragment(
        from: start + 1, to: colon, depth: 1, where: { $0.kind == "internalParam" })
    {
      return reader.fragment(at: next)?.spelling
    }
    return fragment.spelling
  }

  /// Whether a type is a typealias of a function type, through other typealiases.
  ///
  /// NB: A graph that `swiftc -emit-symbol-graph` writes gives a parameter's type as declared,
  ///     `callback: Callback`; one that `swift-symbolgraph-extract` writes gives what it names.
  private func namesFunction(_ type: TypeReference) -> Bool {
    var type = type
    for _ in 0..<8 {
      if type.isFunction { return true }
      guard let id = type.nominalIdentifier, let alias = index.symbol(id),
        alias.kind.identifier == SymbolKind.typeAlias
      else { return false }
      let reader = FragmentReader(alias.declarationFragments)
      guard let equals = reader.find(" = ") else { return false }
      type = TypeReference(reader.fragments((equals + 3)..<reader.count))
    }
    return false
  }

  /// Whether a type is known to be copyable: a class of the graphs read, one of the standard
  /// types below, and optionals, arrays, dictionaries and sets of such types.
  ///
  /// NB: A symbol graph does not say whether a struct or an enum suppresses `Copyable` (its
  ///     declaration reads `struct Ticket` either way), so their `borrowing` and `consuming`
  ///     arguments stay placeholders, as do those of types whose graph was not read.
  func isKnownCopyable(_ type: TypeReference) -> Bool {
    switch type.shape {
    case .optional(let wrapped, _), .array(let wrapped), .parenthesized(let wrapped):
      return isKnownCopyable(wrapped)
    case .dictionary(let key, let value):
      return isKnownCopyable(key) && isKnownCopyable(value)
    case .named:
      guard let id = type.nominalIdentifier else { return false }
      if Self.copyableStandardTypes.contains(id) { return true }
      if id == "s:Sh", let element = type.genericArguments.first { return isKnownCopyable(element) }
      return index.symbol(id)?.kind.identifier == "swift.class"
    default:
      return false
    }
  }

  /// Standard types that are copyable: `String`, `Int`, `Bool`, `Double`, `Float`, `Character`,
  /// the sized integers, and Foundation's `Data`, `URL`, `UUID` and `Date`.
  private static let copyableStandardTypes: Set<String> = [
    "s:SS", "s:Si", "s:Su", "s:Sb", "s:Sd", "s:Sf", "s:SJ", "s:s4Int8V", "s:s5Int16V",
    "s:s5Int32V", "s:s5Int64V", "s:s5UInt8V", "s:s6UInt16V", "s:s6UInt32V", "s:s6UInt64V",
    "s:10Foundation4DataV", "s:10Foundation3URLV", "s:10Foundation4UUIDV", "s:10Foundation4DateV",
    "s:20FoundationEssentials4DataV", "s:20FoundationEssentials3URLV",
    "s:20FoundationEssentials4UUIDV", "s:20FoundationEssentials4DateV",
  ]

  /// How the mock logs a parameter's argument, from its modifiers, attributes and type;
  /// `namesFunction` when the type is a typealias of a function type, `isCopyable` when the type
  /// is known to be copyable.
  private static func logging(
    of parameter: Parameter, declaredType: TypeReference, namesFunction: Bool, isCopyable: Bool
  ) -> Parameter.Logging {
    let (modifiers, attributes, type) = (parameter.modifiers, parameter.attributes, parameter.type)
    if modifiers.contains("consuming"),
      type.fragments.contains(where: { $0.preciseIdentifier == Parameter.executorJobID })
    {
      // A noncopyable job cannot be logged; its unowned reference can, and can be run.
      return .unownedJob
    } else if modifiers.contains("consuming") || modifiers.contains("borrowing") {
      // A copy of a copyable argument is logged; another stays a placeholder.
      if isCopyable { return .copied }
      let modifier = modifiers.contains("consuming") ? "consuming" : "borrowing"
      return .placeholder("<\(modifier) argument>")
    } else if attributes.contains("@autoclosure") && !attributes.contains("@escaping")
      && !type.fragments.contains(where: {
        $0.kind == "keyword" && ["throws", "async"].contains($0.spelling)
      })
    {
      // The mock evaluates the argument once, as a hand-written one would, to log its value.
      return .evaluated
    } else if !attributes.contains("@escaping")
      && (attributes.contains("@autoclosure") || declaredType.isFunction || type.isFunction
        || namesFunction)
    {
      return .placeholder("<non-escaping closure>")
    }
    return .value
  }

  /// The type part of a signature parameter's fragments, which read `name: Type`.
  ///
  /// The modifiers and attributes that open it are left out: they are read from the
  /// declaration. (A graph that `swiftc -emit-symbol-graph` writes spells them in the signature
  /// too, as in `completion: @escaping () -> Void`; one that `swift-symbolgraph-extract` writes
  /// from a built module does not.)
  private static func typeFragments(ofSignatureParameter fragments: [Fragment]) -> [Fragment]? {
    guard let nameIndex = fragments.firstIndex(where: { $0.kind == "identifier" }),
      nameIndex + 1 < fragments.count, fragments[nameIndex + 1].kind == "text",
      fragments[nameIndex + 1].spelling.hasPrefix(":")
    else { return nil }
    var rest = Array(fragments[(nameIndex + 1)...])
    rest[0].spelling.removeFirst()
    var type = rest.trimmed()
    while let first = type.first,
      (first.kind == "keyword" && parameterModifiers.contains(first.spelling))
        || (first.kind == "attribute"
          && ["@escaping", "@autoclosure"].contains(first.spelling.trimmingSpaces()))
    {
      type = Array(type.dropFirst()).trimmed()
    }
    return type.isEmpty ? nil : type
  }

  /// The argument labels in a symbol title such as `setSpeed(to:_:)`.
  static func labels(inTitle title: String) -> [String] {
    guard let open = title.firstIndex(of: "("), title.hasSuffix(")") else { return [] }
    let inner = title[title.index(after: open)..<title.index(before: title.endIndex)]
    return inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
  }
}
