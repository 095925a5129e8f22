import MockSix
import Testing

/// An address, for a method with an optional parameter.
struct DeliveryAddress: Equatable {
  var street: String
}

/// A mock whose typed IDs have an optional parameter and a comparable one.
final class TypedDeliveryMock: Mock {
  enum Methods: Int {
    case _ship
    case _slots
  }
  typealias MockMethod = Methods

  func ship(to address: DeliveryAddress?) -> Bool {
    registerInvocation(._ship, args: address)
  }

  func slots(on day: Int) -> Int {
    registerInvocation(._slots, args: day)
  }
}

extension TypedMethod where M == TypedDeliveryMock {
  static var ship: TypedMethod<TypedDeliveryMock, DeliveryAddress?, Bool> { .init(._ship) }
  static var slots: TypedMethod<TypedDeliveryMock, Int, Int> { .init(._slots) }
}

/// The typed forms of every schedule and condition: countdowns, sequences and async closures
/// with verifiers, comparisons and ranges, and optional parameters checked by plain values.
@Suite struct TypedVocabularyTests {
  let api = TypedWeatherAPIMock()
  let delivery = TypedDeliveryMock()

  @Test func aTypedCountdownAnswersSoManyCallsThenAnother() {
    api.stub(.save, andReturn: true, times: 2, afterwardsReturn: false)
    #expect(api.save(name: "a", count: 1))
    #expect(api.save(name: "b", count: 2))
    #expect(!api.save(name: "c", count: 3))
    #expect(!api.save(name: "d", count: 4))
  }

  @Test func aTypedCountdownWithVerifiersCountsOnlyMatchingCalls() {
    delivery.stub(.slots, andReturn: 0)
    delivery.stub(.slots, with: theValue(1), andReturn: 5, times: 1, afterwardsReturn: 2)
    #expect(delivery.slots(on: 2) == 0)
    #expect(delivery.slots(on: 1) == 5)
    #expect(delivery.slots(on: 1) == 2)
  }

  @Test func aTypedSequenceWithVerifiersAnswersMatchingCallsInOrder() {
    delivery.stub(.slots, with: .in(1...5), andReturnValues: [3, 2, 1])
    #expect(delivery.slots(on: 1) == 3)
    #expect(delivery.slots(on: 9) == 0)
    #expect(delivery.slots(on: 5) == 2)
    #expect(delivery.slots(on: 2) == 1)
    #expect(delivery.slots(on: 3) == 1)
  }

  @Test func anAsyncClosureWithVerifiersAnswersMatchingCalls() async throws {
    let oslo = TypedForecast(city: "Oslo", celsius: 3)
    api.stub(.load, with: theValue("Oslo")) { city async in
      TypedForecast(city: city, celsius: 3)
    }
    #expect(try await api.load(city: "Oslo") == oslo)
    #expect(try await api.load(city: "Bergen") != oslo)
  }

  @Test func comparisonsAndRangesCheckArguments() {
    delivery.stub(.slots, with: .greaterThan(10), andReturn: 1)
    delivery.stub(.slots, with: .lessThan(0), andReturn: 2)
    delivery.stub(.slots, with: .in(3..<5), andReturn: 3)
    #expect(delivery.slots(on: 11) == 1)
    #expect(delivery.slots(on: 10) == 0)
    #expect(delivery.slots(on: -1) == 2)
    #expect(delivery.slots(on: 4) == 3)
    #expect(delivery.slots(on: 5) == 0)
  }

  @Test func comparisonsDescribeThemselves() {
    #expect(TypedVerifier<Int>.greaterThan(3).verifier.description == "greaterThan(3)")
    #expect(TypedVerifier<Int>.lessThan(3).verifier.description == "lessThan(3)")
    #expect(TypedVerifier<Int>.in(0...100).verifier.description == "in(0...100)")
    #expect(TypedVerifier<Double>.in(0..<1.5).verifier.description == "in(0.0..<1.5)")
  }

  @Test func theTypedMocksArticlesVocabulary() {
    let home = DeliveryAddress(street: "Main Street")
    // The block of TypedMocks.md, "Stubbing with types", verbatim.
    api.stub(.save, andReturn: true, times: 2, afterwardsReturn: false)
    delivery.stub(.slots, with: .in(1...5), andReturnValues: [3, 2, 1])
    delivery.stub(.slots, with: .greaterThan(10), andReturn: 1)
    delivery.stub(.ship, with: theValue(home), andReturn: true)
    #expect(api.save(name: "a", count: 1) && api.save(name: "a", count: 1))
    #expect(!api.save(name: "a", count: 1))
    #expect(delivery.slots(on: 2) == 3 && delivery.slots(on: 11) == 1)
    #expect(delivery.ship(to: home))
  }

  @Test func anOptionalParameterIsCheckedByAPlainValue() {
    let home = DeliveryAddress(street: "Main Street")
    delivery.stub(.ship, with: theValue(home), andReturn: true)
    #expect(delivery.ship(to: home))
    #expect(!delivery.ship(to: DeliveryAddress(street: "Elm Street")))
    #expect(!delivery.ship(to: nil))
  }
}
