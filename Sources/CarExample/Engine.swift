/// An engine that a car can turn on and off and drive at a speed.
///
/// ```swift
/// let car = Car(engine: engine, battery: battery)
/// try car.start()
/// ```
public protocol Engine: Sendable {
  /// Whether the engine is running.
  var isOn: Bool { get }

  /// Turns the engine on.
  func turnOn()

  /// Turns the engine off.
  func turnOff()

  /// Sets the speed in kilometers per hour.
  ///
  /// - Parameter value: The speed in kilometers per hour.
  func setSpeed(to value: Double)

  /// Returns the current speed in kilometers per hour.
  func currentSpeed() -> Double
}
