// expected-error: member 'save' in 'TypedMethod<WeatherAPIMock, Int, Int, Bool>' produces result of type 'TypedMethod<WeatherAPIMock, String, Int, Bool>'
api.stub(.save, answering: { (name: Int, count: Int) in true })
