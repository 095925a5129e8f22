import GeneratorCorpus
import MockSix
import Testing

/// Exercises the typed method IDs of the mocks generated from GeneratorCorpus.
@Suite struct TypedIDCorpusTests {
  @Test func aStubOfAnInoutArgumentReturnsItsNewValue() {
    let mock = MockInoutParameters()
    mock.stub(.increment) { value in value + 1 }
    var count = 41
    mock.increment(&count)
    #expect(count == 42)
    #expect(mock.calls(of: .increment) == [41])
  }

  @Test func inoutArgumentsOfMethodsWithResultsAreLoggedWithTheirTypes() {
    let mock = MockInoutParameters()
    mock.stub(.append, with: any(), theValue("b"), andReturn: 2)
    var list = ["a"]
    #expect(mock.append(to: &list, "b") == 2)
    #expect(mock.append(to: &list, "c") == 0)
    let calls = mock.calls(of: .append)
    #expect(calls.map(\.0) == [["a"], ["a"]])
    #expect(calls.map(\.1) == ["b", "c"])
  }
}
