// expected-error: member chain produces result of type 'TypedMethod<MockEngine, Double, Void>'
let speeds: [String] = engine.calls(of: .setSpeed)
