import MockSix
import Testing

/// The convention for properties and subscripts: `x_get`, `x_set`, `subscript_get`,
/// `subscript_set` method IDs, each accessor a one-line registration.
@Suite struct PropertyTests {
  let settings = MockSettings()

  @Test func stubbedGetter() {
    #expect(settings.volume == 0)
    settings.stub(.volume_get, andReturn: 11)
    #expect(settings.volume == 11)
    #expect(settings.title == "untitled")
    settings.stub(.title_get, andReturn: "Mock")
    #expect(settings.title == "Mock")
  }

  @Test func setterArgumentIsLogged() {
    settings.volume = 3
    settings.volume = 7
    #expect(settings.invocations(of: .volume_set).map { $0.argument(0, as: Int.self) } == [3, 7])
    #expect(settings.invocations(of: .volume_get).isEmpty)
    #expect(settings.invocations.first?.functionName == "volume")
  }

  @Test func compoundAssignmentGetsThenSets() {
    settings.stub(.volume_get, andReturn: 4)
    settings.volume += 1
    #expect(
      settings.invocations.map(\.methodID) == [
        MockSettings.Methods.volume_get.rawValue, MockSettings.Methods.volume_set.rawValue,
      ])
    #expect(settings.invocations(of: .volume_set).first?.argument(0, as: Int.self) == 5)
  }

  @Test func subscriptGetterByKey() {
    settings.stub(.subscript_get, with: [theValue("theme")], andReturn: "dark")
    #expect(settings["theme"] == "dark")
    #expect(settings["font"] == nil)
    #expect(
      settings.invocations(of: .subscript_get).map { $0.argument(0, as: String.self) } == [
        "theme", "font",
      ])
  }

  @Test func subscriptSetterArguments() {
    settings["theme"] = "light"
    settings["font"] = nil
    let sets = settings.invocations(of: .subscript_set)
    #expect(sets.count == 2)
    #expect(sets[0].argument(0, as: String.self) == "theme")
    #expect(sets[0].argument(1, as: String.self) == "light")
    #expect(sets[1].argument(0, as: String.self) == "font")
    #expect(sets[1].args[1] == nil)
    #expect(sets[0].functionName == "subscript(_:)")
  }

  @Test func throughTheProtocol() {
    var settings: any Settings = self.settings
    self.settings.stub(.volume_get, andReturn: 2)
    settings.volume = settings.volume * 10
    #expect(self.settings.invocations(of: .volume_set).first?.argument(0, as: Int.self) == 20)
  }
}
