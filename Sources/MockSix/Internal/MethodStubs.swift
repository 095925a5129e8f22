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

/// The stubs of a mock's methods, found by method ID.
///
/// A mock stubs a handful of methods, so a linear search beats hashing the ID on every call.
struct StubTable {
  private var entries: [(methodID: Int, stubs: MethodStubs)] = []

  var isEmpty: Bool { entries.isEmpty }

  /// The stubs of the method with `methodID`; setting `nil` removes them.
  subscript(methodID: Int) -> MethodStubs? {
    get {
      for entry in entries where entry.methodID == methodID { return entry.stubs }
      return nil
    }
    set {
      let index = entries.firstIndex { $0.methodID == methodID }
      switch (index, newValue) {
      case (let index?, let stubs?): entries[index].stubs = stubs
      case (let index?, nil): entries.remove(at: index)
      case (nil, let stubs?): entries.append((methodID, stubs))
      case (nil, nil): break
      }
    }
  }

  /// Every method's stubs, by method ID.
  var byMethod: [(methodID: Int, stubs: [Stub])] {
    entries.sorted { $0.methodID < $1.methodID }.map { ($0.methodID, $0.stubs.all) }
  }
}
