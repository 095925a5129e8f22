import Foundation

/// The `@_spi` groups of declarations, which a mock needs to import (`@_spi(Execution) import
/// Apollo`) when it names an SPI declaration: an SPI protocol, an SPI requirement (Apollo's
/// `@_spi(Execution) static var __parentType: any ParentType { get }`) or an SPI type.
///
/// The graph marks such a declaration (`"spi": true`) but does not name its group, so the group
/// is read from the attributes in front of the declaration, at the place the graph gives: its
/// line up to the name, and the lines above it that hold only attributes and comments.
enum SPIGroups {
  /// The groups of each SPI symbol of the graphs whose source can be read; a symbol whose groups
  /// are not found has none.
  static func groups(of symbols: [SymbolGraph.Symbol]) -> [String: [String]] {
    var files: [String: [Substring]] = [:]
    var groups: [String: [String]] = [:]
    for symbol in symbols where symbol.spi == true {
      guard let location = symbol.location, let path = URL(string: location.uri)?.path else {
        continue
      }
      if files[path] == nil {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        files[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
      }
      let found = Self.groups(
        in: files[path] ?? [], line: location.position.line, column: location.position.character)
      if !found.isEmpty { groups[symbol.identifier.precise] = found }
    }
    return groups
  }

  /// The groups of the `@_spi(…)` attributes before a declaration whose name is at `line` and
  /// `column` (zero-based): on its line before the name, and on the lines just above that hold
  /// only attributes, comments or nothing.
  static func groups(in lines: [Substring], line: Int, column: Int) -> [String] {
    guard lines.indices.contains(line) else { return [] }
    var text = String(lines[line].prefix(column))
    var above = line - 1
    while above >= 0 {
      let trimmed = lines[above].drop { $0 == " " || $0 == "\t" }
      guard trimmed.isEmpty || trimmed.hasPrefix("@") || trimmed.hasPrefix("//") else { break }
      if trimmed.hasPrefix("@") { text = trimmed + " " + text }
      above -= 1
    }
    var groups: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "@_spi(") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: ")") else { break }
      let group = rest[..<end].trimmingCharacters(in: .whitespaces)
      if isSwiftName(group), !groups.contains(group) { groups.append(group) }
      rest = rest[end...]
    }
    return groups
  }
}
