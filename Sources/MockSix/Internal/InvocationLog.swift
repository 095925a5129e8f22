/// One logged call, packed small: the log keeps one per call for the life of the mock.
struct InvocationRecord {
  var args: [Any?]
  var sequenceNumber: Int
  var thread: UInt
  /// The index of the call's method ID and function name in the log's table of names.
  var nameIndex: UInt32
  var isMainThread: Bool
}

/// The calls of one mock, oldest first, in fixed-size chunks.
///
/// Appending never copies earlier calls, so recording stays O(1) however long the log grows,
/// and the chunks are filled to the brim, so the log costs little more than its records.
struct InvocationLog {
  private static let chunkSize = 4096

  private var chunks: [[InvocationRecord]] = []
  private var names: [String] = []
  private var methodIDs: [Int] = []
  private var lastNameIndex = 0

  var isEmpty: Bool { chunks.isEmpty }

  /// Appends a call.
  mutating func append(
    methodID: Int, function: String, args: [Any?], sequenceNumber: Int, thread: UInt,
    isMainThread: Bool
  ) {
    let record = InvocationRecord(
      args: args, sequenceNumber: sequenceNumber, thread: thread,
      nameIndex: nameIndex(of: function, methodID: methodID), isMainThread: isMainThread)
    if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkSize {
      var chunk: [InvocationRecord] = []
      chunk.reserveCapacity(chunks.isEmpty ? 16 : Self.chunkSize)
      chunks.append(chunk)
    } else if chunks.count == 1, chunks[0].count == chunks[0].capacity {
      // NB: A mock's first chunk grows from small, so that thousands of short-lived mocks in a
      //     test suite each hold a few calls, not a whole chunk.
      chunks[0].reserveCapacity(min(Self.chunkSize, chunks[0].capacity * 4))
    }
    chunks[chunks.count - 1].append(record)
  }

  /// The calls as public records, oldest first, optionally only those of one method.
  func invocations(of methodID: Int? = nil) -> [MockInvocation] {
    var result: [MockInvocation] = []
    for chunk in chunks {
      for record in chunk where methodID.map({ methodIDs[Int(record.nameIndex)] == $0 }) ?? true {
        result.append(
          MockInvocation(
            methodID: methodIDs[Int(record.nameIndex)], functionName: names[Int(record.nameIndex)],
            args: record.args, sequenceNumber: record.sequenceNumber,
            thread: ThreadID(rawValue: record.thread), isMainThread: record.isMainThread))
      }
    }
    return result
  }

  /// The index of the (method ID, function name) pair, interned so that a record stays small.
  private mutating func nameIndex(of function: String, methodID: Int) -> UInt32 {
    if lastNameIndex < names.count, methodIDs[lastNameIndex] == methodID,
      names[lastNameIndex] == function
    {
      return UInt32(lastNameIndex)
    }
    if let index = names.indices.first(where: { methodIDs[$0] == methodID && names[$0] == function }
    ) {
      lastNameIndex = index
    } else {
      names.append(function)
      methodIDs.append(methodID)
      lastNameIndex = names.count - 1
    }
    return UInt32(truncatingIfNeeded: lastNameIndex)
  }
}
