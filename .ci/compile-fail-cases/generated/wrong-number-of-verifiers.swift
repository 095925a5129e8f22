// expected-error: generic parameter 'A2' could not be inferred
expect(engine).to(receive(.setSpeed, times: 1, with: theValue(50), any()))
