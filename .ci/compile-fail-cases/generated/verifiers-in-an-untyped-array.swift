// expected-error: cannot convert value of type '[ArgumentVerifier]' to expected argument type 'TypedVerifier<Double>'
let verifiers: [ArgumentVerifier] = [theValue(50.0)]
expect(engine).to(receive(.setSpeed, with: verifiers))
