import Foundation
import Testing

@testable import MockSix

/// Checks the one table of makeable types against the code that makes and compares them.
@Suite struct MakeableTypesTests {
  /// Whether the synthesizer makes a random value of `type` by itself, without decoding.
  private static func synthesizerMakes<T>(_ type: T.Type) -> Bool {
    InstanceSynthesizer(seed: 1).leaf(T.self) != nil
  }

  /// Whether the default MockSix makes for `type` is its `MockDefault` value.
  private static func defaultIsMockDefault<T: MockDefault>(_ type: T.Type) -> Bool {
    guard case .success(let value) = synthesizedDefault(T.self) else { return false }
    return describeValue(value) == describeValue(T.mockDefault)
  }

  @Test func everyScalarIsComparedWhole() {
    for type in MakeableTypes.scalars {
      #expect(MakeableTypes.isScalar(type), "\(type)")
    }
    #expect(!MakeableTypes.isScalar([Int].self))
    #expect(!MakeableTypes.isScalar(ThreadID.self))
  }

  @Test func everyScalarDefaultsToItsMockDefault() {
    // NB: A made-up UUID differs from every other, so its default cannot equal a second one.
    for type in MakeableTypes.scalars where type != UUID.self {
      let isMockDefault = Self.defaultIsMockDefault(type)
      #expect(isMockDefault, "\(type)")
    }
  }

  @Test func theSynthesizerMakesEveryScalarButTheCharacterTypes() {
    for type in MakeableTypes.scalars {
      let madeByHand = type == Substring.self || type == Character.self
      let made = Self.synthesizerMakes(type)
      #expect(made == !madeByHand, "\(type)")
    }
  }

  @Test func theNamesListScalarsThenCollections() {
    #expect(MakeableTypes.names.first == "Bool")
    let collections: [String] = ["Optional", "Array", "ContiguousArray", "Dictionary", "Set"]
    let lastNames: [String] = Array(MakeableTypes.names.suffix(5))
    #expect(lastNames == collections)
    #expect(MakeableTypes.names.count == MakeableTypes.scalars.count + 5)
  }

  @Test func everyEmptyWrapperIsMadeEmpty() throws {
    let made: [(name: String, isEmpty: Bool?)] = [
      (
        "AnySequence",
        (try? synthesizedDefault(AnySequence<Int>.self).get()).map { Array($0).isEmpty }
      ),
      ("AnyCollection", try? synthesizedDefault(AnyCollection<Int>.self).get().isEmpty),
      (
        "AnyBidirectionalCollection",
        try? synthesizedDefault(AnyBidirectionalCollection<Int>.self).get().isEmpty
      ),
      (
        "AnyRandomAccessCollection",
        try? synthesizedDefault(AnyRandomAccessCollection<Int>.self).get().isEmpty
      ),
      ("AnyIterator", try? synthesizedDefault(AnyIterator<Int>.self).get().next() == nil),
    ]
    #expect(made.map(\.name) == MakeableTypes.emptyWrapperNames)
    for entry in made {
      #expect(entry.isEmpty == true, "\(entry.name)")
    }
  }
}
