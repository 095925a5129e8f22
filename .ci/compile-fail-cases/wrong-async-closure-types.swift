// expected-error: 'stub(_:withBlock:)' is unavailable: the closure's parameters must have the member's argument types
api.stub(.load) { (city: Int) async in Forecast(city: "") }
