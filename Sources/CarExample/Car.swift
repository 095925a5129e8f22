/// A car that drives with an engine powered by a battery.
///
/// ```swift
/// let car = Car(engine: engine, battery: battery)
/// try car.start()
/// car.accelerate(to: 50)
/// car.stop()
/// ```
public struct Car: Sendable {
  /// The smallest charge level that the car starts with.
  public static let minimumCharge = 0.1

  /// The share of a full charge that starting takes.
  public static let startCharge = 0.01

  /// The engine of the car.
  public let engine: any Engine

  /// The battery of the car.
  public let battery: any Battery

  /// Creates a car.
  ///
  /// - Parameters:
  ///   - engine: The engine that drives the car.
  ///   - battery: The battery that powers the engine.
  public init(engine: any Engine, battery: any Battery) {
    self.engine = engine
    self.battery = battery
  }

  /// Whether the car is driving.
  public var isRunning: Bool { engine.isOn }

  /// Starts the engine if it is off and the battery has enough charge.
  ///
  /// - Throws: ``BatteryError/empty`` when the battery has not enough charge.
  public func start() throws(BatteryError) {
    guard !engine.isOn else { return }
    guard battery.chargeLevel >= Car.minimumCharge else { throw BatteryError.empty }
    try battery.draw(Car.startCharge)
    engine.turnOn()
  }

  /// Sets the speed of a running car; a car that is off ignores it.
  ///
  /// - Parameter speed: The speed in kilometers per hour; negative speeds count as zero.
  public func accelerate(to speed: Double) {
    guard engine.isOn else { return }
    engine.setSpeed(to: max(0, speed))
  }

  /// Slows down to a stop and turns the engine off.
  public func stop() {
    guard engine.isOn else { return }
    if engine.currentSpeed() > 0 { engine.setSpeed(to: 0) }
    engine.turnOff()
  }

  /// Charges the battery when it is low.
  ///
  /// - Returns: The charge level after charging, or the current level when it was not low.
  public func chargeIfNeeded() async -> Double {
    let level = battery.chargeLevel
    guard level < 0.5 else { return level }
    return await battery.charge()
  }
}
