import Foundation
import GeneratorCorpus
import IsolatedCorpus
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

  @Test func aGenericMockTakesAndReturnsSelfThroughItsTypedIDs() {
    let page = MockPaginated<String>()
    let next = MockPaginated<String>()
    page.stub(.using, andReturn: next)
    #expect(page.using("cursor") === next)
    page.merge(next)
    #expect(page.calls(of: .merge).count == 1)
    #expect(page.calls(of: .using) == ["cursor"])
  }

  @Test func aSettableImplicitlyUnwrappedPropertyReadsBackWhatWasSet() {
    let mock = MockUnwrappedSetting()
    #expect(mock.b == nil)
    mock.b = 5
    #expect(mock.b == 5)
    mock.b = nil
    #expect(mock.b == nil)
    #expect(mock.calls(of: .b_set) == [5, nil])
  }

  @Test func typesNamedLikeTypedMethodsParametersKeepTheirMeaning() {
    let mock = MockNamesLikeTypedMethodParameters()
    mock.stub(.convert, andReturn: GeneratorCorpus.M())
    #expect(mock.convert(GeneratorCorpus.A()) == GeneratorCorpus.M())
    #expect(mock.calls(of: .convert) == [GeneratorCorpus.A()])
  }

  @Test func aDefaultsAliasIsWrittenOnlyWhereTheDefaultsMeetTheirConstraints() {
    // NB: `DefaultBreakingConstraint`'s `T = Int` breaks `T: Collection`: its mock has no alias,
    //     and names every type; `DefaultMeetingConstraint`'s default conforms, as its graph shows.
    let breaking = MockDefaultBreakingConstraint<[Int]>()
    breaking.stub(.read, andReturn: [1, 2])
    #expect(breaking.read() == [1, 2])
    let meeting = MockDefaultMeetingConstraintWithDefaults()
    #expect(type(of: meeting.first()) == CorpusItem.self)
  }

  @Test func anArrayOfAnOpaqueTypeIsTypedByTheElementTypeTheTestNames() {
    let registry = MockHandlerRegistry()
    registry.register([CorpusItem(), CorpusItem()])
    #expect(registry.calls(of: .register(CorpusItem.self)).map(\.count) == [2])
  }

  @Test func aTimeIntervalResultIsZeroUnstubbedAsTheGeneratorSays() throws {
    // NB: The generator no longer notes that `TimeInterval`, Foundation's alias of `Double`, traps.
    #expect(MockTiming().elapsed() == 0)
    let corpus = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("GeneratedCorpusMocks.swift"), encoding: .utf8)
    #expect(!corpus.contains("MockTiming.elapsed() traps"))
  }

  @Test func anIdentifiableWhoseIDIsFixedGetsThatIDAndTypedIDs() {
    // NB: `protocol Identified: Identifiable where ID == String` rules out a class's default
    //     `ObjectIdentifier` id, so the mock declares `id: String`; its mock is not generic, so
    //     its where clause does not keep its typed IDs away.
    let item = MockIdentified()
    #expect(item.id == "")
    item.stub(.id_get, andReturn: "A-1")
    item.stub(.name_get, andReturn: "Anna")
    #expect(item.id == "A-1" && item.name == "Anna")
    item.rename(to: "Bo")
    #expect(item.calls(of: .rename) == ["Bo"])
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

  @Test @MainActor func mocksFollowTheModulesDefaultIsolation() async throws {
    // NB: IsolatedCorpus is built with `.defaultIsolation(MainActor.self)`; these conformances
    //     compile only if the mocks are isolated to the main actor as its protocols are.
    var screen: any Screen = MockScreen()
    screen.title = "Home"
    #expect(screen.title == "Home")
    let scrolling = MockScrollingScreen()
    scrolling.stub(.scroll, andReturn: true)
    scrolling.stub(.reload, andReturn: 3)
    let refined: any ScrollingScreen = scrolling
    #expect(refined.scroll(to: 2))
    #expect(try await refined.reload() == 3)
  }

  @Test func aNonisolatedProtocolOfAMainActorModuleKeepsANonisolatedMock() {
    // NB: This function is nonisolated, so these calls compile only if the mocks' members are.
    let clock = MockClock()
    clock.stub(.now, andReturn: 7)
    #expect(clock.now() == 7)
    let tab = MockTabbed()
    tab.stub(.id_get, andReturn: "inbox")
    #expect(tab.id == "inbox")
  }

  @Test func overloadsThatDifferInATypesModuleStayApart() {
    let mock = MockObjectMaking()
    mock.stub(.make_toNSObjectArray_1, andReturn: [1, 2] as [GeneratorCorpus.NSObject])
    let numbers: [GeneratorCorpus.NSObject] = mock.make()
    let objects: [Foundation.NSObject] = mock.make()
    #expect(numbers == [1, 2])
    #expect(objects.isEmpty)
    #expect(mock.invocations.map(\.methodID) == [0, 1])
  }

  @Test func aDynamicMemberSubscriptWhoseResultNamesSelfCompiles() {
    struct Field: Fielded {
      typealias Model = Row
    }
    struct Row {
      var field: Field
    }
    let mock = MockAliasing<Row>()
    let aliased: Aliased<MockAliasing<Row>, Field> = mock.field
    _ = aliased
    #expect(mock.invocations.map(\.functionName) == ["subscript(dynamicMember:).get"])
  }
}
