/// The stubs of a mock's methods, found by method ID.
///
/// A mock stubs a handful of methods, so a linear search beats hashing the ID on every call.
// NB: The first stubbed method's entry is kept apart from the rest, so that a mock with one
//     stubbed method, as many are, allocates no array for its table.
struct StubTable {
  private var first: (methodID: Int, stubs: MethodStubs)?
  private var rest: [(methodID: Int, stubs: MethodStubs)] = []

  // NB: `first == nil` on a tuple optional, rather than `isEmpty`, which a debug build reaches
  //     through `Collection`'s generic code on every mock call.
  var isEmpty: Bool {
    guard case .none = first else { return false }
    return true
  }

  /// The stubs of the method with `methodID`; setting `nil` removes them.
  subscript(methodID: Int) -> MethodStubs? {
    get {
      if let first, first.methodID == methodID { return first.stubs }
      for entry in rest where entry.methodID == methodID { return entry.stubs }
      return nil
    }
    set {
      if let first, first.methodID == methodID {
        if let newValue {
          self.first = (methodID, newValue)
        } else {
          self.first = rest.isEmpty ? nil : rest.removeFirst()
        }
        return
      }
      let index = rest.firstIndex { $0.methodID == methodID }
      switch (index, newValue) {
      case (let index?, let stubs?): rest[index].stubs = stubs
      case (let index?, nil): rest.remove(at: index)
      case (nil, let stubs?):
        if first == nil { first = (methodID, stubs) } else { rest.append((methodID, stubs)) }
      case (nil, nil): break
      }
    }
  }

  /// Every stubbed method's stubs, in no particular order.
  var methods: [(methodID: Int, stubs: MethodStubs)] {
    guard let first else { return [] }
    return [first] + rest
  }

  /// Every method's stubs, by method ID.
  var byMethod: [(methodID: Int, stubs: [Stub])] {
    methods.sorted { $0.methodID < $1.methodID }.map { ($0.methodID, $0.stubs.all) }
  }
}
