/// A record of one call made to a mock.
///
/// Read a mock's calls through its `invocations` property, oldest first:
///
/// ```swift
/// let calls = foobar.invocations.filter { $0.methodID == MockFoobar.Methods.doThis.rawValue }
/// #expect(calls.first?.argument(1, as: Int.self) == 42)
/// ```
public struct MockInvocation {
  /// The raw value of the method ID the call was registered for.
  public var methodID: Int

  /// The Swift name of the mocked method, such as doThis(_:_:).
  public var functionName: String

  /// The arguments passed to the call, in order.
  public var args: [Any?]

  /// The position of this call among all calls to all mocks in this process.
  ///
  /// Numbers grow with every call and are never reused, so they order calls across mocks.
  public var sequenceNumber: Int

  /// The thread that made the call.
  public var thread: ThreadID

  /// Whether the call was made on the main thread.
  public var isMainThread: Bool

  /// Whether a passing expectation has matched the call, for the matchers' no-other-calls check.
  package var isVerified = false

  /// Creates a record of a call.
  public init(
    methodID: Int, functionName: String, args: [Any?], sequenceNumber: Int = 0,
    thread: ThreadID = .current, isMainThread: Bool = false
  ) {
    self.methodID = methodID
    self.functionName = functionName
    self.args = args
    self.sequenceNumber = sequenceNumber
    self.thread = thread
    self.isMainThread = isMainThread
  }

  /// Creates the record of a logged call, with its verified mark.
  init(
    methodID: Int, functionName: String, args: [Any?], sequenceNumber: Int, thread: ThreadID,
    isMainThread: Bool, isVerified: Bool
  ) {
    self.methodID = methodID
    self.functionName = functionName
    self.args = args
    self.sequenceNumber = sequenceNumber
    self.thread = thread
    self.isMainThread = isMainThread
    self.isVerified = isVerified
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
