import MockSixMatchers
import Testing

/// Function mocks passed where code under test takes closures.
@Suite struct FunctionMockTests {
  let fetch = FunctionMock<String, Spot>("fetch")
  let log = FunctionMock<String, Int, Void>("log")
  let validate = FunctionMock<String, Bool>("validate")

  var model: PlaceModel {
    PlaceModel(
      client: PlaceClient(
        fetch: fetch.asyncThrowingFunction, log: log.function,
        validate: validate.throwingFunction(SpotError.self)))
  }

  @Test func stubbedAndVerifiedLikeAnyMock() async {
    validate.stub(.call, andReturn: true)
    fetch.stub(.call) { city in Spot(city: city.uppercased()) }
    #expect(await model.show("oslo") == "OSLO")
    expect(fetch).to(receive(.call, with: theValue("oslo")))
    expect(log).to(receive(.call, with: theValue("OSLO"), theValue(1)))
    expect(log).to(receive(.call, times: 1))
    #expect(log.calls(of: .call).map { $0.0 } == ["OSLO"])
    expectInOrder([call(validate, .call), call(fetch, .call), call(log, .call)])
  }

  @Test func errorsAndTypedThrows() async {
    validate.stub(.call, andReturn: true)
    fetch.stub(.call, andThrow: SpotError.unknown)
    #expect(await model.show("x") == "error")
    expect(log).to(receive(.call, with: theValue("x"), theValue(0)))
    validate.stub(.call, andThrow: SpotError.unknown)
    #expect(await model.show("y") == "error")
    expect(fetch).to(receive(.call, times: 1))
  }

  @Test func unstubbedCallsReturnMadeUpDefaults() async {
    #expect(await model.show("z") == "invalid", "false, the made-up Bool")
    expect(fetch).toNot(receive(.call))
  }

  @Test func aSynchronousCallAsAFunction() {
    let add = FunctionMock<Int, Int, Int>("add")
    add.stub(.call) { a, b in a + b }
    #expect(add(2, 3) == 5)
    #expect(add.invocations[0].functionName == "add")
    #expect(add.invocations[0].args.compactMap { $0 as? Int } == [2, 3])
  }

  @Test func aNilArgumentIsLoggedAsNil() {
    let find = FunctionMock<String?, Int>("find")
    find.stub(.call, with: nilValue(), andReturn: 0)
    #expect(find(nil) == 0)
    #expect(find.invocations[0].args[0] == nil)
    expect(find).to(receive(.call, with: nilValue()))
  }

  @Test func strictModeAndUsedStubs() {
    let add = FunctionMock<Int, Int, Int>("add")
    add.enableStrictMode()
    withKnownIssue {
      _ = add(1, 2)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("expected a stub for")
    }
    add.stub(.call, andReturn: 3)
    withKnownIssue {
      expect(add).to(haveUsedAllStubs())
    }
    _ = add(1, 2)
    expect(add).to(haveUsedAllStubs())
  }

  @Test func eventually() async {
    fetch.stub(.call, andReturn: Spot(city: "Oslo"))
    let client = model.client
    Task.detached { _ = try await client.fetch("Oslo") }
    await expect(fetch).toEventually(receive(.call, with: theValue("Oslo")), timeout: 5)
  }
}
