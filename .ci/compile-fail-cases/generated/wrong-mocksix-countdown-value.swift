// expected-error: cannot convert value of type 'String' to expected argument type 'Double'
engine.stub(.currentSpeed, andReturn: 1, times: 2, afterwardsReturn: "stop")
