import MockSix
import Testing

/// A result type that is not `MockDefault`: MockSix makes its default up, from `Decodable`.
struct Standings: Decodable, Equatable {
  var scores: [Int]
  var leader: String
}

/// A mock as the generator writes it: registrations with no default written.
final class MockScoreboard: Mock {
  enum Methods: Int {
    case standings
    case final
  }
  typealias MockMethod = Methods

  func standings() -> Standings { registerInvocation(.standings) }
  func final() -> Standings { registerInvocation(.final) }
}

/// A made-up default, kept after the first unstubbed call so that later calls do not make it
/// again, answers like one made each time: values apart, a mock's own default and stubs first.
@Suite struct KeptDefaultTests {
  static let empty = Standings(scores: [], leader: "")

  @Test func aKeptDefaultIsAFreshValueForEachCaller() {
    let board = MockScoreboard()
    var first = board.standings()
    first.scores.append(7)
    #expect(board.standings() == Self.empty)
    #expect(board.final() == Self.empty)
    #expect(board.final() == Self.empty)
  }

  @Test func aMocksOwnDefaultAndItsStubsComeFirst() {
    let board = MockScoreboard()
    let other = MockScoreboard()
    #expect(board.standings() == Self.empty)
    let own = Standings(scores: [1, 2], leader: "Ann")
    board.setDefault(own)
    #expect(board.standings() == own)
    #expect(other.standings() == Self.empty, "another mock keeps the made-up default")
    let stubbed = Standings(scores: [3], leader: "Bob")
    board.stub(.standings, andReturn: stubbed)
    #expect(board.standings() == stubbed)
    board.unstub(.standings)
    #expect(board.standings() == own)
  }
}
