extension StoreState {
  /// Moves the states of dead mock objects to the graveyard, to be released after the lock.
  ///
  /// The store sweeps when the states outnumber `sweepThreshold`, then doubles the threshold
  /// past the survivors, so sweeping costs O(1) amortized per new mock. A dead mock of a test
  /// that runs with the `.mockSix` trait stays until that test ends, which reports its unused
  /// stubs and unanswered closures and then forgets it: a test's mocks (a local, a property of
  /// the suite) die before the trait's end of the test runs.
  mutating func sweepDeadStates(_ held: borrowing HeldLock<StoreState>) {
    // NB: One pass decides each state once, so a mock dying mid-sweep cannot leave the
    //     dictionary without reaching the graveyard.
    var alive: [ObjectKey: MockState] = [:]
    for (key, candidate) in objectStates {
      if candidate.isDead, !candidate.ownerHasTrait {
        // NB: The dead mock's log, and the calls in it, go to the graveyard with its state,
        //     which holds it: releasing a call's arguments can run a deinit that calls a mock.
        candidate.unhook(held)
        graveyard.append(candidate)
      } else {
        alive[key] = candidate
      }
    }
    objectStates = alive
    sweepThreshold = max(1024, objectStates.count * 2)
  }
}
