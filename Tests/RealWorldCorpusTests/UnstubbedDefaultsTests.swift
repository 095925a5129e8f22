import MockSix
import RealWorldCorpus
import RealWorldCorpusKit
import Testing

/// Calls the members of a generated mock unstubbed: each answers the default the generator wrote.
@Suite struct UnstubbedDefaultsTests {
  let defaults = MockDefaults()

  @Test func writtenDefaultsAnswerUnstubbedCalls() {
    #expect(defaults.mood() == .happy)
    #expect(defaults.options() == Options())
    #expect(defaults.origin() == Point(x: 0, y: 0))
    #expect(defaults.status() == .success)
    #expect(defaults.address() == .host("", port: 0))
    #expect(defaults.printer() is MockPrinter)
    #expect(defaults.detail() == .low)
    #expect(defaults.pair() == (.happy, Options()))
    #expect(defaults.moodMaker()() == .happy)
    #expect(defaults.maybeMood() == nil)
    #expect(defaults.currentMood == .happy)
    _ = defaults.session()
    #expect(defaults.invocations.count == 12)
  }

  @Test func runtimeDefaultsAnswerWhatTheGeneratorLeavesToMockSix() {
    #expect(defaults.profile() == Profile(name: "", age: 0))
    #expect(defaults.weekday() == .monday)
    defaults.setDefault(Weekday.tuesday)
    #expect(defaults.weekday() == .tuesday)
  }

  @Test func stubsWinOverWrittenDefaults() {
    defaults.stub(.mood, andReturn: Mood.sad)
    defaults.stub(.currentMood_get, andReturn: Mood.sad)
    #expect(defaults.mood() == .sad)
    #expect(defaults.currentMood == .sad)
  }

  @Test func aNewMockAsTheDefaultLeavesRoomForAnyConformingStub() {
    struct LinePrinter: Printer {
      func print(_ line: String) {}
    }
    defaults.stub(.printer, andReturn: LinePrinter())
    #expect(defaults.printer() is LinePrinter)
  }

  @Test func anInitializerGenericOverItsArgumentIsCalledWithVoid() {
    let boxing = MockBoxing()
    #expect(boxing.box().typeName == "()")
    boxing.stub(.box, andReturn: AnyBox(1))
    #expect(boxing.box().typeName == "Int")
  }

  @Test func genericResultsAnswerTheirTypesDefault() {
    #expect(defaults.value(of: Int.self) == 0)
    #expect(defaults.value(of: String?.self) == nil)
  }
}

/// Calls the members of a generated mock whose defaults a static function, a generic type's
/// argument, an inherited initializer or a static constant makes.
@Suite struct FactoryDefaultsTests {
  let factories = MockFactories()

  @Test func staticFunctionsMakeTheirType() {
    #expect(factories.events().isEmpty)
  }

  @Test func aGenericTypeIsMadeFromItsArgumentsDefault() {
    _ = factories.done()
    #expect(factories.count().value == 0)
    #expect(factories.title().value == "")
  }

  @Test func aClassMadeByItsInheritedInitializerAndAStaticConstant() {
    _ = factories.gauge()
    #expect(factories.spacing() == .zero)
    #expect(factories.invocations.count == 2)
  }
}
