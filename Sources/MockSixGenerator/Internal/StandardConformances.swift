/// The standard library's protocols that its common types conform to unconditionally, by name,
/// for what the symbol graph of a user's module does not show.
///
/// Only unconditional conformances are listed: `[Element]` is a `Collection` whatever its
/// element, but `Hashable` only when its element is, which is not known here.
enum StandardConformances {
  private static let collection: Set<String> = [
    "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
    "MutableCollection", "RangeReplaceableCollection",
  ]
  private static let value: Set<String> = [
    "Equatable", "Hashable", "Sendable", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible", "CustomDebugStringConvertible",
  ]
  private static let integer: Set<String> = value.union([
    "Comparable", "Numeric", "AdditiveArithmetic", "BinaryInteger", "FixedWidthInteger",
    "Strideable", "ExpressibleByIntegerLiteral", "LosslessStringConvertible",
  ])
  private static let floatingPoint: Set<String> = value.union([
    "Comparable", "Numeric", "AdditiveArithmetic", "SignedNumeric", "FloatingPoint",
    "BinaryFloatingPoint", "Strideable", "ExpressibleByFloatLiteral",
    "ExpressibleByIntegerLiteral", "LosslessStringConvertible",
  ])

  /// The protocols each type conforms to, by the type's name.
  private static let byType: [String: Set<String>] = [
    "Array": collection.union(["ExpressibleByArrayLiteral"]),
    "ContiguousArray": collection.union(["ExpressibleByArrayLiteral"]),
    "Set": ["Sequence", "Collection", "ExpressibleByArrayLiteral", "SetAlgebra"],
    "Dictionary": ["Sequence", "Collection", "ExpressibleByDictionaryLiteral"],
    "String": value.union(collection).subtracting(["MutableCollection"]).union([
      "Comparable", "StringProtocol", "ExpressibleByStringLiteral", "LosslessStringConvertible",
      "TextOutputStream", "TextOutputStreamable",
    ]),
    "Bool": value.union(["ExpressibleByBooleanLiteral", "LosslessStringConvertible"]),
    "Int": integer.union(["SignedInteger", "SignedNumeric"]),
    "Int8": integer.union(["SignedInteger", "SignedNumeric"]),
    "Int16": integer.union(["SignedInteger", "SignedNumeric"]),
    "Int32": integer.union(["SignedInteger", "SignedNumeric"]),
    "Int64": integer.union(["SignedInteger", "SignedNumeric"]),
    "UInt": integer.union(["UnsignedInteger"]),
    "UInt8": integer.union(["UnsignedInteger"]),
    "UInt16": integer.union(["UnsignedInteger"]),
    "UInt32": integer.union(["UnsignedInteger"]),
    "UInt64": integer.union(["UnsignedInteger"]),
    "Double": floatingPoint,
    "Float": floatingPoint,
    "Never": ["Equatable", "Hashable", "Sendable", "Comparable", "Error", "Identifiable"],
  ]

  /// Whether the standard library's type `type` conforms to `protocolName` whatever its
  /// generic arguments; false when not known.
  static func conforms(_ type: String, to protocolName: String) -> Bool {
    byType[type]?.contains(protocolName) ?? false
  }
}
