// NB: NimbleMockSix users wrote `theValue(_:)` and `any()` with only the matchers module imported,
//     so the matchers re-export the core, where the verifiers now live.
@_exported public import MockSix
