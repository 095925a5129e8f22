// expected-error: 'HeldLock<Guarded>' initializer is inaccessible due to 'fileprivate' protection level
let box = UncheckedBox<Int, StoreState>(0)
_ = box.value(HeldLock<StoreState>())
