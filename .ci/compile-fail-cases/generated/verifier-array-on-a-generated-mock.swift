// expected-error: 'receive(_:with:)' is unavailable: a generated mock's verifiers follow with: one by one, without brackets
expect(engine).to(receive(.setSpeed, with: [theValue(50.0)]))
