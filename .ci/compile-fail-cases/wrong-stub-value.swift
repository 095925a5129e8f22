// expected-error: cannot convert value of type '[String : String]' to expected argument type 'Forecast'
api.stub(.load, andReturn: ["cityName": "Oslo"])
