/// A call of one mock's method, named for an order check across mocks with expectInOrder.
///
/// Make one with `call(_:_:with:)`:
///
/// ```swift
/// expectInOrder([call(engine, .turnOn), call(battery, .draw)])
/// ```
public struct ExpectedCall {
  let mockKey: String
  let mockType: String
  let methodID: Int
  let caseName: String
  let verifiers: [ArgumentVerifier]?
  /// The type arguments of the generic member's calls the step stands for; `nil` for every call.
  var typeArguments: ObjectIdentifier? = nil
  let invocations: () -> [MockInvocation]
  let markVerified: ([MockInvocation]) -> Void
  /// Why the mock's log may hold another test's calls, if the current test shares it.
  let sharingNote: () -> String?
}

/// Names a call of a mock's method, as one step of an order check with expectInOrder.
///
/// ```swift
/// expectInOrder([
///   call(engine, .turnOn),
///   call(battery, .draw, with: [theValue(0.1)]),
/// ])
/// ```
///
/// - Parameters:
///   - mock: The mock that receives the call.
///   - method: The ID of the method.
///   - verifiers: One verifier per argument of the method, or `nil` to accept any arguments.
/// - Returns: A step for `expectInOrder(_:_:fileID:filePath:line:column:)`.
public func call<M: Mock>(
  _ mock: M, _ method: M.MockMethod, with verifiers: [ArgumentVerifier]? = nil
) -> ExpectedCall where M.MockMethod.RawValue == Int {
  ExpectedCall(
    mockKey: mock.mockSixLock, mockType: mockName(M.self), methodID: method.rawValue,
    caseName: M._caseName(method), verifiers: verifiers,
    invocations: { mock.invocations },
    markVerified: { MockSixMatchers.markVerified($0, of: mock) },
    sharingNote: { mock._sharingNote })
}
