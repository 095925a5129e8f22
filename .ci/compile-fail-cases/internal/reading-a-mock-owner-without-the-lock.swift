// expected-error: value of type 'MockState' has no member 'owner'
let state = MockState(object: nil, owner: NewStateOwner(hasTrait: false, strictness: .off))
_ = state.owner
