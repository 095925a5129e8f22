// expected-error: 'nil' is not compatible with expected argument type 'Bool'
api.stub(.save, andReturn: nil)
