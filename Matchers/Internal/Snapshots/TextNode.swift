internal import Foundation

/// Text for an interaction snapshot before it is laid out: a call, or a value among its arguments.
///
/// A node reads as one line when it fits; otherwise a group puts each item on a line of its own,
/// indented by two spaces, and a string with line breaks becomes a `"""` block:
///
/// ```text
/// repo.save(User(id: <UUID 1>, name: "Ann"))
/// repo.save(
///   User(
///     id: <UUID 1>,
///     ...
///   )
/// )
/// ```
indirect enum TextNode {
  /// Text that never breaks, such as `42` or `<UUID 1>`.
  case text(String)
  /// A string, kept as its lines: a quoted literal on one line, or a `"""` block.
  case string([String])
  /// Items between an opening and a closing text, such as `User(` and `)`.
  case group(open: String, items: [Item], close: String)
  /// Nodes that follow one another on a line, such as `repo.name = ` and a value.
  case sequence([TextNode])

  /// One item of a group, with its label (`id: 7`) or without one.
  struct Item {
    var label: String?
    var node: TextNode

    /// The item on one line.
    var flat: String {
      (label.map { "\($0): " } ?? "") + node.flat
    }
  }

  /// The node on one line.
  var flat: String {
    switch self {
    case .text(let text):
      text
    case .string(let lines):
      quoted(lines.joined(separator: "\n"))
    case .group(let open, let items, let close):
      open + items.map(\.flat).joined(separator: ", ") + close
    case .sequence(let nodes):
      nodes.map(\.flat).joined()
    }
  }

  /// Lays the node out in lines of at most `width` columns where it can.
  ///
  /// The first line continues a line at `column`; the later ones carry their own indentation.
  ///
  /// - Parameters:
  ///   - indent: The indentation of the line the node starts on.
  ///   - column: Where the node starts on its first line.
  ///   - trailing: How many characters follow the node on its last line, such as a comma.
  ///   - width: The widest a line should be.
  func lines(indent: Int = 0, column: Int = 0, trailing: Int = 0, width: Int = 100) -> [String] {
    let flat = self.flat
    if column + flat.count + trailing <= width { return [flat] }
    switch self {
    case .text:
      return [flat]
    case .string(let lines):
      guard lines.count > 1 else { return [flat] }
      let inner = String(repeating: " ", count: indent + 2)
      return [#"""""#] + lines.map { $0.isEmpty ? "" : inner + blockLine($0) } + [inner + #"""""#]
    case .group(let open, let items, let close):
      guard !items.isEmpty else { return [flat] }
      let inner = String(repeating: " ", count: indent + 2)
      var result = [open]
      for (index, item) in items.enumerated() {
        let head = inner + (item.label.map { "\($0): " } ?? "")
        let comma = index < items.count - 1 ? "," : ""
        var lines = item.node.lines(
          indent: indent + 2, column: head.count, trailing: comma.count, width: width)
        lines[0] = head + lines[0]
        lines[lines.count - 1] += comma
        result += lines
      }
      if !close.isEmpty { result.append(String(repeating: " ", count: indent) + close) }
      return result
    case .sequence(let nodes):
      var result = [""]
      var column = column
      for (index, node) in nodes.enumerated() {
        let rest = Self.head(of: nodes[(index + 1)...], trailing: trailing)
        let lines = node.lines(indent: indent, column: column, trailing: rest, width: width)
        result[result.count - 1] += lines[0]
        result += lines.dropFirst()
        column = lines.count == 1 ? column + lines[0].count : lines[lines.count - 1].count
      }
      return result
    }
  }
}

extension TextNode {
  /// How much of `nodes` must follow a node on its line: up to the first place where they can
  /// break (after a group's opening, before a block's lines), else all of them and `trailing`.
  fileprivate static func head(of nodes: ArraySlice<TextNode>, trailing: Int) -> Int {
    var width = 0
    for node in nodes {
      let head = node.head
      width += head.width
      if head.breaks { return width }
    }
    return width + trailing
  }

  /// The node's text up to where it can break first, and whether it can break at all.
  private var head: (width: Int, breaks: Bool) {
    switch self {
    case .group(let open, let items, _) where !items.isEmpty:
      return (open.count, true)
    case .string(let lines) where lines.count > 1:
      return (3, true)
    case .sequence(let nodes):
      var width = 0
      for node in nodes {
        let head = node.head
        width += head.width
        if head.breaks { return (width, true) }
      }
      return (width, false)
    default:
      return (flat.count, false)
    }
  }
}

/// Quotes a string as Swift writes it in a literal on one line: `"a\n\"b\""`.
func quoted(_ string: String) -> String {
  String(reflecting: string)
}

/// Writes one line of a `"""` block: escaped as in a literal, its quotes bare unless that would
/// end the block.
private func blockLine(_ line: String) -> String {
  let escaped = String(quoted(line).dropFirst().dropLast())
  let bare = escaped.replacingOccurrences(of: #"\""#, with: #"""#)
  return bare.contains(#"""""#) ? escaped : bare
}
