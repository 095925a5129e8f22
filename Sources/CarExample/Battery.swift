/// A battery that powers a car's engine.
///
/// ```swift
/// if battery.chargeLevel > 0.1 { try battery.draw(0.01) }
/// ```
public protocol Battery: Sendable {
  /// The charge level, from 0 (empty) to 1 (full).
  var chargeLevel: Double { get }

  /// Takes a share of the charge.
  ///
  /// - Parameter amount: The share of a full charge to take, from 0 to 1.
  /// - Throws: ``BatteryError/empty`` when there is not enough charge.
  func draw(_ amount: Double) throws(BatteryError)

  /// Charges the battery until it is full.
  ///
  /// - Returns: The charge level reached.
  func charge() async -> Double
}

/// An error that a battery throws.
public enum BatteryError: Error, Equatable {
  /// The battery has not enough charge.
  case empty
}
