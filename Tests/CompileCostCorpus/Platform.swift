// Platform: analytics, logging, flags, settings and the device's sensors.

public import Foundation

/// Records analytics events.
public protocol AnalyticsTracker {
  /// Records an event.
  func track(_ event: AnalyticsEvent)
  /// Records a screen view.
  func trackScreen(_ name: String, parameters: [String: String])
  /// Sets the user's identifier.
  func identify(userID: String?)
  /// Sends what was recorded.
  func flush() async
  /// Whether events are recorded.
  var isEnabled: Bool { get set }
}

/// Writes log lines.
public protocol AppLogger {
  /// The quietest level written.
  var minimumLevel: LogLevel { get set }
  /// Writes a line.
  func log(_ message: String, level: LogLevel, file: String, line: Int)
  /// Writes an error.
  func error(_ error: any Error, context: String)
  /// The lines written so far.
  func recentLines(limit: Int) -> [String]
  /// Writes buffered lines out.
  func flush()
}

/// Turns features on and off remotely.
public protocol FeatureFlags {
  /// Whether a feature is on.
  func isEnabled(_ flag: String) -> Bool
  /// A flag's text value.
  func value(of flag: String) -> String?
  /// Fetches the flags.
  func refresh() async throws
  /// Overrides a flag locally.
  func override(_ flag: String, enabled: Bool)
}

/// Keeps the user's settings.
public protocol SettingsStore: AnyObject {
  /// Whether notifications are on.
  var notificationsEnabled: Bool { get set }
  /// Whether the app uses dark mode.
  var prefersDarkMode: Bool { get set }
  /// The app's language code.
  var languageCode: String { get set }
  /// Resets every setting.
  func reset()
  /// Exports the settings.
  func export() throws -> Data
  /// Imports exported settings.
  func importSettings(_ data: Data) throws
}

/// Runs work in the background.
public protocol BackgroundTaskScheduler {
  /// Schedules a task.
  func schedule(identifier: String, earliestBegin: Date) throws
  /// Cancels a task.
  func cancel(identifier: String)
  /// Registers the work of a task.
  func register(identifier: String, work: @escaping () async -> Bool)
  /// The tasks scheduled.
  func pendingIdentifiers() async -> [String]
}

/// Reports crashes and errors.
public protocol CrashReporter {
  /// Whether reports are sent.
  var isEnabled: Bool { get set }
  /// Records a non-fatal error.
  func record(_ error: any Error, userInfo: [String: String])
  /// Leaves a breadcrumb.
  func breadcrumb(_ message: String)
  /// Sets the user.
  func setUser(id: String?)
  /// Attaches a value to later reports.
  func setValue(_ value: String, forKey key: String)
}

/// Reads the device's location.
public protocol LocationProvider: AnyObject {
  /// The last known location.
  var lastLocation: Coordinate? { get }
  /// Asks for permission.
  func requestPermission() async -> Bool
  /// The location now.
  func currentLocation() async throws -> Coordinate
  /// Starts updates.
  func startUpdates(_ handler: @escaping (Coordinate) -> Void)
  /// Stops updates.
  func stopUpdates()
}

/// Moves between the app's screens.
public protocol Router: AnyObject {
  /// The screens on the stack.
  var path: [String] { get }
  /// Shows a screen.
  func push(_ screen: String)
  /// Goes back.
  func pop()
  /// Goes back to the start.
  func popToRoot()
  /// Opens a link; returns whether it was the app's.
  func open(_ url: URL) -> Bool
  /// Presents a screen modally.
  func present(_ screen: String, animated: Bool)
}
