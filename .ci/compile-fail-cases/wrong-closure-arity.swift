// expected-error: cannot infer type of closure parameter 'name'
api.stub(.save, answering: { name in true })
