internal import Foundation
import MockSix
internal import Testing

/// Where an interaction snapshot's file is: `__Snapshots__/<TestFile>/<test>.<n>.txt` in the
/// folder of the test file, as swift-snapshot-testing names its files.
///
/// - `<TestFile>` is the test file's name without `.swift`.
/// - `<test>` is the test function's name without its parentheses and labels (`checkout`,
///   `testCheckout`), its other characters but letters, digits and `_` turned into `-`. A case of
///   a parameterized Swift Testing test adds its arguments as Swift Testing describes them:
///   `checkout(country: "NO")` is `checkout-country-NO`.
/// - `<n>` counts the test's snapshots from 1, in the order its assertions run; a `named:`
///   assertion takes its name instead, and no number.
///
/// A file that two tests would share (two suites of one file with a test of the same name) is a
/// failure of the second test, since which test took which number would depend on their order.
struct SnapshotLocation {
  /// The file.
  var url: URL
  /// The file's path from the folder that holds `__Snapshots__`, for messages.
  var displayPath: String

  /// Names the file for the next snapshot assertion of the running test.
  ///
  /// - Parameters:
  ///   - filePath: The test file's `#filePath`.
  ///   - testName: The test function's `#function`, such as `checkout(country:)`.
  ///   - name: The assertion's `named:` argument.
  ///   - directory: The folder that holds `__Snapshots__`, instead of the test file's folder.
  /// - Throws: The failure for a file another test named first, or for a parameterized test
  ///   whose case this version of Swift Testing does not tell apart.
  static func next(
    filePath: String, testName: String, name: String?, directory: URL?
  ) throws(SnapshotFailure) -> SnapshotLocation {
    let testFile = URL(fileURLWithPath: filePath)
    let fileName = testFile.deletingPathExtension().lastPathComponent
    let base = directory ?? testFile.deletingLastPathComponent()
    let folder = base.appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)

    let function = String(testName.prefix { $0 != "(" })
    var test = sanitizedPathComponent(testName)
    var testCase = ""
    switch TestCaseArguments.current {
    case .none:
      break
    case .some(let arguments):
      testCase = "(\(arguments))"
      test = sanitizedPathComponent(function + testCase)
    case .unreadable:
      guard name != nil else {
        throw SnapshotFailure(
          expected: "a file for each case of the parameterized test \(testName)",
          actual: "cases this version of Swift Testing does not tell apart; pass named: with "
            + "the case's arguments")
      }
    }

    let key = folder.appendingPathComponent(test).path
    let identifier = name.map(sanitizedPathComponent)
    let owner = Test.current.map { current in
      var names = current.id.nameComponents
      if !testCase.isEmpty, let last = names.popLast() {
        names.append(String(last.prefix { $0 != "(" }) + testCase)
      }
      return SnapshotOwner(id: "\(current.id)\(testCase)", name: names.joined(separator: "."))
    }
    let number = try snapshotNames.claim(
      identifier.map { "\(key).\($0)" } ?? key, by: owner, counting: identifier == nil,
      displayPath: "__Snapshots__/\(fileName)/\(test)")
    let file = "\(test).\(identifier ?? String(number)).txt"
    return SnapshotLocation(
      url: folder.appendingPathComponent(file), displayPath: "__Snapshots__/\(fileName)/\(file)")
  }
}

/// The arguments of the running case of a parameterized Swift Testing test, for file names.
enum TestCaseArguments {
  /// The case's arguments as its test function's call lists them: `country: "NO", count: 2`.
  case some(String)
  /// No parameterized test's case is running.
  case none
  /// A parameterized test's case is running, whose arguments could not be read.
  case unreadable

  /// The arguments of the case running in this task.
  static var current: TestCaseArguments {
    guard let testCase = Test.Case.current, testCase.isParameterized else { return .none }
    // NB: Swift Testing 6.3 makes a case's arguments public only as SPI, which a package cannot
    //     use from a toolchain's prebuilt module; they are read through the case's mirror, each
    //     value described as Swift Testing describes it. A layout this does not know reads
    //     `unreadable`, which asks for `named:`.
    func child(_ value: Any?, _ label: String) -> Any? {
      value.flatMap { Mirror(reflecting: $0).children.first { $0.label == label }?.value }
    }
    let kind = child(testCase, "_kind")
    let payload = kind.flatMap { Mirror(reflecting: $0).children.first?.value }
    guard let arguments = child(payload, "arguments") else { return .unreadable }
    var parts: [String] = []
    for argument in Mirror(reflecting: arguments).children.map(\.value) {
      guard let value = child(argument, "value"),
        let label = child(child(argument, "parameter"), "firstName") as? String
      else { return .unreadable }
      parts.append("\(label): \(String(describingForTest: value))")
    }
    guard !parts.isEmpty else { return .unreadable }
    if let discriminator = child(payload, "discriminator") as? Int, discriminator > 0 {
      parts.append("\(discriminator + 1)")
    }
    return .some(parts.joined(separator: ", "))
  }
}

/// Turns text into a part of a file name: letters, digits and `_` kept, every other run of
/// characters one `-`, none at either end. A name longer than 120 characters is cut, and
/// ends with a hash of the whole, so that it still names one file.
func sanitizedPathComponent(_ text: String) -> String {
  var result = ""
  for character in text {
    if character.isLetter || character.isNumber || character == "_" {
      result.append(character)
    } else if !result.isEmpty, result.last != "-" {
      result.append("-")
    }
  }
  if result.last == "-" { result.removeLast() }
  guard result.count > 120 else { return result }
  // NB: FNV-1a, since `Hasher` is seeded differently in every process.
  let hash = text.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
  return String(result.prefix(111)) + "-" + String(hash, radix: 16)
}

/// The test that named a snapshot file, for the check that no two tests share one.
struct SnapshotOwner: Equatable {
  var id: String
  var name: String
}

/// The numbers a test's snapshots took so far, and the test that took each file name.
// NB: Every test of the process names its files through one table, `snapshotNames`; its state
//     is only reached under its lock.
final class SnapshotNames: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]
  private var owners: [String: SnapshotOwner] = [:]

  /// Claims `key` for `owner` and returns the next number of a counted key (0 for a named one).
  func claim(
    _ key: String, by owner: SnapshotOwner?, counting: Bool, displayPath: String
  ) throws(SnapshotFailure) -> Int {
    let result = lock.withLock { () -> Result<Int, SnapshotFailure> in
      if let owner {
        if let first = owners[key], first != owner {
          return .failure(
            SnapshotFailure(
              expected: "the snapshots \(displayPath).* to be one test's",
              actual: "\(first.name) and \(owner.name); rename one of them, or pass named:"))
        }
        owners[key] = owner
      }
      guard counting else { return .success(0) }
      counts[key, default: 0] += 1
      return .success(counts[key] ?? 1)
    }
    return try result.get()
  }
}

private let snapshotNames = SnapshotNames()
