// expected-error: 'stub(_:withBlock:)' is unavailable: the closure's parameters must have the member's argument types
engine.stub(.setSpeed) { (speed: Int) in }
