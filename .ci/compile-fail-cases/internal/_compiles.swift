// The control: the store's boxes are reached with the proof that `withLock` lends.
func checkLockedBoxes() {
  let locked = Locked(StoreState())
  let box = UncheckedBox<Int, StoreState>(0)
  let count = locked.withHeldLock { _, held in
    box.withValue(held) { $0 += 1 }
    return box.value(held)
  }
  _ = count
}
