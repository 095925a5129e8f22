/// The one method of a function mock: calling the function.
public enum FunctionMockMethod: Int, Sendable {
  /// A call of the mocked function.
  case call
}
