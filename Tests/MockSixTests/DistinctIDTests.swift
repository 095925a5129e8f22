import Foundation
import MockSix
import Testing

/// A record with an ID, as apps make many of.
struct Note: Codable, Equatable {
  var id: UUID
  var text: String
}

/// A struct with an ID that is not `Codable`, made field by field.
struct Tag: Equatable {
  var id: UUID
  var name: String
}

/// A store that makes records, whose mock answers unstubbed.
final class MockNoteStore: Mock {
  enum Methods: Int {
    case newID
    case create
    case tag
  }
  typealias MockMethod = Methods

  func newID() -> UUID { registerInvocation(.newID) }
  func create(_ text: String) -> Note { registerInvocation(.create, args: text) }
  func tag(_ name: String) -> Tag { registerInvocation(.tag, args: name) }
}

/// Made-up IDs never collide: two unstubbed calls that return a `UUID`, or a value that holds
/// one, get different IDs, so records keyed by ID stay apart.
@Suite struct DistinctIDTests {
  let store = MockNoteStore()

  @Test func twoUnstubbedIDsDiffer() {
    let first = store.newID()
    let second = store.newID()
    #expect(first != second)
    #expect(first.uuidString.hasPrefix("00000000-0000-0000-0000-"))
  }

  @Test func twoMadeUpRecordsHaveTwoIDs() {
    let first = store.create("a")
    let second = store.create("b")
    #expect(first.id != second.id)
    #expect(Set([first.id, second.id, store.create("c").id]).count == 3)
  }

  @Test func twoStructsMadeFieldByFieldHaveTwoIDs() {
    #expect(store.tag("a").id != store.tag("b").id)
  }

  @Test func aMockDefaultUUIDIsNewEachTime() {
    #expect(UUID.mockDefault != UUID.mockDefault)
  }
}
