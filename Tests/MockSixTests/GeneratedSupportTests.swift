import MockSix
import Testing

/// A printer that a mock's member returns.
final class MockPrinterChild: Mock {
  enum Methods: Int {
    case print
  }
  typealias MockMethod = Methods
}

/// A mock shaped as the generator writes one with a child, a property, a subscript and static
/// members, using what MockSix keeps for generated mocks.
final class MockOffice<Tag>: Mock {
  enum Methods: Int {
    case printer
    case name_get, name_set
    case shelf_get, shelf_set
    case open
  }
  typealias MockMethod = Methods

  static var staticMock: MockOffice<Tag> {
    _mockSixStaticMock { MockOffice() }
  }

  var printer: MockPrinterChild {
    registerInvocation(.printer, andReturn: _mockSixChild("printer") { MockPrinterChild() })
  }

  var name: String {
    get {
      if let value = _mockSixLastValue(setThrough: .name_set, as: String.self) {
        return registerInvocation(.name_get, function: #function + ".get", andReturn: value)
      }
      return registerInvocation(.name_get, function: #function + ".get", andReturn: "")
    }
    set {
      registerInvocation(.name_set, function: #function + ".set", args: newValue)
      _mockSixKeep(newValue, setThrough: .name_set)
    }
  }

  subscript(row: Int) -> String? {
    get {
      let value = _mockSixLastValue(setThrough: .shelf_set, as: String?.self, keys: _mockSixKey(row))
      return registerInvocation(.shelf_get, args: row, andReturn: value ?? nil)
    }
    set {
      registerInvocation(.shelf_set, args: row, newValue)
      _mockSixKeep(newValue, setThrough: .shelf_set, keys: row)
    }
  }

  static func open() -> Bool {
    staticMock.registerInvocation(.open, andReturn: false)
  }
}

/// What generated mocks keep in MockSix's store rather than in helpers of their own file.
@Suite struct GeneratedSupportTests {
  @Test func aMemberReturnsTheSameChildEachTimeUntilTheMockIsReset() {
    let office = MockOffice<Int>()
    let printer = office.printer
    #expect(office.printer === printer)
    #expect(MockOffice<Int>().printer !== printer, "each mock has its own")
    office.resetMock()
    #expect(office.printer !== printer)
  }

  @Test func aPropertyReturnsWhatWasLastSet() {
    let office = MockOffice<Int>()
    #expect(office.name == "")
    office.name = "HQ"
    office.name = "Annex"
    #expect(office.name == "Annex")
    office.stub(.name_get, andReturn: "stubbed")
    #expect(office.name == "stubbed", "a stub wins")
    office.unstub(.name_get)
    #expect(office.name == "Annex")
    office.resetMock()
    #expect(office.name == "")
  }

  @Test func aSubscriptRemembersAValuePerKey() {
    let office = MockOffice<Int>()
    office[1] = "maps"
    office[2] = "atlases"
    office[1] = "charts"
    #expect(office[1] == "charts")
    #expect(office[2] == "atlases")
    #expect(office[3] == nil)
  }

  @Test func staticMembersHaveOneMockPerSpecialization() {
    #expect(MockOffice<Int>.staticMock === MockOffice<Int>.staticMock)
    #expect(MockOffice<Int>.staticMock !== MockOffice<String>.staticMock)
    MockOffice<String>.staticMock.stub(.open, andReturn: true)
    #expect(MockOffice<String>.open())
    #expect(!MockOffice<Int>.open())
    MockOffice<String>.staticMock.resetMock()
  }
}
