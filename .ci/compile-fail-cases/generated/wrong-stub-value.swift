// expected-error: member 'currentSpeed' in 'TypedMethod<MockEngine, String>' produces result of type 'TypedMethod<MockEngine, Double>'
engine.stub(.currentSpeed, returning: "fast")
