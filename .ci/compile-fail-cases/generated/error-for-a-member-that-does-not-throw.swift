// expected-error: cannot convert value of type 'EngineError' to expected argument type 'Never'
enum EngineError: Error { case stalled }
engine.stub(.currentSpeed, andThrow: EngineError.stalled)
