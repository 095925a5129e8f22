/// A run of logged calls of fixed capacity, whose slots are each written once and never change.
///
/// The log appends to its newest chunk under the store's lock; a `MockInvocation` refers to
/// its call by chunk and slot, so that reading the log back copies no record and retains one
/// object, the chunk, per call.
// NB: The slots live at a fixed address (allocated here, freed in `deinit`) and are only
//     appended to, under the store's lock: slot `i` is written before the lock hands out any
//     invocation of it, and never written again, so reading it unlocked races with nothing.
//     What can change about a call (its verified mark) lives in the log, not here. A chunk
//     outlives its log while any of its invocations lives, and keeps its calls' names alive.
@safe final class RecordChunk {
  private let slots: UnsafeMutablePointer<InvocationRecord>
  /// How many calls the chunk can hold.
  let capacity: Int
  /// How many calls the chunk holds; written under the store's lock by the log only.
  var count: Int { unsafe storedCount }
  // NB: Unchecked, like `Locked`'s value: the store's lock makes every write exclusive, and a
  //     debug build would otherwise check each access at run time, on every call.
  @exclusivity(unchecked) private var storedCount = 0
  /// The names the chunk's records point to, unretained; written under the store's lock.
  private(set) var names: [InvocationName] = []

  /// An empty chunk for the log to fill.
  init(capacity: Int) {
    self.capacity = capacity
    unsafe slots = .allocate(capacity: capacity)
  }

  /// A chunk of one call made by hand, not logged, and so never shared while it is written.
  init(only record: InvocationRecord, named name: InvocationName) {
    capacity = 1
    unsafe slots = .allocate(capacity: 1)
    unsafe slots.initialize(to: record)
    unsafe storedCount = 1
    names = [name]
  }

  deinit {
    unsafe slots.deinitialize(count: count)
    unsafe slots.deallocate()
  }

  /// Whether the chunk has no free slot.
  @inline(__always)
  var isFull: Bool { count == capacity }

  /// Writes the next slot of a chunk that is not full, under the store's lock.
  @inline(__always)
  func append(_ record: consuming InvocationRecord, _ held: borrowing HeldLock<StoreState>) {
    unsafe (slots + count).initialize(to: consume record)
    unsafe storedCount += 1
  }

  /// Keeps `names` alive for the records that point to them, under the store's lock.
  func keep(_ names: [InvocationName], _ held: borrowing HeldLock<StoreState>) {
    self.names = names
  }

  /// The record in a slot that has been written.
  @inline(__always)
  subscript(index: Int) -> InvocationRecord {
    unsafe slots[index]
  }

  /// The name of the record in a slot that has been written, read without copying the record
  /// (and so without retaining its arguments); the chunk keeps the name alive.
  @inline(__always)
  func name(at index: Int) -> Unretained<InvocationName> {
    unsafe slots[index].name
  }
}
