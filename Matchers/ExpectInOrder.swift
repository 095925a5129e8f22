import MockSix

/// Checks that calls to one or more mocks happened in the given order.
///
/// Calls in between are allowed: each step takes the earliest call of its method made after
/// the call taken by the step before it. Calls are ordered by their global sequence numbers.
///
/// ```swift
/// expectInOrder(
///   call(battery, .draw, with: [theValue(0.1)]),
///   call(engine, .turnOn),
///   message: "Starting the car"
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
  _ calls: ExpectedCall...,
  message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  // Name the mocks, numbering those whose type names collide.
  var keys: [String] = []
  var types: [String: String] = [:]
  for call in calls where types[call.mockKey] == nil {
    keys.append(call.mockKey)
    types[call.mockKey] = call.mockType
  }
  var names: [String: String] = [:]
  for key in keys {
    let type = types[key]!
    let sameType = keys.filter { types[$0] == type }
    names[key] =
      sameType.count > 1 ? "\(type) #\(sameType.firstIndex(of: key)! + 1)" : type
  }

  // Gather each mock's calls once, then every call of every mock in global order.
  var logs: [String: [MockInvocation]] = [:]
  for call in calls where logs[call.mockKey] == nil {
    logs[call.mockKey] = call.invocations()
  }
  let everything = keys.flatMap { key in (logs[key] ?? []).map { (key, $0) } }
    .sorted { $0.1.sequenceNumber < $1.1.sequenceNumber }

  let steps = calls.map { call -> OrderStep in
    let log = logs[call.mockKey] ?? []
    let name = log.first { $0.methodID == call.methodID }?.functionName ?? call.caseName
    let withText = call.verifiers.map { " with \(describeVerifiers($0))" } ?? ""
    return OrderStep(
      label: "\(name)\(withText) on \(names[call.mockKey]!)",
      calls: log.filter { $0.methodID == call.methodID && passes($0, call.verifiers) })
  }

  let outcome = checkOrder(steps)
  guard case .missing(let index) = outcome else {
    if case .inOrder(let taken) = outcome { VerifiedCalls.shared.insert(taken) }
    return
  }

  // Mark the calls taken by the steps before the one that failed.
  var marks: [Int: Int] = [:]
  if case .inOrder(let taken) = checkOrder(Array(steps.prefix(index))) {
    for (step, number) in taken.enumerated() { marks[number] = step + 1 }
  }
  let lines = everything.enumerated().map { offset, entry -> String in
    let (key, invocation) = entry
    let mark = marks[invocation.sequenceNumber].map { "  ← step \($0)" } ?? ""
    return "  \(offset + 1). \(invocation) on \(names[key]!)\(mark)"
  }
  let text = FailureText(
    expected: steps.map(\.label).joined(separator: ", then "),
    actual: describeMissing(steps, at: index),
    details: lines.isEmpty ? ["No calls recorded on these mocks."] : ["Calls recorded, in order:"] + lines)
  reportFailure(
    text.rendered(message: message()),
    at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
