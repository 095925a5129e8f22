
/// A class-bound, `Sendable` protocol that opts out of the default isolation.
public nonisolated protocol AudioRecorder: AnyObject, Sendable {
  var isRecording: Bool { get }
  func record(for seconds: Double) async throws -> Int
}
