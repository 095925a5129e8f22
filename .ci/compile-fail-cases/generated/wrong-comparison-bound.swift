// expected-error: cannot convert value of type 'String' to expected argument type 'Double'
expect(engine).to(receive(.setSpeed, with: .greaterThan("fast")))
