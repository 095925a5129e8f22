// expected-error: no exact matches in call to instance method 'stub'
engine.stub(.currentSpeed, returning: 10, times: 2, afterwardsReturning: "slow")
