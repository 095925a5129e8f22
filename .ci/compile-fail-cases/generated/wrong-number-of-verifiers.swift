// expected-error: pack expansion requires that 'Double' and
expect(engine).to(receive(.setSpeed, times: 1, with: theValue(50), any()))
