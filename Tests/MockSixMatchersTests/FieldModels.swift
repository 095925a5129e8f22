/// Models for the field comparisons: nested structs, arrays, sets, dictionaries, enums.
struct Place: Equatable {
  var city: String
  var zip: String?
}

/// A day's temperatures; not `Equatable`, so it is compared by its fields.
struct Day {
  var high: Int
  var low: Int
}

enum Sky: Equatable {
  case clear
  case cloudy(cover: Int)
  case storm(String, gusts: Int)
}

struct Outlook {
  var place: Place
  var days: [Day]
  var sky: Sky
  var tags: Set<String>
  var scores: [String: Int]
  var note: String?
}

/// A weather station that links to the next one, possibly in a loop.
final class Station {
  var name: String
  var next: Station?

  init(name: String, next: Station? = nil) {
    self.name = name
    self.next = next
  }
}

/// A type whose `==` looks at more than its description shows.
struct Reading: Equatable {
  var value: Double

  static func == (lhs: Reading, rhs: Reading) -> Bool {
    lhs.value.bitPattern == rhs.value.bitPattern
  }
}

extension Outlook {
  /// An outlook for Oslo, to change one field at a time.
  static let oslo = Outlook(
    place: Place(city: "Oslo", zip: "0150"), days: [Day(high: 12, low: 4), Day(high: 14, low: 6)],
    sky: .cloudy(cover: 3), tags: ["wind", "sun"], scores: ["ann": 3, "bob": 5], note: nil)
}
