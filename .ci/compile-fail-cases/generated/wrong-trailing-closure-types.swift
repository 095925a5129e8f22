// expected-error: pack expansion requires that '' and 'Int' have the same shape
engine.stub(.setSpeed) { (speed: Int) in }
