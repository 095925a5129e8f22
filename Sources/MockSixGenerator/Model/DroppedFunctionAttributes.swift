/// The function-type attributes a symbol graph drops but the symbol's mangled name keeps.
///
/// `swift-symbolgraph-extract` on Linux writes `func async(execute work: @escaping
/// @convention(block) () -> Void)` as `@escaping () -> Void`, and `swiftc -emit-symbol-graph`
/// drops `@isolated(any)`; a mock that leaves them out does not conform. The mangled name
/// (`s:…5async7executeyyyXL_tF`) still says them, after the parameter labels: `XL` for
/// `@convention(block)`, `XC` for `@convention(c)`, `YA` for `@isolated(any)`.
///
/// NB: Which parameter an attribute belongs to cannot be told from the name without a full
///     demangler, so an attribute is restored only to a requirement with one function-typed
///     parameter; the mangled signature is read token by token, skipping identifiers and
///     substitutions, so that a type named `XLarge` is not read as `XL`.
enum DroppedFunctionAttributes {
  /// The attributes, by their mangling, in the order Swift writes them.
  private static let attributes: [(code: String, spelling: String)] = [
    ("YA", "@isolated(any)"), ("XL", "@convention(block)"), ("XC", "@convention(c)"),
  ]

  /// The parameters with the attributes the graph dropped from the one function-typed
  /// parameter restored.
  static func restore(in parameters: [Parameter], of symbol: SymbolGraph.Symbol) -> [Parameter] {
    let functions = parameters.indices.filter { parameters[$0].type.isFunction }
    guard functions.count == 1, let index = functions.first,
      let signature = mangledSignature(of: symbol, labels: parameters.map(\.label))
    else { return parameters }
    let codes = operatorCodes(in: signature)
    let spelled = parameters[index].type.fragments.map(\.spelling).joined()
    let missing = attributes.filter {
      codes.contains($0.code) && !spelled.containsText($0.spelling)
    }
    guard !missing.isEmpty else { return parameters }
    var restored = parameters
    restored[index].type.fragments =
      missing.flatMap {
        [Fragment(kind: "attribute", spelling: $0.spelling), Fragment(kind: "text", spelling: " ")]
      } + parameters[index].type.fragments
    return restored
  }

  /// The part of a method's mangled name after its name and parameter labels: its type.
  private static func mangledSignature(of symbol: SymbolGraph.Symbol, labels: [String])
    -> Substring?
  {
    let mangled = symbol.identifier.precise
    guard mangled.hasPrefix("s:"), let name = symbol.pathComponents.last else { return nil }
    let baseName = String(name.prefix(while: { $0 != "(" }))
    let last = labels.last(where: { $0 != "_" }) ?? baseName
    guard let range = mangled.lastRangeOfText(String(last.count) + last) else { return nil }
    return mangled[range.upperBound...]
  }

  /// The two-character operators of a mangled type that start with `X` or `Y` (function
  /// conventions and effects), identifiers and substitutions skipped; empty when it holds an
  /// identifier with word substitutions, which this reader does not follow.
  private static func operatorCodes(in signature: Substring) -> Set<String> {
    let characters = Array(signature)
    var codes: Set<String> = []
    var position = 0
    while position < characters.count {
      let character = characters[position]
      if character.isASCII, character.isNumber {
        guard character != "0" else { return [] }
        var length = 0
        while position < characters.count, let digit = characters[position].wholeNumberValue,
          characters[position].isASCII
        {
          length = length * 10 + digit
          position += 1
        }
        position += length
        continue
      }
      if character == "A" || character == "S" {
        // A substitution: `A` then lowercase letters and one uppercase, or `S` and one letter.
        position += 1
        if character == "A" {
          while position < characters.count, characters[position].isLowercase { position += 1 }
        }
        position += 1
        continue
      }
      if character == "X" || character == "Y", position + 1 < characters.count {
        codes.insert(String(characters[position...position + 1]))
        position += 2
        continue
      }
      position += 1
    }
    return codes
  }
}
