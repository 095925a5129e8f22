import MockSix

/// Checks that calls to one or more mocks happened in the given order.
///
/// Calls in between are allowed: each step takes the earliest call of its method made after
/// the call taken by the step before it. Calls are ordered by their global sequence numbers.
///
/// ```swift
/// expectInOrder(
///   [call(battery, .draw, with: [theValue(0.1)]), call(engine, .turnOn)],
///   "Starting the car"
/// )
/// ```
///
/// ```text
/// Starting the car - expected draw(_:) with [theValue(0.1)] on MockBattery, then turnOn() on MockEngine, got no turnOn() on MockEngine after draw(_:) with [theValue(0.1)] on MockBattery
///
///   Calls recorded, in order:
///     1. turnOn() on MockEngine
///     2. draw(_:) with <0.1> on MockBattery  ← step 1
/// ```
///
/// Two mocks of the same type are told apart as `MockEngine #1` and `MockEngine #2`, in the
/// order they first appear among the steps. When the check passes, the calls it took count as
/// verified for `receiveNoOtherCalls()`.
///
/// - Parameters:
///   - calls: The steps, in the order they must have happened.
///   - message: A message that opens the failure message.
///   - fileID: The source `#fileID` associated with the failure.
///   - filePath: The source `#filePath` associated with the failure.
///   - line: The source `#line` associated with the failure.
///   - column: The source `#column` associated with the failure.
public func expectInOrder(
  _ calls: [ExpectedCall],
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  // Take each mock's calls once, in the order the mocks first appear among the steps.
  var mocks: [ExpectedCall] = []
  var logs: [String: [MockInvocation]] = [:]
  for call in calls where logs[call.mockKey] == nil {
    mocks.append(call)
    logs[call.mockKey] = call.invocations()
  }
  let keys = mocks.map(\.mockKey)

  // Name the mocks by type, numbering those whose types share a name.
  var names: [String: String] = [:]
  for mock in mocks {
    let sameType = mocks.filter { $0.mockType == mock.mockType }.map(\.mockKey)
    let number = (sameType.firstIndex(of: mock.mockKey) ?? 0) + 1
    names[mock.mockKey] = sameType.count > 1 ? "\(mock.mockType) #\(number)" : mock.mockType
  }
  let everything = keys.flatMap { key in (logs[key] ?? []).map { (key, $0) } }
    .sorted { $0.1.sequenceNumber < $1.1.sequenceNumber }

  let steps = calls.map { call -> OrderStep in
    let log = logs[call.mockKey] ?? []
    let name = log.first { $0.methodID == call.methodID }?.functionName ?? call.caseName
    let withText = call.verifiers.map { " with \(describeVerifiers($0))" } ?? ""
    return OrderStep(
      label: "\(name)\(withText) on \(names[call.mockKey] ?? call.mockType)",
      calls: log.filter {
        $0.isCall(of: call.methodID, typeArguments: call.typeArguments)
          && passes($0, call.verifiers)
      })
  }

  let outcome = checkOrder(steps)
  guard case .missing(let index) = outcome else {
    if case .inOrder(let taken) = outcome {
      for (call, invocation) in zip(calls, taken) { call.markVerified([invocation]) }
    }
    return
  }

  // Mark the calls taken by the steps before the one that failed.
  var marks: [Int: Int] = [:]
  if case .inOrder(let taken) = checkOrder(Array(steps.prefix(index))) {
    for (step, invocation) in taken.enumerated() { marks[invocation.sequenceNumber] = step + 1 }
  }
  let lines = everything.enumerated().map { offset, entry -> String in
    let (key, invocation) = entry
    let mark = marks[invocation.sequenceNumber].map { "  ← step \($0)" } ?? ""
    return "  \(offset + 1). \(invocation) on \(names[key] ?? key)\(mark)"
  }
  let text = MockMatchResult.Message(
    expected: steps.map(\.label).joined(separator: ", then "),
    actual: describeMissing(steps, at: index),
    details: lines.isEmpty
      ? ["No calls recorded on these mocks."] : ["Calls recorded, in order:"] + lines)
  reportFailure(
    text.notingSharing(mocks.map { $0.sharingNote() }).rendered(message: message()),
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
