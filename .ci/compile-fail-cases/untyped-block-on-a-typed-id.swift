// expected-error: 'stub(_:withBlock:)' is unavailable: a typed ID's stubs take the member's typed arguments
api.stub(.save, withBlock: { (args: [Any?]) in true })
