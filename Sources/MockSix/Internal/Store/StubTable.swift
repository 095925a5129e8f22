/// The stubs of a mock's methods, found by method ID.
///
/// A mock stubs a handful of methods, so a linear search beats hashing the ID on every call.
struct StubTable {
  private var entries: [(methodID: Int, stubs: MethodStubs)] = []

  // NB: `count`, which `Array` implements itself, rather than `isEmpty`, which a debug build
  //     reaches through `Collection`'s generic code on every mock call.
  var isEmpty: Bool { entries.count == 0 }

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

  /// Every stubbed method's stubs, in no particular order.
  var methods: [(methodID: Int, stubs: MethodStubs)] { entries }

  /// Every method's stubs, by method ID.
  var byMethod: [(methodID: Int, stubs: [Stub])] {
    entries.sorted { $0.methodID < $1.methodID }.map { ($0.methodID, $0.stubs.all) }
  }
}
