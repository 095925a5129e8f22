import MockSix
import Testing

/// Every `registerInvocation` and `registerThrowingInvocation` overload: logs and answers.
@Suite struct RegistrationTests {
  let mock = MockService()

  @Test func andReturnValue() {
    #expect(mock.value(1) == -1)
    mock.stub(.value, andReturn: 5)
    #expect(mock.value(2) == 5)
    #expect(mock.invocations(of: .value).map { $0.argument(0, as: Int.self) } == [1, 2])
  }

  @Test func andReturnOptionalValue() {
    #expect(mock.optionalValue(1) == nil)
    mock.stub(.optionalValue, andReturn: 5)
    #expect(mock.optionalValue(2) == 5)
    mock.stub(.optionalValue, andReturn: Int?.none)
    #expect(mock.optionalValue(3) == nil)
    #expect(mock.invocations.count == 3)
  }

  @Test func returnsComputesTheDefaultFromTheArguments() {
    #expect(mock.computed(21) == 42)
    mock.stub(.computed, andReturn: 1)
    #expect(mock.computed(21) == 1)
  }

  @Test func returnsOptionalComputesTheDefaultFromTheArguments() {
    #expect(mock.optionalComputed(21) == 42)
    mock.stub(.optionalComputed, andReturn: Int?.none)
    #expect(mock.optionalComputed(21) == nil)
  }

  @Test func runtimeDefault() {
    #expect(mock.defaulted(1) == 0)
    mock.stub(.defaulted, andReturn: 9)
    #expect(mock.defaulted(1) == 9)
  }

  @Test func void() {
    mock.void(3)
    mock.void(4)
    #expect(mock.invocations(of: .void).map { $0.argument(0, as: Int.self) } == [3, 4])
    #expect(mock.invocations.map(\.functionName) == ["void(_:)", "void(_:)"])
  }

  @Test func voidReturnsRunsTheDefaultBlockUntilStubbed() {
    var defaults = 0
    mock.voidReturns(1) { defaults += 1 }
    #expect(defaults == 1)
    var stubbed = 0
    mock.stub(.voidReturns) { _ in stubbed += 1 }
    mock.voidReturns(2) { defaults += 1 }
    #expect(defaults == 1)
    #expect(stubbed == 1)
    #expect(mock.invocations.count == 2)
  }

  @Test func functionNameIsTheSwiftName() {
    _ = mock.value(1)
    _ = mock.name()
    #expect(mock.invocations.map(\.functionName) == ["value(_:)", "name()"])
  }

  // MARK: Throwing

  @Test func throwingAndReturn() throws {
    #expect(try mock.throwingValue(1) == -1)
    mock.stub(.throwingValue, andReturn: 3)
    #expect(try mock.throwingValue(1) == 3)
    mock.stub(.throwingValue, andThrow: ServiceError(code: 1))
    #expect(throws: ServiceError(code: 1)) { try mock.throwingValue(1) }
    mock.stub(.throwingValue) { _ in throw ServiceError(code: 2) }
    #expect(throws: ServiceError(code: 2)) { try mock.throwingValue(1) }
    #expect(mock.invocations.count == 4)
  }

  @Test func throwingAndReturnOptional() throws {
    #expect(try mock.throwingOptionalValue(1) == nil)
    mock.stub(.throwingOptionalValue, andReturn: 3)
    #expect(try mock.throwingOptionalValue(1) == 3)
    mock.stub(.throwingOptionalValue, andThrow: ServiceError(code: 1))
    #expect(throws: ServiceError(code: 1)) { try mock.throwingOptionalValue(1) }
  }

  @Test func throwingReturnsMayThrowFromTheDefault() throws {
    #expect(try mock.throwingComputed(4) == 8)
    #expect(throws: ServiceError(code: -1)) { try mock.throwingComputed(-1) }
    mock.stub(.throwingComputed, andReturn: 1)
    #expect(try mock.throwingComputed(-1) == 1)
  }

  @Test func throwingReturnsOptional() throws {
    #expect(try mock.throwingOptionalComputed(4) == 8)
    #expect(try mock.throwingOptionalComputed(0) == nil)
    #expect(throws: ServiceError(code: -1)) { try mock.throwingOptionalComputed(-1) }
  }

  @Test func throwingRuntimeDefault() throws {
    #expect(try mock.throwingDefaulted(1) == "")
    mock.stub(.throwingDefaulted, andReturn: "x")
    #expect(try mock.throwingDefaulted(1) == "x")
  }

  @Test func throwingVoid() throws {
    try mock.throwingVoid(1)
    mock.stub(.throwingVoid, andThrow: ServiceError(code: 7))
    #expect(throws: ServiceError(code: 7)) { try mock.throwingVoid(2) }
    #expect(mock.invocations(of: .throwingVoid).count == 2)
  }

  @Test func throwingVoidReturns() throws {
    try mock.throwingVoidReturns(1)
    #expect(throws: ServiceError(code: -2)) { try mock.throwingVoidReturns(-2) }
    mock.stub(.throwingVoidReturns) { _ in }
    try mock.throwingVoidReturns(-2)
    #expect(mock.invocations.count == 3)
  }

  @Test func typedThrowing() throws {
    #expect(try mock.typedThrowing(1) == 0)
    mock.stub(.typedThrowing, andThrow: ServiceError(code: 3))
    do {
      _ = try mock.typedThrowing(1)
      Issue.record("expected a throw")
    } catch {
      // NB: `error` is statically a `ServiceError` here.
      #expect(error.code == 3)
    }
    mock.stub(.typedThrowing, andReturn: 4)
    #expect(try mock.typedThrowing(1) == 4)
  }

  @Test func typedThrowingVoid() throws {
    #expect(throws: Never.self) { try mock.typedThrowingVoid(1) }
    mock.stub(.typedThrowingVoid) { _ in throw ServiceError(code: 5) }
    #expect(throws: ServiceError(code: 5)) { try mock.typedThrowingVoid(1) }
  }

  @Test func allOverloadsLogTheirCalls() throws {
    _ = mock.value(1)
    _ = mock.optionalValue(2)
    _ = mock.computed(3)
    _ = mock.optionalComputed(4)
    _ = mock.defaulted(5)
    mock.void(6)
    mock.voidReturns(7) {}
    _ = try mock.throwingValue(8)
    _ = try mock.throwingOptionalValue(9)
    _ = try mock.throwingComputed(10)
    _ = try mock.throwingOptionalComputed(11)
    _ = try mock.throwingDefaulted(12)
    try mock.throwingVoid(13)
    try mock.throwingVoidReturns(14)
    _ = try mock.typedThrowing(15)
    try mock.typedThrowingVoid(16)
    #expect(mock.invocations.map { $0.argument(0, as: Int.self) } == Array(1...16))
    #expect(
      mock.invocations.map(\.methodID)
        == [
          .value, .optionalValue, .computed, .optionalComputed, .defaulted, .void, .voidReturns,
          .throwingValue, .throwingOptionalValue, .throwingComputed, .throwingOptionalComputed,
          .throwingDefaulted, .throwingVoid, .throwingVoidReturns, .typedThrowing,
          .typedThrowingVoid,
        ].map { (method: MockService.Methods) in method.rawValue })
  }
}

/// A struct mock: identity from `let mockSixLock = lock()`, shared by its copies.
@Suite struct StructMockTests {
  @Test func copiesShareCallsAndStubs() {
    let clock = MockClock()
    let copy = clock
    copy.stub(.now, andReturn: 12.5)
    #expect(clock.now() == 12.5)
    copy.advance(by: 1)
    #expect(clock.invocations.map(\.functionName) == ["now()", "advance(by:)"])
  }

  @Test func twoStructMocksAreSeparate() {
    let first = MockClock()
    let second = MockClock()
    first.stub(.now, andReturn: 1.0)
    #expect(second.now() == 0)
    #expect(first.invocations.isEmpty)
    #expect(second.invocations.count == 1)
    #expect(first.mockSixLock != second.mockSixLock)
  }

  @Test func resetMockForgetsOnlyThatMock() {
    let first = MockClock()
    let second = MockClock()
    first.stub(.now, andReturn: 1.0)
    second.stub(.now, andReturn: 2.0)
    _ = first.now()
    _ = second.now()
    first.resetMock()
    #expect(first.invocations.isEmpty)
    #expect(first.now() == 0)
    #expect(second.now() == 2.0)
    #expect(second.invocations.count == 2)
  }
}
