/// Stubs methods that return an `AsyncStream` or an `AsyncThrowingStream`, by typed IDs: with
/// the values each call's stream yields, or with a continuation the test feeds later.
///
/// Unstubbed, such a method returns a stream that has finished without an element.
extension Mock where MockMethod.RawValue == Int {
  /// Makes each call of a method return a new stream that yields the values, then finishes.
  ///
  /// Each call gets its own stream, so every consumer sees every value.
  ///
  /// ```swift
  /// chat.stub(.incomingMessages, yielding: [hello, bye])
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - values: The elements each call's stream yields, in order.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Arguments, Element: Sendable>(
    _ method: TypedMember<Self, Failure, Arguments, AsyncStream<Element>>,
    yielding values: [Element],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method,
      withBlock: { _ in
        AsyncStream { continuation in
          for value in values { continuation.yield(value) }
          continuation.finish()
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Makes each call of a method return a new throwing stream that yields the values, then
  /// finishes, or throws `error` if one is given.
  ///
  /// ```swift
  /// feed.stub(.updates, yielding: [first], thenThrowing: FeedError.disconnected)
  /// ```
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - values: The elements each call's stream yields, in order.
  ///   - error: The error the stream ends with; `nil` to finish without one.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, Arguments, Element: Sendable>(
    _ method: TypedMember<Self, Failure, Arguments, AsyncThrowingStream<Element, any Error>>,
    yielding values: [Element], thenThrowing error: (any Error)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method,
      withBlock: { _ in
        AsyncThrowingStream { continuation in
          for value in values { continuation.yield(value) }
          continuation.finish(throwing: error)
        }
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Stubs a method with one stream, and returns its continuation, to yield values later.
  ///
  /// ```swift
  /// let incoming = chat.continuation(stubbing: .incomingMessages)
  /// let model = ChatModel(service: chat)   // starts iterating chat.incomingMessages()
  /// incoming.yield(hello)
  /// incoming.finish()
  /// ```
  ///
  /// Every call of the method returns that one stream, which, as any `AsyncStream`, one task
  /// iterates at a time; stub again for a new one.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  /// - Returns: The continuation of the stream that the calls return.
  @discardableResult
  public func continuation<Failure, Arguments, Element>(
    stubbing method: TypedMember<Self, Failure, Arguments, AsyncStream<Element>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> AsyncStream<Element>.Continuation {
    let (stream, continuation) = AsyncStream<Element>.makeStream()
    stub(
      method, andReturn: stream, fileID: fileID, filePath: filePath, line: line, column: column)
    return continuation
  }

  /// Stubs a method with one throwing stream, and returns its continuation, to yield values or
  /// an error later.
  ///
  /// ```swift
  /// let updates = feed.continuation(stubbing: .updates)
  /// updates.yield(first)
  /// updates.finish(throwing: FeedError.disconnected)
  /// ```
  ///
  /// Every call of the method returns that one stream, which one task iterates at a time.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the method to stub.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  /// - Returns: The continuation of the stream that the calls return.
  @discardableResult
  public func continuation<Failure, Arguments, Element>(
    stubbing method: TypedMember<Self, Failure, Arguments, AsyncThrowingStream<Element, any Error>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> AsyncThrowingStream<Element, any Error>.Continuation {
    let (stream, continuation) = AsyncThrowingStream<Element, any Error>.makeStream()
    stub(
      method, andReturn: stream, fileID: fileID, filePath: filePath, line: line, column: column)
    return continuation
  }
}
