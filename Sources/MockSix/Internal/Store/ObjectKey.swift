/// A dictionary key for a mock object or a type that hashes its address with a cheap mixer.
///
/// Every call to a mock that is not the one called last looks its state up by object, and every
/// unstubbed call answered by a made-up default looks the default up by type, so the key's hash
/// is on the hot path.
struct ObjectKey: Hashable {
  let id: ObjectIdentifier

  init(_ id: ObjectIdentifier) {
    self.id = id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  // NB: `Dictionary` buckets by `_rawHashValue(seed:)`; overriding it replaces SipHash with a
  //     64-bit finalizer, which is enough for addresses and several times faster.
  func _rawHashValue(seed: Int) -> Int {
    var bits = UInt64(UInt(bitPattern: id)) ^ UInt64(UInt(bitPattern: seed))
    bits ^= bits >> 33
    bits &*= 0xff51_afd7_ed55_8ccd
    bits ^= bits >> 33
    return Int(truncatingIfNeeded: bits)
  }
}
