/// The pseudo-random number generator behind seeded test data: SplitMix64.
///
/// SplitMix64 (Steele, Lea and Flood, 2014, as published by Sebastiano Vigna) adds the golden
/// ratio constant `0x9E3779B97F4A7C15` to a 64-bit state and scrambles the result. It uses only
/// wrapping integer arithmetic, so one seed gives the same numbers on every platform, with every
/// compiler and in every run. Bounded numbers are taken with a multiply-shift, never with the
/// standard library's `random(in:using:)`, whose algorithm may change between Swift releases.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose first numbers are fixed by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 pseudo-random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`, from the high half of the 128-bit product of `bound` and `next()`.
  ///
  /// Returns 0 when `bound` is 0.
  mutating func next(below bound: UInt64) -> UInt64 {
    bound.multipliedFullWidth(by: next()).high
  }

  /// A number in `range`, which must not be empty.
  mutating func next(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next(below: width))
  }
}
