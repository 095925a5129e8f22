import MockSix
import MockSixMatchers
import Testing

// The code blocks of TypedMocks.md and FunctionMocks.md, each run verbatim.

// MARK: - TypedMocks.md

// TypedMocks, Overview: a mock with typed method IDs
struct Weather: Equatable, Sendable {
  var city: String
  var celsius: Int
}

protocol WeatherService {
  func load(city: String) async throws -> Weather
  func save(name: String, count: Int) -> Bool
  var units: String { get set }
}

final class MockWeatherService: WeatherService, Mock {
  enum MockMethod: Int {
    case _load, _save, _units, _setUnits
  }

  func load(city: String) async throws -> Weather {
    try await registerAsyncThrowingInvocation(._load, args: city)
  }

  func save(name: String, count: Int) -> Bool {
    registerInvocation(._save, args: name, count, andReturn: false)
  }

  var units: String {
    get { registerInvocation(._units, andReturn: "metric") }
    set { registerInvocation(._setUnits, args: newValue) }
  }
}

extension TypedMethod where M == MockWeatherService {
  static var load: TypedMethod<MockWeatherService, String, Weather> { .init(._load) }
  static var save: TypedMethod<MockWeatherService, (String, Int), Bool> { .init(._save) }
  static var units: TypedMethod<MockWeatherService, Void, String> { .init(._units) }
  static var setUnits: TypedMethod<MockWeatherService, String, Void> { .init(._setUnits) }
}

@Suite struct TypedMocksArticleTests {
  let weather = MockWeatherService()

  @Test func stubbingWithTypes() async throws {
    // TypedMocks, Stubbing with types
    weather.stub(.save, andReturn: true)
    weather.stub(.save) { name, count in count > 0 }
    weather.stub(.save, with: theValue("Oslo"), any(), andReturn: false)
    weather.stub(.save, when: { name, _ in name.isEmpty }, andReturn: false)
    weather.stub(.load) { city in Weather(city: city, celsius: 21) }
    weather.stub(.load, andThrow: CancellationError())
    weather.stub(.units, andReturn: "imperial")

    #expect(weather.save(name: "Bergen", count: 1) == true)
    #expect(weather.save(name: "Bergen", count: 0) == false)
    #expect(weather.save(name: "Oslo", count: 1) == false)
    #expect(weather.save(name: "", count: 1) == false)
    await #expect(throws: CancellationError.self) { try await weather.load(city: "Oslo") }
    #expect(weather.units == "imperial")
  }

  @Test func closuresWithTypedParametersForAnyMock() {
    let foobar = MockFoobar()
    // TypedMocks, Closures with typed parameters for any mock
    foobar.stub(.doThis) { (string: String, number: Int) in [number] }
    #expect(foobar.doThis("a", 7) == [7])
  }

  @Test func readingCallsWithTypes() {
    // TypedMocks, Reading calls with types
    _ = weather.save(name: "Oslo", count: 2)
    let (name, count) = weather.calls(of: .save)[0]
    #expect(name == "Oslo" && count == 2)
    #expect(weather.typedInvocations(of: .save)[0].sequenceNumber > 0)
  }
}

// MARK: - FunctionMocks.md

// FunctionMocks, Overview: a client of closures and the code that uses it
struct UserClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
  var track: @Sendable (String, Int) -> Void
}

struct Greeter {
  let client: UserClient

  func greet(_ id: Int) async -> String {
    let name = (try? await client.fetch(id)) ?? "stranger"
    client.track("greet", id)
    return "Hello, \(name)!"
  }
}

@Test func functionMocksArticle() async {
  // FunctionMocks, Overview: stubbed and verified like any mock
  let fetch = FunctionMock<Int, String>("fetch")
  let track = FunctionMock<String, Int, Void>("track")
  let client = UserClient(fetch: fetch.asyncThrowingFunction, track: track.function)
  let greeter = Greeter(client: client)

  fetch.stub(.call) { id in id == 42 ? "Ada" : "Bob" }
  #expect(await greeter.greet(42) == "Hello, Ada!")

  expect(fetch).to(receive(.call, with: theValue(42)))
  expect(track).to(receive(.call, with: theValue("greet"), any()))
  expectInOrder([call(fetch, .call), call(track, .call)])
}
