/// One logged call of a method with a typed ID, with its arguments as their own types.
///
/// ```swift
/// let saves = store.typedInvocations(of: .save)
/// #expect(saves.map { $0.arguments.1 } == [1, 2])
/// #expect(saves[0].isMainThread)
/// ```
public struct TypedInvocation<Arguments> {
  /// The call's arguments, in order.
  public var arguments: Arguments

  /// The call as the log keeps it, with its number, thread and type-erased arguments.
  public var invocation: MockInvocation

  /// The call's place in the order of all calls to all mocks, starting at 1.
  public var sequenceNumber: Int { invocation.sequenceNumber }

  /// The thread the call was made on.
  public var thread: ThreadID { invocation.thread }

  /// Whether the call was made on the main thread.
  public var isMainThread: Bool { invocation.isMainThread }

  /// Creates a typed call from its arguments and its logged form.
  ///
  /// - Parameters:
  ///   - arguments: The call's arguments, in order.
  ///   - invocation: The call as the log keeps it.
  public init(_ arguments: Arguments, invocation: MockInvocation) {
    self.arguments = arguments
    self.invocation = invocation
  }
}
