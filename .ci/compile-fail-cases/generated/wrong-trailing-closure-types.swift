// expected-error: 'stub(_:answering:)' is unavailable: the closure's parameters must have the member's argument types
engine.stub(.setSpeed) { (speed: Int) in }
