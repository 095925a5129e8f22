// expected-error: 'nil' is not compatible with expected argument type 'Double'
engine.stub(.currentSpeed, andReturn: nil)
