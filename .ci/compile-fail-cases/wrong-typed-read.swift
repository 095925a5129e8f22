// expected-error: member chain produces result of type 'TypedMethod<WeatherAPIMock, (String, Int), Bool>'
let saves: [(Int, Int)] = api.calls(of: .save)
_ = saves
