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
    case nameGet, nameSet
    case shelfGet, shelfSet
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
      if let value = _mockSixLastValue(setThrough: .nameSet, as: String.self) {
        return registerInvocation(.nameGet, function: #function + ".get", andReturn: value)
      }
      return registerInvocation(.nameGet, function: #function + ".get", andReturn: "")
    }
    set {
      registerInvocation(.nameSet, function: #function + ".set", args: newValue)
      _mockSixKeep(newValue, setThrough: .nameSet)
    }
  }

  subscript(row: Int) -> String? {
    get {
      let value = _mockSixLastValue(setThrough: .shelfSet, as: String?.self, keys: _mockSixKey(row))
      return registerInvocation(.shelfGet, args: row, andReturn: value ?? nil)
    }
    set {
      registerInvocation(.shelfSet, args: row, newValue)
      _mockSixKeep(newValue, setThrough: .shelfSet, keys: row)
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
    office.stub(.nameGet, andReturn: "stubbed")
    #expect(office.name == "stubbed", "a stub wins")
    office.unstub(.nameGet)
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
