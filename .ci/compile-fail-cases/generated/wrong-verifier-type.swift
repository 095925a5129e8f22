// expected-error: cannot convert value of type 'ArgumentVerifier' to expected argument type '[ArgumentVerifier]'
expect(engine).to(receive(.setSpeed, with: theValue("fast")))
