import Dispatch
import Foundation
import MockSix

/// A 10-field nested `Decodable` struct, as an app's model might look.
struct BenchForecast: Decodable {
  var id: Int
  var city: String
  var latitude: Double
  var longitude: Double
  var condition: BenchCondition
  var high: Int
  var low: Int
  var hourly: [Int]
  var station: BenchStation
  var note: String?
}

struct BenchStation: Decodable {
  var name: String
  var elevation: Int
}

enum BenchCondition: String, Decodable, CaseIterable {
  case sunny, cloudy, rainy
}

/// A mock returning the struct: unstubbed without a written default, and with one.
final class MockForecastSource: Mock, Sendable {
  enum Methods: Int {
    case synthesized, written, stored
  }
  typealias MockMethod = Methods

  static let stored = BenchForecast(
    id: 0, city: "", latitude: 0, longitude: 0, condition: .sunny, high: 0, low: 0, hourly: [],
    station: BenchStation(name: "", elevation: 0), note: nil)

  func synthesized() -> BenchForecast {
    registerInvocation(for: .synthesized)
  }

  /// The default as a hand-written mock writes it: the value, spelled out in the call.
  func written() -> BenchForecast {
    registerInvocation(
      for: .written,
      andReturn: BenchForecast(
        id: 0, city: "", latitude: 0, longitude: 0, condition: .sunny, high: 0, low: 0,
        hourly: [], station: BenchStation(name: "", elevation: 0), note: nil))
  }

  /// The default made once and kept in a static property, the cheapest a mock can write.
  func stored() -> BenchForecast {
    registerInvocation(for: .stored, andReturn: Self.stored)
  }
}

/// The figures of the synthesis benchmark, for a caller that checks them against targets.
struct SynthesisFigures {
  /// Seeded instances of `BenchForecast` made per second by `generate`.
  var generatedPerSecond: Double
  /// Nanoseconds per generated instance over nanoseconds per hand-built instance.
  var generatedOverHandBuilt: Double
  /// Nanoseconds of the first unstubbed call returning the struct in this process.
  var firstUnstubbedCall: Double
  /// Nanoseconds per later unstubbed call returning the struct.
  var laterUnstubbedCall: Double
  /// Nanoseconds per call returning the struct from a default written in the mock's call.
  var writtenDefaultCall: Double
  /// Nanoseconds per call returning the struct from a default kept in a static property.
  var storedDefaultCall: Double
}

/// Times seeded generation and unstubbed calls of a 10-field nested struct; prints four lines.
///
/// Generation makes 10,000 instances with `generate(_:count:seed:)` and compares it with
/// building the same 10,000 structs by hand from a random generator of the same kind. The calls
/// compare the first unstubbed call (which synthesizes the zero instance, with the runtime's
/// first conformance lookups), later unstubbed calls (answered from the value the store kept),
/// and calls with a written default. Every figure but the first call is the best of several
/// rounds.
@discardableResult
func runSynthesisBenchmark() -> SynthesisFigures {
  let count = 10_000
  let mock = MockForecastSource()
  var start = now()
  _ = mock.synthesized()
  let firstCall = Double(now() - start)

  var generated = Double.infinity
  for round in 0..<5 {
    start = now()
    let values = try? generate(BenchForecast.self, count: count, seed: UInt64(round))
    generated = min(generated, Double(now() - start) / Double(count))
    if values?.count != count { print("synthesis: generate failed") }
  }
  var handBuilt = Double.infinity
  for round in 0..<5 {
    start = now()
    let values = handBuiltForecasts(count: count, seed: UInt64(round))
    handBuilt = min(handBuilt, Double(now() - start) / Double(count))
    withExtendedLifetime(values) {}
  }
  let later = perUnstubbedCall(calls: count) { _ = mock.synthesized() }
  let written = perUnstubbedCall(calls: count) { _ = mock.written() }
  let stored = perUnstubbedCall(calls: count) { _ = mock.stored() }
  mock.resetMock()

  print(
    "synthesis: generate \(format(1e9 / generated / 1_000)) k instances/s of a 10-field nested "
      + "struct (\(format(generated / 1_000, 2)) µs each, \(format(generated / handBuilt)) × "
      + "building it by hand at \(format(handBuilt)) ns)")
  print(
    "unstubbed call returning it: first \(format(firstCall / 1_000)) µs, later "
      + "\(format(later)) ns (\(format(later / written, 2)) × a default written in the call at "
      + "\(format(written)) ns, \(format(later / stored, 2)) × one kept in a static at "
      + "\(format(stored)) ns)")
  return SynthesisFigures(
    generatedPerSecond: 1e9 / generated, generatedOverHandBuilt: generated / handBuilt,
    firstUnstubbedCall: firstCall, laterUnstubbedCall: later, writtenDefaultCall: written,
    storedDefaultCall: stored)
}

/// Nanoseconds per call of `body`, `calls` times on a fresh log, best of `rounds` rounds.
@inline(never)
private func perUnstubbedCall(rounds: Int = 5, calls: Int, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<rounds {
    resetMockSix()
    let start = now()
    for _ in 0..<calls { body() }
    best = min(best, Double(now() - start) / Double(calls))
  }
  return best
}

/// Builds `count` forecasts by hand, with values drawn as the synthesizer draws them.
@inline(never)
private func handBuiltForecasts(count: Int, seed: UInt64) -> [BenchForecast] {
  var random = BenchRandom(state: seed)
  var forecasts: [BenchForecast] = []
  forecasts.reserveCapacity(count)
  for _ in 0..<count {
    forecasts.append(
      BenchForecast(
        id: random.below(1_000), city: random.word(), latitude: Double(random.below(100_000)) / 100,
        longitude: Double(random.below(100_000)) / 100,
        condition: BenchCondition.allCases[random.below(3)], high: random.below(1_000),
        low: random.below(1_000),
        hourly: (0..<(1 + random.below(3))).map { _ in random.below(1_000) },
        station: BenchStation(name: random.word(), elevation: random.below(1_000)),
        note: random.word()))
  }
  return forecasts
}

/// SplitMix64, as the synthesizer uses it, for the hand-built structs.
private struct BenchRandom {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int {
    Int(UInt64(bound).multipliedFullWidth(by: next()).high)
  }

  mutating func word() -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
    var word = String.UnicodeScalarView()
    for _ in 0..<(4 + below(7)) { word.append(letters[below(26)]) }
    return String(word)
  }
}
