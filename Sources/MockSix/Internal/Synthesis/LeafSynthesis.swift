internal import Foundation

extension InstanceSynthesizer {
  /// Makes a value that has no parts worth decoding: a number, `Bool`, `String`, or one of
  /// Foundation's `Date`, `URL`, `UUID`, `Data` and `Decimal`; `nil` for any other type.
  ///
  /// Random values: integers in 0...999 (capped by the type's maximum), floating-point numbers
  /// in 0...999.99 in steps of 0.01, strings of 4 to 10 lowercase letters, dates in whole seconds
  /// from 2001 to 2030, `https://example.com/` followed by a word, version-4 UUIDs, 1 to 8 bytes
  /// of data, and decimals in 0...999.99.
  func leaf<T>(_ type: T.Type) -> T? {
    if let integer = T.self as? any FixedWidthInteger.Type {
      return makeInteger(integer) as? T
    }
    if let real = T.self as? any BinaryFloatingPoint.Type {
      return makeReal(real) as? T
    }
    switch T.self {
    case is Bool.Type:
      return (bits() & 1 == 1) as? T
    case is String.Type:
      return (mode == .zero ? "" : word()) as? T
    case is Date.Type:
      return makeDate() as? T
    case is URL.Type:
      return makeURL() as? T
    case is UUID.Type:
      return makeUUID() as? T
    case is Data.Type:
      return Data((0..<(mode == .zero ? 0 : draw(in: 1...8))).map { _ in UInt8(draw(below: 256)) })
        as? T
    case is Decimal.Type:
      return (Decimal(draw(below: 100_000)) / 100) as? T
    default:
      return nil
    }
  }

  private func makeInteger<I: FixedWidthInteger>(_ type: I.Type) -> I {
    let bound = I.max >= 999 ? 1000 : Int(I.max) + 1
    return I(truncatingIfNeeded: draw(below: bound))
  }

  private func makeReal<F: BinaryFloatingPoint>(_ type: F.Type) -> F {
    F(Double(draw(below: 100_000)) / 100)
  }

  private func makeDate() -> Date {
    // NB: 30 years of 365 days; whole seconds, so the value survives any date coding strategy.
    Date(timeIntervalSinceReferenceDate: Double(draw(below: 30 * 365 * 86_400)))
  }

  private func makeURL() -> URL {
    guard mode == .random else { return URL.mockDefault }
    return URL(string: "https://example.com/\(word())") ?? URL.mockDefault
  }

  private func makeUUID() -> UUID {
    guard mode == .random else { return UUID.mockDefault }
    let high = bits() & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000
    let low = bits() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
    let byte = { (word: UInt64, index: Int) in UInt8(truncatingIfNeeded: word >> (56 - 8 * index)) }
    return UUID(
      uuid: (
        byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
        byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
        byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
      ))
  }
}
