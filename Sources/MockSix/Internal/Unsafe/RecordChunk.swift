/// A run of logged calls of fixed capacity, whose slots are each written once and never change.
///
/// The log appends to its newest chunk under the store's lock; a `MockInvocation` refers to
/// its call by chunk and slot, so that reading the log back copies no record and retains one
/// object, the chunk, per call. A chunk holds any call's records, or only the calls a mock
/// logged with `args: Any?...`, in slots of 24 bytes rather than 56 (issue 41).
// NB: The slots live at a fixed address (allocated here, freed in `deinit`) and are only
//     appended to, under the store's lock: slot `i` is written before the lock hands out any
//     invocation of it, and never written again, so reading it unlocked races with nothing.
//     What can change about a call (its verified mark) lives in the log, not here. A chunk
//     outlives its log while any of its invocations lives, and keeps its calls' names alive.
@safe final class RecordChunk {
  /// The slots: records of any call, or records of calls whose arguments came erased.
  @unsafe private enum Slots {
    case any(UnsafeMutablePointer<InvocationRecord>)
    case erased(UnsafeMutablePointer<ErasedRecord>)
  }

  /// A call whose arguments the mock handed over as an array: the array, not `_CallArguments`,
  /// whose room for a typed pack such a call never uses.
  private struct ErasedRecord {
    let arguments: [Any?]
    let name: Unretained<InvocationName>
    let sequenceNumber: Int
  }

  private let slots: Slots
  /// Whether the chunk holds only calls whose arguments came erased.
  // NB: Kept beside `slots` rather than read from its case: every call reads it, and reading the
  //     case measured 2 instructions more a call (callgrind, release).
  let holdsOnlyErased: Bool
  /// How many calls the chunk can hold.
  let capacity: Int
  /// How many calls the chunk holds; written under the store's lock by the log only.
  var count: Int { unsafe storedCount }
  // NB: Unchecked, like `Locked`'s value: the store's lock makes every write exclusive, and a
  //     debug build would otherwise check each access at run time, on every call.
  @exclusivity(unchecked) private var storedCount = 0
  /// The names the chunk's records point to, unretained; written under the store's lock.
  private(set) var names: [InvocationName] = []

  /// An empty chunk for the log to fill, with any call's records or only erased arguments'.
  init(capacity: Int, onlyErased: Bool) {
    self.capacity = capacity
    holdsOnlyErased = onlyErased
    unsafe slots =
      onlyErased ? .erased(.allocate(capacity: capacity)) : .any(.allocate(capacity: capacity))
  }

  /// A chunk of one call made by hand, not logged, and so never shared while it is written.
  init(only record: InvocationRecord, named name: InvocationName) {
    capacity = 1
    holdsOnlyErased = false
    let slot = UnsafeMutablePointer<InvocationRecord>.allocate(capacity: 1)
    unsafe slot.initialize(to: record)
    unsafe slots = .any(slot)
    unsafe storedCount = 1
    names = [name]
  }

  deinit {
    switch unsafe slots {
    case .any(let records):
      unsafe records.deinitialize(count: count)
      unsafe records.deallocate()
    case .erased(let records):
      unsafe records.deinitialize(count: count)
      unsafe records.deallocate()
    }
  }

  /// Whether the chunk has no free slot.
  @inline(__always)
  var isFull: Bool { count == capacity }

  /// Writes the next slot of a chunk that is not full, under the store's lock; a chunk that
  /// `holdsOnlyErased` is handed only records whose arguments `isErased`.
  @inline(__always)
  func append(_ record: consuming InvocationRecord, _ held: borrowing HeldLock<StoreState>) {
    // NB: The count first, so that the chunk is not read after its slot is written: read after
    //     the erased case, it cost the chunk a retain and a release on every call.
    let slot = count
    unsafe storedCount = slot + 1
    switch unsafe slots {
    case .any(let records):
      unsafe (records + slot).initialize(to: consume record)
    case .erased(let records):
      unsafe Self.write(consume record, to: records + slot)
    }
  }

  /// Writes a record whose arguments `isErased` to a slot of erased records.
  // NB: The array is taken out of the record, not copied: a retain fewer. A function of its own,
  //     since written in `append`'s case the typed calls' path measured 9 instructions more.
  @inline(__always)
  private static func write(
    _ record: consuming InvocationRecord, to slot: UnsafeMutablePointer<ErasedRecord>
  ) {
    unsafe slot.initialize(
      to: ErasedRecord(
        arguments: record.arguments.erasedArray._takeKnownPresent(), name: record.name,
        sequenceNumber: record.sequenceNumber))
  }

  /// Keeps `names` alive for the records that point to them, under the store's lock.
  func keep(_ names: [InvocationName], _ held: borrowing HeldLock<StoreState>) {
    self.names = names
  }

  /// The record in a slot that has been written.
  @inline(__always)
  subscript(index: Int) -> InvocationRecord {
    switch unsafe slots {
    case .any(let records):
      return unsafe records[index]
    case .erased(let records):
      let record = unsafe records[index]
      return InvocationRecord(
        arguments: _CallArguments(erased: record.arguments), name: record.name,
        sequenceNumber: record.sequenceNumber)
    }
  }

  /// The sequence number of the call in a slot that has been written, read without copying
  /// its record.
  @inline(__always)
  func sequenceNumber(at index: Int) -> Int {
    switch unsafe slots {
    case .any(let records): unsafe records[index].sequenceNumber
    case .erased(let records): unsafe records[index].sequenceNumber
    }
  }

  /// The name of the record in a slot that has been written, read without copying the record
  /// (and so without retaining its arguments); the chunk keeps the name alive.
  @inline(__always)
  func name(at index: Int) -> Unretained<InvocationName> {
    switch unsafe slots {
    case .any(let records): unsafe records[index].name
    case .erased(let records): unsafe records[index].name
    }
  }
}
