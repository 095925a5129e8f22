import GeneratorCorpus
import MockSix
import Testing

/// Uses the mocks of protocols whose generated mocks once failed to compile.
@Suite struct CompileFailureReproTests {
  @Test func genericSuperclassKeepsItsArguments() {
    let mock = MockBoolBased()
    let base: GenericBase<Bool> = mock
    mock.stub(.flag, andReturn: true)
    #expect(mock.flag())
    #expect(base === mock)
  }

  @Test func identifiableIDOfAMainActorMockIsNonisolated() {
    // NB: This function is nonisolated, so reading `id` compiles only if the mock's is too.
    let tab = MockTab()
    #expect(tab.id == "")
    tab.stub(.id_get, andReturn: "home")
    #expect(tab.id == "home")
  }

  @Test @MainActor func mainActorMembersStayIsolated() {
    let tab = MockTab()
    tab.stub(.title_get, andReturn: "Home")
    #expect(tab.title == "Home")
  }

  @Test func implicitlyUnwrappedResultsKeepTheirBang() {
    let mock = MockUnwrapping()
    #expect(mock.count() == nil)
    mock.stub(.count, andReturn: 3)
    mock.stub(.total_get, andReturn: 4)
    let count: Int = mock.count()
    #expect(count == 3)
    #expect(mock.total == 4)
  }
}
