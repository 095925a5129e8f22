// expected-error: cannot convert value of type 'String' to expected argument type 'Double'
engine.stub(.currentSpeed, andReturn: 10, times: 2, afterwardsReturn: "slow")
