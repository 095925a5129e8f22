import Foundation
import MockSixGenerator
import Testing

/// Checks the members the generator writes for protocols that refine standard protocols whose
/// requirements are in no graph it reads: `Sequence`, `CaseIterable`, `SerialExecutor` and others.
@Suite struct StandardParentTests {
  private func render() throws -> RenderedMocks {
    try MockRenderer().render(SymbolGraphLoader.decode(Data(standardParentsGraphJSON.utf8)))
  }

  /// The lines of one mock, from its declaration to the end of its typed IDs.
  private func mock(_ name: String) throws -> [String] {
    let lines = try render().source.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let start = try #require(lines.firstIndex { $0.hasPrefix("final class \(name)") })
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("final class ") } ?? lines.count
    return Array(lines[start..<end]).map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func aSequenceGetsAnIteratorMemberOfItsFixedElement() throws {
    let lines = try mock("MockDeck")
    #expect(lines.contains("typealias Element = Int"))
    #expect(lines.contains("func makeIterator() -> AnyIterator<Int> {"))
    #expect(lines.contains("registerInvocation(._makeIterator)"))
    #expect(
      lines.contains(
        "static var makeIterator: TypedMember<MockDeck, Never, Void, AnyIterator<Int>> { .init(._makeIterator) }"
      ))
  }

  @Test func aSequenceWithAnOpenElementGetsAGenericMock() throws {
    let bag = try mock("MockBag")
    #expect(bag.first == "final class MockBag<Element>: Bag, GeneratedMock, Sendable {")
    #expect(bag.contains("func makeIterator() -> AnyIterator<Element> {"))
    let playlist = try mock("MockPlaylist")
    #expect(
      playlist.first == "final class MockPlaylist<Track>: Playlist, GeneratedMock, Sendable {")
    #expect(playlist.contains("typealias Element = Track"))
    #expect(playlist.contains("func makeIterator() -> AnyIterator<Track> {"))
  }

  @Test func anIteratorGetsNext() throws {
    let lines = try mock("MockLineReader")
    #expect(lines.contains("typealias Element = String"))
    #expect(lines.contains("func next() -> String? {"))
  }

  @Test func anAsyncSequenceGetsAStreamIteratorThatIsEmptyByDefault() throws {
    let lines = try mock("MockTicks")
    #expect(
      lines.contains("func makeAsyncIterator() -> AsyncThrowingStream<Int, any Error>.Iterator {"))
    #expect(
      lines.contains(
        "registerInvocation(._makeAsyncIterator, andReturn: AsyncThrowingStream<Int, any Error> "
          + "{ $0.finish() }.makeAsyncIterator())"))
    let reader = try mock("MockTickReader")
    #expect(reader.contains("func next() async throws -> Int? {"))
  }

  @Test func anAsyncSequenceThatNeverFailsGetsAStreamThatCannotThrow() throws {
    let lines = try mock("MockNeverFeed")
    #expect(lines.contains("func makeAsyncIterator() -> AsyncStream<Int>.Iterator {"))
    #expect(
      lines.contains(
        "registerInvocation(._makeAsyncIterator, andReturn: AsyncStream<Int> { $0.finish() }"
          + ".makeAsyncIterator())"))
    let reader = try mock("MockNeverTicks")
    #expect(reader.contains("func next() async -> Int? {"))
    #expect(reader.contains("await registerAsyncInvocation(._next)"))
  }

  @Test func aCaseIterableGetsStaticAllCases() throws {
    let lines = try mock("MockMode")
    #expect(lines.contains("static var allCases: [MockMode] {"))
    #expect(
      lines.contains(
        "staticMock.registerInvocation(._static_allCases_get, function: #function + \".get\")"))
  }

  @Test func aRawRepresentableGetsAFailableInitializerAndRawValue() throws {
    let lines = try mock("MockStatusCode")
    #expect(lines.contains("typealias RawValue = Int"))
    #expect(lines.contains("init() {}"))
    #expect(lines.contains("init?(rawValue: Int) {"))
    #expect(lines.contains("registerInvocation(._init_rawValue, args: rawValue)"))
    #expect(lines.contains("var rawValue: Int {"))
    #expect(
      lines.contains(
        "if let mockSixValue = _mockSixLastValue(setThrough: ._init_rawValue, as: Int.self) {"))
    #expect(
      try mock("MockToken").first
        == "final class MockToken<RawValue>: Token, GeneratedMock, Sendable {")
  }

  @Test func aSerialExecutorLogsTheJobAndRunsItUnlessStubbed() throws {
    let lines = try mock("MockJobRunner")
    let enqueue = try #require(
      lines.firstIndex(of: "func enqueue(_ job: consuming ExecutorJob) {"))
    #expect(lines[enqueue - 1] == "@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)")
    #expect(lines[enqueue + 1] == "let mockSixJob = UnownedJob(job)")
    #expect(
      lines[enqueue + 2]
        == "registerInvocation(for: ._enqueue, args: mockSixJob as Any?, returns: { _ in "
        + "mockSixJob.runSynchronously(on: self.asUnownedSerialExecutor()) })")
    #expect(
      lines.contains(
        "static var enqueue: TypedMember<MockJobRunner, Never, UnownedJob, Void> { .init(._enqueue) }"
      ))
  }

  @Test func aSerialExecutorIsItsOwnExecutor() throws {
    #expect(
      try mock("MockLoopRunner").contains(
        "registerInvocation(._executor_get, function: #function + \".get\", andReturn: self as "
          + "any SerialExecutor)"))
  }

  @Test func anExecutorLogsTheJobOnly() throws {
    let lines = try mock("MockJobSink")
    #expect(lines.contains("registerInvocation(for: ._enqueue, args: mockSixJob as Any?)"))
  }

  @Test func anExecutorResultIsLeftToMockSix() throws {
    let rendered = try render()
    #expect(
      try mock("MockScheduler").contains(
        "registerInvocation(._executor_get, function: #function + \".get\")"))
    #expect(rendered.unstubbedTraps.isEmpty)
    #expect(
      rendered.typeDependentMembers.map(\.description) == [
        "/StandardParents.swift:9:17: note: MockToken.rawValue traps when called unstubbed unless "
          + "RawValue has a default (MockDefault, CaseIterable or Decodable); stub it, or give the "
          + "mock a default with setDefault(_:)"
      ])
  }

  @Test func aParentWithoutATableEntryIsStillSkipped() throws {
    let rendered = try render()
    #expect(
      rendered.diagnostics.map(\.description) == [
        "/StandardParents.swift:13:17: warning: skipped protocol Shelf: Shelf refines "
          + "Swift.Collection, which a mock cannot conform to by itself; write this mock by hand",
        "/StandardParents.swift:16:17: warning: skipped protocol TypedFeed: `Self.Failure == "
          + "CancellationError` gives AsyncSequence a failure type other than any Error or Never, "
          + "which a generated stream cannot fail with; write this mock by hand",
      ])
    #expect(rendered.mockNames.count == 15)
  }
}
