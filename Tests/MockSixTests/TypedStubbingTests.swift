import MockSix
import Testing

/// Typed method IDs: stubs whose values, closures and verifiers the compiler checks.
@Suite struct TypedStubbingTests {
  let api = TypedWeatherAPIMock()
  let oslo = TypedForecast(city: "Oslo", celsius: 3)

  @Test func returningAValue() {
    #expect(api.save(name: "a", count: 1) == false, "unstubbed: the made-up default")
    api.stub(.save, andReturn: true)
    #expect(api.save(name: "a", count: 1) == true)
  }

  @Test func aClosureGetsTypedArguments() {
    api.stub(.save) { name, count in name == "a" && count > 1 }
    #expect(api.save(name: "a", count: 2) == true)
    #expect(api.save(name: "a", count: 1) == false)
    #expect(api.save(name: "b", count: 2) == false)
  }

  @Test func typedVerifiersMakeAConditionalStub() {
    api.stub(.save, andReturn: false)
    api.stub(.save, with: theValue("a"), any(), andReturn: true)
    api.stub(.save, with: theValue("b"), any()) { _, count in count == 7 }
    #expect(api.save(name: "a", count: 1) == true)
    #expect(api.save(name: "b", count: 7) == true)
    #expect(api.save(name: "b", count: 1) == false)
    #expect(api.save(name: "c", count: 1) == false)
  }

  @Test func aTypedPredicateMakesAConditionalStub() {
    api.stub(.save, when: { name, count in name.count == count }, andReturn: true)
    #expect(api.save(name: "abc", count: 3) == true)
    #expect(api.save(name: "abc", count: 2) == false)
  }

  @Test func verifierPredicatesAndLists() {
    api.stub(.save, with: any(of: ["a", "b"]), .passing { $0 > 0 }, andReturn: true)
    #expect(api.save(name: "b", count: 1) == true)
    #expect(api.save(name: "b", count: 0) == false)
    #expect(api.save(name: "c", count: 1) == false)
  }

  @Test func nilTakesItsTypeFromTheMethod() {
    api.stub(.cached, andReturn: oslo)
    #expect(api.cached(city: "Oslo") == oslo)
    api.stub(.cached, andReturn: nil)
    #expect(api.cached(city: "Oslo") == nil)
  }

  @Test func nilInMockSixsSpellingTakesItsTypeFromTheMethod() {
    api.stub(.cached, andReturn: oslo)
    #expect(api.cached(city: "Oslo") == oslo)
    api.stub(.cached, andReturn: nil)
    #expect(api.cached(city: "Oslo") == nil)
  }

  @Test func aMisfitInMockSixsSpellingStillReportsAtRunTime() {
    // NB: `._save` is the untyped case behind the typed ID, which takes any value.
    api.stub(._save, andReturn: "yes")
    withKnownIssue {
      #expect(api.save(name: "a", count: 1) == false, "the mock's default")
    } matching: { issue in
      String(describing: issue).contains("String")
    }
  }

  @Test func asyncThrowingMethod() async throws {
    api.stub(.load, andReturn: oslo)
    #expect(try await api.load(city: "Oslo") == oslo)
    api.stub(.load) { city in TypedForecast(city: city, celsius: 1) }
    #expect(try await api.load(city: "Bergen") == TypedForecast(city: "Bergen", celsius: 1))
    api.stub(.load) { city async throws in
      await Task.yield()
      return TypedForecast(city: city, celsius: 2)
    }
    #expect(try await api.load(city: "Rome") == TypedForecast(city: "Rome", celsius: 2))
    api.stub(.load, andThrow: TypedLoadError.offline)
    await #expect(throws: TypedLoadError.offline) { try await api.load(city: "Oslo") }
  }

  @Test func typedThrows() {
    #expect(throws: Never.self) { try api.refresh() }
    api.stub(.refresh, andThrow: TypedLoadError.offline)
    #expect(throws: TypedLoadError.offline) { try api.refresh() }
  }

  @Test func aPropertyAndItsSetter() {
    #expect(api.units == "")
    api.stub(.units, andReturn: "metric")
    #expect(api.units == "metric")
    api.units = "imperial"
    #expect(api.calls(of: .setUnits) == ["imperial"])
  }

  @Test func successiveValues() {
    api.stub(.save, andReturnValues: [true, false])
    #expect([api.save(name: "", count: 0), api.save(name: "", count: 0)] == [true, false])
    #expect(api.save(name: "", count: 0) == false)
  }

  @Test func theMockSixSpellingKeepsWorkingAndKeepsItsRunTimeReport() {
    api.stub(.save, andReturn: true)
    #expect(api.save(name: "a", count: 1) == true)
    api.stub(._save, withBlock: { args in (args[1] as? Int) == 2 })
    #expect(api.save(name: "a", count: 2) == true)
    api.stub(._save, andReturn: "yes")
    withKnownIssue {
      _ = api.save(name: "a", count: 1)
    } matching: { issue in
      mentions(issue, "TypedWeatherAPIMock.save(name:count:)", "String", "Bool")
    }
  }

  @Test func theLogKeepsItsTypeErasedView() {
    _ = api.save(name: "a", count: 1)
    #expect(api.invocations.count == 1)
    #expect(api.invocations[0].args.count == 2)
    #expect(api.invocations[0].args[0] as? String == "a")
    #expect(api.invocations[0].args[1] as? Int == 1)
    #expect(api.invocations[0].functionName == "save(name:count:)")
  }

  @Test func callsReadAsTypedTuples() {
    _ = api.save(name: "a", count: 1)
    _ = api.cached(city: "Oslo")
    _ = api.save(name: "b", count: 2)
    let calls = api.calls(of: .save)
    #expect(calls.map { $0.0 } == ["a", "b"])
    #expect(calls.map { $0.1 } == [1, 2])
    let typed = api.typedInvocations(of: .save)
    #expect(typed.map { $0.sequenceNumber } == api.invocations(of: .save).map(\.sequenceNumber))
    #expect(typed[0].sequenceNumber < typed[1].sequenceNumber)
    #expect(typed[0].thread == api.invocations[0].thread)
    #expect(typed[0].isMainThread == api.invocations[0].isMainThread)
  }
}

/// Closures with typed parameters for mocks that register with `args: Any?...`, checked per call.
@Suite struct TypedClosureTests {
  let mock = UntypedWeatherMock()

  @Test func aClosureWithTypedParameters() {
    mock.stub(.save) { (name: String, count: Int) in name == "a" && count > 0 }
    #expect(mock.save(name: "a", count: 1) == true)
    #expect(mock.save(name: "a", count: 0) == false)
  }

  @Test func aClosureThatDoesNotFitIsReportedAtItsLine() {
    mock.stub(.save) { (name: Int, count: Int) in true }
    let line = #line - 1
    var result = true
    withKnownIssue {
      result = mock.save(name: "a", count: 1)
    } matching: { issue in
      mentions(
        issue, "UntypedWeatherMock.save", "(Int, Int)", "got (String, Int)",
        "returned the mock's default")
        && issue.sourceLocation?.line == line
    }
    #expect(result == false, "the mock's default")
  }

  @Test func aClosureWithTheWrongNumberOfParametersIsReported() {
    mock.stub(.save) { (name: String) in true }
    withKnownIssue {
      _ = mock.save(name: "a", count: 1)
    } matching: { issue in
      mentions(issue, "(String)", "got (String, Int)")
    }
  }

  @Test func aConditionalClosure() {
    mock.stub(.save, with: [theValue("a"), any()]) { (_: String, count: Int) in count == 2 }
    #expect(mock.save(name: "a", count: 2) == true)
    #expect(mock.save(name: "b", count: 2) == false)
  }

  @Test func asyncAndThrowing() async throws {
    mock.stub(.load) { (city: String) async in TypedForecast(city: city, celsius: 9) }
    #expect(try await mock.load(city: "Oslo") == TypedForecast(city: "Oslo", celsius: 9))
    mock.stub(.load) { (city: String) throws -> TypedForecast? in throw TypedLoadError.offline }
    await #expect(throws: TypedLoadError.offline) { try await mock.load(city: "Oslo") }
  }

  @Test func anAsyncClosureThatDoesNotFitIsReported() async throws {
    mock.stub(.load) { (city: Int) async in TypedForecast(city: "\(city)", celsius: 9) }
    var result: TypedForecast? = TypedForecast(city: "", celsius: 0)
    try await withKnownIssue {
      result = try await mock.load(city: "Oslo")
    } matching: { issue in
      mentions(issue, "UntypedWeatherMock.load", "(Int)", "got (String)")
    }
    #expect(result == nil)
  }

  @Test func theArrayFormsMeanWhatTheyMeant() {
    mock.stub(.save) { args in (args[1] as? Int) == 3 }
    #expect(mock.save(name: "a", count: 3) == true)
    mock.stub(.save) { (args: [Any?]) in (args[0] as? String) == "z" }
    #expect(mock.save(name: "z", count: 0) == true)
  }
}
