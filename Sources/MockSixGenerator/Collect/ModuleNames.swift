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

  /// The module named by a precise identifier, such as `Foundation` for `s:10Foundation3URLV`.
  static func module(ofPreciseIdentifier id: String) -> String? {
    guard id.hasPrefix("s:"), !isGenericParameter(id) else { return nil }
    let rest = id.utf8.dropFirst(2)
    guard let first = rest.first else { return nil }
    if first == UInt8(ascii: "S") {
      // `S` + letter is a standard substitution; `Sc` + letter is in _Concurrency.
      return rest.dropFirst().first == UInt8(ascii: "c") ? "_Concurrency" : "Swift"
    }
    if first == UInt8(ascii: "s") { return "Swift" }
    var cursor = Substring(id).dropFirst(2)
    return readIdentifier(&cursor)
  }

  /// Whether a precise identifier names a generic parameter, such as the `T` of
  /// `func encode<T: Encodable>(_ value: T)`, which the graph sometimes gives one (`…1TL_qd__mfp`).
  static func isGenericParameter(_ id: String) -> Bool {
    id.hasPrefix("s:") && id.hasSuffix("mfp")
  }

  /// The path of a nominal type named by a precise identifier, such as `["Outer", "Inner"]`.
  static func path(ofPreciseIdentifier id: String) -> [String]? {
    guard id.hasPrefix("s:"), !isGenericParameter(id) else { return nil }
    var cursor = Substring(id).dropFirst(2)
    if cursor.hasPrefix("s") {
      cursor = cursor.dropFirst()
    } else if cursor.hasPrefix("S") {
      return nil
    } else if readIdentifier(&cursor) == nil {
      return nil
    }
    var path: [String] = []
    while let name = readIdentifier(&cursor) {
      guard let kind = cursor.first, "VCOPa".contains(kind) else { return nil }
      cursor = cursor.dropFirst()
      path.append(name)
    }
    return cursor.isEmpty && !path.isEmpty ? path : nil
  }

  /// Reads a length-prefixed identifier such as `10Foundation` from the front of `cursor`.
  private static func readIdentifier(_ cursor: inout Substring) -> String? {
    let digits = cursor.prefix(while: \.isNumber)
    guard let length = Int(digits), length > 0 else { return nil }
    let afterDigits = cursor.dropFirst(digits.count)
    guard afterDigits.count >= length else { return nil }
    cursor = afterDigits.dropFirst(length)
    return String(afterDigits.prefix(length))
  }
}
