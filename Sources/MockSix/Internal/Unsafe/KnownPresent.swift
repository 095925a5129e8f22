/// Reading an optional that a call path knows holds a value, without checking again.
// NB: A typed call moves its arguments into an optional (`Pack?`) so that the log can take them
//     without a copy; when the log did not, the call reads them back out. The optional holds them
//     on that path by construction, and a check would cost every call in a debug build.
extension Optional {
  /// The value, which the optional is known to hold.
  @inlinable
  @inline(__always)
  var _knownPresent: Wrapped {
    unsafe unsafelyUnwrapped
  }

  /// Moves the value out, which the optional is known to hold, leaving `nil`.
  @inlinable
  @inline(__always)
  mutating func _takeKnownPresent() -> Wrapped {
    unsafe take().unsafelyUnwrapped
  }
}
