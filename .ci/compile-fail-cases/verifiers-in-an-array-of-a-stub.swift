// expected-error: 'stub(_:with:andReturn:)' is unavailable: a typed ID's verifiers follow with: one by one, without brackets
api.stub(.save, with: [theValue("a"), any()], andReturn: true)
