/// The decoder a type's own `init(from:)` reads when the synthesizer makes a value of it.
///
/// Every key is present and every value is made by the synthesizer, so a `Decodable` type gets
/// what its `init(from:)` asks for. Optionals are `nil` in zero mode; unkeyed containers hold 0
/// elements in zero mode and 1 to 3 in random mode, and still supply values past their end for
/// types that read a fixed number of them. A keyed container whose keys are the cases of an
/// enum offers exactly one of them, as a `Codable` enum with payloads expects.
final class SynthesizingDecoder: Decoder {
  let synthesizer: InstanceSynthesizer
  let codingPath: [any CodingKey]
  let choice: CaseChoice

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(_ synthesizer: InstanceSynthesizer, at path: [any CodingKey], choice: CaseChoice) {
    self.synthesizer = synthesizer
    codingPath = path
    self.choice = choice
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(KeyedSynthesisContainer<Key>(decoder: self))
  }

  func unkeyedContainer() -> any UnkeyedDecodingContainer {
    UnkeyedSynthesisContainer(decoder: self)
  }

  func singleValueContainer() -> any SingleValueDecodingContainer {
    SingleValueSynthesisContainer(decoder: self)
  }

  /// A decoder for a value nested at `key`, with its own case choice.
  func nested(at key: any CodingKey) -> SynthesizingDecoder {
    SynthesizingDecoder(synthesizer, at: codingPath + [key], choice: CaseChoice(deferring: []))
  }

  /// The keys a keyed container lists: one case of an enum of keys, else dictionary keys.
  func allKeys<Key: CodingKey>(_ type: Key.Type) -> [Key] {
    let cases =
      (Key.self as? any CaseIterable.Type).map { iterableKeys($0) as? [Key] ?? [] }
      ?? PayloadFreeEnum.cases(of: Key.self) ?? []
    guard !cases.isEmpty else {
      return (0..<synthesizer.elementCount()).compactMap { _ in
        Key(stringValue: synthesizer.word())
      }
    }
    let index = choice.pick(among: cases.count) { synthesizer.draw(below: cases.count) }
    return [cases[index]]
  }

  private func iterableKeys<C: CaseIterable>(_ type: C.Type) -> [Any] {
    Array(C.allCases)
  }
}

/// The keyed container of `SynthesizingDecoder`.
struct KeyedSynthesisContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: SynthesizingDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }
  var allKeys: [Key] { decoder.allKeys(Key.self) }

  func contains(_ key: Key) -> Bool { true }

  func decodeNil(forKey key: Key) -> Bool {
    !decoder.synthesizer.fills
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.synthesizer.make(T.self, at: codingPath + [key])
  }

  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    decoder.synthesizer.makeIfFilled(T.self, at: codingPath + [key])
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try make(key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try make(key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try make(key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try make(key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try make(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try make(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try make(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try make(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try make(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try make(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try make(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try make(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try make(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try make(key) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try make(key) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try make(key) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    -> KeyedDecodingContainer<NestedKey>
  {
    decoder.nested(at: key).container(keyedBy: NestedKey.self)
  }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
    decoder.nested(at: key).unkeyedContainer()
  }

  func superDecoder() -> any Decoder {
    decoder.nested(at: SynthesisKey(string: "super"))
  }

  func superDecoder(forKey key: Key) -> any Decoder {
    decoder.nested(at: key)
  }

  private func make<T: Decodable>(_ key: Key) throws -> T {
    try decoder.synthesizer.make(T.self, at: codingPath + [key])
  }
}

/// The unkeyed container of `SynthesizingDecoder`.
struct UnkeyedSynthesisContainer: UnkeyedDecodingContainer {
  let decoder: SynthesizingDecoder
  let count: Int?
  private(set) var currentIndex = 0

  init(decoder: SynthesizingDecoder) {
    self.decoder = decoder
    count = decoder.synthesizer.elementCount()
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  mutating func decodeNil() -> Bool {
    guard !decoder.synthesizer.fills else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try make(type)
  }

  mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
    let key = SynthesisKey(index: currentIndex)
    currentIndex += 1
    return decoder.synthesizer.makeIfFilled(T.self, at: codingPath + [key])
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try make(type) }
  mutating func decode(_ type: String.Type) throws -> String { try make(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try make(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try make(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try make(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try make(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try make(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try make(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try make(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try make(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try make(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try make(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try make(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try make(type) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func decode(_ type: Int128.Type) throws -> Int128 { try make(type) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try make(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
    -> KeyedDecodingContainer<NestedKey>
  {
    nextDecoder().container(keyedBy: NestedKey.self)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer {
    nextDecoder().unkeyedContainer()
  }

  mutating func superDecoder() -> any Decoder {
    nextDecoder()
  }

  private mutating func make<T: Decodable>(_ type: T.Type) throws -> T {
    let key = SynthesisKey(index: currentIndex)
    currentIndex += 1
    return try decoder.synthesizer.make(T.self, at: codingPath + [key])
  }

  private mutating func nextDecoder() -> SynthesizingDecoder {
    let key = SynthesisKey(index: currentIndex)
    currentIndex += 1
    return decoder.nested(at: key)
  }
}

/// The single-value container of `SynthesizingDecoder`.
struct SingleValueSynthesisContainer: SingleValueDecodingContainer {
  let decoder: SynthesizingDecoder

  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    !decoder.synthesizer.fills
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try make(type)
  }

  func decode(_ type: Bool.Type) throws -> Bool { try make(type) }
  func decode(_ type: String.Type) throws -> String { try make(type) }
  func decode(_ type: Double.Type) throws -> Double { try make(type) }
  func decode(_ type: Float.Type) throws -> Float { try make(type) }
  func decode(_ type: Int.Type) throws -> Int { try make(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try make(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try make(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try make(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try make(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try make(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try make(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try make(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try make(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try make(type) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func decode(_ type: Int128.Type) throws -> Int128 { try make(type) }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func decode(_ type: UInt128.Type) throws -> UInt128 { try make(type) }

  private func make<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.synthesizer.make(T.self, at: codingPath)
  }
}
