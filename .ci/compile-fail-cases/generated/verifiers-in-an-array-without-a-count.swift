// expected-error: cannot convert value of type '[ArgumentVerifier]' to expected argument type 'TypedVerifier<Double>'
expect(engine).to(receive(.setSpeed, with: [theValue(50)]))
