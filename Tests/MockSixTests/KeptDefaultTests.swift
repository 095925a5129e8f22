import MockSix
import Testing

/// A mock as the generator writes it: registrations with no default written.
final class MockScoreboard: Mock {
  enum Methods: Int {
    case scores
    case leader
  }
  typealias MockMethod = Methods

  func scores() -> [Int] { registerInvocation(.scores) }
  func leader() -> String { registerInvocation(.leader) }
}

/// A built-in default, kept after the first unstubbed call so that later calls do not make it
/// again, answers like one made each time: values apart, a mock's own default and stubs first.
@Suite struct KeptDefaultTests {
  @Test func aKeptDefaultIsAFreshValueForEachCaller() {
    let board = MockScoreboard()
    var first = board.scores()
    first.append(7)
    #expect(board.scores() == [])
    #expect(board.leader() == "")
    #expect(board.leader() == "")
  }

  @Test func aMocksOwnDefaultAndItsStubsComeFirst() {
    let board = MockScoreboard()
    let other = MockScoreboard()
    #expect(board.scores() == [])
    board.setDefault([1, 2])
    #expect(board.scores() == [1, 2])
    #expect(other.scores() == [], "another mock keeps the built-in default")
    board.stub(.scores, andReturn: [3])
    #expect(board.scores() == [3])
    board.unstub(.scores)
    #expect(board.scores() == [1, 2])
  }
}
