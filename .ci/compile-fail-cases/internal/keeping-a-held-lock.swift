// expected-error: 'held' is borrowed and cannot be consumed
let locked = Locked(StoreState())
let box = UncheckedBox<Int, StoreState>(0)
locked.withHeldLock { _, held in
  let kept = held
  _ = box.value(kept)
}
