// expected-error: cannot convert value of type 'String' to expected element type 'Double'
battery.stub(.charge, andReturnValues: ["full"])
