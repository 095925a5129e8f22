// expected-error: cannot convert value of type 'String' to expected argument type
fetch.stub(.call, andReturn: "Oslo")
