// expected-error: cannot convert value of type 'ArgumentVerifier' to expected element type 'TypedVerifier<(String, Int)>'
expect(api).to(receive(.save, times: 1, with: [theValue("a"), any()]))
