/// Describes an argument that failed a verifier, naming both types when they differ.
///
/// ```text
/// theValue(1) ✗ got <2>
/// theValue(1 as Int64) ✗ got <1> (Int)
/// ```
package func describeFailure(of verifier: ArgumentVerifier, on argument: Any?) -> String {
  let got = "got \(describeArgument(argument))"
  guard let valueType = verifier.valueType, let value = unwrapped(argument) else {
    return "\(verifier) ✗ \(got)"
  }
  func fits<T>(_ type: T.Type) -> Bool { castResult(value, to: T.self) != nil }
  let argumentType = type(of: value)
  guard !fits(valueType), verifier.description.hasSuffix(")") else {
    return "\(verifier) ✗ \(got)"
  }
  let typed = verifier.description.dropLast() + " as \(describeType(valueType)))"
  return "\(typed) ✗ \(got) (\(describeType(argumentType)))"
}
