// The mocks every case compiles against: the example's generated mocks (see _sources), with
// their typed method IDs, as `generate-mocks` wrote them.
import CarExample
import MockSix

let engine = MockEngine()
let battery = MockBattery()
