/// One logged call, packed small: the log keeps one per call for the life of the mock.
struct InvocationRecord {
  var arguments: _CallArguments
  /// The call's method ID, function name and thread; the record's chunk keeps it alive.
  var name: Unretained<InvocationName>
  var sequenceNumber: Int

  var methodID: Int { name.withObject { $0.methodID } }
}

/// A method ID, the Swift name it was called by, the generic member's type arguments and the
/// thread that called it, interned once per log, so that a record stays three words.
final class InvocationName: Sendable {
  let methodID: Int
  let functionName: String
  let thread: UInt
  let isMainThread: Bool
  /// The type arguments of a generic member's call, if the mock registered them.
  let typeArguments: ObjectIdentifier?

  init(
    methodID: Int, functionName: String, thread: UInt, isMainThread: Bool,
    typeArguments: ObjectIdentifier? = nil
  ) {
    self.methodID = methodID
    self.functionName = functionName
    self.thread = thread
    self.isMainThread = isMainThread
    self.typeArguments = typeArguments
  }

  /// Whether a read or a check of `methodID`, for the calls of `typeArguments` or every call,
  /// concerns this call.
  func isCall(of methodID: Int, typeArguments: ObjectIdentifier?) -> Bool {
    self.methodID == methodID && (typeArguments == nil || self.typeArguments == typeArguments)
  }
}

/// The calls of one mock, oldest first, in chunks that never move.
///
/// Appending never copies earlier calls, so recording stays O(1) however long the log grows,
/// and reading the log back hands out references to the chunks' records rather than copies.
/// The chunks grow from small, so that the thousands of short-lived mocks of a test suite each
/// hold a few calls rather than a whole chunk.
struct InvocationLog {
  private static var largestChunk: Int { 4096 }

  /// Every chunk, oldest first; the last one is being filled.
  private var chunks: [RecordChunk] = []
  /// The chunk being filled, if any.
  private var current: RecordChunk?
  private var count = 0
  private var names: [InvocationName] = []
  /// The last (method ID, function name, thread) and its name, since calls tend to repeat.
  private var lastMethodID = Int.min
  private var lastFunction = ""
  private var lastThread: UInt = 0
  private var lastTypeArguments: ObjectIdentifier?
  private var lastName: Unretained<InvocationName>?
  /// The positions in the log of the calls a passing expectation has matched, one bit each;
  /// empty until one is marked.
  private var verified: [UInt64] = []
  /// What a spy's calls answered, by sequence number; empty until one is kept.
  private var answers: [Int: MockAnswer] = [:]
  /// The answers kept since the log was last read, which a read moves into `answers`.
  // NB: A call appends its answer, which costs less than inserting it; the calls logged since
  //     may not be in the log yet.
  private var keptAnswers: [(sequenceNumber: Int, answer: MockAnswer)] = []
  /// The list of all calls last handed out, which may lack the calls made since.
  private var handedOut: [MockInvocation] = []

  /// Appends a call.
  @inline(__always)
  mutating func append(
    methodID: Int, function: String, arguments: consuming _CallArguments, sequenceNumber: Int,
    thread: UInt, isMainThread: Bool, typeArguments: ObjectIdentifier? = nil,
    _ held: borrowing HeldLock<StoreState>
  ) {
    // NB: The arguments and the record are moved, not copied, into their slot: a debug build
    //     copies only when told, and a copy of the arguments is two calls into their type.
    let record = InvocationRecord(
      arguments: consume arguments,
      name: name(
        of: function, methodID: methodID, thread: thread, isMainThread: isMainThread,
        typeArguments: typeArguments, held),
      sequenceNumber: sequenceNumber)
    // NB: `current` is borrowed on both paths: a chunk that `makeRoom` returned would be owned
    //     on one and retained on the other, a retain and a release a call.
    if current.map({ $0.isFull || ($0.holdsOnlyErased && !record.arguments.isErased) }) ?? true {
      makeRoom(onlyErased: record.arguments.isErased, held)
    }
    current._knownPresent.append(consume record, held)
    count += 1
  }

  /// The calls as public records, oldest first, optionally only those of one method, and of
  /// one generic member's type arguments.
  ///
  /// The log keeps the list of all its calls that it last handed out, and brings it up to date
  /// with the calls made since, so that reading a log again costs only its new calls.
  mutating func invocations(
    of methodID: Int? = nil, typeArguments: ObjectIdentifier? = nil
  ) -> [MockInvocation] {
    if !keptAnswers.isEmpty { moveKeptAnswers() }
    if let methodID,
      !names.allSatisfy({ $0.isCall(of: methodID, typeArguments: typeArguments) })
    {
      return invocations(ofMethod: methodID, typeArguments: typeArguments)
    }
    if handedOut.count < count { appendInvocations(to: &handedOut, from: handedOut.count) }
    return handedOut
  }

  /// The calls of one method, as public records, oldest first.
  private func invocations(ofMethod methodID: Int, typeArguments: ObjectIdentifier?)
    -> [MockInvocation]
  {
    // NB: Counting first lets the result grow once, to its final size; reading a slot's method
    //     ID copies no record, so skipping another method's call retains nothing.
    func isCall(_ chunk: RecordChunk, _ slot: Int) -> Bool {
      chunk.name(at: slot).withObject { $0.isCall(of: methodID, typeArguments: typeArguments) }
    }
    var matching = 0
    for chunk in chunks {
      for slot in 0..<chunk.count where isCall(chunk, slot) { matching += 1 }
    }
    var result: [MockInvocation] = []
    result.reserveCapacity(matching)
    var position = 0
    for chunk in chunks {
      defer { position += chunk.count }
      for slot in 0..<chunk.count where isCall(chunk, slot) {
        result.append(invocation(chunk, slot, at: position + slot))
      }
    }
    return result
  }

  /// Appends the public records of the calls from position `start` on.
  private func appendInvocations(to result: inout [MockInvocation], from start: Int) {
    // NB: The result grows once, to its final size, and holds references to the chunks'
    //     records: one retain of a chunk per call, no copy of a record.
    result.reserveCapacity(count)
    var position = 0
    for chunk in chunks {
      defer { position += chunk.count }
      guard position + chunk.count > start else { continue }
      for slot in max(0, start - position)..<chunk.count {
        result.append(invocation(chunk, slot, at: position + slot))
      }
    }
  }

  /// The public record of the call in a chunk's slot, at `position` in the log.
  @inline(__always)
  private func invocation(_ chunk: RecordChunk, _ slot: Int, at position: Int) -> MockInvocation {
    var invocation = MockInvocation(chunk: chunk, slot: slot, isVerified: isVerified(position))
    if !answers.isEmpty { invocation.answer = answers[invocation.sequenceNumber] }
    return invocation
  }

  @inline(__always)
  private func isVerified(_ position: Int) -> Bool {
    guard position >> 6 < verified.count else { return false }
    return verified[position >> 6] & (1 << UInt64(position & 63)) != 0
  }

  /// Marks the calls with these sequence numbers as verified; numbers of other mocks' calls are
  /// ignored.
  mutating func markVerified(_ sequenceNumbers: [Int]) {
    for number in sequenceNumbers {
      guard let position = position(of: number) else { continue }
      while verified.count <= position >> 6 { verified.append(0) }
      verified[position >> 6] |= 1 << UInt64(position & 63)
      if position < handedOut.count { handedOut[position].isVerified = true }
    }
  }

  /// Keeps what the call with this sequence number answered, for the next read.
  mutating func keepAnswer(_ answer: consuming MockAnswer, ofCallNumbered sequenceNumber: Int) {
    keptAnswers.append((sequenceNumber, answer))
  }

  /// Moves the answers kept since the last read into `answers`, and into the list handed out.
  private mutating func moveKeptAnswers() {
    for (sequenceNumber, answer) in keptAnswers {
      answers[sequenceNumber] = answer
      if let position = position(of: sequenceNumber), position < handedOut.count {
        handedOut[position].answer = answer
      }
    }
    keptAnswers = []
  }

  /// The position in the log of the call with this sequence number, if the log has it.
  private func position(of sequenceNumber: Int) -> Int? {
    // NB: Records are in sequence order, chunk after chunk, so a binary search in the one chunk
    //     that can hold a number finds it.
    var start = 0
    for chunk in chunks {
      defer { start += chunk.count }
      guard chunk.count > 0, chunk.sequenceNumber(at: chunk.count - 1) >= sequenceNumber else {
        continue
      }
      return Self.slot(of: sequenceNumber, in: chunk).map { start + $0 }
    }
    return nil
  }

  private static func slot(of sequenceNumber: Int, in chunk: RecordChunk) -> Int? {
    var (low, high) = (0, chunk.count)
    while low < high {
      let middle = (low + high) / 2
      if chunk.sequenceNumber(at: middle) < sequenceNumber {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < chunk.count && chunk.sequenceNumber(at: low) == sequenceNumber ? low : nil
  }

  /// Starts a new chunk, four times the last one's size up to the largest, for a call whose
  /// arguments came erased or not.
  ///
  /// A log whose calls have all come with erased arguments (`args: Any?...`) keeps them in
  /// chunks of their smaller records; from its first typed call on, its chunks hold any call.
  @inline(never)
  private mutating func makeRoom(onlyErased isErased: Bool, _ held: borrowing HeldLock<StoreState>)
  {
    let capacity = current.map { min(Self.largestChunk, $0.capacity * 4) } ?? 16
    let onlyErased = isErased && (current?.holdsOnlyErased ?? true)
    let chunk = RecordChunk(capacity: capacity, onlyErased: onlyErased)
    chunk.keep(names, held)
    chunks.append(chunk)
    current = chunk
  }

  /// The interned (method ID, function name, thread, type arguments).
  @inline(__always)
  private mutating func name(
    of function: String, methodID: Int, thread: UInt, isMainThread: Bool,
    typeArguments: ObjectIdentifier?, _ held: borrowing HeldLock<StoreState>
  ) -> Unretained<InvocationName> {
    if methodID == lastMethodID, thread == lastThread, typeArguments == lastTypeArguments,
      function == lastFunction, let lastName
    {
      return lastName
    }
    return internName(
      function, methodID: methodID, thread: thread, isMainThread: isMainThread,
      typeArguments: typeArguments, held)
  }

  /// Finds or adds the (method ID, function name, thread) in the table of names.
  // NB: A thread identifier names one thread while the thread lives and may then be reused, by a
  //     thread that is not the main thread either, so the main-thread mark goes with it. The
  //     table is searched from its newest names, since threads that called lately call again.
  @inline(never)
  private mutating func internName(
    _ function: String, methodID: Int, thread: UInt, isMainThread: Bool,
    typeArguments: ObjectIdentifier?, _ held: borrowing HeldLock<StoreState>
  ) -> Unretained<InvocationName> {
    let name =
      names.last {
        $0.methodID == methodID && $0.thread == thread && $0.isMainThread == isMainThread
          && $0.typeArguments == typeArguments && $0.functionName == function
      }
      ?? {
        let name = InvocationName(
          methodID: methodID, functionName: function, thread: thread, isMainThread: isMainThread,
          typeArguments: typeArguments)
        names.append(name)
        // NB: The chunk being filled keeps alive the names its records point to.
        current?.keep(names, held)
        return name
      }()
    lastMethodID = methodID
    lastFunction = function
    lastThread = thread
    lastTypeArguments = typeArguments
    lastName = Unretained(name)
    return Unretained(name)
  }
}
