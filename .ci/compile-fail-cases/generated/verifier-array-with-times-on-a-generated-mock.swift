// expected-error: 'receive(_:times:with:)' is unavailable: a generated mock's verifiers follow with: one by one, without brackets
expect(engine).to(receive(.setSpeed, times: 1, with: [theValue(50.0)]))
