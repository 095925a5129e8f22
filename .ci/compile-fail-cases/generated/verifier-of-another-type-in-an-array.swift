// expected-error: cannot convert value of type 'ArgumentVerifier' to expected element type 'TypedVerifier<Double>'
expect(engine).to(receive(.setSpeed, times: 1, with: [theValue("fast")]))
