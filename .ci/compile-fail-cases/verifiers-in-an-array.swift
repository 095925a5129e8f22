// expected-error: cannot convert value of type '[ArgumentVerifier]' to expected argument type 'TypedVerifier<(String, Int)>'
expect(api).to(receive(.save, with: [theValue("a"), any()]))
