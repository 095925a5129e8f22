/// All stubs of one method, in the order calls try them: the newest conditional stub first,
/// the unconditional stub last.
///
/// A call takes these stubs out of the store's lock to match them, so they never change:
/// stubbing makes new ones.
final class MethodStubs {
  let inMatchOrder: [Stub]
  /// Whether any of the stubs is conditional.
  let hasConditional: Bool

  init(inMatchOrder: [Stub] = []) {
    self.inMatchOrder = inMatchOrder
    hasConditional = inMatchOrder.contains { $0.isConditional }
  }

  /// These stubs and `stub`, which replaces the unconditional stub if it is unconditional too.
  func adding(_ stub: Stub) -> MethodStubs {
    if stub.isConditional { return MethodStubs(inMatchOrder: [stub] + inMatchOrder) }
    return MethodStubs(inMatchOrder: inMatchOrder.filter(\.isConditional) + [stub])
  }

  /// The position of the first stub that matches `args`, if any; runs your code, so call it
  /// unlocked.
  // NB: A position rather than the stub, and the stubs walked unretained (these stubs keep them
  //     alive), so that matching retains nothing.
  func firstMatch(_ args: [Any?]) -> Int? {
    for index in inMatchOrder.indices
    where Unretained(inMatchOrder[index]).withObject({ $0.matches(args) }) {
      return index
    }
    return nil
  }

  /// The stubs in the order they were made, the unconditional one last.
  var all: [Stub] {
    inMatchOrder.filter(\.isConditional).reversed() + inMatchOrder.filter { !$0.isConditional }
  }
}
