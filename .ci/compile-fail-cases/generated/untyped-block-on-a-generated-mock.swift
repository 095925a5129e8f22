// expected-error: 'stub(_:withBlock:)' is unavailable: a generated mock's stubs take the member's typed arguments
engine.stub(.setSpeed, withBlock: { (args: [Any?]) in })
