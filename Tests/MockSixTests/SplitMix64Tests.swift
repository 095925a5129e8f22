import Testing

@testable import MockSix

/// The generator behind seeded test data gives the published SplitMix64 numbers.
@Suite struct SplitMix64Tests {
  @Test func seedZeroGivesTheReferenceNumbers() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func boundedNumbersStayBelowTheBound() {
    var generator = SplitMix64(seed: 1)
    let numbers = (0..<1_000).map { _ in generator.next(below: 10) }
    #expect(numbers.allSatisfy { $0 < 10 })
    #expect(Set(numbers).count == 10)
    #expect(generator.next(below: 0) == 0)
  }

  @Test func numbersInARangeCoverIt() {
    var generator = SplitMix64(seed: 1)
    let numbers = (0..<1_000).map { _ in generator.next(in: -2...2) }
    #expect(Set(numbers) == [-2, -1, 0, 1, 2])
  }
}
