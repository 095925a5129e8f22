import Foundation
import Testing

@testable import MockSix

/// A raw-value enum without `CaseIterable` whose zero raw value is no case.
enum Level: Int, Codable, Equatable {
  case low = 1
  case high = 2
}

/// A string enum without `CaseIterable`: the empty string is no case.
enum Mood: String, Codable, Equatable {
  case happy, sad
}

/// A `Codable` enum with payloads.
enum Shape: Codable, Equatable {
  case circle(radius: Double)
  case rectangle(width: Double, height: Double)
  case point
}

/// An enum whose first case contains itself.
indirect enum Expression: Codable, Equatable {
  case add(Expression, Expression)
  case number(Int)
}

/// An enum whose every case contains a value that cannot be made.
enum Broken: Decodable {
  case first(Unmakeable)
  case second(Unmakeable)
}

/// An enum whose first case contains a value that cannot be made.
enum Partly: Decodable, Equatable {
  case first(Unmakeable)
  case second(Int)
}

/// A tree whose recursion goes through an array.
struct Tree: Codable, Equatable {
  var value: Int
  var children: [Tree]
}

/// A point decoded from an unkeyed container of two numbers.
struct Point: Decodable, Equatable {
  var x: Int
  var y: Int

  init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    x = try container.decode(Int.self)
    y = try container.decode(Int.self)
  }
}

/// A type that reads its keys from the keyed container, as dynamic-key types do.
struct Tags: Decodable, Equatable {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  var values: [String: Int] = [:]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    for key in container.allKeys {
      values[key.stringValue] = try container.decode(Int.self, forKey: key)
    }
  }
}

/// A class that decodes its superclass through `superDecoder()`.
class Vehicle: Decodable {
  var wheels: Int
}

final class Bicycle: Vehicle {
  var name: String

  private enum CodingKeys: CodingKey {
    case name, base
  }

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    try super.init(from: container.superDecoder(forKey: .base))
  }
}

/// Every kind of field the synthesizer makes directly.
struct Everything: Codable, Equatable {
  var bool: Bool
  var string: String
  var double: Double
  var float: Float
  var int8: Int8
  var int64: Int64
  var uint: UInt
  var uint16: UInt16
  var date: Date
  var url: URL
  var uuid: UUID
  var data: Data
  var decimal: Decimal
  var optional: Int?
  var nestedOptional: Int??
  var array: [String]
  var contiguous: ContiguousArray<Int>
  var set: Set<Int>
  var byName: [String: Int]
  var byNumber: [Int: String]
  var byID: [UUID: Level]
  var byCondition: [Condition: Int]
  var range: ClosedRange<Int>
  var halfOpen: Range<Double>
  var level: Level
  var mood: Mood
  var condition: Condition
  var shape: Shape
}

/// The internal synthesizer: zero values, random values, enums, collections, failures.
@Suite struct InstanceSynthesizerTests {
  func zero<T: Decodable>(_ type: T.Type) throws -> T {
    try InstanceSynthesizer().makeValue(T.self)
  }

  @Test func zeroValuesOfEveryKind() throws {
    var everything = try zero(Everything.self)
    // NB: A made-up UUID differs from every other; its form is checked, then set aside.
    #expect(everything.uuid.uuidString.hasPrefix("00000000-0000-0000-0000-"))
    everything.uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    #expect(
      everything
        == Everything(
          bool: false, string: "", double: 0, float: 0, int8: 0, int64: 0, uint: 0, uint16: 0,
          date: Date(timeIntervalSinceReferenceDate: 0), url: URL(string: "https://example.com")!,
          uuid: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, data: Data(),
          decimal: 0, optional: nil, nestedOptional: nil, array: [], contiguous: [], set: [],
          byName: [:], byNumber: [:], byID: [:], byCondition: [:], range: 0...0, halfOpen: 0..<0,
          level: .low, mood: .happy, condition: .sunny, shape: .circle(radius: 0)))
  }

  @Test func randomValuesOfEveryKindRoundTripThroughJSON() throws {
    for seed: UInt64 in 0..<50 {
      let everything = try generate(Everything.self, seed: seed)
      #expect(everything.range.lowerBound <= everything.range.upperBound)
      #expect(everything.halfOpen.lowerBound <= everything.halfOpen.upperBound)
      let data = try JSONEncoder().encode(everything)
      #expect(try JSONDecoder().decode(Everything.self, from: data) == everything)
    }
  }

  @Test func randomCollectionsAreFilled() throws {
    let everything = try generate(Everything.self, seed: 3)
    #expect(!everything.array.isEmpty && !everything.set.isEmpty && !everything.byID.isEmpty)
    #expect(everything.optional != nil && everything.nestedOptional != nil)
  }

  @Test func enumsWithoutCaseIterableTakeTheirDeclaredCases() throws {
    #expect(try zero(Level.self) == .low)
    #expect(try zero(Mood.self) == .happy)
    let levels = try generate(Level.self, count: 20, seed: 1)
    let rawLevels: Set<Int> = Set(levels.map { level in level.rawValue })
    #expect(rawLevels == [1, 2])
    let moods = try generate(Mood.self, count: 20, seed: 1)
    let rawMoods: Set<String> = Set(moods.map { mood in mood.rawValue })
    #expect(rawMoods == ["happy", "sad"])
  }

  @Test func enumsWithPayloadsTakeEachCase() throws {
    #expect(try zero(Shape.self) == .circle(radius: 0))
    let shapes = try generate(Shape.self, count: 30, seed: 1)
    #expect(shapes.contains { if case .circle = $0 { true } else { false } })
    #expect(shapes.contains { if case .rectangle = $0 { true } else { false } })
    #expect(shapes.contains(.point))
  }

  @Test func enumCaseThatCannotBeMadeGivesWayToTheNext() throws {
    #expect(try zero(Partly.self) == .second(0))
    let values = try generate(Partly.self, count: 2_000, seed: 1)
    #expect(values.allSatisfy { $0 == .second($0.number) })
  }

  @Test func enumWhoseCasesCannotBeMadeReportsTheFirst() {
    #expect {
      try InstanceSynthesizer().makeValue(Broken.self)
    } throws: { error in
      "\(error)"
        == "cannot make MockSixTests.Unmakeable at first._0: its init(from:) threw \"never\""
    }
  }

  @Test func recursiveFirstCaseGivesWayToAShallowValue() throws {
    #expect(try zero(Expression.self) == .number(0))
    for seed: UInt64 in 0..<20 {
      _ = try generate(Expression.self, seed: seed)
    }
  }

  @Test func recursionThroughArraysEndsAtTheFillDepth() throws {
    #expect(try zero(Tree.self) == Tree(value: 0, children: []))
    let tree = try generate(Tree.self, seed: 1)
    func depth(_ tree: Tree) -> Int { 1 + (tree.children.map(depth).max() ?? 0) }
    #expect(depth(tree) == 4)
  }

  @Test func endlessRecursionFailsAtTheDepthLimit() {
    #expect {
      try InstanceSynthesizer().makeValue(Chicken.self)
    } throws: { error in
      "\(error)" == "cannot make MockSixTests.Chicken: it contains itself without end (again at "
        + "egg.chicken); make the recursion optional or an array, or pass a value with using:"
    }
  }

  @Test func unkeyedContainersSupplyValuesPastTheirEnd() throws {
    #expect(try zero(Point.self) == Point(x: 0, y: 0))
    _ = try generate(Point.self, seed: 1)
  }

  @Test func keyedContainersListDynamicKeys() throws {
    #expect(try zero(Tags.self).values.isEmpty)
    let tags = try generate(Tags.self, seed: 1)
    #expect((1...3).contains(tags.values.count))
  }

  @Test func superDecodersMakeTheSuperclass() throws {
    let bicycle = try generate(Bicycle.self, seed: 1)
    #expect(!bicycle.name.isEmpty && bicycle.wheels > 0)
  }

  @Test func optionalThatCannotBeMadeIsNil() throws {
    struct MaybePaid: Decodable {
      var payment: Payment?
      var amount: Int
    }
    let maybe = try generate(MaybePaid.self, seed: 1)
    #expect(maybe.payment == nil && maybe.amount > 0)
  }

  @Test func integersStayWithinTheirType() throws {
    #expect(try generate(Int8.self, count: 100, seed: 1).allSatisfy { (0...127).contains($0) })
    #expect(try generate(UInt8.self, count: 100, seed: 1).contains { $0 > 200 })
    #expect(try generate(UInt64.self, count: 100, seed: 1).allSatisfy { $0 < 1000 })
  }

  @Test func zeroModeUsesMockDefaultsOfNestedTypes() throws {
    struct Account: Decodable {
      var owner: User
    }
    #expect(try zero(Account.self).owner == User.mockDefault)
  }

  @Test func genericAndFoundationEnumsListTheirCases() {
    enum Toggle<Value> {
      case off, on
    }
    #expect(PayloadFreeEnum.cases(of: Toggle<Int>.self)?.map { "\($0)" } == ["off", "on"])
    let identifiers = PayloadFreeEnum.cases(of: Calendar.Identifier.self)
    #expect(identifiers?.first == .gregorian && identifiers?.contains(.iso8601) == true)
    #expect(PayloadFreeEnum.cases(of: Shape.self) == nil)
    #expect(PayloadFreeEnum.cases(of: Level?.self) == nil)
    #expect(PayloadFreeEnum.cases(of: Int.self) == nil)
    #expect(PayloadFreeEnum.cases(of: Never.self) == nil)
  }

  @Test func manyCasesAreListedInOrder() {
    #expect(PayloadFreeEnum.cases(of: ManyPlainCases.self)?.count == 300)
    #expect(PayloadFreeEnum.cases(of: ManyPlainCases.self)?.last == .c299)
    #expect(PayloadFreeEnum.cases(of: ManyCases.self) == ManyCases.allCases)
  }
}

extension Partly {
  var number: Int {
    if case .second(let number) = self { number } else { -1 }
  }
}

extension User: Decodable {
  init(from decoder: any Decoder) throws {
    self = User(id: 1, name: "decoded")
  }
}
