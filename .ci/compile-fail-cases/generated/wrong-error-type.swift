// expected-error: cannot convert value of type 'DiskError' to expected argument type 'BatteryError'
enum DiskError: Error { case full }
battery.stub(.draw, andThrow: DiskError.full)
