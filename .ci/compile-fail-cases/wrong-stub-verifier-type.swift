// expected-error: cannot convert value of type 'ArgumentVerifier' to expected argument type 'TypedVerifier<Int>'
api.stub(.save, with: theValue("a"), theValue("b"), andReturn: true)
