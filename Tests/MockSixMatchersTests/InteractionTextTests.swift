import Foundation
import MockSix
import Testing

@testable import MockSixMatchers

/// Renders one call of `mock` to `name` with `args`, and returns the snapshot's lines.
private func render(
  _ name: String, _ args: Any?..., mock: String = "mock", answer: MockAnswer? = nil,
  redact: @escaping (Any) -> String? = { _ in nil }
) -> String {
  interactionLines(
    [InteractionCall(mock: mock, functionName: name, args: args, answer: answer)],
    redact: redact
  ).joined(separator: "\n")
}

/// Renders one value as the only argument of `f(_:)`, without the call around it.
private func value(_ value: Any?, redact: @escaping (Any) -> String? = { _ in nil }) -> String {
  let line = render("f(_:)", value, redact: redact)
  return String(line.dropFirst("mock.f(".count).dropLast())
}

@Suite struct InteractionTextTests {
  // MARK: - Members

  @Test func methodsPropertiesAndSubscriptsReadAsSwift() {
    #expect(render("fetch(id:)", 42) == "mock.fetch(id: 42)")
    #expect(render("doThis(_:_:)", "a", 1) == #"mock.doThis("a", 1)"#)
    #expect(render("reload()") == "mock.reload()")
    #expect(render("move(from:to:)", 1, 2) == "mock.move(from: 1, to: 2)")
    #expect(render("volume.get") == "mock.volume")
    #expect(render("volume") == "mock.volume")
    #expect(render("volume.set", 3) == "mock.volume = 3")
    #expect(render("subscript(_:).get", 2) == "mock[2]")
    #expect(render("subscript(_:).set", 2, "Jazz") == #"mock[2] = "Jazz""#)
    #expect(render("subscript(row:column:).get", 1, 2) == "mock[row: 1, column: 2]")
    #expect(render("fetch", 42) == "mock.fetch(42)")
  }

  @Test func aCallWithOtherArgumentsThanLabelsShowsItsName() {
    #expect(render("load(id:completion:)", 42) == "mock.load(id:completion:) with 42")
    #expect(render("volume.set") == "mock.volume.set")
    #expect(render("subscript(_:).set", 2) == "mock.subscript(_:).set with 2")
  }

  @Test func memberNamesAreTakenApart() {
    let fetch = MemberName("fetch(id:)")
    #expect(fetch.base == "fetch" && fetch.labels == ["id"] && fetch.accessor == .none)
    let set = MemberName("subscript(_:_:).set")
    #expect(set.base == "subscript" && set.labels == ["_", "_"] && set.accessor == .set)
    #expect(MemberName("reload()").labels == [])
    #expect(MemberName("volume.get").labels == nil)
    #expect(MemberName("odd(a b)").labels == nil)
  }

  @Test func aFunctionMockReadsAsItsName() {
    let lines = interactionLines(
      [InteractionCall(mock: "fetch", isFunction: true, functionName: "fetch", args: [42])],
      redact: { _ in nil })
    #expect(lines == ["fetch(42)"])
  }

  @Test func noCallsReadNoCalls() {
    #expect(interactionLines([], redact: { _ in nil }) == ["(no calls)"])
  }

  // MARK: - Answers

  @Test func anAnswerEndsTheLine() {
    #expect(render("count()", answer: .returned(3)) == "mock.count() → 3")
    #expect(render("name()", answer: .returned(String?.none)) == "mock.name() → nil")
    #expect(render("reload()", answer: .returned(())) == "mock.reload()")
    #expect(
      render("load(_:)", "a", answer: .threw(CocoaError(.fileNoSuchFile)))
        .hasPrefix(#"mock.load("a") throws "#))
    #expect(
      render("pay(_:)", 1, answer: .threw(URLError(.notConnectedToInternet)))
        .hasPrefix("mock.pay(1) throws "))
  }

  @Test func aWideErrorBreaksAfterTheCall() {
    let path = "/Users/ann/Library/Containers/com.example.app/Data/Documents/orders.json"
    #expect(
      render("load(_:)", "orders", answer: .threw(LoadError(path: path, reason: "missing"))) == """
        mock.load("orders") throws LoadError(
          path: "\(path)",
          reason: "missing"
        )
        """)
  }

  @Test func aWideAnswerBreaksAfterTheCall() {
    let wide = [String](repeating: "abcdefghij", count: 9)
    #expect(
      render("words()", answer: .returned(wide)) == """
        mock.words() → [
          "abcdefghij",
          "abcdefghij",
          "abcdefghij",
          "abcdefghij",
          "abcdefghij",
          "abcdefghij",
          "abcdefghij",
          "abcdefghij",
          "abcdefghij"
        ]
        """)
  }

  // MARK: - Values

  @Test func scalarsReadAsSwiftPrintsThem() {
    #expect(value("a \"b\"\t") == #""a \"b\"\t""#)
    #expect(value(Character("x")) == #""x""#)
    #expect(value(Substring("sub")) == #""sub""#)
    #expect(value(true) == "true")
    #expect(value(-7 as Int8) == "-7")
    #expect(value(UInt64.max) == "18446744073709551615")
    #expect(value(0.1 + 0.2) == "0.30000000000000004")
    #expect(value(1e100) == "1e+100")
    #expect(value(Float(0.1)) == "0.1")
    #expect(value(-0.0) == "-0.0")
    #expect(value(Double.nan) == "nan")
    #expect(value(Decimal(string: "12.50")) == "12.5")
    #expect(value(Int?.none) == "nil")
    #expect(value(Optional(Optional(5)) as Any) == "5")
    #expect(value(Data([1, 2, 3])) == "Data(3 bytes)")
    #expect(value(URL(string: "https://example.com/a?b=1")) == "URL(https://example.com/a?b=1)")
    #expect(value(Int.self) == "Int.self")
    #expect(value(AnyHashable("key")) == #""key""#)
  }

  @Test func collectionsStructsAndEnumsReadAsLiterals() {
    #expect(value([1, 2, 3]) == "[1, 2, 3]")
    #expect(value([Int]()) == "[]")
    #expect(value(["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
    #expect(value([String: Int]()) == "[:]")
    #expect(value(Set(["pear", "apple", "fig"])) == #"Set(["apple", "fig", "pear"])"#)
    #expect(value((1, "a")) == #"(1, "a")"#)
    #expect(value((x: 1, y: 2)) == "(x: 1, y: 2)")
    #expect(value(Point(x: 1, y: 2.5)) == "Point(x: 1.0, y: 2.5)")
    #expect(
      value(Payment.card(last4: "1234", expires: 2027)) == #".card(last4: "1234", expires: 2027)"#)
    #expect(value(Payment.voucher("X")) == #".voucher("X")"#)
    #expect(value(Payment.cash) == ".cash")
    #expect(value(Mood.calm) == "😌")
    #expect(value(Wrapped(level: 3)) == "Wrapped(level: Clamped(wrappedValue: 3))")
  }

  @Test func classesReadByTheirFieldsWithoutAddresses() {
    let first = Node("a")
    let second = Node("b")
    first.next = second
    second.next = first
    #expect(value(first) == #"Node(name: "a", next: Node(name: "b", next: Node(↩︎)))"#)
    #expect(value(Dog()) == #"Dog(legs: 4, name: "Rex")"#)
    #expect(value(Opaque()) == "<Opaque: 0x…>")
    #expect(withoutAddresses("at 0x7f3a2c1ff640 and 0xFF") == "at 0x… and 0xFF")
  }

  @Test func uuidsAndDatesReadAsNumberedPlaceholders() {
    let first = UUID()
    let second = UUID()
    let now = Date()
    let lines = interactionLines(
      [
        InteractionCall(mock: "m", functionName: "a(_:_:)", args: [first, now]),
        InteractionCall(
          mock: "m", functionName: "b(_:_:)",
          args: [second, "order-\(first.uuidString.lowercased())/x"]),
        InteractionCall(mock: "m", functionName: "c(_:_:)", args: [now, Date.distantPast]),
      ], redact: { _ in nil })
    #expect(
      lines == [
        "m.a(<UUID 1>, <Date 1>)",
        #"m.b(<UUID 2>, "order-<UUID 1>/x")"#,
        "m.c(<Date 1>, <Date 2>)",
      ])
  }

  @Test func aUUIDInsideLongerHexIsLeftAlone() {
    let text = "0" + UUID().uuidString
    #expect(value(text) == quoted(text))
  }

  @Test func placeholdersInDictionariesAndSetsDoNotFollowHashOrder() {
    for _ in 0..<20 {
      let keys = (0..<4).map { _ in UUID() }
      let dictionary = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
      #expect(
        value(dictionary) == "[<UUID 1>: 0, <UUID 2>: 1, <UUID 3>: 2, <UUID 4>: 3]")
      #expect(value(Set(keys)) == "Set([<UUID 1>, <UUID 2>, <UUID 3>, <UUID 4>])")
    }
  }

  @Test func aRedactingClosureSeesEveryValue() {
    var seen: [String] = []
    let text = value(Point(x: 1, y: 2)) { value in
      seen.append(String(describing: type(of: value)))
      return value as? Double == 2 ? "<y>" : nil
    }
    #expect(text == "Point(x: 1.0, y: <y>)")
    #expect(seen == ["Point", "Double", "Double"])
  }

  // MARK: - Layout

  @Test func aWideCallPutsEachArgumentOnALine() {
    let long = String(repeating: "x", count: 60)
    #expect(
      render("save(_:count:)", Point(x: 1, y: 2), long, mock: "repository") == """
        repository.save(
          Point(x: 1.0, y: 2.0),
          count: "\(long)"
        )
        """)
  }

  @Test func aWideStringWithLineBreaksBecomesABlock() {
    let text = "Dear \"Ann\",\n\n" + String(repeating: "thanks ", count: 14) + "again\nBye"
    #expect(
      render("send(_:)", text) == #"""
        mock.send(
          """
            Dear "Ann",

            thanks thanks thanks thanks thanks thanks thanks thanks thanks thanks thanks thanks thanks thanks again
            Bye
            """
        )
        """#)
    #expect(render("send(_:)", "a\nb") == #"mock.send("a\nb")"#)
  }

  @Test func nestedValuesBreakOnlyWhereTheyDoNotFit() {
    let points = (0..<6).map { Point(x: Double($0), y: 0) }
    #expect(
      render("f(_:)", ["points": points]) == """
        mock.f(
          [
            "points": [
              Point(x: 0.0, y: 0.0),
              Point(x: 1.0, y: 0.0),
              Point(x: 2.0, y: 0.0),
              Point(x: 3.0, y: 0.0),
              Point(x: 4.0, y: 0.0),
              Point(x: 5.0, y: 0.0)
            ]
          ]
        )
        """)
    #expect(
      render("f(_:)", ["points": points.prefix(2)]) == """
        mock.f(["points": [Point(x: 0.0, y: 0.0), Point(x: 1.0, y: 0.0)]])
        """)
  }

  // MARK: - Types whose values the tests render

  private struct LoadError: Error {
    var path: String
    var reason: String
  }

  private struct Point {
    var x: Double
    var y: Double
  }

  private enum Payment {
    case card(last4: String, expires: Int)
    case voucher(String)
    case cash
  }

  private enum Mood: CustomStringConvertible {
    case calm
    var description: String { "😌" }
  }

  private final class Node {
    var name: String
    var next: Node?
    init(_ name: String) { self.name = name }
  }

  private class Animal {
    var legs = 4
  }

  private final class Dog: Animal {
    var name = "Rex"
  }

  private struct Wrapped {
    @Clamped var level: Int
  }

  @propertyWrapper private struct Clamped {
    var wrappedValue: Int
  }

  private struct Opaque: CustomStringConvertible {
    var description: String { "<Opaque: 0x00006000012345f0>" }
  }
}
