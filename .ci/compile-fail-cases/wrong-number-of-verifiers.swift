// expected-error: pack expansion requires that 'String, Int' and 'String' have the same shape
expect(api).to(receive(.save, with: theValue("a")))
