import MockSix
import Testing

/// An app's enum with no default of its own.
enum Weather: String, CaseIterable, Sendable {
  case sunny, rainy
}

/// A mock whose unstubbed calls make up their results: written the way generated mocks are.
final class MockForecaster: Mock, Sendable {
  enum Methods: Int {
    case today, tomorrow, later, soon, season
  }
  typealias MockMethod = Methods

  func today() -> Weather { registerInvocation(for: .today) }
  func tomorrow() throws -> Weather { try registerThrowingInvocation(for: .tomorrow) }
  func later() async -> Weather { await registerAsyncInvocation(for: .later) }
  func soon() async throws -> Weather { try await registerAsyncThrowingInvocation(for: .soon) }
  var season: Weather { registerInvocation(for: .season, function: #function + ".get") }
}

/// A type that MockSix cannot make up: not `MockDefault`, `CaseIterable` or `Decodable`, and a
/// struct with a property of a class, which MockSix does not make field by field.
struct Opaque: Sendable {
  var handle: Handle
}

/// A class that nothing can make.
final class Handle: Sendable {}

/// A mock whose result type has no default at all.
final class MockOpaqueSource: Mock, Sendable {
  enum Methods: Int {
    case make
  }
  typealias MockMethod = Methods

  static let makeLine = #line + 1
  func make() -> Opaque { registerInvocation(for: .make) }
}

/// The default chain of an unstubbed call: stub, the mock's default, then a default made up for
/// the type, kept for later calls.
@Suite struct DefaultResultTests {
  let forecaster = MockForecaster()

  @Test func caseIterableTypesAnswerWithTheirFirstCaseInEveryEffect() async throws {
    #expect(forecaster.today() == .sunny)
    #expect(try forecaster.tomorrow() == .sunny)
    #expect(await forecaster.later() == .sunny)
    #expect(try await forecaster.soon() == .sunny)
    #expect(forecaster.season == .sunny)
    #expect(forecaster.invocations.count == 5)
  }

  @Test func aKeptDefaultStillYieldsToStubsAndTheMocksDefault() {
    #expect(forecaster.today() == .sunny)
    #expect(forecaster.today() == .sunny)
    forecaster.stub(.today, andReturn: Weather.rainy)
    #expect(forecaster.today() == .rainy)
    forecaster.unstub(.today)
    forecaster.setDefault(Weather.rainy)
    #expect(forecaster.today() == .rainy)
    #expect(MockForecaster().today() == .sunny)
  }

  @Test func aTypeWithNoDefaultIsReportedAtTheMocksLineBeforeTheTrap() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MockNoDefault().make()
    }.map { result in
      let output = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(output.contains("MisuseTests.swift:285"), "got \(output)")
      #expect(output.contains("expected a stub or a default for MockNoDefault.make()"))
      #expect(!output.contains("DefaultResult.swift"), "got \(output)")
    }
  }
}
