/// Turns a symbol's availability entries into what a mock member needs.
enum Availability {
  /// The `#if` condition of each platform on which a member can be unavailable.
  static let platformConditions: [String: String] = [
    "macOS": "os(macOS)", "iOS": "os(iOS)", "tvOS": "os(tvOS)", "watchOS": "os(watchOS)",
    "visionOS": "os(visionOS)", "macCatalyst": "targetEnvironment(macCatalyst)",
  ]

  /// The name an availability domain of the graph has in source: the graph names the
  /// language-version domain `Swift` (in source `swift`; `Swift` is the runtime's own domain,
  /// which needs an experimental feature) and app extensions `iOSAppExtension` (in source
  /// `iOSApplicationExtension`, which the compiler warns it does not know otherwise).
  static func sourceDomain(_ domain: String?) -> String {
    guard let domain else { return "*" }
    if domain == "Swift" { return "swift" }
    if domain.hasSuffix("AppExtension") {
      return domain.dropLast("AppExtension".count) + "ApplicationExtension"
    }
    return domain
  }

  /// The `@available` attributes to copy, the platforms where the symbol is unavailable, and
  /// whether it is unavailable everywhere.
  ///
  /// An `@available(tvOS, unavailable)` entry becomes a platform, which the writer turns into
  /// `#if !os(tvOS)`: the mock member exists wherever the requirement does.
  static func attributes(
    _ entries: [SymbolGraph.Availability]?
  ) -> (attributes: [String], unavailablePlatforms: [String], isUnavailable: Bool) {
    guard let entries else { return ([], [], false) }
    var attributes: [String] = []
    var introduced: [String] = []
    var unavailable: [String] = []
    func version(_ version: SymbolGraph.Version) -> String {
      var text = "\(version.major)"
      if let minor = version.minor { text += ".\(minor)" }
      if let patch = version.patch { text += ".\(patch)" }
      return text
    }
    func quoted(_ text: String) -> String {
      swiftStringLiteral(text)
    }
    for entry in entries {
      let domain = sourceDomain(entry.domain)
      if entry.isUnconditionallyUnavailable == true {
        if domain == "*" { return ([], [], true) }
        if platformConditions[domain] != nil { unavailable.append(domain) }
        continue  // app extension domains: a test target is not an extension
      }
      let isPlain =
        entry.deprecated == nil && entry.obsoleted == nil && entry.message == nil
        && entry.renamed == nil && entry.isUnconditionallyDeprecated != true
      if isPlain, let value = entry.introduced.map(version), domain != "*", domain != "swift" {
        introduced.append("\(domain) \(value)")
        continue
      }
      var parts = [domain]
      if entry.isUnconditionallyDeprecated == true { parts.append("deprecated") }
      if let value = entry.introduced { parts.append("introduced: \(version(value))") }
      if let value = entry.deprecated { parts.append("deprecated: \(version(value))") }
      if let value = entry.obsoleted { parts.append("obsoleted: \(version(value))") }
      if let message = entry.message {
        parts.append("message: \(quoted(multilineLiteralValue(message)))")
      }
      if let renamed = entry.renamed { parts.append("renamed: \(quoted(renamed))") }
      guard parts.count > 1 else { continue }
      attributes.append("@available(\(parts.joined(separator: ", ")))")
    }
    if !introduced.isEmpty {
      attributes.insert("@available(\(introduced.joined(separator: ", ")), *)", at: 0)
    }
    return (attributes, unavailable, false)
  }
}

/// A one-line Swift string literal of `text`: a multi-line message of an attribute (a `"""`
/// literal in the protocol) has its line breaks, quotes, backslashes and other control characters
/// escaped, and `\(` cannot start an interpolation.
func swiftStringLiteral(_ text: String) -> String {
  var literal = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\\": literal += "\\\\"
    case "\"": literal += "\\\""
    case "\n": literal += "\\n"
    case "\r": literal += "\\r"
    case "\t": literal += "\\t"
    case "\0": literal += "\\0"
    default:
      if scalar.properties.generalCategory == .control {
        literal += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        literal.unicodeScalars.append(scalar)
      }
    }
  }
  return literal + "\""
}

/// The value of a string literal whose text the graph gives as written: a `"""` literal's text
/// starts with a line break and ends with the closing delimiter's indentation, which Swift
/// strips from every line, with the first and the last line break.
func multilineLiteralValue(_ text: String) -> String {
  guard text.hasPrefix("\n"), let lastBreak = text.lastIndex(of: "\n") else { return text }
  let indentation = text[text.index(after: lastBreak)...]
  guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return text }
  let body = text[text.index(after: text.startIndex)..<lastBreak]
  return body.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.hasPrefix(indentation) ? $0.dropFirst(indentation.count) : $0 }
    .joined(separator: "\n")
}
