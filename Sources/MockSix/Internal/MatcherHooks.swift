// The one place where MockSixMatchers reaches into the core beyond the public API: marking calls
// verified, reading stub usage, saying whether a mock is shared by tests, waiting for a call
// (`CallWaiter`, in the store), naming a method and describing a failed verifier. Everything here is `package`, so user code never sees it. The
// one hook stored elsewhere is `MockInvocation.isVerified`, since a stored property cannot live in
// an extension.

/// How often one stub of a mock has answered a call, for the matchers' unused-stub check.
package struct StubUsage: Sendable {
  /// The raw value of the stubbed method's ID.
  package var methodID: Int
  /// A description such as `a stub returning Int (stubbed at Tests/A.swift:3)`.
  package var summary: String
  /// How many calls the stub has answered.
  package var useCount: Int
}

extension Mock where MockMethod.RawValue == Int {
  /// Every stub of this mock with its use count, by method ID, conditional stubs first.
  package var stubUsage: [StubUsage] {
    MockStore.shared.stubUsage(of: _mockSixIdentity)
  }

  /// Why a failed check of this mock may count another test's calls, if the current test shares
  /// it with another; the matchers add it to a failure's message.
  package var _sharingNote: String? {
    MockStore.shared.sharingNote(of: _mockSixIdentity)
  }

  /// Marks this mock's calls with the given sequence numbers as verified by an expectation.
  ///
  /// This is not API: the matchers mark the calls a passing expectation matched, for
  /// `receiveNoOtherCalls()`. The marks go with the calls, so a reset clears them.
  package func _markVerified(_ sequenceNumbers: [Int]) {
    MockStore.shared.markVerified(sequenceNumbers, of: _mockSixIdentity)
  }

  /// Wakes `waiter` once, from the thread that records this mock's next call.
  ///
  /// This is not API: the matchers' `toEventually` waits with it instead of polling.
  package func _wake(_ waiter: CallWaiter) {
    MockStore.shared.addWaiter(waiter, to: _mockSixIdentity)
  }

  /// Names one of this mock's methods for messages: its recorded Swift name, else its case name.
  ///
  /// Every message of the core and the matchers names a method this way.
  ///
  /// - Parameters:
  ///   - methodID: The raw value of the method's ID.
  ///   - calls: Calls of this mock, whose Swift names come first.
  @usableFromInline
  package static func _methodName(_ methodID: Int, in calls: [MockInvocation] = []) -> String {
    if let call = calls.first(where: { $0.methodID == methodID }) { return call.functionName }
    return MockMethod(rawValue: methodID).map(_caseName) ?? "method \(methodID)"
  }

  /// Names a case of this mock's `MockMethod` for messages: a generated mock's case without the
  /// underscore that hides it behind its typed ID (`_save` is `save`).
  @usableFromInline
  package static func _caseName(_ method: MockMethod) -> String {
    let name = String(describing: method)
    guard Self.self is any GeneratedMock.Type, name.hasPrefix("_") else { return name }
    return String(name.dropFirst())
  }
}

/// Describes an argument that failed a verifier, naming both types when they differ.
///
/// ```text
/// theValue(1) ✗ got <2>
/// theValue(1 as Int64) ✗ got <1> (Int)
/// ```
package func describeFailure(of verifier: ArgumentVerifier, on argument: Any?) -> String {
  let got = "got \(describeArgument(argument))"
  guard let valueType = verifier.valueType, let value = unwrapped(argument) else {
    return "\(verifier) ✗ \(got)"
  }
  func fits<T>(_ type: T.Type) -> Bool { castResult(value, to: T.self) != nil }
  let argumentType = type(of: value)
  guard !fits(valueType), verifier.description.hasSuffix(")") else {
    return "\(verifier) ✗ \(got)"
  }
  let typed = verifier.description.dropLast() + " as \(describeType(valueType)))"
  return "\(typed) ✗ \(got) (\(describeType(argumentType)))"
}
