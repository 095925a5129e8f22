public import MockSix

// NimbleMockSix's spellings with `ArgVerifier` closures, `[{ x in (x as? Int) == 1 }]`, kept so
// that its users' specs compile unchanged. Each forwards to the `ArgumentVerifier` form beside
// it in the file of its concept (`Receive.swift`, `ReceiveInOrder.swift`, …).

/// Checks that a mock's method was called with arguments that pass closures.
///
/// ```swift
/// expectCalled(mock, .save, times: 1, with: [{ x in x as? String == "aaa" }, { _ in true }])
/// ```
///
/// - Parameters:
///   - mock: The mock whose calls to check.
///   - method: The ID of the method.
///   - times: The number of calls expected, of any integer type, or `nil` for at least one.
///   - verifiers: One closure per argument of the method; only the calls that pass them count.
///   - message: A message that opens the failure message.
///   - fileID: The source `#fileID` associated with the failure.
///   - filePath: The source `#filePath` associated with the failure.
///   - line: The source `#line` associated with the failure.
///   - column: The source `#column` associated with the failure.
@_disfavoredOverload
public func expectCalled<M: Mock>(
  _ mock: M, _ method: M.MockMethod, times: (some BinaryInteger)? = nil as Int?,
  with verifiers: [ArgVerifier],
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) where M.MockMethod.RawValue == Int {
  expectCalled(
    mock, method, times: times, with: argumentVerifiers(verifiers), message(),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Names a call of a mock's method with arguments that pass closures, as one step of an order
/// check.
///
/// ```swift
/// expectInOrder([
///   call(battery, .draw, with: [{ x in (x as? Double) == 0.1 }]),
///   call(engine, .turnOn),
/// ])
/// ```
///
/// - Parameters:
///   - mock: The mock that receives the call.
///   - method: The ID of the method.
///   - verifiers: One closure per argument of the method.
/// - Returns: A step for `expectInOrder(_:_:fileID:filePath:line:column:)`.
@_disfavoredOverload
public func call<M: Mock>(
  _ mock: M, _ method: M.MockMethod, with verifiers: [ArgVerifier]
) -> ExpectedCall where M.MockMethod.RawValue == Int {
  call(mock, method, with: argumentVerifiers(verifiers))
}

/// Returns a matcher that passes when a method was received the given number of times with
/// arguments that pass closures.
///
/// NimbleMockSix's verifiers were closures, and an array of closures works as it did:
///
/// ```swift
/// let verifiers = [{ (x: Any?) in x as? String == "foo" }, { (x: Any?) in x as? Int == 42 }]
/// expect(dummy).to(receive(.myFunc, times: 2, with: verifiers))
/// ```
///
/// - Parameters:
///   - method: The ID of the method.
///   - times: The number of calls expected, of any integer type (`Int`, `UInt`, …).
///   - verifiers: One closure per argument of the method; a call with another number of
///     arguments never matches.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock>(
  _ method: M.MockMethod, times: some BinaryInteger, with verifiers: [ArgVerifier]
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  countMatcher(
    method, count: .exactly(Int(clamping: times)), verifiers: argumentVerifiers(verifiers))
}

/// Returns a matcher that passes when a method was received at least the given number of times
/// with arguments that pass closures.
///
/// ```swift
/// expect(dummy).to(receive(.myFunc, with: [{ x in x as? String == "foo" }, { _ in true }]))
/// expect(dummy).to(receive(.myFunc, atLeastTimes: 2, with: verifiers))
/// ```
///
/// - Parameters:
///   - method: The ID of the method.
///   - times: The least number of calls expected, of any integer type; 1 by default.
///   - verifiers: One closure per argument of the method; a call with another number of
///     arguments never matches.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock>(
  _ method: M.MockMethod, atLeastTimes times: some BinaryInteger = 1 as Int,
  with verifiers: [ArgVerifier]
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  countMatcher(
    method, count: .atLeast(Int(clamping: times)), verifiers: argumentVerifiers(verifiers))
}

/// Returns a matcher that passes when a method was received at most the given number of times
/// with arguments that pass closures.
///
/// ```swift
/// expect(dummy).to(receive(.myFunc, atMostTimes: 2, with: verifiers))
/// ```
///
/// - Parameters:
///   - method: The ID of the method.
///   - times: The greatest number of calls expected, of any integer type.
///   - verifiers: One closure per argument of the method; a call with another number of
///     arguments never matches.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock>(
  _ method: M.MockMethod, atMostTimes times: some BinaryInteger, with verifiers: [ArgVerifier]
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  countMatcher(
    method, count: .atMost(Int(clamping: times)), verifiers: argumentVerifiers(verifiers))
}

/// Returns a matcher that passes when the mock received one method, with arguments that pass
/// closures, and later another.
///
/// ```swift
/// expect(connection).to(receive(.open, with: [{ x in x as? String == "db" }], before: .close))
/// ```
///
/// - Parameters:
///   - method: The ID of the method received first.
///   - verifiers: One closure per argument of `method`.
///   - later: The ID of the method received afterwards.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock>(
  _ method: M.MockMethod, with verifiers: [ArgVerifier], before later: M.MockMethod
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method, with: argumentVerifiers(verifiers), before: later)
}

/// Returns a matcher that passes when the mock received one method, with arguments that pass
/// closures, after another one.
///
/// ```swift
/// expect(connection).to(receive(.send, with: [{ x in x as? String == "hello" }], after: .open))
/// ```
///
/// - Parameters:
///   - method: The ID of the method received second.
///   - verifiers: One closure per argument of `method`.
///   - earlier: The ID of the method received before it.
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock>(
  _ method: M.MockMethod, with verifiers: [ArgVerifier], after earlier: M.MockMethod
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method, with: argumentVerifiers(verifiers), after: earlier)
}

/// Returns a matcher that passes when a method was received with arguments that pass closures,
/// each time on (or off) the main thread.
///
/// ```swift
/// expect(store).to(receive(.save, with: [{ x in x as? String == "draft" }], onMainThread: false))
/// ```
///
/// - Parameters:
///   - method: The ID of the method.
///   - verifiers: One closure per argument of the method; only the calls that pass them count.
///   - onMainThread: Whether every call must be on the main thread (`true`) or on other
///     threads (`false`).
/// - Returns: A matcher for `expect(_:)`.
@_disfavoredOverload
public func receive<M: Mock>(
  _ method: M.MockMethod, with verifiers: [ArgVerifier], onMainThread: Bool
) -> MockMatcher<M> where M.MockMethod.RawValue == Int {
  receive(method, with: argumentVerifiers(verifiers), onMainThread: onMainThread)
}
