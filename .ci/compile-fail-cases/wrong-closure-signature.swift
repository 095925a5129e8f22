// expected-error: 'stub(_:withBlock:)' is unavailable: the closure's parameters must have the member's argument types
api.stub(.save) { (name: Int, count: Int) in true }
