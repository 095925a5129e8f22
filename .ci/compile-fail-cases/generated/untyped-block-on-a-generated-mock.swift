// expected-error: 'stub(_:withBlock:)' is unavailable: a typed ID's stubs take the member's typed arguments
engine.stub(.setSpeed, withBlock: { (args: [Any?]) in })
