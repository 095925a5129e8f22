/// A waiter for a mock's next call, woken once by the thread that records it.
package final class CallWaiter: @unchecked Sendable {
  // NB: `isCancelled` is only read and written under the store's lock.
  var isCancelled = false
  let wake: @Sendable () -> Void

  /// Creates a waiter that runs `wake` on the next call; `wake` runs under the store's lock, so
  /// it must only signal, never call a mock.
  package init(_ wake: @escaping @Sendable () -> Void) {
    self.wake = wake
  }

  /// Stops the waiter from being woken.
  package func cancel() {
    MockStore.shared.cancel(self)
  }
}
