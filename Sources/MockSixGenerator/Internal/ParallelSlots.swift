import Foundation

/// A fixed number of slots that parallel workers fill, one slot per worker index.
///
/// NB: Each slot is written by exactly one iteration of `DispatchQueue.concurrentPerform`, and
///     the values are read only after it returns; the lock makes those accesses well-ordered.
final class ParallelSlots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Value?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// Stores the value of one slot.
  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// Returns the values of all slots, which must all be filled.
  func values() -> [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.map { $0! }
  }
}
