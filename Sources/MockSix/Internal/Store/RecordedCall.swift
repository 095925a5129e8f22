/// What the store read for one call while it logged it, under the same lock: every source the
/// call's answer may come from, for the answer chain to try in order.
// NB: Three references at most, so that handing this out of the lock costs a conditional stub's
//     call no more than it must; a struct of four optional fields cost it 10 %.
enum RecordedCall {
  /// The call is answered: by the method's unconditional stub, since no conditional stub comes
  /// before it, or by the default of step 3 or 4, since the mock has no stub for the method and
  /// is not strict.
  case answered(_Answer)
  /// No stub answered under the lock; the rest of the chain tries these.
  ///
  /// - `stubsToMatch`: the method's stubs when some are conditional, to be matched outside the
  ///   lock, since their verifiers run your code.
  /// - `strictMode`: where strict mode was turned on, if the mock is strict.
  /// - `defaultAnswer`: the mock's `setDefault(_:)` value for the result type, else, for a call
  ///   that writes no default, a default made up earlier for the type.
  ///   The stubs are retained by hand: release them once, as `answerCall` does.
  case unstubbed(
    stubsToMatch: RetainedByHand<MethodStubs>?, strictMode: StrictMode?, defaultAnswer: _Answer?)
}
