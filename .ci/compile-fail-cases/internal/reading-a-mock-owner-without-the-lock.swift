// expected-error: value of type 'MockState' has no member 'owner'
let state = MockState(object: nil, owner: NewStateOwner(isStrict: false))
_ = state.owner
