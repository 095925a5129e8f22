// expected-error: cannot infer type of closure parameter 'name'
api.stub(.save, withBlock: { name in true })
