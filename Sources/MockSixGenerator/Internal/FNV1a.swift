/// The 64-bit FNV-1a hash, which needs no library: it fingerprints the mocks the type check
/// has read.
struct FNV1a: Sendable {
  /// The hash of what was added so far.
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Creates an empty hash.
  init() {}

  /// Adds bytes to the hash, such as a file's `Data`.
  mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }

  /// Adds a string's UTF-8 bytes to the hash.
  mutating func add(_ text: String) {
    for byte in text.utf8 {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
}
