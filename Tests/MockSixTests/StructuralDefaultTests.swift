import Testing

@testable import MockSix

/// An app's error with a payload and no default: `Result<Void, SaveError>` must not fail.
enum SaveError: Error {
  case rejected(reason: String)
}

/// An error without payloads, which MockSix can make: `Result<Void, PlainError>` must still succeed.
enum PlainError: Error {
  case offline, timeout
}

/// An email address that rejects the zero value and most drawn ones in its `init(from:)`.
struct EmailAddress: Decodable, Equatable {
  var raw: String

  init(from decoder: any Decoder) throws {
    let raw = try decoder.singleValueContainer().decode(String.self)
    guard raw.count >= 8 else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "too short"))
    }
    self.raw = raw
  }
}

/// A code of exactly six letters, which rejects the zero value and the values of seeds 0 to 4.
struct SixLetterCode: Decodable, Equatable {
  var raw: String

  init(from decoder: any Decoder) throws {
    let raw = try decoder.singleValueContainer().decode(String.self)
    guard raw.count == 6 else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not six"))
    }
    self.raw = raw
  }
}

/// A mock whose unstubbed members return the values Swift can make without you.
final class MockDrafts: Mock, Sendable {
  enum Methods: Int {
    case saveDraft, pair, labeled, titles, email, nothing, range, maybe, handler
  }
  typealias MockMethod = Methods

  func saveDraft() -> Result<Void, SaveError> { registerInvocation(for: .saveDraft) }
  func pair() -> (Weather, Opaque?) { registerInvocation(for: .pair) }
  func labeled() -> (forecast: Weather, fromCache: Bool) { registerInvocation(for: .labeled) }
  func titles() -> AnyCollection<Opaque> { registerInvocation(for: .titles) }
  func email() -> EmailAddress { registerInvocation(for: .email) }
  func nothing() -> Result<Void, PlainError> { registerInvocation(for: .nothing) }
  func range() -> Range<Int> { registerInvocation(for: .range) }
  func maybe() -> [Opaque] { registerInvocation(for: .maybe) }
  func handler() -> @Sendable (String) -> Weather { registerInvocation(for: .handler) }
}

/// Values Swift can make without you: `()`, tuples, empty collections and wrappers, ranges.
@Suite struct StructuralDefaultTests {
  func value<T>(_ type: T.Type) throws -> T {
    try synthesizedDefault(T.self).get()
  }

  @Test func voidResultsSucceed() throws {
    #expect(throws: Never.self) { try value(Void.self) }
    #expect(try value(Result<Void, SaveError>.self).isSuccess)
    #expect(try value(Result<Void, PlainError>.self).isSuccess)
    #expect(try value(Result<Void, any Error>.self).isSuccess)
  }

  @Test func tuplesAreMadeElementByElementWithTheirLabels() throws {
    let pair = try value((Int, String).self)
    #expect(pair.0 == 0 && pair.1 == "")
    let labeled = try value((forecast: Weather, fromCache: Bool, note: String?).self)
    #expect(labeled.forecast == .sunny && labeled.fromCache == false && labeled.note == nil)
    let nested = try value((Int8, (Int64, [Opaque]), Weather).self)
    #expect(nested.0 == 0 && nested.1.0 == 0 && nested.1.1.isEmpty && nested.2 == .sunny)
    let classes = try value((ReferenceBox, Int).self)
    #expect(classes.0.count == 0)
  }

  @Test func aTupleWithAnElementThatCannotBeMadeSaysWhich() {
    #expect {
      try value((Int, Opaque).self)
    } throws: { error in
      "\(error)".contains("its element MockSixTests.Opaque cannot be made")
    }
  }

  @Test func closuresReturnTheDefaultOfTheirResult() async throws {
    let handler = try value(((String, Int) -> Weather).self)
    #expect(handler("a", 1) == .sunny)
    let completion = try value((@Sendable (Result<Void, SaveError>) -> Void).self)
    completion(.success(()))
    let loader = try value((@Sendable (URLLike) async throws -> [Opaque]).self)
    #expect(try await loader(URLLike()).isEmpty)
    let maker = try value((() -> (Int, name: String)).self)
    #expect(maker().name == "")
    let six = try value(((Int, Int, Int, Int, Int, Int) -> Bool).self)
    #expect(six(1, 2, 3, 4, 5, 6) == false)
  }

  @Test func aClosureWhoseResultCannotBeMadeSaysSo() {
    #expect {
      try value(((Int) -> Opaque).self)
    } throws: { error in
      "\(error)".contains("its result cannot be made")
    }
    #expect(throws: GenerationError.self) { try value(((inout Int) -> Void).self) }
  }

  @Test func collectionsAndTypeErasingWrappersAreEmpty() throws {
    #expect(try value([Opaque].self).isEmpty)
    #expect(try value([String: Opaque].self).isEmpty)
    #expect(try value(Set<Int>.self).isEmpty)
    #expect(try value(ArraySlice<Opaque>.self).isEmpty)
    #expect(try value(AnyCollection<Opaque>.self).isEmpty)
    #expect(try value(AnyBidirectionalCollection<Opaque>.self).isEmpty)
    #expect(try value(AnyRandomAccessCollection<Opaque>.self).isEmpty)
    #expect(Array(try value(AnySequence<Opaque>.self)).isEmpty)
    let iterator = try value(AnyIterator<Opaque>.self)
    #expect(iterator.next() == nil)
    #expect(try value(Opaque?.self) == nil)
  }

  @Test func rangesAreEmpty() throws {
    #expect(try value(Range<Int>.self) == 0..<0)
    #expect(try value(Range<String>.self).isEmpty)
  }

  @Test func aDecodableTypeThatRejectsZerosGetsFurtherSeeds() throws {
    let email = try value(EmailAddress.self)
    #expect(email.raw.count >= 8)
  }

  @Test func aDecodableTypeThatRejectsSeedZeroTooGetsALaterSeed() throws {
    #expect((try? InstanceSynthesizer(seed: 0).makeValue(SixLetterCode.self)) == nil)
    #expect(try value(SixLetterCode.self).raw.count == 6)
  }

  @Test func generateSuggestsUsingAndWithWhenTheTypeRejectsItsValues() {
    #expect {
      try generate(Order.self, seed: 7)
    } throws: { error in
      (error as? GenerationError)?.suggestion
        == "pass a valid MockSixTests.Payment with using:, or set the field at payment with with:"
    }
  }

  @Test func unstubbedCallsAnswerAndReportNothing() {
    let drafts = MockDrafts()
    let failures = FailureRecorder.recording {
      #expect(drafts.saveDraft().isSuccess)
      #expect(drafts.nothing().isSuccess)
      let pair = drafts.pair()
      #expect(pair.0 == .sunny && pair.1 == nil)
      let labeled = drafts.labeled()
      #expect(labeled.forecast == .sunny && !labeled.fromCache)
      #expect(drafts.titles().isEmpty)
      #expect(drafts.email().raw.count >= 8)
      #expect(drafts.range().isEmpty)
      #expect(drafts.maybe().isEmpty)
      let handled: Weather = drafts.handler()("now")
      #expect(handled == .sunny)
    }
    #expect(failures.isEmpty, "\(failures.map(\.message))")
    #expect(drafts.invocations.count == 9)
  }
}

/// A parameter type MockSix cannot make, which a made-up closure simply ignores.
struct URLLike: Sendable {}

/// A class element of a tuple, to check that made-up tuples retain what they hold.
final class ReferenceBox: Decodable {
  var count = 0
}

extension Result {
  var isSuccess: Bool {
    if case .success = self { true } else { false }
  }
}
