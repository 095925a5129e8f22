/// An identifier of the thread a mock was called on.
///
/// Compare an invocation's thread with the thread you expect:
///
/// ```swift
/// let worker = ThreadID.current
/// #expect(mock.invocations.last?.thread == worker)
/// ```
///
/// The system may reuse an identifier once its thread has exited.
public struct ThreadID: Hashable, Sendable, CustomStringConvertible {
  /// The system's identifier of the thread.
  public var rawValue: UInt

  /// Creates a thread identifier from the system's identifier.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The identifier of the calling thread.
  public static var current: ThreadID {
    ThreadID(rawValue: CurrentThread.id)
  }

  /// The identifier in hexadecimal, such as thread 0x7f3a2c1ff640.
  public var description: String {
    "thread 0x\(String(rawValue, radix: 16))"
  }
}
