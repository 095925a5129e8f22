/// Checks the calls that mocks received, in order, against a snapshot file beside the test.
///
/// The calls to every mock listed, in the order they were made, read as text, one call a line:
///
/// ```swift
/// checkout.placeOrder()
/// expectInteractions(of: repo, tracker, payments)
/// ```
///
/// ```text
/// MockRepository.cart(id: 7)
/// MockTracker.track("checkout.started", ["items": 2])
/// MockPayments.charge(Payment(amount: 1999, currency: "EUR", id: <UUID 1>))
/// MockRepository.save(Order(id: <UUID 2>, placed: <Date 1>, status: .paid))
/// ```
///
/// The text goes to `__Snapshots__/<TestFile>/<test>.<n>.txt` in the folder of the test file
/// (`<n>` counts the test's snapshots, and each case of a parameterized Swift Testing test gets
/// files of its own). Its first run records the file and fails once, saying so; later runs
/// compare, and a difference fails at this line with a line diff. Run with
/// `MOCKSIX_RECORD=failed` (or `all`) to record the calls anew; see ``SnapshotRecording``.
///
/// Arguments read the same in every run: dictionaries and sets sorted, no memory addresses,
/// floating point as Swift prints it, and every `UUID` and `Date` as `<UUID 1>`, `<Date 1>`,
/// numbered in the order they appear. `redacting` replaces the text of any other value. The
/// mocks are named by their types, with `#1`, `#2` for several of one type; name them yourself
/// with the form that takes `(name, mock)` pairs. A passing snapshot verifies every call it
/// shows, for `receiveNoOtherCalls()`.
///
/// - Parameters:
///   - mocks: The mocks whose calls to show.
///   - name: A name for the snapshot's file instead of its number.
///   - record: When to record the snapshot; `MOCKSIX_RECORD` or `.missing` if `nil`.
///   - description: A message that opens the failure message.
///   - testName: The name of the test, for the file's name.
///   - fileID: The source `#fileID` associated with the failure.
///   - filePath: The source `#filePath` associated with the failure.
///   - line: The source `#line` associated with the failure.
///   - column: The source `#column` associated with the failure.
///   - redact: Returns the text to show for a value, or `nil` to show it as usual.
public func expectInteractions<each M: Mock>(
  of mocks: repeat each M,
  named name: String? = nil,
  record: SnapshotRecording? = nil,
  description: @autoclosure () -> String? = nil,
  testName: String = #function,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  redacting redact: @escaping (Any) -> String? = { _ in nil }
) {
  var subjects: [SnapshotSubject] = []
  for mock in repeat each mocks {
    subjects.append(SnapshotSubject(mock, label: nil))
  }
  expectInteractionSnapshot(
    of: subjects, name: name, record: record, message: description, testName: testName,
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    redact: redact)
}

/// Checks the calls that mocks received, in order, against a snapshot file, each mock named by you.
///
/// ```swift
/// expectInteractions(of: ("repo", repo), ("tracker", tracker), ("payments", payments))
/// ```
///
/// ```text
/// repo.cart(id: 7)
/// tracker.track("checkout.started", ["items": 2])
/// ```
///
/// See `expectInteractions(of:named:record:description:testName:fileID:filePath:line:column:redacting:)`
/// for the rest.
///
/// - Parameters:
///   - mocks: Each mock whose calls to show, after the name its calls read with.
///   - name: A name for the snapshot's file instead of its number.
///   - record: When to record the snapshot; `MOCKSIX_RECORD` or `.missing` if `nil`.
///   - description: A message that opens the failure message.
///   - testName: The name of the test, for the file's name.
///   - fileID: The source `#fileID` associated with the failure.
///   - filePath: The source `#filePath` associated with the failure.
///   - line: The source `#line` associated with the failure.
///   - column: The source `#column` associated with the failure.
///   - redact: Returns the text to show for a value, or `nil` to show it as usual.
public func expectInteractions<each M: Mock>(
  of mocks: repeat (String, each M),
  named name: String? = nil,
  record: SnapshotRecording? = nil,
  description: @autoclosure () -> String? = nil,
  testName: String = #function,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  redacting redact: @escaping (Any) -> String? = { _ in nil }
) {
  var subjects: [SnapshotSubject] = []
  for (label, mock) in repeat each mocks {
    subjects.append(SnapshotSubject(mock, label: label))
  }
  expectInteractionSnapshot(
    of: subjects, name: name, record: record, message: description, testName: testName,
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    redact: redact)
}
