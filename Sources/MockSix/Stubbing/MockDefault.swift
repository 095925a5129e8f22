public import Foundation

/// A type that supplies the result of an unstubbed call to a mocked method.
///
/// Numbers, `Bool`, strings, optionals and collections have one built in. Conform your own
/// types so that mocks, including generated ones, can return them before they are stubbed:
///
/// ```swift
/// extension User: MockDefault {
///   static var mockDefault: User { User(id: 0, name: "") }
/// }
/// ```
///
/// A mock can override a type's default with `setDefault(_:)`.
public protocol MockDefault {
  /// The value an unstubbed call returns.
  static var mockDefault: Self { get }
}

extension Bool: MockDefault {
  /// False.
  public static var mockDefault: Bool { false }
}

extension String: MockDefault {
  /// The empty string.
  public static var mockDefault: String { "" }
}

extension Substring: MockDefault {
  /// The empty substring.
  public static var mockDefault: Substring { "" }
}

extension Character: MockDefault {
  /// A space.
  public static var mockDefault: Character { " " }
}

extension Optional: MockDefault {
  /// Nil.
  public static var mockDefault: Wrapped? { nil }
}

extension Array: MockDefault {
  /// The empty array.
  public static var mockDefault: [Element] { [] }
}

extension ContiguousArray: MockDefault {
  /// The empty array.
  public static var mockDefault: ContiguousArray<Element> { [] }
}

extension Dictionary: MockDefault {
  /// The empty dictionary.
  public static var mockDefault: [Key: Value] { [:] }
}

extension Set: MockDefault {
  /// The empty set.
  public static var mockDefault: Set<Element> { [] }
}

extension Data: MockDefault {
  /// Empty data.
  public static var mockDefault: Data { Data() }
}

extension Int: MockDefault {
  /// Zero.
  public static var mockDefault: Int { 0 }
}

extension Int8: MockDefault {
  /// Zero.
  public static var mockDefault: Int8 { 0 }
}

extension Int16: MockDefault {
  /// Zero.
  public static var mockDefault: Int16 { 0 }
}

extension Int32: MockDefault {
  /// Zero.
  public static var mockDefault: Int32 { 0 }
}

extension Int64: MockDefault {
  /// Zero.
  public static var mockDefault: Int64 { 0 }
}

extension UInt: MockDefault {
  /// Zero.
  public static var mockDefault: UInt { 0 }
}

extension UInt8: MockDefault {
  /// Zero.
  public static var mockDefault: UInt8 { 0 }
}

extension UInt16: MockDefault {
  /// Zero.
  public static var mockDefault: UInt16 { 0 }
}

extension UInt32: MockDefault {
  /// Zero.
  public static var mockDefault: UInt32 { 0 }
}

extension UInt64: MockDefault {
  /// Zero.
  public static var mockDefault: UInt64 { 0 }
}

extension Double: MockDefault {
  /// Zero.
  public static var mockDefault: Double { 0 }
}

extension Float: MockDefault {
  /// Zero.
  public static var mockDefault: Float { 0 }
}

extension Date: MockDefault {
  /// The reference date, 2001-01-01 00:00:00 UTC, which a date's own coding form writes as 0.
  public static var mockDefault: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

extension URL: MockDefault {
  /// The home page of example.com over HTTPS, a domain reserved for examples and tests (RFC 2606).
  public static var mockDefault: URL {
    // NB: The string is a valid URL, so the file URL is never used; it keeps this free of `!`.
    URL(string: "https://example.com") ?? URL(fileURLWithPath: "/")
  }
}

extension UUID: MockDefault {
  /// A UUID that no other made-up default has: 00000000-0000-0000-0000-000000000001, then
  /// …0002, and so on through the process, so that two made-up IDs never collide.
  public static var mockDefault: UUID {
    let number = MockStore.shared.makeDistinctNumber()
    return UUID(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: number >> 56),
        UInt8(truncatingIfNeeded: number >> 48), UInt8(truncatingIfNeeded: number >> 40),
        UInt8(truncatingIfNeeded: number >> 32), UInt8(truncatingIfNeeded: number >> 24),
        UInt8(truncatingIfNeeded: number >> 16), UInt8(truncatingIfNeeded: number >> 8),
        UInt8(truncatingIfNeeded: number)
      ))
  }
}

extension Decimal: MockDefault {
  /// Zero.
  public static var mockDefault: Decimal { 0 }
}

/// A built-in `MockDefault` whose value is the same on every read (all but `UUID`'s), so that an
/// unstubbed call keeps it and later calls are answered without making it again.
protocol ConstantMockDefault: MockDefault {}

extension Bool: ConstantMockDefault {}
extension String: ConstantMockDefault {}
extension Substring: ConstantMockDefault {}
extension Character: ConstantMockDefault {}
extension Optional: ConstantMockDefault {}
extension Array: ConstantMockDefault {}
extension ContiguousArray: ConstantMockDefault {}
extension Dictionary: ConstantMockDefault {}
extension Set: ConstantMockDefault {}
extension Data: ConstantMockDefault {}
extension Int: ConstantMockDefault {}
extension Int8: ConstantMockDefault {}
extension Int16: ConstantMockDefault {}
extension Int32: ConstantMockDefault {}
extension Int64: ConstantMockDefault {}
extension UInt: ConstantMockDefault {}
extension UInt8: ConstantMockDefault {}
extension UInt16: ConstantMockDefault {}
extension UInt32: ConstantMockDefault {}
extension UInt64: ConstantMockDefault {}
extension Double: ConstantMockDefault {}
extension Float: ConstantMockDefault {}
extension Date: ConstantMockDefault {}
extension URL: ConstantMockDefault {}
extension Decimal: ConstantMockDefault {}
