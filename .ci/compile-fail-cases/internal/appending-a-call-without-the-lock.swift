// expected-error: missing argument for parameter #2 in call
let name = InvocationName(methodID: 0, functionName: "f()", thread: 0, isMainThread: false)
let record = InvocationRecord(args: [], name: Unretained(name), sequenceNumber: 1)
RecordChunk(capacity: 1).append(record)
