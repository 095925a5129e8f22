// expected-error: pack expansion requires that 'Double' and 'Int, T' have the same shape
expect(engine).to(receive(.setSpeed, times: 1, with: theValue(50), any()))
