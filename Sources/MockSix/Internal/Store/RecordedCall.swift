/// What the store read for one call while it logged it, under the same lock: every source the
/// call's answer may come from, in the order the answer chain tries them.
struct RecordedCall {
  /// The next answer of the method's unconditional stub, when no conditional stub comes first.
  var stubAnswer: _Answer?
  /// The method's stubs when some are conditional, to be matched outside the lock, since their
  /// verifiers run your code.
  var stubsToMatch: MethodStubs?
  /// Where strict mode was turned on, if the mock is strict.
  var strictMode: StrictMode?
  /// Every stub of the mock by method ID, for the strict-mode failure; empty unless strict.
  var allStubs: [(methodID: Int, stubs: [StubInfo])] = []
  /// The mock's `setDefault(_:)` value for the call's result type.
  var mockDefault: _Answer?
  /// A default made up earlier for the call's result type, for a call that writes no default.
  var madeUpDefault: _Answer?
}
