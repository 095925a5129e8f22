// How `expectInteractions` checks a snapshot. Read `checkInteractionSnapshot` below top to bottom:
// it is the whole order, from the mocks' calls to the failure, if any.
//
//   1. name the file (`SnapshotLocation.next`), which counts this test's snapshots, first, so
//      that a failure below does not change the numbers of the test's later snapshots;
//   2. read each mock's calls and put them in the order they were made, across the mocks, and
//      render them as the snapshot's lines (`interactionLines`);
//   3. decide the record mode and whether writing is allowed (`SnapshotSettings.recordPolicy`);
//   4. read the file, if there is one;
//   5. in record mode `all`, write the lines and fail, saying what changed;
//   6. without a file, write it (unless writing is forbidden) and fail, saying so;
//   7. compare the lines with the file: pass, marking the calls verified, or fail with the
//      difference, writing the lines first in record mode `failed`.
//
// Every failure is thrown as a `SnapshotFailure` and reported once, at the assertion's line.

internal import Foundation
import MockSix

/// Checks the calls of `subjects` against their snapshot, and reports a failure at `location`.
///
/// - Parameters:
///   - subjects: The mocks, in the order the assertion lists them.
///   - name: The assertion's `named:` argument.
///   - record: The assertion's `record:` argument.
///   - message: The caller's message, which opens a failure's message.
///   - testName: The test function's `#function`.
///   - location: Where the assertion is.
///   - redact: The assertion's `redacting:` closure.
func expectInteractionSnapshot(
  of subjects: [SnapshotSubject], name: String?, record: SnapshotRecording?,
  message: () -> String?, testName: String, at location: FailureLocation,
  redact: @escaping (Any) -> String?
) {
  do {
    try checkInteractionSnapshot(
      of: subjects, name: name, record: record, testName: testName, at: location,
      redact: redact)
  } catch {
    reportFailure(error.message.rendered(message: message()), at: location)
  }
}

private func checkInteractionSnapshot(
  of subjects: [SnapshotSubject], name: String?, record: SnapshotRecording?, testName: String,
  at location: FailureLocation, redact: @escaping (Any) -> String?
) throws(SnapshotFailure) {
  // 1. The file.
  let settings = SnapshotSettings.current
  let location = try SnapshotLocation.next(
    filePath: "\(location.filePath)", testName: testName, name: name,
    directory: settings.directory)
  let path = location.displayPath

  // 2. The calls, in order across the mocks, as the snapshot's lines.
  var seen: Set<String> = []
  let subjects = subjects.filter { seen.insert($0.key).inserted }
  let names = snapshotNames(subjects)
  let what = "the calls to \(listed(names))"
  if let unlogged = subjects.first(where: { $0.calls == nil }) {
    throw SnapshotFailure(
      expected: "mocks whose method IDs are Ints, which MockSix logs",
      actual: "\(unlogged.typeName), whose calls MockSix cannot log")
  }
  var calls: [(subject: SnapshotSubject, name: String, call: MockInvocation)] = []
  for (subject, name) in zip(subjects, names) {
    for call in subject.calls ?? [] { calls.append((subject, name, call)) }
  }
  calls.sort { first, second in first.call.sequenceNumber < second.call.sequenceNumber }
  let lines = interactionLines(
    calls.map { entry in
      InteractionCall(
        mock: entry.subject.isFunction
          ? entry.subject.label ?? entry.call.functionName : entry.name,
        isFunction: entry.subject.isFunction, functionName: entry.call.functionName,
        args: entry.call.args, answer: entry.call.answer)
    }, redact: redact)

  // 3. The record mode.
  let policy = try settings.recordPolicy(record)

  // 4. The snapshot recorded before, if any.
  let snapshot = try read(location)

  // 5. Record mode all: write, and fail saying what changed.
  if policy.mode == .all {
    let diff = snapshot.map { LineDiff(snapshot: $0, calls: lines) }
    let change =
      diff.map { $0.isEmpty ? "unchanged" : describeChange($0) } ?? "in a new file"
    let shown = diff.map(differenceDetails) ?? callDetails("Calls:", lines)
    guard let forbidden = policy.forbiddenBy else {
      try write(lines, to: location)
      throw SnapshotFailure(
        expected: "\(what) to be compared with \(path)",
        actual: "\(policy.source), so recorded them, \(change)",
        details: shown + (shown.isEmpty ? [] : [""])
          + ["Run the test again without \(policy.source) to compare."])
    }
    throw SnapshotFailure(
      expected: "\(what) to be recorded at \(path) (\(policy.source))",
      actual: "no recording, since \(forbidden)", details: shown)
  }

  // 6. No file: record it, unless recording is forbidden.
  guard let snapshot else {
    guard let forbidden = policy.forbiddenBy else {
      try write(lines, to: location)
      throw SnapshotFailure(
        expected: "a snapshot of \(what) at \(path)",
        actual: "none, so recorded it; run the test again to compare",
        details: callDetails("Recorded:", lines) + ["", excludeHint])
    }
    throw SnapshotFailure(
      expected: "a snapshot of \(what) at \(path)",
      actual: "none, and recorded nothing, since \(forbidden)",
      details: callDetails("Calls:", lines) + ["", recordingHint(record)])
  }

  // 7. Compare.
  let diff = LineDiff(snapshot: snapshot, calls: lines)
  guard !diff.isEmpty else {
    for subject in subjects { subject.markVerified(subject.calls ?? []) }
    return
  }
  var actual = describeChange(diff)
  var hint = "Run the test with MOCKSIX_RECORD=failed to record the calls as the snapshot."
  if policy.mode == .failed, policy.forbiddenBy == nil {
    try write(lines, to: location)
    actual += "; recorded the calls as the snapshot (\(policy.source))"
    hint = "Run the test again to compare."
  }
  throw SnapshotFailure(
    expected: "\(what) to match \(path)", actual: actual,
    details: differenceDetails(diff) + ["", hint])
}

/// What to do once about the files a recording adds to the test target's folder.
private let excludeHint =
  "SwiftPM warns of files a target does not handle: add exclude: [\"__Snapshots__\"] to the "
  + "test target in Package.swift, once."

/// How to record a missing snapshot that was not recorded: without `record: .never`, else with
/// `MOCKSIX_RECORD`, which wins over CI.
private func recordingHint(_ record: SnapshotRecording?) -> String {
  record == .never
    ? "Record it without record: .never, and commit the file."
    : "Record it with MOCKSIX_RECORD=missing, and commit the file."
}

/// The lines of a snapshot file, or `nil` when there is none.
private func read(_ location: SnapshotLocation) throws(SnapshotFailure) -> [String]? {
  guard FileManager.default.fileExists(atPath: location.url.path) else { return nil }
  do {
    let text = try String(contentsOf: location.url, encoding: .utf8)
      .replacingOccurrences(of: "\r\n", with: "\n")
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  } catch {
    throw SnapshotFailure(
      expected: "to read \(location.displayPath)", actual: describeArgument(error))
  }
}

/// Writes the lines of a snapshot, each ending with a line break, making its folders.
private func write(_ lines: [String], to location: SnapshotLocation) throws(SnapshotFailure) {
  do {
    try FileManager.default.createDirectory(
      at: location.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: location.url, options: .atomic)
  } catch {
    throw SnapshotFailure(
      expected: "to write \(location.displayPath)", actual: describeArgument(error))
  }
}

/// Describes a difference for the summary: `1 line removed and 1 added`.
private func describeChange(_ diff: LineDiff) -> String {
  let (removed, added) = diff.counts
  switch (removed, added) {
  case (0, _): return "\(counted(added, "line")) added"
  case (_, 0): return "\(counted(removed, "line")) removed"
  default: return "\(counted(removed, "line")) removed and \(added) added"
  }
}

/// The detail lines of a difference: a heading, then the unified diff.
private func differenceDetails(_ diff: LineDiff) -> [String] {
  diff.isEmpty ? [] : ["Difference: - snapshot, + calls"] + diff.unified().map { "  " + $0 }
}

/// The detail lines that show a snapshot's lines under a heading.
private func callDetails(_ heading: String, _ lines: [String]) -> [String] {
  [heading] + lines.map { "  " + $0 }
}

/// Lists names for a message: `a`, `a and b`, `a, b and c`.
private func listed(_ names: [String]) -> String {
  guard names.count > 1, let last = names.last else { return names.first ?? "no mocks" }
  return names.dropLast().joined(separator: ", ") + " and " + last
}
