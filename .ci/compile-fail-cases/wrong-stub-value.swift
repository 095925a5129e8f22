// expected-error: member 'load' in 'TypedMethod<WeatherAPIMock, [String : String]>' produces result of type 'TypedMethod<WeatherAPIMock, String, Forecast>'
api.stub(.load, returning: ["cityName": "Oslo"])
