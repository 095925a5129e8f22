/// The one method of a function mock: calling the function.
///
/// Its case is named `_call`, as a generated mock's cases are, so that `.call` names only the
/// typed ID, which the compiler checks; `._call` is the untyped escape hatch.
public enum FunctionMockMethod: Int, Sendable {
  /// A call of the mocked function.
  case _call
}
