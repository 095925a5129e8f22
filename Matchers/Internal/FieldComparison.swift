internal import Foundation
import MockSix

/// One way in which a value differs from what was expected, at a path such as `days[1].high`.
struct FieldDifference: Equatable {
  /// What kind of difference it is.
  enum Kind: Equatable {
    /// Both have a value there, and the values differ.
    case changed(expected: String, actual: String)
    /// The expected value has something there that the actual one lacks.
    case missing(what: String, expected: String?)
    /// The actual value has something there that the expected one lacks.
    case unexpected(what: String, actual: String?)
  }

  var path: String
  var kind: Kind

  /// The line for the detail block: `location.city: expected <"Oslo">, got <"Bergen">`.
  var line: String {
    let place = path.isEmpty ? "value" : path
    switch kind {
    case .changed(let expected, let actual):
      return "\(place): expected \(expected), got \(actual)"
    case .missing(let what, let expected):
      return "\(place): missing \(what)" + (expected.map { ", expected \($0)" } ?? "")
    case .unexpected(let what, let actual):
      return "\(place): unexpected \(what)" + (actual.map { ", got \($0)" } ?? "")
    }
  }
}

/// Compares two values field by field, through their mirrors, and lists every difference.
///
/// Values that are `Equatable` and equal are not looked into. Leaves (numbers, strings, `Bool`,
/// `Date`, `URL`, `UUID`, `Data`, `Decimal`, and values without children) are compared with
/// `==` where they are `Equatable`, else by their descriptions. Structs, classes and tuples are
/// compared by field, arrays by index, dictionaries by key, sets by element, optionals by their
/// wrapped values, and enums by case and then by payload. A class instance met again along a
/// path is not compared again, so cycles end.
struct FieldComparison {
  /// Whether values of different types with the same description count as equal, as the
  /// literals of an expected-fields dictionary need (`3` for an `Int64` field).
  var matchesDescriptions = false

  private(set) var differences: [FieldDifference] = []
  private var visited: Set<[ObjectIdentifier]> = []

  init(matchesDescriptions: Bool = false) {
    self.matchesDescriptions = matchesDescriptions
  }

  /// Compares `actual` with `expected` at `path`.
  mutating func compare(_ actual: Any?, _ expected: Any?, at path: String) {
    guard let actual = unwrapped(actual), let expected = unwrapped(expected) else {
      if isNil(actual) != isNil(expected) { addChanged(actual, expected, at: path) }
      return
    }
    let sameType = type(of: actual) == type(of: expected)
    if !sameType {
      if matchesDescriptions, "\(actual)" == "\(expected)",
        (actual is any StringProtocol) == (expected is any StringProtocol)
      {
        return
      }
      addChanged(actual, expected, at: path)
      return
    }
    let equal = areEqual(actual, expected)
    if equal == true { return }
    let before = differences.count
    if !isLeaf(actual) { compareParts(actual, expected, at: path) }
    if differences.count == before,
      equal == false || describeValue(actual) != describeValue(expected)
    {
      addChanged(actual, expected, at: path)
    }
  }

  /// Compares the fields of `actual` with a dictionary of expected fields at `path`.
  ///
  /// A field missing from the dictionary is unexpected, a key of the dictionary that is no
  /// field is missing. A dictionary value that is itself a `[String: Any?]` dictionary is
  /// compared with the field's fields, and an array with the field's elements in the same way.
  mutating func compareFields(_ actual: Any?, _ expected: [String: Any?], at path: String) {
    guard let actual = unwrapped(actual), !isLeaf(actual) else {
      differences.append(
        FieldDifference(
          path: path,
          kind: .changed(
            expected: "fields \(describeKeys(expected))", actual: describeArgument(actual))))
      return
    }
    let fields = Mirror(reflecting: actual).allChildren.compactMap { child in
      child.label.map { (name: fieldName($0), value: child.value) }
    }
    let names = Set(fields.map(\.name))
    for field in fields {
      let fieldPath = join(path, field.name)
      if let value = expected[field.name] {
        compareExpected(field.value, value, at: fieldPath)
      } else {
        differences.append(
          FieldDifference(
            path: fieldPath, kind: .unexpected(what: "field", actual: describeArgument(field.value))
          ))
      }
    }
    for (name, value) in expected.sorted(by: { $0.key < $1.key }) where !names.contains(name) {
      differences.append(
        FieldDifference(
          path: join(path, name), kind: .missing(what: "field", expected: describeArgument(value))))
    }
  }

  private mutating func compareExpected(_ actual: Any, _ expected: Any?, at path: String) {
    let display = unwrapped(actual).map { Mirror(reflecting: $0).displayStyle } ?? nil
    if let fields = expected.flatMap({ $0 as? [String: Any?] }), display != .dictionary {
      compareFields(actual, fields, at: path)
    } else if let elements = expected.flatMap({ $0 as? [Any?] }), display == .collection,
      let actual = unwrapped(actual)
    {
      let children = Mirror(reflecting: actual).children.map(\.value)
      for index in 0..<max(children.count, elements.count) {
        let elementPath = "\(path)[\(index)]"
        if index >= elements.count {
          addUnexpected("element", children[index], at: elementPath)
        } else if index >= children.count {
          addMissing("element", elements[index], at: elementPath)
        } else {
          compareExpected(children[index], elements[index], at: elementPath)
        }
      }
    } else {
      let wasLenient = matchesDescriptions
      matchesDescriptions = true
      compare(actual, expected, at: path)
      matchesDescriptions = wasLenient
    }
  }

  private mutating func compareParts(_ actual: Any, _ expected: Any, at path: String) {
    let actualMirror = Mirror(reflecting: actual)
    let expectedMirror = Mirror(reflecting: expected)
    switch actualMirror.displayStyle {
    case .collection:
      compareElements(actualMirror, expectedMirror, at: path)
    case .dictionary:
      compareEntries(actualMirror, expectedMirror, at: path)
    case .set:
      compareMembers(actualMirror, expectedMirror, at: path)
    case .enum:
      let actualCase = actualMirror.children.first
      let expectedCase = expectedMirror.children.first
      guard let actualCase, let expectedCase, actualCase.label == expectedCase.label else {
        addChanged(actual, expected, at: path)
        return
      }
      compare(actualCase.value, expectedCase.value, at: join(path, actualCase.label ?? ""))
    default:
      guard enter(actual, expected) else { return }
      let expectedChildren = expectedMirror.allChildren
      for (index, child) in actualMirror.allChildren.enumerated()
      where index < expectedChildren.count {
        let name = child.label.map(fieldName) ?? "\(index)"
        compare(child.value, expectedChildren[index].value, at: join(path, name))
      }
    }
  }

  private mutating func compareElements(_ actual: Mirror, _ expected: Mirror, at path: String) {
    let actualElements = actual.children.map(\.value)
    let expectedElements = expected.children.map(\.value)
    for index in 0..<max(actualElements.count, expectedElements.count) {
      let elementPath = "\(path)[\(index)]"
      if index >= expectedElements.count {
        addUnexpected("element", actualElements[index], at: elementPath)
      } else if index >= actualElements.count {
        addMissing("element", expectedElements[index], at: elementPath)
      } else {
        compare(actualElements[index], expectedElements[index], at: elementPath)
      }
    }
  }

  private mutating func compareEntries(_ actual: Mirror, _ expected: Mirror, at path: String) {
    let actualEntries = entries(of: actual)
    let expectedEntries = entries(of: expected)
    let expectedKeys = Set(expectedEntries.map(\.id))
    let actualKeys = Set(actualEntries.map(\.id))
    for entry in actualEntries {
      let entryPath = "\(path)[\(describeValue(entry.key))]"
      if let match = expectedEntries.first(where: { $0.id == entry.id }) {
        compare(entry.value, match.value, at: entryPath)
      } else if !expectedKeys.contains(entry.id) {
        addUnexpected("key", entry.value, at: entryPath)
      }
    }
    for entry in expectedEntries where !actualKeys.contains(entry.id) {
      addMissing("key", entry.value, at: "\(path)[\(describeValue(entry.key))]")
    }
  }

  private mutating func compareMembers(_ actual: Mirror, _ expected: Mirror, at path: String) {
    let actualMembers = actual.children.map(\.value)
    let expectedMembers = expected.children.map(\.value)
    let actualIDs = Set(actualMembers.map(identity))
    let expectedIDs = Set(expectedMembers.map(identity))
    for member in expectedMembers.sorted(by: byDescription)
    where !actualIDs.contains(identity(member)) {
      differences.append(
        FieldDifference(
          path: path, kind: .missing(what: "element \(describeArgument(member))", expected: nil)))
    }
    for member in actualMembers.sorted(by: byDescription)
    where !expectedIDs.contains(identity(member)) {
      differences.append(
        FieldDifference(
          path: path, kind: .unexpected(what: "element \(describeArgument(member))", actual: nil)))
    }
  }

  /// Notes a pair of class instances as compared; `false` if they were already on this path.
  private mutating func enter(_ actual: Any, _ expected: Any) -> Bool {
    guard type(of: actual) is AnyClass else { return true }
    let pair = [ObjectIdentifier(actual as AnyObject), ObjectIdentifier(expected as AnyObject)]
    return visited.insert(pair).inserted
  }

  private mutating func addChanged(_ actual: Any?, _ expected: Any?, at path: String) {
    differences.append(
      FieldDifference(
        path: path,
        kind: .changed(expected: describeArgument(expected), actual: describeArgument(actual))))
  }

  private mutating func addMissing(_ what: String, _ expected: Any?, at path: String) {
    differences.append(
      FieldDifference(path: path, kind: .missing(what: what, expected: describeArgument(expected))))
  }

  private mutating func addUnexpected(_ what: String, _ actual: Any?, at path: String) {
    differences.append(
      FieldDifference(path: path, kind: .unexpected(what: what, actual: describeArgument(actual))))
  }
}

/// Lists the keys of an expected-fields dictionary: `[city, zip]`.
private func describeKeys(_ fields: [String: Any?]) -> String {
  "[\(fields.keys.sorted().joined(separator: ", "))]"
}

/// Joins a path and a field name with a dot, or starts the path with the name.
private func join(_ path: String, _ name: String) -> String {
  path.isEmpty ? name : "\(path).\(name)"
}

/// The name of a field as the type declares it: without a property wrapper's underscore, and
/// `0` for a tuple's unlabeled `.0`.
private func fieldName(_ label: String) -> String {
  label.count > 1 && (label.hasPrefix("_") || label.hasPrefix("."))
    ? String(label.dropFirst()) : label
}

/// Whether a value is compared as a whole rather than by its parts.
private func isLeaf(_ value: Any) -> Bool {
  if MakeableTypes.isScalar(type(of: value)) { return true }
  let mirror = Mirror(reflecting: value)
  return mirror.children.isEmpty && mirror.displayStyle != .collection
    && mirror.displayStyle != .dictionary && mirror.displayStyle != .set
    && mirror.superclassMirror == nil
}

/// Whether two values are equal, when they are `Equatable`; `nil` when they are not.
private func areEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A value's identity for set and dictionary comparison: itself if `Hashable`, else its
/// description.
private func identity(_ value: Any) -> AnyHashable {
  (value as? AnyHashable) ?? AnyHashable(describeValue(value))
}

private func byDescription(_ lhs: Any, _ rhs: Any) -> Bool {
  describeValue(lhs) < describeValue(rhs)
}

/// The entries of a dictionary's mirror, each with its key's identity.
private func entries(of mirror: Mirror) -> [(id: AnyHashable, key: Any, value: Any)] {
  mirror.children.compactMap { child -> (id: AnyHashable, key: Any, value: Any)? in
    let pair = Mirror(reflecting: child.value).children.map(\.value)
    guard pair.count == 2 else { return nil }
    return (identity(pair[0]), pair[0], pair[1])
  }
  .sorted { byDescription($0.key, $1.key) }
}

extension Mirror {
  /// The children of this mirror's superclasses first, then its own.
  fileprivate var allChildren: [Child] {
    (superclassMirror?.allChildren ?? []) + Array(children)
  }
}

/// Reports the differences a field comparison found, if any, in the style of every matcher.
func reportDifferences(
  _ differences: [FieldDifference], in type: Any.Type, expectation: String, message: String?,
  at location: FailureLocation
) {
  guard !differences.isEmpty else { return }
  let text = MockMatchResult.Message(
    expected: "\(String(describing: type)) \(expectation)",
    actual: counted(differences.count, "difference"),
    details: differences.map(\.line))
  reportFailure(text.rendered(message: message), at: location)
}
