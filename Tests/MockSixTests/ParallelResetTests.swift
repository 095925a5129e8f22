import MockSix
import Testing
import XCTest

/// `resetMockSix()` in a suite's `init` runs for every test case, while other cases of the
/// suite are mid-test; it must leave their mocks alone.
@Suite struct ParallelResetTests {
  init() {
    resetMockSix()
  }

  /// Creates mocks, stubs them, waits while other cases reset, and checks nothing was lost.
  private func exercise(_ index: Int, provingOverlap: Bool = false) async throws {
    let greeter = MockGreeter()
    let clock = MockClock()
    greeter.stub(.count, andReturn: index)
    greeter.stub(.greet, with: [theValue("case \(index)"), any()], andReturn: "mine")
    clock.stub(.now, andReturnValues: [Double(index), Double(index) + 0.5])
    var expectedCalls = 0
    for round in 0..<6 {
      #expect(greeter.count() == index, "round \(round)")
      #expect(greeter.greet("case \(index)", round) == "mine")
      expectedCalls += 2
      try await Task.sleep(nanoseconds: 2_000_000)
      await Task.yield()
    }
    #expect(clock.now() == Double(index))
    #expect(clock.now() == Double(index) + 0.5)
    #expect(greeter.invocations.count == expectedCalls)
    #expect(greeter.invocations(of: .greet).map { $0.argument(1, as: Int.self) } == Array(0..<6))
    #expect(clock.invocations.count == 2)
    if provingOverlap {
      // Other cases called their mocks between this case's calls: the cases ran side by side.
      let numbers = greeter.invocations.map(\.sequenceNumber)
      #expect(numbers.last! - numbers.first! + 1 > numbers.count, "cases did not overlap")
    }
  }

  @Test(arguments: 0..<24) func parameterizedCasesKeepTheirMocks(index: Int) async throws {
    try await exercise(index, provingOverlap: true)
  }

  @Test(arguments: Array(repeating: 7, count: 8))
  func casesWithEqualArgumentsKeepTheirMocks(value: Int) async throws {
    try await exercise(value)
  }

  @Test(arguments: (0..<8).map { SameDescription(index: $0) })
  func casesWhoseArgumentsDescribeAlikeKeepTheirMocks(argument: SameDescription) async throws {
    try await exercise(200 + argument.index)
  }

  @Test func caseA() async throws { try await exercise(100) }
  @Test func caseB() async throws { try await exercise(101) }
  @Test func caseC() async throws { try await exercise(102) }
  @Test func caseD() async throws { try await exercise(103) }
  @Test func caseE() async throws { try await exercise(104) }
  @Test func caseF() async throws { try await exercise(105) }

  @Test func resetInsideATestForgetsItsOwnMocks() async throws {
    let greeter = MockGreeter()
    greeter.stub(.count, andReturn: 5)
    _ = greeter.count()
    try await Task.sleep(nanoseconds: 1_000_000)
    resetMockSix()
    #expect(greeter.invocations.isEmpty)
    #expect(greeter.count() == 0)
  }
}

/// A test argument whose description does not tell cases apart.
struct SameDescription: Sendable, CustomStringConvertible {
  var index: Int
  var description: String { "same" }
}

/// In XCTest, which runs one test at a time, `resetMockSix()` forgets every mock.
final class ResetXCTests: XCTestCase {
  override func setUp() {
    super.setUp()
    resetMockSix()
  }

  func testResetMockSixClearsEverything() {
    let foobar = MockFoobar()
    let other = MockGreeter()
    let clock = MockClock()
    foobar.stub(.doThis, andReturn: [1])
    other.stub(.count, andReturn: 2)
    other.enableStrictMode()
    other.setDefault(9)
    clock.stub(.now, andReturn: 3.0)
    _ = foobar.doThis("", 0)
    _ = other.count()
    _ = clock.now()
    resetMockSix()
    XCTAssertTrue(foobar.invocations.isEmpty)
    XCTAssertTrue(other.invocations.isEmpty)
    XCTAssertTrue(clock.invocations.isEmpty)
    XCTAssertEqual(foobar.doThis("", 0), [])
    XCTAssertEqual(clock.now(), 0)
    let failures = FailureRecorder.recording {
      XCTAssertEqual(other.next(), -1, "strict mode and defaults are gone too")
    }
    XCTAssertTrue(failures.isEmpty)
  }
}

/// A mock first used off its test's task (on a detached task or a dispatch queue) keeps its calls
/// when another test's set-up calls `resetMockSix()` while its test runs.
@Suite struct OrphanMockResetTests {
  /// Signals between the two tests below, which Swift Testing runs side by side.
  private static let firstUsed = AsyncStream.makeStream(of: Void.self)
  private static let otherTestReset = AsyncStream.makeStream(of: Void.self)

  /// Waits for the next signal on `stream`; `false` when none came in time (tests not parallel).
  private static func wait(for stream: AsyncStream<Void>) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await _ in stream { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(nanoseconds: 5_000_000_000)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }

  @Test func mockFirstUsedOnADetachedTaskSurvivesAnotherTestsReset() async {
    let greeter = MockGreeter()
    await Task.detached { _ = greeter.count() }.value
    Self.firstUsed.continuation.yield()
    guard await Self.wait(for: Self.otherTestReset.stream) else { return }
    #expect(greeter.invocations.count == 1)

  }

  @Test func otherTestResets() async {
    guard await Self.wait(for: Self.firstUsed.stream) else { return }
    resetMockSix()
    Self.otherTestReset.continuation.yield()
    #expect(Test.current != nil)
  }
}
