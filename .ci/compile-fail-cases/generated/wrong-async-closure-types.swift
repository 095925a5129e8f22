// expected-error: 'stub(_:withBlock:)' is unavailable: the closure's parameters must have the member's argument types
battery.stub(.charge) { (level: Int) async in 1.0 }
