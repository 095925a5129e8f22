/// MockSix's spellings on a generated mock's typed IDs, checked by the compiler.
///
/// A ``GeneratedMock``'s `.save` names only its typed ID, so `andReturn:`, `andThrow:`,
/// `andReturnValues:`, a countdown and `withBlock:` take the member's types here; what cannot be
/// checked (a closure over `[Any?]`, verifiers in an array) does not compile and says what to
/// write instead:
///
/// ```swift
/// store.stub(.save, andReturn: true)
/// store.stub(.save, andReturn: true, times: 1, afterwardsReturn: false)
/// store.stub(.save, andThrow: .full)
/// store.stub(.save, withBlock: { name in name.isEmpty })
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension GeneratedMock where MockMethod.RawValue == Int {
  /// Makes the first calls of a member return one value, and later ones another.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - value: The result of the first `times` calls.
  ///   - times: How many calls return `value`.
  ///   - afterwardsValue: The result of every later call.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>, andReturn value: R, times: Int,
    afterwardsReturn afterwardsValue: R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(
      method, returning: value, times: times, afterwardsReturning: afterwardsValue,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Makes successive calls of a member return values in order; the last value repeats.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - values: The results, in order.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>, andReturnValues values: [R],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, returningValues: values, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Makes the calls of a member throw an error of the member's error type.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - error: The error the calls throw.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>, andThrow error: Failure,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    stub(
      method, throwing: error, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Makes the calls of a member return the result of a closure over its typed arguments.
  ///
  /// - Parameters:
  ///   - method: The typed ID of the member to stub.
  ///   - body: Computes the result from the call's arguments.
  ///   - fileID: The source `#fileID` associated with the stub.
  ///   - filePath: The source `#filePath` associated with the stub.
  ///   - line: The source `#line` associated with the stub.
  ///   - column: The source `#column` associated with the stub.
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    withBlock body: @escaping (repeat each A) throws -> R, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    stub(method, answering: body, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Removes every stub of a member.
  ///
  /// - Parameter method: The typed ID of the member.
  public func unstub<Failure, each A, R>(_ method: TypedMember<Self, Failure, repeat each A, R>) {
    unstub(method.method)
  }

  /// Unavailable: a closure over `[Any?]` cannot be checked on a generated mock.
  @available(
    *, unavailable,
    message:
      "a generated mock's stubs take the member's typed arguments: write { name, count in … }, or stub the untyped case by its name (._save) for [Any?]"
  )
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>,
    withBlock body: @escaping ([Any?]) throws -> R
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: verifiers in an array cannot be checked on a generated mock.
  @available(
    *, unavailable,
    message:
      "a generated mock's verifiers follow with: one by one, without brackets: with: theValue(1), any()"
  )
  public func stub<Failure, each A, R>(
    _ method: TypedMember<Self, Failure, repeat each A, R>, with verifiers: [ArgumentVerifier],
    andReturn value: R
  ) {
    fatalError("unavailable")
  }
}
