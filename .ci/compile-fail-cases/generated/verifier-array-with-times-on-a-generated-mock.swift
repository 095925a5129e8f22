// expected-error: 'receive(_:times:with:)' is unavailable: a generated mock's verifiers follow with: one by one, without brackets
let verifiers: [ArgumentVerifier] = [theValue(50.0)]
expect(engine).to(receive(.setSpeed, times: 1, with: verifiers))
