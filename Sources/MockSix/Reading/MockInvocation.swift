/// A record of one call made to a mock.
///
/// Read a mock's calls through its `invocations` property, oldest first:
///
/// ```swift
/// let calls = foobar.invocations.filter { $0.methodID == MockFoobar.Methods.doThis.rawValue }
/// #expect(calls.first?.argument(1, as: Int.self) == 42)
/// ```
public struct MockInvocation {
  // NB: A logged call is a reference to its record in the log's chunk, which never changes, so
  //     that reading a log back copies no record and retains one object per call. Setting a
  //     field moves the invocation to a chunk of its own. An invocation you keep keeps the rest
  //     of its chunk (up to 4,096 calls of its mock) alive with it.
  private var chunk: RecordChunk
  private var slot: Int32

  /// Whether a passing expectation has matched the call, for the matchers' no-other-calls check.
  package var isVerified = false

  /// What the call answered, for a call of a spy (a generated mock made with
  /// `init(forwardingTo:)`); `nil` for other mocks' calls, whose answers the log does not keep.
  public var answer: MockAnswer?

  /// The raw value of the method ID the call was registered for.
  public var methodID: Int {
    get { record.methodID }
    set { self = with(methodID: newValue) }
  }

  /// The Swift name of the mocked method, such as doThis(_:_:).
  public var functionName: String {
    get { record.name.withObject { $0.functionName } }
    set { self = with(functionName: newValue) }
  }

  /// The arguments passed to the call, in order.
  public var args: [Any?] {
    get { record.arguments.erased }
    set { self = with(args: newValue) }
  }

  /// The position of this call among all calls to all mocks in this process.
  ///
  /// Numbers grow with every call and are never reused, so they order calls across mocks.
  public var sequenceNumber: Int {
    get { record.sequenceNumber }
    set { self = with(sequenceNumber: newValue) }
  }

  /// The thread that made the call.
  public var thread: ThreadID {
    get { ThreadID(rawValue: record.name.withObject { $0.thread }) }
    set { self = with(thread: newValue) }
  }

  /// Whether the call was made on the main thread.
  public var isMainThread: Bool {
    get { record.name.withObject { $0.isMainThread } }
    set { self = with(isMainThread: newValue) }
  }

  /// Creates a record of a call.
  public init(
    methodID: Int, functionName: String, args: [Any?], sequenceNumber: Int = 0,
    thread: ThreadID = .current, isMainThread: Bool = false
  ) {
    let name = InvocationName(
      methodID: methodID, functionName: functionName, thread: thread.rawValue,
      isMainThread: isMainThread)
    chunk = RecordChunk(
      only: InvocationRecord(
        arguments: _CallArguments(erased: args), name: Unretained(name),
        sequenceNumber: sequenceNumber),
      named: name)
    slot = 0
  }

  /// The invocation of a logged call: the record in a chunk's slot, and its verified mark.
  init(chunk: RecordChunk, slot: Int, isVerified: Bool) {
    self.chunk = chunk
    self.slot = Int32(truncatingIfNeeded: slot)
    self.isVerified = isVerified
  }

  private var record: InvocationRecord {
    @inline(__always) get { chunk[Int(slot)] }
  }

  /// This invocation with some fields changed, in a chunk of its own.
  private func with(
    methodID: Int? = nil, functionName: String? = nil, args: [Any?]? = nil,
    sequenceNumber: Int? = nil, thread: ThreadID? = nil, isMainThread: Bool? = nil
  ) -> MockInvocation {
    var changed = MockInvocation(
      methodID: methodID ?? self.methodID, functionName: functionName ?? self.functionName,
      args: args ?? self.args, sequenceNumber: sequenceNumber ?? self.sequenceNumber,
      thread: thread ?? self.thread, isMainThread: isMainThread ?? self.isMainThread)
    changed.isVerified = isVerified
    changed.answer = answer
    return changed
  }

  /// Whether the call's arguments were logged packed and typed, as a typed registration of fixed
  /// arity logs them, rather than as the `[Any?]` of `args: Any?...` or a parameter pack.
  var hasPackedArguments: Bool {
    !record.arguments.isErased
  }

  /// The static types of the call's arguments, where its registration logged them typed (one to
  /// four arguments); `nil` for arguments logged as `[Any?]`.
  var argumentTypes: [Any.Type]? {
    let arguments = record.arguments
    guard !arguments.isErased else { return nil }
    return (type(of: arguments.pack) as? any StaticArgumentTypes.Type)?.argumentTypes
  }

  /// Whether this is a call of the method with raw ID `methodID` and, for a generic member's
  /// typed ID, of its type arguments (`nil` for every call).
  package func isCall(of methodID: Int, typeArguments: ObjectIdentifier?) -> Bool {
    self.methodID == methodID
      && (typeArguments == nil || record.name.withObject { $0.typeArguments } == typeArguments)
  }

  /// Returns an argument as the given type, or nil when it is missing, nil or of another type.
  ///
  /// ```swift
  /// let number = invocation.argument(1, as: Int.self)  // Int?
  /// ```
  ///
  /// - Parameters:
  ///   - index: The argument's position, starting at 0.
  ///   - type: The type to read it as.
  /// - Returns: The argument, or `nil` when it cannot be read as a `T`.
  public func argument<T>(_ index: Int, as type: T.Type = T.self) -> T? {
    let args = self.args
    guard args.indices.contains(index) else { return nil }
    return args[index] as? T
  }
}

extension MockInvocation: CustomStringConvertible {
  /// The method's name followed by its arguments, such as doThis(_:_:) with <"a">, <1>.
  public var description: String {
    args.isEmpty
      ? functionName
      : "\(functionName) with \(args.map(describeArgument).joined(separator: ", "))"
  }
}
