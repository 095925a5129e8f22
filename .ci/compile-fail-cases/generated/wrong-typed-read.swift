// expected-error: member chain produces result of type 'TypedMember<MockEngine, Never, Double, Void>'
let speeds: [String] = engine.calls(of: .setSpeed)
_ = speeds
