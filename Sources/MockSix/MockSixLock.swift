/// Returns a string that identifies one value-type mock, unique for the life of the process.
///
/// A struct mock stores it once, and copies of the struct share its calls and stubs:
///
/// ```swift
/// struct MockClock: ClockProtocol, Mock {
///   let mockSixLock = lock()
///   …
/// }
/// ```
///
/// Identities never repeat, not even after `resetMockSix()`, so a new mock never sees the calls
/// or stubs of an old one.
///
/// - Parameter prefix: Text put before the unique number, by default the caller's file and line.
/// - Returns: A string that no other call of `lock(prefix:)` in this process returns.
public func lock(prefix: String = #file + ":\(#line):") -> String {
  prefix + String(MockStore.shared.makeLockNumber())
}
