import Foundation
import Testing

@testable import MockSix

/// A type with both a `MockDefault` and cases: the `MockDefault` wins.
enum Priority: String, Decodable, CaseIterable, MockDefault {
  case low, normal, high
  static var mockDefault: Priority { .normal }
}

/// An enum that conforms to nothing.
enum Direction {
  case north, south
}

/// A failure that can be made.
enum FetchError: Error, Decodable, Equatable {
  case offline
}

/// The default chain of an unstubbed call, type by type.
@Suite struct SynthesizedDefaultTests {
  func value<T>(_ type: T.Type) throws -> T {
    try synthesizedDefault(T.self).get()
  }

  @Test func mockDefaultComesFirst() throws {
    #expect(try value(Priority.self) == .normal)
    #expect(try value(User.self) == User.mockDefault)
    #expect(try value(Int.self) == 0)
  }

  @Test func foundationTypesHaveDocumentedDefaults() throws {
    #expect(try value(Date.self) == Date(timeIntervalSinceReferenceDate: 0))
    #expect(try value(URL.self).absoluteString == "https://example.com")
    #expect(try value(UUID.self).uuidString.hasPrefix("00000000-0000-0000-0000-"))
    #expect(try value(UUID.self) != value(UUID.self), "two made-up IDs never collide")
    #expect(try value(Decimal.self) == 0)
    #expect(try value(Data.self) == Data())
  }

  @Test func caseIterableGivesItsFirstCase() throws {
    #expect(try value(Condition.self) == .sunny)
  }

  @Test func enumWithoutConformancesGivesItsFirstCase() throws {
    #expect(try value(Direction.self) == .north)
  }

  @Test func decodableGivesItsZeroInstance() throws {
    #expect(
      try value(Forecast.self)
        == Forecast(
          location: Location(city: "", latitude: 0, longitude: 0), condition: .sunny, high: 0,
          low: 0, hourly: [], note: nil))
    #expect(try value([Forecast].self) == [])
    #expect(try value(Level.self) == .low)
  }

  @Test func decodableThatRejectsZerosGivesItsSeedZeroInstance() throws {
    struct NonEmpty: Decodable, Equatable {
      var text: String
      init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
        if text.isEmpty { throw CancellationError() }
      }
    }
    #expect(try value(NonEmpty.self).text == generate(NonEmpty.self, seed: 0).text)
  }

  @Test func resultGivesASuccessWhenItCan() throws {
    let result = try value(Result<Forecast, WeatherError>.self)
    #expect(try result.get() == value(Forecast.self))
    #expect(try value(Result<[Int], Never>.self).get() == [])
  }

  @Test func resultGivesAFailureWhenNoSuccessCanBeMade() throws {
    let result = try value(Result<Opaque, FetchError>.self)
    #expect(throws: FetchError.offline) { try result.get() }
  }

  @Test func resultOfTypesThatCannotBeMadeFails() {
    let result = synthesizedDefault(Result<Opaque, Never>.self)
    #expect(throws: GenerationError.self) { try result.get() }
  }

  @Test func typeThatIsNothingOfTheseFailsWithAReason() {
    #expect {
      try synthesizedDefault(Opaque.self).get()
    } throws: { error in
      "\(error)" == "cannot make MockSixTests.Opaque: it is neither MockDefault, CaseIterable, "
        + "an enum without payloads, Decodable, a Result of such types nor a struct whose stored "
        + "properties can be made"
    }
  }

  @Test func decodableThatCannotBeMadeFailsWithItsReason() {
    #expect {
      try synthesizedDefault(Order.self).get()
    } throws: { error in
      "\(error)" == """
        cannot make MockSixTests.Payment at payment: its init(from:) threw "not a payment"
        """
    }
  }

  @Test func eachCallMakesANewValue() throws {
    final class Box: Decodable {
      var items: [Int]
    }
    #expect(try value(Box.self) !== value(Box.self))
  }
}
