// expected-error: pack expansion requires that 'String, Int' and
expect(api).to(receive(.save, with: theValue("a")))
