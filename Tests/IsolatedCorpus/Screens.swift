// Protocols of a module built with `.defaultIsolation(MainActor.self)`, so that each is isolated
// to the main actor without saying so. Its graph prints `@MainActor` on a protocol only when it
// refines another protocol of the module.

/// A screen with a title.
public protocol Screen {
  var title: String { get set }
  func reload() async throws -> Int
}

/// A screen that can be scrolled; it refines another protocol of the module.
public protocol ScrollingScreen: Screen {
  func scroll(to offset: Double) -> Bool
}

/// A protocol that opts out of the default isolation.
public nonisolated protocol Clock {
  func now() -> Int
}

/// A protocol whose mock's other members are isolated while its identity is not.
public protocol Tabbed: Identifiable {
  var id: String { get }
  var badge: Int { get }
}

/// A class-bound, `Sendable` protocol that opts out of the default isolation.
public nonisolated protocol AudioRecorder: AnyObject, Sendable {
  var isRecording: Bool { get }
  func record(for seconds: Double) async throws -> Int
}
