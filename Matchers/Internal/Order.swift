import MockSix

/// One step of an order check: a label for messages and the calls that can fill the step.
struct OrderStep {
  var label: String
  var calls: [MockInvocation]
}

/// The outcome of an order check.
enum OrderOutcome {
  /// Every step found a call after the previous step's; the calls each step took, in order.
  case inOrder([MockInvocation])
  /// The step at `index` found no call after the previous step's.
  case missing(index: Int)
}

/// Checks that the steps happened in order, other calls in between allowed.
///
/// Each step takes its earliest call made after the call taken by the previous step.
func checkOrder(_ steps: [OrderStep]) -> OrderOutcome {
  var last = Int.min
  var taken: [MockInvocation] = []
  for (index, step) in steps.enumerated() {
    guard let call = step.calls.first(where: { $0.sequenceNumber > last }) else {
      return .missing(index: index)
    }
    last = call.sequenceNumber
    taken.append(call)
  }
  return .inOrder(taken)
}

/// Returns what a failed order check got, such as `no stop() after start()`.
func describeMissing(_ steps: [OrderStep], at index: Int) -> String {
  let step = steps[index]
  guard index > 0, !step.calls.isEmpty else { return "no \(step.label)" }
  return "no \(step.label) after \(steps[index - 1].label)"
}
