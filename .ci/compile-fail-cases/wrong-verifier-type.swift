// expected-error: cannot convert value of type 'ArgumentVerifier' to expected argument type 'TypedVerifier<String>'
expect(api).to(receive(.save, with: theValue(1), any()))
