// expected-error: cannot convert value of type 'HeldLock<Int>' to expected argument type 'HeldLock<StoreState>'
let box = UncheckedBox<Int, StoreState>(0)
func read(underAnotherLock held: borrowing HeldLock<Int>) -> Int {
  box.value(held)
}
