import MockSix
import Testing

/// `registerAsyncInvocation`, `registerAsyncThrowingInvocation` and `stub(_:withBlock:)`.
@Suite struct AsyncTests {
  let mock = MockService()

  @Test func asyncAndReturn() async {
    #expect(await mock.asyncValue(1) == -1)
    mock.stub(.asyncValue, andReturn: 5)
    #expect(await mock.asyncValue(1) == 5)
  }

  @Test func asyncAndReturnOptional() async {
    #expect(await mock.asyncOptionalValue(1) == nil)
    mock.stub(.asyncOptionalValue, andReturn: 5)
    #expect(await mock.asyncOptionalValue(1) == 5)
  }

  @Test func asyncReturns() async {
    #expect(await mock.asyncComputed(4) == 8)
    #expect(await mock.asyncOptionalComputed(4) == 8)
    mock.stub(.asyncOptionalComputed, andReturn: Int?.none)
    #expect(await mock.asyncOptionalComputed(4) == nil)
  }

  @Test func asyncRuntimeDefault() async {
    #expect(await mock.asyncDefaulted(1) == 0)
    mock.stub(.asyncDefaulted, andReturnValues: [1, 2])
    #expect(await mock.asyncDefaulted(1) == 1)
    #expect(await mock.asyncDefaulted(1) == 2)
  }

  @Test func asyncVoid() async {
    await mock.asyncVoid(1)
    var defaults = 0
    await mock.asyncVoidReturns(2) { defaults += 1 }
    mock.stub(.asyncVoidReturns) { _ in }
    await mock.asyncVoidReturns(3) { defaults += 1 }
    #expect(defaults == 1)
    #expect(mock.invocations.map { $0.argument(0, as: Int.self) } == [1, 2, 3])
    #expect(
      mock.invocations.map(\.functionName) == [
        "asyncVoid(_:)", "asyncVoidReturns(_:onDefault:)", "asyncVoidReturns(_:onDefault:)",
      ])
  }

  @Test func asyncThrowingForms() async throws {
    #expect(try await mock.asyncThrowingValue(1) == -1)
    #expect(try await mock.asyncThrowingOptionalValue(1) == nil)
    #expect(try await mock.asyncThrowingComputed(2) == 4)
    await #expect(throws: ServiceError(code: -2)) { try await mock.asyncThrowingComputed(-2) }
    #expect(try await mock.asyncThrowingOptionalComputed(0) == nil)
    #expect(try await mock.asyncThrowingOptionalComputed(3) == 6)
    #expect(try await mock.asyncThrowingDefaulted(1) == "")
    try await mock.asyncThrowingVoid(1)
    try await mock.asyncThrowingVoidReturns(1)
    await #expect(throws: ServiceError(code: -1)) { try await mock.asyncThrowingVoidReturns(-1) }
    #expect(mock.invocations.count == 10)
  }

  @Test func andThrowIsThrownByAsyncThrowingCalls() async {
    mock.stub(.asyncThrowingValue, andThrow: ServiceError(code: 1))
    mock.stub(.asyncThrowingOptionalValue, andThrow: ServiceError(code: 2))
    mock.stub(.asyncThrowingVoid, andThrow: ServiceError(code: 3))
    await #expect(throws: ServiceError(code: 1)) { try await mock.asyncThrowingValue(0) }
    await #expect(throws: ServiceError(code: 2)) { try await mock.asyncThrowingOptionalValue(0) }
    await #expect(throws: ServiceError(code: 3)) { try await mock.asyncThrowingVoid(0) }
  }

  @Test func asyncTypedThrowing() async throws {
    #expect(try await mock.asyncTypedThrowing(1) == 0)
    mock.stub(.asyncTypedThrowing, andThrow: ServiceError(code: 4))
    do {
      _ = try await mock.asyncTypedThrowing(1)
      Issue.record("expected a throw")
    } catch {
      #expect(error.code == 4)
    }
    try await mock.asyncTypedThrowingVoid(1)
    mock.stub(.asyncTypedThrowingVoid, withBlock: { _ in throw ServiceError(code: 5) })
    await #expect(throws: ServiceError(code: 5)) { try await mock.asyncTypedThrowingVoid(1) }
  }

  @Test func syncStubsAnswerAsyncCalls() async throws {
    mock.stub(.asyncValue) { args in (args[0] as? Int ?? 0) + 100 }
    #expect(await mock.asyncValue(1) == 101)
    mock.stub(.asyncValue, andReturn: 1, times: 1, afterwardsReturn: 2)
    #expect(await mock.asyncValue(0) == 1)
    #expect(await mock.asyncValue(0) == 2)
    mock.stub(.asyncThrowingValue) { _ in throw ServiceError(code: 9) }
    await #expect(throws: ServiceError(code: 9)) { try await mock.asyncThrowingValue(0) }
  }

  @Test func asyncBlockGetsTheArguments() async throws {
    mock.stub(
      .asyncThrowingValue,
      withBlock: { args in
        await Task.yield()
        return (args[0] as? Int ?? 0) * 10
      })
    #expect(try await mock.asyncThrowingValue(4) == 40)
    mock.stub(.asyncThrowingValue, withBlock: { _ in throw ServiceError(code: 8) })
    await #expect(throws: ServiceError(code: 8)) { try await mock.asyncThrowingValue(4) }
  }

  @Test func aTestCanSuspendInsideAMockedAsyncCall() async {
    let (gate, opener) = AsyncStream.makeStream(of: Int.self)
    let (entered, announce) = AsyncStream.makeStream(of: Void.self)
    mock.stub(
      .asyncValue,
      withBlock: { _ in
        announce.yield()
        for await value in gate { return value }
        return -100
      })
    let mock = self.mock
    async let result = mock.asyncValue(1)
    for await _ in entered { break }
    // The call is logged and suspended inside the stub until the test lets it go.
    #expect(mock.invocations(of: .asyncValue).count == 1)
    opener.yield(42)
    #expect(await result == 42)
  }

  @Test func asyncBlockCapturesLocalState() async {
    var seen: [Int] = []
    mock.stub(
      .asyncValue,
      withBlock: { args in
        seen.append(args[0] as? Int ?? 0)
        return seen.count
      })
    #expect(await mock.asyncValue(5) == 1)
    #expect(await mock.asyncValue(6) == 2)
    #expect(seen == [5, 6])
  }

  @Test func asyncBlockOnASyncCallIsAReportedFailure() {
    mock.stub(.value, withBlock: { _ async in 5 })
    let line = #line - 1
    var result = 0
    withKnownIssue {
      result = mock.value(1)
    } matching: { issue in
      mentions(issue, "MockService.value(_:)", "AsyncTests.swift:\(line)")
    }
    #expect(result == -1)
    #expect(mock.invocations.count == 1)
  }

  @Test func asyncBlockReturningTheWrongTypeIsAReportedFailure() async {
    mock.stub(.asyncValue, withBlock: { _ in "five" })
    let line = #line - 1
    var result = 0
    await withKnownIssue {
      result = await mock.asyncValue(1)
    } matching: { issue in
      mentions(issue, "MockService.asyncValue(_:)", "String", "Int", "AsyncTests.swift:\(line)")
    }
    #expect(result == -1)
  }

  @Test func andThrowOnANonThrowingAsyncCallIsAReportedFailure() async {
    mock.stub(.asyncValue, andThrow: ServiceError(code: 1))
    var result = 0
    await withKnownIssue {
      result = await mock.asyncValue(1)
    } matching: { issue in
      mentions(issue, "MockService.asyncValue(_:)", "ServiceError")
    }
    #expect(result == -1)
  }

  @Test @MainActor func mainActorCaller() async {
    mock.stub(.asyncValue, withBlock: { _ in 3 })
    #expect(await mock.asyncValue(1) == 3)
    #expect(mock.invocations.count == 1)
  }
}
