// expected-error: 'stub(_:answering:)' is unavailable: the closure's parameters must have the member's argument types
api.stub(.save, answering: { (name: Int, count: Int) in true })
