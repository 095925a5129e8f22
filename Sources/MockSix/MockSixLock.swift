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
/// - Parameters:
///   - prefix: Text put before the unique number; by default the caller's file and line.
///   - fileID: The source `#fileID` of the caller, for the default prefix.
///   - line: The source `#line` of the caller, for the default prefix.
/// - Returns: A string that no other call of `lock(prefix:)` in this process returns.
public func lock(
  prefix: String? = nil, fileID: String = #fileID, line: UInt = #line
) -> String {
  // NB: MockSix 0.2 wrote the default as `#file + ":\(#line):"`, which Swift evaluates in the
  //     library; the magic literals are only the caller's as defaults of their own.
  (prefix ?? "\(fileID):\(line):") + String(MockStore.shared.makeLockNumber())
}
