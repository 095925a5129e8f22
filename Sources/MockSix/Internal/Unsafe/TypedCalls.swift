/// The typed calls of one method of a generated mock, with one pack of argument types, waiting
/// to be moved into the mock's log; reached only under the store's lock.
class _MethodCalls {
  let methodID: Int
  let function: String
  /// The `_ArgumentPack` type of the calls' arguments.
  let packType: ObjectIdentifier

  init(methodID: Int, function: String, packType: ObjectIdentifier) {
    self.methodID = methodID
    self.function = function
    self.packType = packType
  }

  /// How many calls wait to be moved.
  var count: Int { 0 }

  /// Moves the calls into a mock's log, oldest first.
  func move(into log: inout InvocationLog, _ held: borrowing HeldLock<StoreState>) {}

  /// Moves the calls into `calls`, erased, to be merged with other methods' calls.
  func take(into calls: inout [LoggedCall]) {}
}

/// The calls of one method, with their arguments as the mock passed them.
@safe final class _TypedCalls<Pack: _ArgumentPack>: _MethodCalls {
  /// The records, at a fixed address; allocated here, freed in `deinit`.
  let records: UnsafeMutablePointer<_TypedRecords<Pack>>
  private let handling: _RecordHandling<Pack>

  init(methodID: Int, function: String, handling: _RecordHandling<Pack>) {
    unsafe records = .allocate(capacity: 1)
    unsafe records.initialize(to: _TypedRecords())
    self.handling = handling
    super.init(methodID: methodID, function: function, packType: ObjectIdentifier(Pack.self))
  }

  deinit {
    unsafe handling.destroy(records)
    unsafe records.deinitialize(count: 1)
    unsafe records.deallocate()
  }

  override var count: Int { unsafe records.pointee.count }

  override func move(into log: inout InvocationLog, _ held: borrowing HeldLock<StoreState>) {
    unsafe handling.erase(records) { sequenceNumber, thread, arguments in
      LoggedCall(
        methodID: methodID, function: function, arguments: arguments,
        sequenceNumber: sequenceNumber, thread: thread
      ).append(to: &log, held)
    }
  }

  override func take(into calls: inout [LoggedCall]) {
    unsafe handling.erase(records) { sequenceNumber, thread, arguments in
      calls.append(
        LoggedCall(
          methodID: methodID, function: function, arguments: arguments,
          sequenceNumber: sequenceNumber, thread: thread))
    }
  }
}

/// How the records of one method's typed calls are erased and released: closures made in the
/// mock's own code, where the arguments' types are known, so that both run specialized for them.
@usableFromInline
@safe struct _RecordHandling<Pack: _ArgumentPack> {
  /// Hands each record to the body, erased, oldest first, and empties the records.
  let erase:
    (UnsafeMutablePointer<_TypedRecords<Pack>>, (Int, UInt, _CallArguments) -> Void) -> Void
  /// Releases every record.
  let destroy: (UnsafeMutablePointer<_TypedRecords<Pack>>) -> Void

  @usableFromInline
  init(
    erase:
      @escaping (
        UnsafeMutablePointer<_TypedRecords<Pack>>, (Int, UInt, _CallArguments) -> Void
      ) -> Void,
    destroy: @escaping (UnsafeMutablePointer<_TypedRecords<Pack>>) -> Void
  ) {
    unsafe self.erase = erase
    unsafe self.destroy = destroy
  }
}

/// The records of one method's typed calls: each call's sequence number, thread (see
/// `_CallStamp.thread`) and arguments, oldest first.
// NB: A buffer of their own rather than an array, so that appending one, which a generated
//     mock's call does inline, checks no uniqueness; it doubles when full (`_grow`), and is freed
//     when its calls move into the mock's log.
@usableFromInline
@safe struct _TypedRecords<Pack: _ArgumentPack> {
  @usableFromInline var slots: UnsafeMutablePointer<(Int, UInt, Pack)>?
  @usableFromInline var count = 0
  @usableFromInline var capacity = 0

  init() { unsafe slots = nil }

  /// Hands each record to `body`, erased, oldest first, and frees the buffer.
  @inlinable
  mutating func eraseAll(_ body: (Int, UInt, _CallArguments) -> Void) {
    guard let slots = unsafe slots else { return }
    for index in 0..<count {
      let (sequenceNumber, thread, pack) = unsafe (slots + index).move()
      body(sequenceNumber, thread, pack.logged)
    }
    unsafe slots.deallocate()
    unsafe self.slots = nil
    (count, capacity) = (0, 0)
  }

  /// Releases every record and frees the buffer.
  @inlinable
  mutating func destroyAll() {
    guard let slots = unsafe slots else { return }
    // NB: One record at a time, with code specialized for the arguments' types: releasing them
    //     all at once goes through the runtime's generic array destruction, which measured 104
    //     instructions a record of `(String, Int)`.
    for index in 0..<count { _ = unsafe (slots + index).move() }
    unsafe slots.deallocate()
    unsafe self.slots = nil
    (count, capacity) = (0, 0)
  }
}

/// Doubles a full buffer of records, moving them into the new one.
@usableFromInline
@inline(never)
func _grow<Pack: _ArgumentPack>(_ records: UnsafeMutablePointer<_TypedRecords<Pack>>) {
  let capacity = unsafe max(16, records.pointee.capacity * 2)
  let grown = UnsafeMutablePointer<(Int, UInt, Pack)>.allocate(capacity: capacity)
  if let slots = unsafe records.pointee.slots {
    unsafe grown.moveInitialize(from: slots, count: records.pointee.count)
    unsafe slots.deallocate()
  }
  unsafe records.pointee.slots = grown
  unsafe records.pointee.capacity = capacity
}

/// One typed call on its way into a mock's log, erased.
struct LoggedCall {
  let methodID: Int
  let function: String
  let arguments: _CallArguments
  let sequenceNumber: Int
  let thread: UInt

  func append(to log: inout InvocationLog, _ held: borrowing HeldLock<StoreState>) {
    log.append(
      methodID: methodID, function: function, arguments: arguments,
      sequenceNumber: sequenceNumber, thread: thread & ~1, isMainThread: thread & 1 != 0, held)
  }
}
