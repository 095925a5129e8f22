// expected-error: member 'draw' in 'TypedMethod<MockBattery, Int, String>' produces result of type 'TypedMethod<MockBattery, Double, Void>'
battery.stub(.draw, with: .in(0...1), returningValues: ["a"])
