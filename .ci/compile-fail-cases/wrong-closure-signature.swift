// expected-error: pack expansion requires that '' and 'Int, Int' have the same shape
api.stub(.save, answering: { (name: Int, count: Int) in true })
