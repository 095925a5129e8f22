/// The error a throwing mocked method throws when it is not stubbed and its result cannot be made.
///
/// A method that may throw any error (`throws`, `throws(any Error)`) does not trap when MockSix
/// cannot make its result: the test is told, by name, and the call throws this error instead:
///
/// ```swift
/// #expect(throws: UnstubbedCallError.self) { try mock.placemark(for: location) }
/// ```
///
/// A method that throws only its own error type, and one that does not throw, still trap.
public struct UnstubbedCallError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The mocked method that was called, such as MockLocationProviding.placemark(for:).
  public var method: String

  /// The result type MockSix could not make, such as WeatherCore.Placemark.
  public var resultType: String

  /// Creates the error for a call of a method whose result type could not be made.
  ///
  /// - Parameters:
  ///   - method: The mocked method that was called.
  ///   - resultType: The result type that could not be made.
  public init(method: String, resultType: String) {
    self.method = method
    self.resultType = resultType
  }

  /// The error in one line, naming the method and the type.
  public var description: String {
    "MockSix cannot make a \(resultType) for the unstubbed call of \(method); stub it or set a "
      + "default"
  }
}
