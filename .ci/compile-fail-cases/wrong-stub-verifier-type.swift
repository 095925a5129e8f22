// expected-error: member 'save' in 'TypedMethod<WeatherAPIMock, String, String, Bool>' produces result
api.stub(.save, with: theValue("a"), theValue("b"), returning: true)
