/// One logged call, packed small: the log keeps one per call for the life of the mock.
struct InvocationRecord {
  var args: [Any?]
  var sequenceNumber: Int
  var thread: UInt
  /// The index of the call's method ID and function name in the log's table of names.
  var nameIndex: UInt32
  var isMainThread: Bool
  /// Whether a passing expectation has matched this call, for `receiveNoOtherCalls()`.
  var isVerified = false
}

/// The calls of one mock, oldest first, in fixed-size chunks.
///
/// Appending never copies earlier calls, so recording stays O(1) however long the log grows,
/// and the chunks are filled to the brim, so the log costs little more than its records.
struct InvocationLog {
  private static var chunkSize: Int { 4096 }

  /// Full chunks, oldest first.
  private var chunks: [[InvocationRecord]] = []
  /// The chunk being filled: after the full ones.
  private var current: [InvocationRecord] = []
  private var names: [String] = []
  private var methodIDs: [Int] = []
  /// The last (method ID, function name) pair and its index, since calls tend to repeat.
  private var lastMethodID = Int.min
  private var lastFunction = ""
  private var lastNameIndex: UInt32 = 0

  /// Appends a call.
  mutating func append(
    methodID: Int, function: String, args: [Any?], sequenceNumber: Int, thread: UInt,
    isMainThread: Bool
  ) {
    let record = InvocationRecord(
      args: args, sequenceNumber: sequenceNumber, thread: thread,
      nameIndex: nameIndex(of: function, methodID: methodID), isMainThread: isMainThread)
    if current.count == current.capacity {
      makeRoom()
    }
    current.append(record)
  }

  /// The calls as public records, oldest first, optionally only those of one method.
  func invocations(of methodID: Int? = nil) -> [MockInvocation] {
    // NB: The result is allocated once, at its final size (growing it by doubling copied each
    //     record several times over), and records are read in place, so that making each
    //     public record retains its arguments and name once.
    let nameIndices = methodID.map { methodID in
      methodIDs.indices.filter { methodIDs[$0] == methodID }.map { UInt32(truncatingIfNeeded: $0) }
    }
    var result: [MockInvocation] = []
    result.reserveCapacity(count(nameIndices))
    for chunk in chunks {
      appendInvocations(of: chunk, nameIndices, to: &result)
    }
    appendInvocations(of: current, nameIndices, to: &result)
    return result
  }

  /// Appends the public records of those of `records` whose name index is in `nameIndices`, or
  /// of all of them for `nil`.
  private func appendInvocations(
    of records: [InvocationRecord], _ nameIndices: [UInt32]?, to result: inout [MockInvocation]
  ) {
    for index in records.indices {
      if let nameIndices, !Self.includes(nameIndices, records[index].nameIndex) { continue }
      let nameIndex = Int(records[index].nameIndex)
      result.append(
        MockInvocation(
          methodID: methodIDs[nameIndex], functionName: names[nameIndex],
          args: records[index].args, sequenceNumber: records[index].sequenceNumber,
          thread: ThreadID(rawValue: records[index].thread),
          isMainThread: records[index].isMainThread, isVerified: records[index].isVerified))
    }
  }

  /// Whether `nameIndex` is one of `nameIndices`, which usually hold one index.
  @inline(__always)
  private static func includes(_ nameIndices: [UInt32], _ nameIndex: UInt32) -> Bool {
    nameIndices.count == 1 ? nameIndices[0] == nameIndex : nameIndices.contains(nameIndex)
  }

  /// How many records have a name index in `nameIndices`, or how many there are for `nil`.
  private func count(_ nameIndices: [UInt32]?) -> Int {
    guard let nameIndices else {
      return chunks.reduce(current.count) { $0 + $1.count }
    }
    var count = 0
    for chunk in chunks + [current] {
      for index in chunk.indices where Self.includes(nameIndices, chunk[index].nameIndex) {
        count += 1
      }
    }
    return count
  }

  /// Marks the calls with these sequence numbers as verified; numbers of other mocks' calls are
  /// ignored.
  mutating func markVerified(_ sequenceNumbers: [Int]) {
    // NB: Records are in sequence order, in the full chunks and then the current one, so a
    //     binary search in the one chunk that can hold a number finds it.
    for number in sequenceNumbers {
      if let index = Self.index(of: number, in: current) {
        current[index].isVerified = true
      } else if let chunk = chunks.firstIndex(where: { $0.last!.sequenceNumber >= number }),
        let index = Self.index(of: number, in: chunks[chunk])
      {
        chunks[chunk][index].isVerified = true
      }
    }
  }

  private static func index(of sequenceNumber: Int, in records: [InvocationRecord]) -> Int? {
    var (low, high) = (0, records.count)
    while low < high {
      let middle = (low + high) / 2
      if records[middle].sequenceNumber < sequenceNumber { low = middle + 1 } else { high = middle }
    }
    return low < records.count && records[low].sequenceNumber == sequenceNumber ? low : nil
  }

  /// Makes room in the current chunk, or starts a new one once it holds a whole chunk.
  ///
  /// A mock's first chunk grows from small, so that the thousands of short-lived mocks of a
  /// test suite each hold a few calls rather than a whole chunk.
  private mutating func makeRoom() {
    if current.capacity < Self.chunkSize {
      current.reserveCapacity(min(Self.chunkSize, max(16, current.capacity * 4)))
    } else {
      chunks.append(current)
      current = []
      current.reserveCapacity(Self.chunkSize)
    }
  }

  /// The index of the (method ID, function name) pair, interned so that a record stays small.
  @inline(__always)
  private mutating func nameIndex(of function: String, methodID: Int) -> UInt32 {
    if methodID == lastMethodID, function == lastFunction { return lastNameIndex }
    return internName(function, methodID: methodID)
  }

  /// Finds or adds the (method ID, function name) pair in the table of names.
  @inline(never)
  private mutating func internName(_ function: String, methodID: Int) -> UInt32 {
    let index =
      names.indices.first { methodIDs[$0] == methodID && names[$0] == function }
      ?? {
        names.append(function)
        methodIDs.append(methodID)
        return names.count - 1
      }()
    lastMethodID = methodID
    lastFunction = function
    lastNameIndex = UInt32(truncatingIfNeeded: index)
    return lastNameIndex
  }
}
