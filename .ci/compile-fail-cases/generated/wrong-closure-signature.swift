// expected-error: member 'setSpeed' in 'TypedMethod<MockEngine, Int, ()>' produces result of type 'TypedMethod<MockEngine, Double, Void>'
engine.stub(.setSpeed, answering: { (speed: Int) in })
