// expected-error: 'receive(_:with:)' is unavailable: give one verifier per argument of the member, each of that argument's type
expect(api).to(receive(.load, with: theValue(1)))
