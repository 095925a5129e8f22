import Foundation
import MockSix
import Testing

/// A type that rejects every value: it throws from `init(from:)`.
struct Unmakeable: Decodable, Equatable {
  var value = 1

  init(value: Int) {
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "never"))
  }
}

/// Two classes that contain each other through non-optional fields.
final class Chicken: Decodable {
  var egg: Egg
}

final class Egg: Decodable {
  var chicken: Chicken
}

/// `generate(_:seed:using:with:edit:)` and `generate(_:count:seed:using:with:edit:)`.
@Suite struct GenerateTests {
  @Test func seedSevenGivesTheSameForecastOnEveryPlatform() throws {
    // NB: Fixed values: a change to SplitMix64 or to how values are drawn fails this test.
    let forecast = try generate(Forecast.self, seed: 7)
    #expect(
      forecast
        == Forecast(
          location: Location(city: "axplgm", latitude: 328.07, longitude: 134.25),
          condition: .cloudy, high: 103, low: 959, hourly: [871, 864, 548], note: "iqtrcilxyb"))
  }

  @Test func seedOneGivesTheSameLeavesOnEveryPlatform() throws {
    #expect(try generate(Int8.self, count: 5, seed: 1) == [72, 95, 124, 56, 56])
    #expect(try generate(UInt8.self, count: 5, seed: 1) == [145, 190, 248, 113, 113])
    #expect(try generate(Date.self, seed: 1) == Date(timeIntervalSinceReferenceDate: 536_012_575))
    #expect(try generate(URL.self, seed: 1) == URL(string: "https://example.com/tzlltwn"))
    #expect(
      try generate(UUID.self, seed: 1) == UUID(uuidString: "910A2DEC-8902-4CC1-BEEB-8DA1658EEC67"))
    #expect(try generate(Data.self, seed: 1) == Data([0xbe, 0xf8, 0x71, 0x71, 0xc3]))
    #expect(try generate(Decimal.self, seed: 1) == Decimal(string: "566.56"))
    #expect(try generate([String: Set<Int>].self, seed: 3) == ["pbfqdxmx": [711, 480, 336]])
  }

  @Test func sameSeedGivesSameValue() throws {
    #expect(try generate(Forecast.self, seed: 42) == generate(Forecast.self, seed: 42))
    #expect(try generate(Member.self, seed: 42) == generate(Member.self, seed: 42))
  }

  @Test func differentSeedsGiveDifferentValues() throws {
    let forecasts: [Forecast] = try (0..<50).map { seed in try generate(Forecast.self, seed: seed) }
    let distinct: Set<String> = Set(forecasts.map { forecast in String(describing: forecast) })
    #expect(distinct.count == 50)
  }

  @Test func omittedSeedIsZero() throws {
    #expect(try generate(Forecast.self) == generate(Forecast.self, seed: 0))
    let inferred: Forecast = try generate(seed: 5)
    #expect(try inferred == generate(Forecast.self, seed: 5))
  }

  @Test func everyValueEncodesAndDecodesAgain() throws {
    for seed: UInt64 in 0..<100 {
      let forecast = try generate(Forecast.self, seed: seed)
      let data = try JSONEncoder().encode(forecast)
      #expect(try JSONDecoder().decode(Forecast.self, from: data) == forecast)
    }
  }

  @Test func randomValuesStayInTheirDocumentedRanges() throws {
    let forecasts = try generate(Forecast.self, count: 200, seed: 1)
    #expect(forecasts.allSatisfy { (0...999).contains($0.high) && (0...999).contains($0.low) })
    #expect(forecasts.allSatisfy { (1...3).contains($0.hourly.count) && $0.note != nil })
    #expect(forecasts.allSatisfy { (4...10).contains($0.location.city.count) })
    #expect(forecasts.allSatisfy { $0.location.city.allSatisfy { ("a"..."z").contains($0) } })
    #expect(forecasts.allSatisfy { (0...999.99).contains($0.location.latitude) })
    #expect(Set(forecasts.map(\.condition)) == Set(Condition.allCases))
  }

  @Test func countGivesValuesDrawnOneAfterAnother() throws {
    let forecasts = try generate(Forecast.self, count: 3, seed: 7)
    #expect(forecasts.count == 3)
    #expect(try forecasts[0] == generate(Forecast.self, seed: 7))
    #expect(forecasts[1] != forecasts[0] && forecasts[2] != forecasts[1])
    #expect(try generate(Forecast.self, count: 0, seed: 7).isEmpty)
    #expect(try generate(Forecast.self, count: -1, seed: 7).isEmpty)
  }

  @Test func overridesSupplyTypesThatCannotBeMade() throws {
    let order = try generate(Order.self, seed: 1, using: [Payment.card(last4: "4242")])
    #expect(order.payment == .card(last4: "4242"))
    let orders = try generate(
      Order.self, count: 20, seed: 1, using: [Payment.cash, Payment.card(last4: "1")])
    let payments: Set<String> = Set(orders.map { order in String(describing: order.payment) })
    #expect(payments.count == 2)
  }

  @Test func overridesReplaceValuesOfTheirExactType() throws {
    let forecast = try generate(Forecast.self, seed: 1, using: [Condition.rainy, 5])
    #expect(forecast.condition == .rainy)
    #expect(forecast.high == 5 && forecast.low == 5 && forecast.hourly.allSatisfy { $0 == 5 })
    #expect(forecast.location.latitude != 5)
  }

  @Test func fieldsAreSetByKeyPath() throws {
    let member = try generate(Member.self, seed: 7, with: [\.name: "Ann", \.email: nil])
    #expect(member.name == "Ann")
    #expect(member.email == nil)
    #expect(try member.id == generate(Member.self, seed: 7).id)
    let forecast = try generate(
      Forecast.self, seed: 7,
      with: [
        \.location.city: "Oslo", \.location: Location(city: "Bergen", latitude: 1, longitude: 2),
      ])
    #expect(forecast.location == Location(city: "Oslo", latitude: 1, longitude: 2))
  }

  @Test func closureEditsTheValueLast() throws {
    let forecast = try generate(Forecast.self, seed: 7, with: [\.high: 20]) { $0.high += 1 }
    #expect(forecast.high == 21)
    let forecasts = try generate(Forecast.self, count: 3, seed: 7) { $0.note = nil }
    #expect(forecasts.allSatisfy { $0.note == nil })
  }

  @Test func typeThatCannotBeMadeThrowsAClearError() {
    #expect {
      try generate(Order.self, seed: 7)
    } throws: { error in
      "\(error)" == """
        cannot make MockSixTests.Payment at payment: its init(from:) threw "not a payment"
        """
    }
    #expect(throws: GenerationError.self) { try generate(Unmakeable.self, count: 2, seed: 7) }
  }

  @Test func errorNamesTypePathAndReason() throws {
    let error = try #require(throws: GenerationError.self) {
      try generate([Order].self, seed: 1)
    }
    #expect(error.typeName == "MockSixTests.Payment")
    #expect(error.path == "[0].payment")
    #expect(error.reason == "its init(from:) threw \"not a payment\"")
  }

  @Test func fieldOfTheWrongTypeThrows() {
    #expect {
      try generate(Member.self, seed: 7, with: [\.name: 3])
    } throws: { error in
      "\(error)" == "cannot make MockSixTests.Member: \\Member.name takes String, got Int"
    }
    #expect {
      try generate(Member.self, seed: 7, with: [\.name: nil])
    } throws: { error in
      "\(error)" == "cannot make MockSixTests.Member: \\Member.name takes String, got nil"
    }
  }

  @Test func constantFieldThrows() {
    #expect {
      try generate(Member.self, seed: 7, with: [\.id: UUID()])
    } throws: { error in
      "\(error)" == "cannot make MockSixTests.Member: \\Member.id cannot be set, since it is a "
        + "let or a read-only property; make it a var, or pass a value of its type with using:"
    }
  }

  @Test func endlessRecursionThrowsNamingTheCycle() {
    #expect {
      try generate(Chicken.self, seed: 7)
    } throws: { error in
      "\(error)" == "cannot make MockSixTests.Chicken: it contains itself without end (again at "
        + "egg.chicken); make the recursion optional or an array, or pass a value with using:"
    }
  }
}
