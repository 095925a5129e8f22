// expected-error: 'receive(_:with:)' is unavailable: a generated mock's verifiers follow with: one by one, without brackets
let verifiers: [ArgumentVerifier] = [theValue(50.0)]
expect(engine).to(receive(.setSpeed, with: verifiers))
