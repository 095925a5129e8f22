/// A stream type whose made-up default is a stream that has finished without an element.
///
/// An unstubbed call that returns an `AsyncStream` or an `AsyncThrowingStream` gets one, so a
/// test that iterates it ends its loop at once rather than trapping or waiting forever.
protocol FinishedStream {
  /// A new stream that yields nothing and has finished.
  static func finished() -> Self
}

extension AsyncStream: FinishedStream {
  static func finished() -> Self {
    AsyncStream { $0.finish() }
  }
}

extension AsyncThrowingStream: FinishedStream where Failure == any Error {
  static func finished() -> Self {
    AsyncThrowingStream { $0.finish() }
  }
}
