// expected-error: cannot convert value of type 'String' to expected element type 'Void'
battery.stub(.draw, with: .in(0...1), andReturnValues: ["a"])
