/// How a call is answered, as far as the store can decide under its lock.
enum Decision {
  /// Answered: by an unconditional stub, the mock's default or a default made up for the result
  /// type; `nil` leaves the call to its own default.
  case answered(_Answer?)
  /// The method has conditional stubs, matched outside the lock since their verifiers run your
  /// code; `otherwise` answers when none matches.
  case matchStubs(MethodStubs, otherwise: _Answer?)
  /// The mock is strict and no stub has answered yet: unless one of `stubs` matches, the call is
  /// a reported failure, answered by `otherwise`.
  case strict(MethodStubs?, otherwise: _Answer?, StrictMode)
}

/// Where strict mode was turned on for a mock, where its unstubbed calls are reported.
final class StrictMode: Sendable {
  let location: FailureLocation

  init(_ location: FailureLocation) {
    self.location = location
  }
}
