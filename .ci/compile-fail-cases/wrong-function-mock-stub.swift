// expected-error: cannot convert value of type 'String' to expected argument type 'Forecast'
fetch.stub(.call, andReturn: "Oslo")
