// expected-error: missing argument for parameter #1 in call
let box = UncheckedBox<Int, StoreState>(0)
_ = box.value()
