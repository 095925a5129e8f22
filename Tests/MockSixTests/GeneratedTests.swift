import MockSix
import Testing

/// A type that rejects random strings but accepts the empty one.
struct Blank: Decodable, Equatable {
  var text: String

  init(from decoder: any Decoder) throws {
    text = try decoder.singleValueContainer().decode(String.self)
    if !text.isEmpty { throw CancellationError() }
  }
}

/// A holder of generated properties that cannot be made from a seed.
struct FailingHolder {
  @Generated(seed: 4) var blank: Blank
  @Generated var order: Order
}

/// `@Generated` properties of a suite.
@Suite struct GeneratedTests {
  @Generated(seed: 3) var forecast: Forecast
  @Generated var member: Member
  @Generated(seed: 3, using: [Payment.cash], with: [\.items: ["tea"]]) var order: Order

  @Test func propertyHoldsTheValueOfItsSeed() throws {
    #expect(try forecast == generate(Forecast.self, seed: 3))
    // NB: Not vacuous: another seed gives another value, so the seed is what the value follows.
    #expect(try forecast != generate(Forecast.self, seed: 4))
  }

  @Test func omittedSeedIsZero() throws {
    #expect(try member == generate(Member.self, seed: 0))
  }

  @Test func overridesAndFieldsApply() {
    #expect(order.payment == .cash)
    #expect(order.items == ["tea"])
  }

  @Test func failureIsReportedWhereThePropertyIsDeclared() throws {
    let failures = FailureRecorder.recording {
      _ = FailingHolder()
    }
    try #require(failures.count == 2)
    #expect(
      failures[0].message
        == "expected a generated MockSixTests.Blank (seed 4), got an error: cannot make "
        + "MockSixTests.Blank: its init(from:) threw CancellationError()")
    #expect(failures[0].location?.line == 16)
    #expect("\(failures[0].location?.fileID ?? "")" == "MockSixTests/GeneratedTests.swift")
    #expect(
      failures[1].message
        == "expected a generated MockSixTests.Order (seed 0), got an error: cannot make "
        + "MockSixTests.Payment at payment: its init(from:) threw \"not a payment\"")
    #expect(failures[1].location?.line == 17)
  }

  @Test func failedPropertyHoldsItsZeroValueWhenThereIsOne() {
    var holder: FailingHolder?
    _ = FailureRecorder.recording { holder = FailingHolder() }
    #expect(holder?.blank.text == "")
  }

  @Test func readingAPropertyThatCouldNotBeMadeTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var holder: FailingHolder?
      _ = FailureRecorder.recording { holder = FailingHolder() }
      _ = holder?.order
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("MockSix: cannot make MockSixTests.Payment at payment"))
  }
}
