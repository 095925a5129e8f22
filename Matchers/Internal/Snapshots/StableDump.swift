internal import Foundation
import MockSix

/// Renders values as text that reads the same in every run, for interaction snapshots.
///
/// - Strings are quoted as Swift writes them; numbers as Swift prints them, which for floating
///   point is the shortest text that reads back as the same value, on every platform.
/// - Structs and classes read `User(id: 7, name: "Ann")`, superclass fields first, through their
///   mirrors, so that no memory address appears; a class met again on its own path reads
///   `Node(↩︎)`. Enums read `.card(last4: "1234")`, tuples `(x: 1, y: 2)`, arrays `[1, 2]`.
/// - Dictionaries and sets are sorted by their entries' text, as `[key: value]` and `Set([…])`.
/// - Every `UUID`, and every UUID in a string, reads `<UUID 1>`, `<UUID 2>`, … in the order they
///   first appear, and every `Date` `<Date 1>`, …: the same value gets the same number throughout
///   one snapshot. A memory address in a type's own description reads `0x…`.
/// - `redact` sees every value first (unwrapped, at every depth) and may replace its text.
struct StableDump {
  /// Returns the text for a value, or `nil` to render it as usual.
  var redact: (Any) -> String?

  private var uuids: [String: Int] = [:]
  private var dates: [Date: Int] = [:]

  init(redact: @escaping (Any) -> String?) {
    self.redact = redact
  }

  /// Returns the node for a value, numbering the UUIDs and dates it shows for the first time.
  mutating func node(_ value: Any?) -> TextNode {
    node(value, numbering: true, depth: 0, path: [])
  }

  // NB: Without `numbering`, a UUID or date not numbered yet reads `<UUID>` or `<Date>`: the text
  //     sorts a dictionary's entries and a set's members before they are numbered in that order,
  //     so that the numbers do not follow the order of a hash table.
  private mutating func node(
    _ value: Any?, numbering: Bool, depth: Int, path: Set<ObjectIdentifier>
  ) -> TextNode {
    guard let value = unwrapped(value) else { return .text("nil") }
    if let text = redact(value) { return .text(text) }
    if let leaf = leaf(value, numbering: numbering) { return leaf }
    guard depth < 24 else { return .text("…") }

    let name = String(describing: type(of: value))
    var path = path
    if type(of: value) is AnyClass {
      guard path.insert(ObjectIdentifier(value as AnyObject)).inserted else {
        return .text("\(name)(↩︎)")
      }
    }
    let mirror = Mirror(reflecting: value)
    let inner = { (dump: inout StableDump, child: Any) in
      dump.node(child, numbering: numbering, depth: depth + 1, path: path)
    }
    let fields = { (dump: inout StableDump, children: [Mirror.Child]) in
      children.map { TextNode.Item(label: fieldLabel($0.label), node: inner(&dump, $0.value)) }
    }
    switch mirror.displayStyle {
    case .collection:
      let elements = mirror.children.map { TextNode.Item(node: inner(&self, $0.value)) }
      return .group(open: "[", items: elements, close: "]")
    case .dictionary:
      let entries = mirror.children.compactMap { entry -> (key: Any, value: Any?)? in
        let pair = Array(Mirror(reflecting: entry.value).children)
        return pair.count == 2 ? (pair[0].value, .some(pair[1].value)) : nil
      }
      guard !entries.isEmpty else { return .text("[:]") }
      let items = sorted(entries, depth: depth, path: path).map { entry in
        TextNode.Item(label: inner(&self, entry.key).flat, node: inner(&self, entry.value as Any))
      }
      return .group(open: "[", items: items, close: "]")
    case .set:
      let members = sorted(mirror.children.map { ($0.value, nil) }, depth: depth, path: path)
        .map { TextNode.Item(node: inner(&self, $0.key)) }
      return .group(open: "Set([", items: members, close: "])")
    case .tuple:
      return .group(open: "(", items: fields(&self, Array(mirror.children)), close: ")")
    case .enum:
      guard let payload = mirror.children.first else { return .text(caseText(value)) }
      let open = ".\(payload.label ?? "")("
      let tuple = Mirror(reflecting: payload.value)
      guard tuple.displayStyle == .tuple else {
        return .group(
          open: open, items: [TextNode.Item(node: inner(&self, payload.value))], close: ")")
      }
      return .group(open: open, items: fields(&self, Array(tuple.children)), close: ")")
    default:
      let children = mirror.allChildren
      guard !children.isEmpty else {
        if mirror.displayStyle == .struct || mirror.displayStyle == .class,
          !(value is any CustomStringConvertible)
        {
          return .text("\(name)()")
        }
        return .text(withoutAddresses(String(describing: value)))
      }
      return .group(open: "\(name)(", items: fields(&self, children), close: ")")
    }
  }

  /// The node for a value read as a whole, or `nil` for a value read through its mirror.
  private mutating func leaf(_ value: Any, numbering: Bool) -> TextNode? {
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      return node(hashable.base, numbering: numbering, depth: 0, path: [])
    }
    switch value {
    case let string as String:
      return stringNode(string, numbering: numbering)
    case let substring as Substring:
      return stringNode(String(substring), numbering: numbering)
    case let character as Character:
      return .text(String(reflecting: character))
    case let uuid as UUID:
      return .text(placeholder(for: uuid.uuidString, numbering: numbering))
    case let date as Date:
      return .text(placeholder(for: date, numbering: numbering))
    case let url as URL:
      return .text("URL(\(withoutUUIDs(url.absoluteString, numbering: numbering)))")
    case let data as Data:
      return .text("Data(\(counted(data.count, "byte")))")
    case let decimal as Decimal:
      return .text(String(describing: decimal))
    case let bool as Bool:
      return .text(bool.description)
    case let integer as any BinaryInteger:
      return .text(integer.description)
    case let number as any FloatingPoint:
      return .text("\(number)")
    case let type as Any.Type:
      return .text("\(describeType(type)).self")
    default:
      return nil
    }
  }

  private mutating func stringNode(_ string: String, numbering: Bool) -> TextNode {
    .string(
      withoutUUIDs(string, numbering: numbering).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init))
  }

  /// Sorts the entries of a dictionary (or the members of a set, without values) by their text.
  private mutating func sorted(
    _ entries: [(key: Any, value: Any?)], depth: Int, path: Set<ObjectIdentifier>
  ) -> [(key: Any, value: Any?)] {
    let keyed = entries.map { entry in
      (
        entry: entry,
        key: node(entry.key, numbering: false, depth: depth + 1, path: path).flat,
        value: entry.value.map { node($0, numbering: false, depth: depth + 1, path: path).flat }
          ?? ""
      )
    }
    return keyed.sorted { ($0.key, $0.value) < ($1.key, $1.value) }.map(\.entry)
  }

  /// The placeholder of a UUID, such as `<UUID 1>`.
  private mutating func placeholder(for uuid: String, numbering: Bool) -> String {
    let key = uuid.uppercased()
    if let number = uuids[key] { return "<UUID \(number)>" }
    guard numbering else { return "<UUID>" }
    uuids[key] = uuids.count + 1
    return "<UUID \(uuids.count)>"
  }

  /// The placeholder of a date, such as `<Date 1>`.
  private mutating func placeholder(for date: Date, numbering: Bool) -> String {
    if let number = dates[date] { return "<Date \(number)>" }
    guard numbering else { return "<Date>" }
    dates[date] = dates.count + 1
    return "<Date \(dates.count)>"
  }

  /// Replaces every UUID in `text` (8-4-4-4-12 hexadecimal digits) with its placeholder.
  private mutating func withoutUUIDs(_ text: String, numbering: Bool) -> String {
    let bytes = Array(text.utf8)
    guard bytes.count >= 36 else { return text }
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if index + 36 <= bytes.count, isUUID(bytes, at: index) {
        let uuid = String(decoding: bytes[index..<(index + 36)], as: UTF8.self)
        result += Array(placeholder(for: uuid, numbering: numbering).utf8)
        index += 36
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}

/// Whether the 36 bytes at `start` are a UUID not inside a longer run of hexadecimal digits.
private func isUUID(_ bytes: [UInt8], at start: Int) -> Bool {
  let dashes: Set<Int> = [8, 13, 18, 23]
  for offset in 0..<36 {
    let byte = bytes[start + offset]
    guard dashes.contains(offset) ? byte == UInt8(ascii: "-") : isHexDigit(byte) else {
      return false
    }
  }
  let before = start > 0 ? bytes[start - 1] : nil
  let after = start + 36 < bytes.count ? bytes[start + 36] : nil
  return !(before.map(isHexDigit) ?? false) && !(after.map(isHexDigit) ?? false)
}

private func isHexDigit(_ byte: UInt8) -> Bool {
  (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
}

/// Replaces memory addresses (`0x` and eight or more hexadecimal digits) with `0x…`.
func withoutAddresses(_ text: String) -> String {
  let bytes = Array(text.utf8)
  var result: [UInt8] = []
  var index = 0
  while index < bytes.count {
    if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count,
      bytes[index + 1] == UInt8(ascii: "x")
    {
      var end = index + 2
      while end < bytes.count, isHexDigit(bytes[end]) { end += 1 }
      if end - index - 2 >= 8 {
        result += Array("0x…".utf8)
        index = end
        continue
      }
    }
    result.append(bytes[index])
    index += 1
  }
  return String(decoding: result, as: UTF8.self)
}

/// The text of an enum case without a payload: its name after a dot (`.sunny`), or the
/// description the type gives itself.
private func caseText(_ value: Any) -> String {
  if let custom = value as? any CustomStringConvertible {
    return withoutAddresses(custom.description)
  }
  return ".\(String(describing: value))"
}

/// A field's label as the type declares it: without a property wrapper's underscore, and none
/// for a tuple's unlabeled `.0`.
private func fieldLabel(_ label: String?) -> String? {
  guard let label, !label.isEmpty else { return nil }
  if label.hasPrefix("."), label.dropFirst().allSatisfy(\.isNumber) { return nil }
  return label.count > 1 && label.hasPrefix("_") ? String(label.dropFirst()) : label
}

extension Mirror {
  /// The children of this mirror's superclasses first, then its own.
  fileprivate var allChildren: [Child] {
    (superclassMirror?.allChildren ?? []) + Array(children)
  }
}
